import { formatMoney } from '../../../lib/format';

/** Words of the back office's money screens: organisations, invoices, payments (STYLE "UI text lives in content files"). */

const netDays = (days: number) => `Net ${days} days`;

export const organisationCopy = {
  auditTrail: 'Audit trail',
  searchHint: 'Code, name, contact or e-mail',
  anyTerms: 'Any terms',
  terms: 'Invoice terms',
  view: (name: string) => `View organisation ${name}`,
  loading: 'Loading the organisation…',
  details: 'Details',
  kind: 'Kind',
  code: 'Account code',
  billing: 'Billing contact',
  address: 'Address',
  opened: 'Opened',
  balance: 'Open balance',
  balanceNote: 'What its open invoices still ask for.',
  termsStatus: 'Status',
  requested: 'Asked for',
  granted: 'Granted',
  poRequired: 'Purchase order number required',
  paysByPurchaseOrder: 'Pays by purchase order',
  paysByPurchaseOrderSaid: (said: boolean) =>
    said ? 'Yes, as it said when applying' : 'Not said when applying',
  reviewed: 'Decided',
  reviewedBy: (at: string, by: string | null) => (by ? `${at} by ${by}` : at),
  netDays,
  notAsked: 'Not asked',
  approveTitle: 'Approve invoice terms',
  approveLead:
    'The billing contact is e-mailed the decision. Bookings paid by invoice are due this many days after the invoice.',
  netDaysLegend: 'Payment due',
  approve: 'Approve terms',
  decline: 'Decline',
  declineTitle: (name: string) => `Decline invoice terms for ${name}?`,
  declineBody: 'The billing contact is e-mailed; the organisation can no longer book paying by invoice.',
  keep: 'Keep them as they are',
  declining: 'Declining…',
  approved: (name: string, days: number) =>
    `${name}: invoice terms approved, net ${days} days. The billing contact is e-mailed.`,
  declined: (name: string) => `${name}: invoice terms declined. The billing contact is e-mailed.`,
  accessKey: 'Access key',
  calendarFeed: 'Calendar feed',
  calendarFeedLead:
    'The organization’s bookings as a calendar its staff can subscribe to. The URL carries a token of its own, not the access key; changes show within five minutes.',
  keyUntil: 'Works until',
  keyExpired: (at: string) => `Expired ${at}`,
  keyLead:
    'No one here sees the key: a new one is e-mailed to the billing contact, and the current one stops working at once. The organisation can change its key itself until it expires.',
  issueKey: 'Send a new access key',
  issueKeyTitle: (name: string) => `Send ${name} a new access key?`,
  issueKeyBody: (email: string) =>
    `The current key stops working at once, on every device that remembers it. The new one is e-mailed to ${email}.`,
  keepKey: 'Keep the current key',
  issuing: 'Sending…',
  keyIssued: (name: string, email: string) =>
    `${name}: a new access key was e-mailed to ${email}. The old one no longer works.`,
  certificates: 'Tax-exemption certificates',
  noCertificates: 'No certificate uploaded.',
  state: 'State',
  number: 'Certificate number',
  expires: 'Expires',
  uploaded: 'Uploaded',
  viewFile: 'View file',
  viewFileOf: (number: string) => `View the file of certificate ${number}`,
  review: 'Review',
  reviewOf: (number: string) => `Review certificate ${number}`,
  closeReview: 'Close the review',
  reviewTitle: (number: string) => `Review certificate ${number}`,
  reviewLead: 'Check the file, correct what was typed if need be, then verify it, or reject it saying why.',
  decision: 'Decision',
  decisions: { verify: 'Verify', reject: 'Reject' },
  stateHint: 'Two letters, like GA.',
  reason: 'Reason for rejecting',
  reasonHint: 'Needed to reject; the organisation reads it.',
  verifyButton: 'Verify certificate',
  rejectButton: 'Reject certificate',
  verified: (number: string) => `Certificate ${number} verified. The billing contact is e-mailed.`,
  rejected: (number: string) => `Certificate ${number} rejected. The billing contact is e-mailed.`,
  rejectedBecause: (reason: string) => `Rejected: ${reason}`,
  bookings: 'Bookings',
  noBookings: 'No booking yet.',
  invoices: 'Invoices',
  noInvoices: 'No invoice yet.',
  payments: 'Payments',
  noPayments: 'No payment yet.',
};

