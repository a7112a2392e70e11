/** Words of the customer record (decision 043). */
export const customersCopy = {
  title: (name: string) => `Customer: ${name}`,
  missingKey: 'Open a customer from one of their bookings.',
  summary: 'Summary',
  emails: 'E-mail addresses',
  phones: 'Phone numbers',
  none: 'None.',
  mergedInto: 'This e-mail was merged into another customer.',
  openMerged: 'Open that customer’s record',
  bookings: 'Bookings',
  quotes: 'Quote requests',
  leads: 'Enquiries',
  invoices: 'Invoices',
  balance: (amount: string) => `Balance owed: ${amount}`,
  drivers: 'Drivers named',
  certificates: 'Certificates of insurance',
  audit: 'Audit trail',
  merge: 'Merge another e-mail',
  mergeLead:
    'The bookings, quotes and enquiries under that e-mail join this customer. You can separate them again.',
  mergeEmail: 'Other e-mail address',
  merging: 'Merging…',
  merged: 'E-mail merged into this customer.',
  separate: 'Separate',
  separateLabel: (email: string) => `Separate ${email} from this customer`,
  separated: 'E-mail separated.',
  personalData: 'Their personal data',
  exportData: 'Export everything held (JSON)',
  erase: 'Erase their personal data',
  eraseLead:
    'Replaces their name, e-mail, phone, addresses and licenses on every record. Invoices keep the fields the law requires. This cannot be undone.',
  eraseConfirm: 'Type ERASE to confirm',
  erasing: 'Erasing…',
  erased: 'Their personal data was erased.',
  status: {
    confirmed: 'Confirmed',
    pending_payment: 'Waiting for payment',
    cancelled: 'Cancelled',
    expired: 'Expired',
    open: 'Open',
    paid: 'Paid',
    void: 'Void',
  } as Record<string, string>,
  leadKinds: { contact: 'Contact', leasing: 'Leasing', 'fleet-sales': 'Fleet sales' } as Record<
    string,
    string
  >,
  certificateStatus: {
    pending: 'Waiting for review',
    verified: 'Verified',
    rejected: 'Rejected',
    expired: 'Expired',
  } as Record<string, string>,
  quoteStatus: { new: 'New', contacted: 'Contacted', booked: 'Booked', lost: 'Lost' } as Record<
    string,
    string
  >,
};

/** A status in words; an unknown one in plain words rather than its code. */
export const inWords = (words: Record<string, string>, code: string) =>
  words[code] ?? code.replace(/[_-]/g, ' ').replace(/^./, (c) => c.toUpperCase());
