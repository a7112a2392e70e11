import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApiRoutes } from './api-routes.ts';
import { expireDueSessions } from './checkout-sessions.ts';
import { authenticate, type PayResult, pay } from './customer-checkout.ts';
import { closeDispute, type DisputeReason, openDispute } from './disputes.ts';
import { handlePage, isPagePath } from './page-routes.ts';
import { type StandInEvent, StandInState } from './stand-in-state.ts';
import {
  type Charge,
  type CheckoutSession,
  type Customer,
  type Dispute,
  newCustomer,
  newPaymentMethod,
  type PaymentIntent,
  type PaymentMethod,
  type Refund,
} from './stripe-objects.ts';
import { findTestCard } from './test-cards.ts';
import { type DeliverOptions, type DeliveryResult, WebhookDelivery } from './webhook-delivery.ts';

export type { PayResult } from './customer-checkout.ts';
export type { StandInEvent } from './stand-in-state.ts';
export type { DeliverOptions, DeliveryResult } from './webhook-delivery.ts';

export interface StripeStandInOptions {
  /** 0 or unset: any free port. */
  port?: number;
  /** The one secret key accepted; unset: any `sk_test_…` key. */
  apiKey?: string;
  /** The webhook endpoint's signing secret (`whsec_…`). */
  webhookSecret?: string;
  /** Where events are POSTed as they happen; unset: they wait in pendingEvents(). */
  webhookUrl?: string;
  /** Milliseconds since the epoch, like Date.now (the default); Stripe objects get its unix seconds. */
  now?: () => number;
  /** Where failed webhook deliveries are reported (console.warn by default). */
  log?: (message: string) => void;
}

class Gate {
  #waiting: (() => void)[] = [];
  #watchers: { count: number; resolve: () => void }[] = [];
  #open = false;
  constructor(
    readonly method: string,
    readonly path: string,
  ) {}