export const invoiceCopy = {
  searchHint: 'Number, booking, PO or name',
  aged: 'Aged receivables',
  agedLead: 'The balance due of every open invoice, by days past its due date (not only this page’s).',
  statuses: { open: 'Open', overdue: 'Overdue', paid: 'Paid', void: 'Void' },
  anyStatus: 'Any status',
  pdf: 'PDF',
  pdfOf: (number: string) => `PDF of invoice ${number}`,
  record: 'Record bank transfer',
  recordOf: (number: string) => `Record a bank transfer for invoice ${number}`,
  recordTitle: (number: string) => `Bank transfer for ${number}`,
  recordLead: (balance: number) => `Balance due: ${formatMoney(balance)}. The payer is e-mailed a receipt.`,
  receivedOn: 'Received on',
  reference: 'Reference',
  referenceHint: 'As on the bank statement.',
  recorded: (cents: number, number: string, status: string, balance: number) =>
    `${formatMoney(cents)} recorded against ${number}: ${status === 'paid' ? 'it is paid' : `${formatMoney(balance)} still due`}.`,
  resend: 'Send again',
  resendOf: (number: string) => `Send invoice ${number} again`,
  resending: 'Sending…',
  resent: (number: string, to: string) => `Invoice ${number} sent again to ${to}.`,
  overdueDays: (days: number) => (days === 0 ? '—' : `${days}`),
};

export const paymentCopy = {
  searchHint: 'Booking code, name or reference',
  anyStatus: 'Any status',
  anyKind: 'Any kind',
  operations: 'Refunds, captures, releases',
  by: (email: string) => `by ${email}`,
  recordedBy: (email: string) => `Recorded by ${email}`,
  capture: 'Capture',
  captureOf: (what: string) => `Capture the hold of ${what}`,
  captureTitle: 'Capture the deposit',
  captureLead: (held: number) =>
    `${formatMoney(held)} is held on the card. Capture all of it, or part: the rest of the hold is released.`,
  captureAmount: 'Amount to capture ($)',
  captureHint: (held: number) => `Leave empty to capture all ${formatMoney(held)}.`,
  captureTooMuch: (held: number) => `Capture no more than is held (${formatMoney(held)}).`,
  captured: (what: string) => `Capture of ${what} sent to the card provider.`,
  release: 'Release hold',
  releaseOf: (what: string) => `Release the hold of ${what}`,
  releaseTitle: (held: number) => `Release the ${formatMoney(held)} held on the card?`,
  releaseBody: 'The renter’s card is no longer held. Nothing can be captured from it afterwards.',
  keep: 'Keep the hold',
  releasing: 'Releasing…',
  released: (what: string) => `Hold of ${what} released.`,
  refund: 'Refund',
  refundOf: (what: string) => `Refund ${what}`,
  refundTitle: 'Refund a payment',
  refundLead: (left: number) =>
    `At most ${formatMoney(left)} can be refunded: what was received and not refunded yet.`,
  refundTransferLead: (left: number) =>
    `Send the money back by bank transfer first, then record it here: at most ${formatMoney(left)}.`,
  refundAmount: 'Amount to refund ($)',
  refundTooMuch: (left: number) => `Refund no more than ${formatMoney(left)}.`,
  reason: 'Reason',
  reasonHint: 'For the records; the renter does not see it.',
  refunded: (cents: number, what: string) =>
    `Refund of ${formatMoney(cents)} on ${what} sent to the card provider.`,
  /** A card holder's dispute (chargeback), as the provider last reported it. */
  disputed: (cents: number, reason: string) =>
    `Disputed: ${formatMoney(cents)}, ${reason.replaceAll('_', ' ')}`,
  disputeStatus: (status: string) =>
    status === 'needs_response' || status === 'warning_needs_response'
      ? 'Answer it in the payment provider’s dashboard before its deadline.'
      : status === 'won'
        ? 'Won: the money stays.'
        : status === 'lost'
          ? 'Lost: the money went back to the card holder.'
          : `Status: ${status.replaceAll('_', ' ')}.`,
};

export const settingsCopy = {
  title: 'Payment settings',
  lead: 'What the site asks for when a renter books. Organisations with invoice terms pay by invoice whatever is chosen here.',
  noProvider:
    'No card payment provider is configured, so nothing is collected online: renters pay at pickup or by invoice. What is collected at booking can be chosen once a provider is set up.',
  collect: 'Collected when booking online',
  minutes: 'Minutes a booking waits for its card payment',
  minutesHint: 'After this the vehicles are released. From 5 to 1440.',
  reminder: 'Days before pickup the reminder goes',
  reminderHint: 'With the link to pay the balance. From 1 to 30.',
  save: 'Save payment settings',
  saving: 'Saving…',
  saved: 'Payment settings saved.',
};
