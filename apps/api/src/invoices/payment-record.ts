import type { PaymentKind, PaymentStatus } from '@convoy/domain/contracts/payment.schema';

/** What an invoice knows of a payment (the payments' repository rows have it). */
export interface PaymentRecord {
  id: string;
  kind: PaymentKind;
  status: PaymentStatus;
  amountCents: number;
  authorisedCents: number;
  capturedCents: number;
  refundedCents: number;
  cardBrand: string | null;
  cardLast4: string | null;
  reference: string | null;
  receivedOn: string | null;
  failureMessage: string | null;
  createdAt: number;
  updatedAt: number;
  /** The member of a split booking who paid it (decision 045); null or absent for the organiser's own. */
  payerId?: string | null;
}

/** What an invoice knows of a provider call made on a payment: its refunds. */
export interface OperationRecord {
  paymentId: string;
  kind: 'capture' | 'release' | 'refund';
  status: 'pending' | 'done' | 'failed';
  amountCents: number;
  reason: string;
  createdAt: number;
  doneAt: number | null;
}
