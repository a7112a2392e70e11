import Stripe from 'stripe';
import {
  type CheckoutRequest,
  type IntentStatus,
  InvalidSignature,
  PaymentDeclined,
  type PaymentProvider,
  type ProviderCheckout,
  type ProviderDispute,
  type ProviderEvent,
  type ProviderIntent,
  type SavedCardCharge,
} from './payment-provider.ts';

/** Where the SDK sends its requests: Stripe itself, or a local stand-in (STRIPE_API_URL, tests). */
export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** e.g. http://127.0.0.1:12111; unset: api.stripe.com. */
  apiUrl: string | null;
}

const checkoutStatus = (status: string | null): ProviderCheckout['status'] =>
  status === 'complete' ? 'complete' : status === 'expired' ? 'expired' : 'open';

const seconds = (ms: number) => Math.floor(ms / 1000);
const idOf = (value: string | { id: string } | null | undefined) =>
  value == null ? null : typeof value === 'string' ? value : value.id;

function toIntent(pi: Stripe.PaymentIntent): ProviderIntent {
  const charge = typeof pi.latest_charge === 'object' ? pi.latest_charge : null;
  const card = charge?.payment_method_details?.card;
  return {
    id: pi.id,
    status: pi.status as IntentStatus,
    amountCents: pi.amount,
    capturableCents: pi.amount_capturable,
    receivedCents: pi.amount_received,
    // A partial capture releases the rest, which the charge also counts as refunded: only money given back counts.
    refundedCents: charge
      ? Math.max(0, charge.amount_refunded - (charge.amount - charge.amount_captured))
      : 0,
    customerId: idOf(pi.customer),
    paymentMethodId: idOf(pi.payment_method),
    cardBrand: card?.brand ?? null,
    cardLast4: card?.last4 ?? null,
    failureMessage: pi.last_payment_error?.message ?? null,
    paymentId: pi.metadata?.paymentId ?? null,
  };
}

/**
 * The payment provider over Stripe's official SDK: Checkout (Stripe's hosted
 * page, which runs 3-D Secure itself and returns to our success page) for the
 * payment at booking and for a balance; the PaymentIntent behind it for
 * captures, releases and refunds; the card it saves (setup_future_usage) for
 * a balance staff charge later. Every call that moves money carries an
 * idempotency key, so a retry after a timeout never moves it twice.
 */
export class StripeProvider implements PaymentProvider {
  readonly name = 'stripe';
  readonly #stripe: Stripe;
  readonly #webhookSecret: string;

