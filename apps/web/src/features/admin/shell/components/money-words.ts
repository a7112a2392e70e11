import type { CertificateStatus, TermsStatus } from '@convoy/domain/contracts/organisation.schema';
import type { InvoiceStatus, PaymentMethod, PaymentStatus } from '@convoy/domain/contracts/payment.schema';

/** Words every screen about money shares (the money, bookings and counter areas): statuses, methods, the forms' common words. */
/** Statuses in words, for their badges. */
export const statusWords = {
  terms: {
    none: 'Not asked',
    requested: 'Requested',
    approved: 'Approved',
    declined: 'Declined',
  } satisfies Record<TermsStatus, string>,
  certificate: {
    pending: 'To review',
    verified: 'Verified',
    rejected: 'Rejected',
  } satisfies Record<CertificateStatus, string>,
  invoice: { open: 'Open', paid: 'Paid', void: 'Void' } satisfies Record<InvoiceStatus, string>,
  payment: {
    pending: 'Pending',
    requires_action: 'Needs the renter',
    failed: 'Failed',
    authorised: 'Held',
    succeeded: 'Succeeded',
    canceled: 'Cancelled',
    expired: 'Expired',
  } satisfies Record<PaymentStatus, string>,
  operation: { pending: 'Pending', done: 'Done', failed: 'Failed' },
  operationKind: { capture: 'Capture', release: 'Release', refund: 'Refund' },
};

export const paymentMethodWords: Record<PaymentMethod, string> = {
  card: 'Card, online',
  invoice: 'Invoice',
  at_pickup: 'At pickup',
};

/** Words shared by the money forms. */
export const formWords = {
  cancel: 'Cancel',
  amount: 'Amount ($)',
  dollars: 'Enter an amount in dollars, more than 0, like 358.00.',
  working: 'Sending…',
  yes: 'Yes',
  no: 'No',
  none: '—',
};
