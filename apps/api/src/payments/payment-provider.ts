/**
 * The card payment provider as the payments service needs it (decision 014):
 * hosted checkout pages, the PaymentIntent each makes, captures, releases,
 * refunds, a saved card charged off-session, and webhook events verified by
 * signature. stripe-provider.ts implements it with Stripe's SDK; card data
 * never reaches our server (PCI SAQ A).
 */
export interface CheckoutRequest {
  /** Our payment's id: the provider's idempotency key and metadata. */
  paymentId: string;
  reservationCode: string;
  amountCents: number;
  /** What the customer sees on the payment page. */
  description: string;
  /** manual: an authorisation held (a deposit); automatic: charged at once. */
  capture: 'manual' | 'automatic';
  customerEmail: string;
  /** Where the provider sends the customer after paying, and after giving up. */
  successUrl: string;
  cancelUrl: string;
  /** Epoch ms; the provider needs it 30 minutes to 24 hours ahead. */
  expiresAt: number;
}

export type IntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'requires_capture'
  | 'canceled'
  | 'succeeded';

/** A PaymentIntent as the provider reports it now. */
export interface ProviderIntent {
  id: string;
  status: IntentStatus;
  amountCents: number;
  /** Held and capturable. */
  capturableCents: number;
  receivedCents: number;
  refundedCents: number;
  customerId: string | null;
  paymentMethodId: string | null;
  cardBrand: string | null;
  cardLast4: string | null;
  /** The last decline, in the provider's words. */
  failureMessage: string | null;
  /** Our payment id, from the metadata we set. */
  paymentId: string | null;
}

export interface ProviderCheckout {
  id: string;
  url: string | null;
  status: 'open' | 'complete' | 'expired';
  intent: ProviderIntent | null;
  /** Our payment id, from the metadata we set. */
  paymentId: string | null;
}

/** What a webhook event is about: we ask the provider for the object's state rather than trust the event's copy. */
export interface ProviderEvent {
  id: string;
  type: string;
  checkoutSessionId: string | null;
  paymentIntentId: string | null;
  /** A dispute's event (`charge.dispute.*`): the dispute to ask about. */
  disputeId: string | null;
}

/**
 * A card holder's dispute of a payment (a chargeback), as the provider reports
 * it now: `needs_response` (answer with evidence at the provider), then `won`
 * or `lost`, and the provider's other states in between.
 */
export interface ProviderDispute {
  id: string;
  paymentIntentId: string | null;
  amountCents: number;
  reason: string;
  status: string;
}

/** A charge of the card an earlier payment saved, off-session (the balance due, charged by staff). */
export interface SavedCardCharge {
  paymentId: string;
  reservationCode: string;
  customerId: string;
  paymentMethodId: string;
  amountCents: number;
  description: string;
}

/** A card the provider refused (a decline of a saved card charged off-session). */
export class PaymentDeclined extends Error {
  override name = 'PaymentDeclined';
}

/** A webhook whose signature does not verify with our secret. */
export class InvalidSignature extends Error {
  override name = 'InvalidSignature';
}

export interface PaymentProvider {
  readonly name: string;
  createCheckout(request: CheckoutRequest): Promise<ProviderCheckout>;
  retrieveCheckout(id: string): Promise<ProviderCheckout>;
  /** Closes an open checkout page; a complete one is answered as it is. */
  expireCheckout(id: string): Promise<ProviderCheckout>;
  retrieveIntent(id: string): Promise<ProviderIntent>;
  capture(intentId: string, amountCents: number, idempotencyKey: string): Promise<ProviderIntent>;
  /** Releases an authorisation (or abandons an unpaid intent). */
  cancel(intentId: string, idempotencyKey: string): Promise<ProviderIntent>;
  refund(
    intentId: string,
    amountCents: number,
    idempotencyKey: string,
    reason: string,
  ): Promise<{ id: string }>;
  /** Charges the card saved by an earlier payment; throws PaymentDeclined when refused. */
  chargeSaved(request: SavedCardCharge): Promise<ProviderIntent>;
  retrieveDispute(id: string): Promise<ProviderDispute>;
  /** Verifies the signature over the raw body; throws InvalidSignature. */
  parseEvent(rawBody: Buffer, signature: string | undefined): ProviderEvent;
}
