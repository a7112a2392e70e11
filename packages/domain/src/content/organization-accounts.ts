import type { Faq, Point } from './content.types.ts';

/**
 * /organisations: what an organization account gives (SPEC Part B §15), how
 * invoice terms and tax exemption work, how to apply, and the application
 * form's frame. The form itself and the account page keep their words with
 * their screens (features/organisations/copy).
 */
export interface OrganizationAccountsContent {
  intro: string;
  /** The section headings, in page order. */
  headings: {
    benefits: string;
    whoFor: string;
    invoiceTerms: string;
    taxExemption: string;
    steps: string;
  };
  accountLink: string;
  benefits: Point[];
  whoFor: { audience: string; text: string }[];
  invoiceTerms: string[];
  taxExemption: string[];
  steps: Point[];
  faqs: Faq[];
  formHeading: string;
  formIntro: string;
  haveAccount: string;
}

export const organizationAccounts: OrganizationAccountsContent = {
  intro:
    'Schools, churches, government offices, businesses and nonprofits can open a free account with {brand}: book vans and buses in the organization’s name, pay by invoice with a purchase order on net 15, 30 or 60 day terms once approved, and rent without state sales tax once your tax-exemption certificate is verified.',
  headings: {
    benefits: 'What an account gives your organization',
    whoFor: 'Who opens an account',
    invoiceTerms: 'Paying by invoice on net 15, 30 or 60 day terms',
    taxExemption: 'Renting without state sales tax',
    steps: 'How to apply',
  },
  accountLink: 'Your account page',
  benefits: [
    {
      title: 'Book in your organization’s name',
      text: 'Bookings carry the organization’s name and billing address, so the confirmation, the invoice and the receipts go on its books, not on a trip leader’s personal card.',
    },
    {
      title: 'Pay by invoice on net terms',
      text: 'Once our accounts team approves your terms, choose “Pay by invoice” when you book and give your purchase order number. The invoice is due 15, 30 or 60 days after it is issued.',
    },
    {
      title: 'No state sales tax when you are exempt',
      text: 'Upload your state’s tax-exemption certificate. Once we have verified it, the sales tax of that state shows as exempt on every quote, booking and invoice until the certificate expires.',
    },
    {
      title: 'Every invoice in one place',
      text: 'Your account page lists the organization’s bookings and invoices, each one a PDF to download for your treasurer or accounts payable.',
    },
  ],
  whoFor: [
    {
      audience: 'schools-colleges',
      text: 'Field trips, athletics and activity buses billed to the school or district, with the PO your business office issues.',
    },
    {
      audience: 'churches-ministries',
      text: 'Youth trips, retreats and mission teams booked by the church, paid by its treasurer on invoice.',
    },
    {
      audience: 'government-military',
      text: 'Agencies and units paying on purchase orders, usually exempt from state sales tax.',
    },
    {
      audience: 'businesses-corporations',
      text: 'Offsites, conferences and crew transport on one account, one invoice per booking.',
    },
    {
      audience: 'clubs-youth-orgs',
      text: 'Nonprofits, clubs and youth organizations with a 501(c)(3) or state exemption certificate.',
    },
  ],
  invoiceTerms: [
    'Ask for net 15, 30 or 60 days when you apply, or later from your account page. Our accounts team reviews the request, usually within two business days, and may ask for a trade reference.',
    'Until the terms are approved, bookings for the organization are paid like any other: by card, or at the counter when we collect nothing online.',
    'Once approved, “Pay by invoice” appears when you book for the organization. If your organization told us it pays by purchase order (say so when you apply), the booking asks for the PO number and prints it on the invoice.',
    'We issue the invoice when the booking is confirmed and e-mail it to the person who booked. It is due on the date it shows; pay by bank transfer with the invoice number as the reference. A security deposit may still be held on a card at pickup.',
  ],
  taxExemption: [
    'State sales tax is waived for an organization holding a valid exemption certificate of the state where the vehicles are picked up. Other taxes and fees, such as rental vehicle taxes and airport fees, still apply.',
    'Upload the certificate (a PDF or a photo) from your account page with its state, number and expiry date. We verify it, usually within two business days; until then the tax is charged as usual.',
    'A booking shows the exemption on its price, for example “Georgia sales tax — exempt (certificate GA-12345)”, and the invoice names the certificate.',
  ],
  steps: [
    {
      title: 'Apply below',
      text: 'The organization’s name and address, the billing contact, the invoice terms to ask for if you want them, and whether you pay by purchase order. It takes about two minutes.',
    },
    {
      title: 'Get your account code and key',
      text: 'You see the account code at once; the access key goes to the billing contact’s e-mail, with a link that opens the account page.',
    },
    {
      title: 'Upload your exemption certificate',
      text: 'From the account page, if your organization is exempt from sales tax.',
    },
    {
      title: 'Book for the organization',
      text: 'On this device the account is remembered: when you book, choose “Book for” your organization and, once approved, “Pay by invoice”.',
    },
  ],
  faqs: [
    {
      question: 'Does an account cost anything?',
      answer:
        'No. The account, the invoice terms and the tax exemption are free; you pay only for the rentals you book.',
    },
    {
      question: 'Who can use the account to book?',
      answer:
        'Anyone the billing contact shares the account code and access key with. Each person who books gives their own name and e-mail for the booking; the invoice goes to the organization.',
    },
    {
      question: 'What if we lose the access key?',
      answer:
        'Call {phone} or e-mail {email} from the billing contact’s address and we will send a new key. Keep the key like a password: anyone with it can book for the organization.',
    },
    {
      question: 'Can we pay by invoice before the terms are approved?',
      answer:
        'Not yet: until then, bookings are paid by card or at pickup. You can still book for the organization, so the sales tax exemption applies once your certificate is verified.',
    },
    {
      question: 'Is a security deposit still needed?',
      answer:
        'Yes, the refundable deposit of each vehicle is held on a credit card at pickup, as the [rental guidelines](/rental-guidelines) explain, even when the rental is paid by invoice.',
    },
  ],
  formHeading: 'Apply for an organization account',
  formIntro:
    'We e-mail the access key to the billing contact. Ask for invoice terms now or later; our accounts team reviews them.',
  haveAccount: 'Already have an account? [Open your organization’s account page](/organisation).',
};
