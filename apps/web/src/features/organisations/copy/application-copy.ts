/** Words of the organization account application (/organisations' form). */
export const applicationCopy = {
  name: 'Organization name',
  kind: 'Kind of organization',
  choose: 'Choose…',
  contactLegend: 'Billing contact',
  contactHint: 'The access key and the invoices go to this person.',
  contactName: 'Full name',
  contactEmail: 'E-mail address',
  contactPhone: 'Phone number',
  phoneHint: 'Include the country code if it is not a US number.',
  addressLegend: 'Billing address',
  line1: 'Street address',
  line2: 'Suite, building or PO box',
  city: 'City',
  region: 'State',
  postalCode: 'ZIP code',
  termsLegend: 'Ask for invoice terms',
  termsHint: 'Pay invoices 15, 30 or 60 days after they are issued, once our accounts team approves them.',
  termsNone: 'Not now',
  termsNet: (days: number) => `Net ${days} days`,
  paysByPurchaseOrder: 'We pay by purchase order',
  paysByPurchaseOrderHint:
    'Once your invoice terms are approved, each booking paid by invoice asks for the PO number and prints it on the invoice.',
  submit: 'Apply for an account',
  created: {
    heading: (name: string) => `${name} has an account`,
    code: 'Your account code',
    keySent: (email: string) =>
      `We have e-mailed the access key to ${email}. Keep it like a password: with the code, it opens the account page and books for the organization.`,
    remembered: 'This device remembers the account: when you book here, you can book for the organization.',
    termsRequested: (days: number) =>
      `Our accounts team reviews your request for net ${days} terms, usually within two business days.`,
    paysByPurchaseOrder:
      'You told us your organization pays by purchase order: once your terms are approved, each booking paid by invoice asks for the PO number.',
    open: 'Open the account page',
    book: 'Book for this organization',
  },
};
