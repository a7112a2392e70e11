import Stripe from 'stripe';
import type { StandInEvent } from './stand-in-state.ts';

/**
 * Delivery of events to the webhook endpoint, as Stripe does: a JSON POST per event, signed in
 * the `Stripe-Signature` header with the endpoint's secret (by the SDK's own helper, so the
 * server's `constructEvent` checks it for real). Events go one at a time, in order, as they
 * happen; a test may hold them and later deliver them in another order or twice, which Stripe
 * does not promise not to do (https://docs.stripe.com/webhooks#event-ordering).
 */

export interface DeliveryResult {
  eventId: string;
  type: string;
  /** The endpoint's HTTP status; 0 when it could not be reached. */
  status: number;
  ok: boolean;
  error?: string;
}

export interface DeliverOptions {
  order?: 'as-is' | 'reverse';
  /** Sends the whole batch a second time after the first. */
  duplicate?: boolean;
}

const timeoutMs = 10_000;
// An SDK instance only for its signing helper: it makes no request.
const signer = new Stripe('sk_test_stand_in_signer');

export class WebhookDelivery {
  url: string | undefined;
  private held = false;
  /** Events not yet delivered with a 2xx, in the order they happened. */
  private pending: StandInEvent[] = [];
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly secret: string,
    url: string | undefined,
    private readonly log: (message: string) => void,
  ) {
    this.url = url;
  }

  /** A new event: sent at once unless delivery is held or there is no endpoint. */
  add(event: StandInEvent): void {
    this.pending.push(event);
    // A failed event stays pending for `deliver` or `release`; it is not resent with each new one.
    if (!this.held && this.url) void this.enqueue([event]);
  }

  hold(): void {
    this.held = true;
  }

  /** Resumes delivery and sends everything pending (held or failed), in order. */
  release(): Promise<DeliveryResult[]> {
    this.held = false;
    return this.deliver([...this.pending]);
  }

  pendingEvents(): StandInEvent[] {
    return [...this.pending];
  }

  /** The body and `Stripe-Signature` header Stripe would send, for a test that posts them itself. */
  signed(event: StandInEvent): { payload: string; header: string } {
    const payload = JSON.stringify(event, null, 2);
    return { payload, header: signer.webhooks.generateTestHeaderString({ payload, secret: this.secret }) };
  }

  deliver(events: StandInEvent[], options: DeliverOptions = {}): Promise<DeliveryResult[]> {
    const ordered = options.order === 'reverse' ? [...events].reverse() : [...events];
    return this.enqueue(options.duplicate ? [...ordered, ...ordered] : ordered);
  }

  /** Resolves once every delivery started so far has ended. */
  async settled(): Promise<void> {
    await this.queue;
  }

  /** One after another, behind whatever is being delivered already. */
  private enqueue(events: StandInEvent[]): Promise<DeliveryResult[]> {
    const run = this.queue.then(async () => {
      const results: DeliveryResult[] = [];
      for (const event of events) results.push(await this.post(event));
      return results;
    });
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async post(event: StandInEvent): Promise<DeliveryResult> {
    const url = this.url;
    if (!url) throw new Error('Stripe stand-in: no webhookUrl to deliver events to');
    const { payload, header } = this.signed(event);
    const result = { eventId: event.id, type: event.type };
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
          'stripe-signature': header,
        },
        body: payload,
        signal: AbortSignal.timeout(timeoutMs),
      });
      await response.arrayBuffer();
      if (response.ok) this.pending = this.pending.filter((waiting) => waiting.id !== event.id);
      else this.log(`stripe stand-in: webhook ${event.type} (${event.id}) answered ${response.status}`);
      return { ...result, status: response.status, ok: response.ok };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      this.log(`stripe stand-in: webhook ${event.type} (${event.id}) failed: ${message}`);
      return { ...result, status: 0, ok: false, error: message };
    }
  }
}