  constructor(settings: StripeSettings) {
    const url = settings.apiUrl ? new URL(settings.apiUrl) : null;
    this.#stripe = new Stripe(settings.secretKey, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      telemetry: false,
      ...(url
        ? {
            host: url.hostname,
            port: Number(url.port || (url.protocol === 'https:' ? 443 : 80)),
            protocol: url.protocol === 'https:' ? 'https' : 'http',
          }
        : {}),
    });
    this.#webhookSecret = settings.webhookSecret;
  }

  async createCheckout(r: CheckoutRequest): Promise<ProviderCheckout> {
    const metadata = { paymentId: r.paymentId, reservationCode: r.reservationCode };
    const session = await this.#stripe.checkout.sessions.create(
      {
        mode: 'payment',
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: 'usd',
              unit_amount: r.amountCents,
              product_data: { name: r.description },
            },
          },
        ],
        payment_intent_data: {
          capture_method: r.capture,
          // The card is kept for a balance or damage staff charge later (the renter agrees in the terms).
          setup_future_usage: 'off_session',
          description: r.description,
          metadata,
        },
        customer_creation: 'always',
        customer_email: r.customerEmail,
        client_reference_id: r.reservationCode,
        metadata,
        success_url: r.successUrl,
        cancel_url: r.cancelUrl,
        expires_at: seconds(r.expiresAt),
      },
      { idempotencyKey: `checkout-${r.paymentId}` },
    );
    return this.#checkout(session);
  }

  async retrieveCheckout(id: string): Promise<ProviderCheckout> {
    return this.#checkout(await this.#stripe.checkout.sessions.retrieve(id));
  }

  async expireCheckout(id: string): Promise<ProviderCheckout> {
    try {
      return this.#checkout(await this.#stripe.checkout.sessions.expire(id));
    } catch (error) {
      // Only an open session can be expired: a paid or expired one is answered as it is.
      if (error instanceof Stripe.errors.StripeInvalidRequestError) return this.retrieveCheckout(id);
      throw error;
    }
  }

  async retrieveIntent(id: string): Promise<ProviderIntent> {
    return toIntent(await this.#stripe.paymentIntents.retrieve(id, { expand: ['latest_charge'] }));
  }

  async capture(intentId: string, amountCents: number, idempotencyKey: string): Promise<ProviderIntent> {
    await this.#stripe.paymentIntents.capture(
      intentId,
      { amount_to_capture: amountCents },
      { idempotencyKey: `capture-${idempotencyKey}` },
    );
    return this.retrieveIntent(intentId);
  }

  async cancel(intentId: string, idempotencyKey: string): Promise<ProviderIntent> {
    try {
      await this.#stripe.paymentIntents.cancel(intentId, {}, { idempotencyKey: `cancel-${idempotencyKey}` });
    } catch (error) {
      // Already canceled (or captured): nothing is held any more; report the state as it is.
      if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
    }
    return this.retrieveIntent(intentId);
  }

  async refund(
    intentId: string,
    amountCents: number,
    idempotencyKey: string,
    reason: string,
  ): Promise<{ id: string }> {
    const refund = await this.#stripe.refunds.create(
      { payment_intent: intentId, amount: amountCents, metadata: { reason: reason.slice(0, 500) } },
      { idempotencyKey: `refund-${idempotencyKey}` },
    );
    return { id: refund.id };
  }

  async chargeSaved(r: SavedCardCharge): Promise<ProviderIntent> {
    try {
      const intent = await this.#stripe.paymentIntents.create(
        {
          amount: r.amountCents,
          currency: 'usd',
          customer: r.customerId,
          payment_method: r.paymentMethodId,
          off_session: true,
          confirm: true,
          description: r.description,
          metadata: { paymentId: r.paymentId, reservationCode: r.reservationCode },
        },
        { idempotencyKey: `charge-${r.paymentId}` },
      );
      return this.retrieveIntent(intent.id);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeCardError)
        throw new PaymentDeclined(error.message, { cause: error });
      throw error;
    }
  }

  async retrieveDispute(id: string): Promise<ProviderDispute> {
    const dispute = await this.#stripe.disputes.retrieve(id);
    return {
      id: dispute.id,
      paymentIntentId: idOf(dispute.payment_intent),
      amountCents: dispute.amount,
      reason: dispute.reason,
      status: dispute.status,
    };
  }

  parseEvent(rawBody: Buffer, signature: string | undefined): ProviderEvent {
    let event: Stripe.Event;
    try {
      event = this.#stripe.webhooks.constructEvent(rawBody, signature ?? '', this.#webhookSecret);
    } catch (error) {
      throw new InvalidSignature('The webhook signature does not verify.', { cause: error });
    }
    const object = event.data.object as { object?: string; id?: string; payment_intent?: unknown };
    const kind = object.object;
    return {
      id: event.id,
      type: event.type,
      checkoutSessionId: kind === 'checkout.session' ? (object.id ?? null) : null,
      disputeId: kind === 'dispute' ? (object.id ?? null) : null,
      paymentIntentId:
        kind === 'payment_intent'
          ? (object.id ?? null)
          : idOf(object.payment_intent as string | { id: string } | null | undefined),
    };
  }

  async #checkout(session: Stripe.Checkout.Session): Promise<ProviderCheckout> {
    const intentId = idOf(session.payment_intent);
    return {
      id: session.id,
      url: session.url,
      status: checkoutStatus(session.status),
      intent: intentId ? await this.retrieveIntent(intentId) : null,
      paymentId: session.metadata?.paymentId ?? null,
    };
  }
}