  pass(): Promise<void> {
    if (this.#open) return Promise.resolve();
    return new Promise((resolve) => {
      this.#waiting.push(resolve);
      for (const w of this.#watchers.filter((x) => x.count <= this.#waiting.length)) w.resolve();
    });
  }

  arrived(count: number): Promise<void> {
    if (this.#waiting.length >= count) return Promise.resolve();
    return new Promise((resolve) => this.#watchers.push({ count, resolve }));
  }

  open(): void {
    this.#open = true;
    for (const go of this.#waiting.splice(0)) go();
  }
}

export const defaultWebhookSecret = 'whsec_stripe_stand_in';

/**
 * A local stand-in for Stripe's API, for tests: the real `stripe` SDK talks to it over HTTP
 * (`new Stripe(key, standIn.sdkOptions)`), it serves a hosted checkout page for browser
 * tests, and it signs and delivers webhooks. It holds everything in memory; see README.md
 * for what it implements.
 */
export class StripeStandIn {
  private constructor(
    private readonly server: Server,
    private readonly state: StandInState,
    private readonly delivery: WebhookDelivery,
    readonly webhookSecret: string,
    private readonly outage: { requests: number },
    private readonly gates: Gate[],
  ) {}

  static async start(options: StripeStandInOptions = {}): Promise<StripeStandIn> {
    const webhookSecret = options.webhookSecret ?? defaultWebhookSecret;
    const delivery = new WebhookDelivery(webhookSecret, options.webhookUrl, options.log ?? console.warn);
    const state = new StandInState(options.now ?? Date.now, (event) => delivery.add(event));
    const api = new ApiRoutes(state, options.apiKey);
    const outage = { requests: 0 };
    const gates: Gate[] = [];
    const server = createServer(async (request, response) => {
      const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const path = new URL(request.url ?? '/', origin).pathname;
      if (outage.requests > 0 && !isPagePath(path)) {
        outage.requests--;
        return unavailable(response);
      }
      const gate = gates.find((g) => g.method === request.method && path === g.path);
      if (gate) await gate.pass();
      route(state, api, request, response, origin).catch((error: unknown) => {
        if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain' });
        response.end(error instanceof Error ? error.message : String(error));
      });
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
    });
    return new StripeStandIn(server, state, delivery, webhookSecret, outage, gates);
  }

  /**
   * Holds every `method path` API request (say `POST /v1/checkout/sessions`)
   * until released, to put a test's other requests in between: `arrived(n)`
   * resolves once n are waiting; `release()` lets them and later ones through.
   */
  hold(method: string, path: string): { arrived(count: number): Promise<void>; release(): void } {
    const gate = new Gate(method, path);
    this.gates.push(gate);
    return {
      arrived: (count) => gate.arrived(count),
      release: () => {
        this.gates.splice(this.gates.indexOf(gate), 1);
        gate.open();
      },
    };
  }

  /**
   * The next `requests` API requests answer 503, as Stripe does when it cannot
   * take a request (with `Stripe-Should-Retry: false`, so the SDK does not try
   * them again itself): nothing is done for them.
   */
  unavailable(requests = 1): void {
    this.outage.requests = requests;
  }

  get port(): number {
    return (this.server.address() as AddressInfo).port;
  }

  /** The origin, `http://127.0.0.1:PORT`. */
  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** To spread into the SDK's config: `new Stripe(key, { ...standIn.sdkOptions })`. */
  get sdkOptions(): { host: string; port: number; protocol: 'http' } {
    return { host: '127.0.0.1', port: this.port, protocol: 'http' };
  }

  /** Stops listening (open connections are cut) once deliveries under way have ended. */
  async close(): Promise<void> {
    await this.delivery.settled();
    await new Promise<void>((resolve) => {
      this.server.close(() => resolve());
      this.server.closeAllConnections();
    });
  }

  // The customer's side.

  /** What a customer does on the hosted page: pays `sessionId` with a Stripe test card number. */
  pay(sessionId: string, card: string): PayResult {
    return structuredClone(pay(this.state, sessionId, card, this.url));
  }

  /** Passes (`approve`) or fails the 3-D Secure step a `pay` with 4000 0027 6000 3184 left pending. */
  authenticate(sessionId: string, approve: boolean): PayResult {
    return structuredClone(authenticate(this.state, sessionId, approve));
  }

  /**
   * A card saved on a customer (as a Checkout payment with setup_future_usage leaves it), for
   * off-session charges: `saveCard('4000000000000002')` makes one that will be declined.
   */
  saveCard(card: string, customerId?: string): { customer: Customer; paymentMethod: PaymentMethod } {
    const testCard = findTestCard(card);
    if (!testCard) throw new Error(`Stripe stand-in: ${card} is not a test card it knows`);
    const customer = customerId ? this.state.customer(customerId) : newCustomer(null, this.state.now());
    this.state.customers.set(customer.id, customer);
    const paymentMethod = newPaymentMethod(testCard, this.state.now(), customer.id);
    this.state.paymentMethods.set(paymentMethod.id, paymentMethod);
    this.state.methodCards.set(paymentMethod.id, testCard);
    return { customer: structuredClone(customer), paymentMethod: structuredClone(paymentMethod) };
  }

  /** The card holder's bank disputes a succeeded payment (charge.dispute.created). */
  dispute(paymentIntentId: string, options?: { reason?: DisputeReason; amount?: number }): Dispute {
    return structuredClone(openDispute(this.state, paymentIntentId, options));
  }

  /** The bank's decision on a dispute (charge.dispute.closed). */
  closeDispute(disputeId: string, outcome: 'won' | 'lost'): Dispute {
    return structuredClone(closeDispute(this.state, disputeId, outcome));
  }

  /** Expires every open session whose expires_at has passed by `now()` (any request does it too). */
  expireDueSessions(): void {
    expireDueSessions(this.state);
  }

  // Reading state directly (copies).

  retrieveSession(id: string): CheckoutSession {
    return structuredClone(this.state.session(id));
  }

  retrievePaymentIntent(id: string): PaymentIntent {
    return structuredClone(this.state.paymentIntent(id));
  }

  /** Every PaymentIntent of a customer, oldest first: how many times a card was charged. */
  paymentIntentsOf(customerId: string): PaymentIntent[] {
    return structuredClone(
      [...this.state.paymentIntents.values()].filter((pi) => pi.customer === customerId),
    );
  }

  /**
   * What the provider keeps of a reservation's card payments (by the metadata our server sets): each
   * PaymentIntent's charge less its refunds (a partial capture's released rest counts as refunded),
   * and how much is still held on cards.
   */
  moneyOf(reservationCode: string): { keptCents: number; heldCents: number; intents: number } {
    let keptCents = 0;
    let heldCents = 0;
    let intents = 0;
    for (const pi of this.state.paymentIntents.values()) {
      if (pi.metadata?.reservationCode !== reservationCode) continue;
      intents++;
      if (pi.status === 'requires_capture') heldCents += pi.amount_capturable;
      if (pi.status === 'succeeded' && pi.latest_charge) {
        const charge = this.state.charge(pi.latest_charge);
        keptCents += charge.amount - charge.amount_refunded;
      }
    }
    return { keptCents, heldCents, intents };
  }

  retrieveCharge(id: string): Charge {
    return structuredClone(this.state.charge(id));
  }

  retrieveRefund(id: string): Refund {
    return structuredClone(this.state.refund(id));
  }

  retrieveCustomer(id: string): Customer {
    return structuredClone(this.state.customer(id));
  }

  retrievePaymentMethod(id: string): PaymentMethod {
    return structuredClone(this.state.paymentMethod(id));
  }

  // Events and webhooks.

  /** Every event so far, in the order they happened. */
  get events(): StandInEvent[] {
    return structuredClone(this.state.events);
  }

  get webhookUrl(): string | undefined {
    return this.delivery.url;
  }

  /** Sets (or clears) the endpoint, e.g. once the server under test is listening. */
  set webhookUrl(url: string | undefined) {
    this.delivery.url = url;
  }

  /** New events wait in pendingEvents() instead of being sent (e.g. to complete a payment with no webhook). */
  holdWebhooks(): void {
    this.delivery.hold();
  }

  /** Sends every pending event, in order, and sends new ones at once again. */
  releaseWebhooks(): Promise<DeliveryResult[]> {
    return this.delivery.release();
  }

  /** Events not yet delivered with a 2xx answer: held, failed, or with no endpoint set. */
  pendingEvents(): StandInEvent[] {
    return structuredClone(this.delivery.pendingEvents());
  }

  /** The body and Stripe-Signature header of `event`, for a test that posts it itself (e.g. inject). */
  signed(event: StandInEvent): { payload: string; header: string } {
    return this.delivery.signed(event);
  }

  /** Sends `events` to the endpoint now, in order, reversed, or each batch twice. */
  deliver(events: StandInEvent[], options?: DeliverOptions): Promise<DeliveryResult[]> {
    return this.delivery.deliver(events, options);
  }

  /** Resolves once every webhook delivery started so far has ended. */
  webhooksSettled(): Promise<void> {
    return this.delivery.settled();
  }
}

function route(
  state: StandInState,
  api: ApiRoutes,
  request: IncomingMessage,
  response: ServerResponse,
  origin: string,
): Promise<void> {
  const { pathname } = new URL(request.url ?? '/', origin);
  if (isPagePath(pathname)) return handlePage(state, request, response, origin);
  return api.handle(request, response, origin);
}

function unavailable(response: ServerResponse): void {
  response.writeHead(503, { 'content-type': 'application/json', 'stripe-should-retry': 'false' });
  response.end(
    JSON.stringify({
      error: { type: 'api_error', message: 'Stripe is unavailable (the stand-in was told so).' },
    }),
  );
}
