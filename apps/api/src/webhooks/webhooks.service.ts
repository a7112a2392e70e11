import { randomBytes, randomUUID } from 'node:crypto';
import { isIP } from 'node:net';
import type {
  WebhookDelivery as ApiDelivery,
  WebhookEndpoint,
  WebhookEndpointRequest,
  WebhookEndpointUpdate,
  WebhookEndpointWithSecret,
} from '@convoy/domain/contracts/webhook.schema';
import type { Executor } from '../db/database.ts';
import { ApiError } from '../errors.ts';
import type { RepositoryFactory } from '../repositories.ts';
import { validationError } from '../validation-error.ts';
import type { StoredEndpoint } from './webhook.repository.ts';
import { isPrivateAddress } from './webhook-address.ts';
import type { SecretSeal } from './webhook-delivery.ts';
import { retryWindowMs } from './webhook-events.ts';

export interface WebhooksServiceDependencies {
  db: Executor;
  repositories: RepositoryFactory;
  seal: SecretSeal;
  now: () => number;
  allowPrivate: boolean;
  /** Something is due now: wake the outbox worker, which delivers webhooks too. */
  nudge: () => void;
}

/** A Standard Webhooks secret: `whsec_` and 32 random bytes in base64. */
const newSecret = () => `whsec_${randomBytes(32).toString('base64')}`;

/** How many of an endpoint's latest deliveries the log shows. */
const logLength = 50;

const iso = (at: number) => new Date(at).toISOString();

const notFound = () => new ApiError(404, 'not_found', 'No such webhook endpoint.');

function toApi(e: StoredEndpoint): WebhookEndpoint {
  return {
    id: e.id,
    url: e.url,
    events: e.events,
    enabled: e.enabled,
    createdAt: iso(e.createdAt),
    secretSetAt: iso(e.secretSetAt),
  };
}

/**
 * Partners' webhook endpoints for the back office (decision 038): registered
 * with the events they want, their `whsec_…` secret answered once and kept
 * sealed (decision 018), events changed, disabled, removed, the secret
 * rotated; each endpoint's delivery log, and a delivery sent again with its
 * own `webhook-id`.
 */
export class WebhooksService {
  readonly #d: WebhooksServiceDependencies;

  constructor(deps: WebhooksServiceDependencies) {
    this.#d = deps;
  }

  get #repo() {
    return this.#d.repositories(this.#d.db).webhooks;
  }

  async list(): Promise<WebhookEndpoint[]> {
    return (await this.#repo.endpoints()).map(toApi);
  }

  async register(request: WebhookEndpointRequest, by: string): Promise<WebhookEndpointWithSecret> {
    this.#refusePrivate(request.url);
    const now = this.#d.now();
    const secret = newSecret();
    const endpoint: StoredEndpoint = {
      id: randomUUID(),
      url: request.url,
      events: request.events,
      secretSealed: this.#d.seal.seal(secret),
      enabled: true,
      secretSetAt: now,
      createdAt: now,
      createdBy: by,
    };
    await this.#repo.insertEndpoint(endpoint);
    return { ...toApi(endpoint), secret };
  }

  async update(id: string, change: WebhookEndpointUpdate): Promise<WebhookEndpoint> {
    if (!(await this.#repo.updateEndpoint(id, { ...change, at: this.#d.now() }))) throw notFound();
    return toApi((await this.#repo.endpoint(id))!);
  }

  /** A new secret, answered once; the old one signs nothing from now on. */
  async rotateSecret(id: string): Promise<WebhookEndpointWithSecret> {
    const secret = newSecret();
    const secretSealed = this.#d.seal.seal(secret);
    if (!(await this.#repo.updateEndpoint(id, { secretSealed, at: this.#d.now() }))) throw notFound();
    return { ...toApi((await this.#repo.endpoint(id))!), secret };
  }

  async remove(id: string): Promise<void> {
    if (!(await this.#repo.deleteEndpoint(id))) throw notFound();
  }

  /** The endpoint's latest deliveries, newest first, each with its attempts. */
  async deliveries(id: string): Promise<ApiDelivery[]> {
    if (!(await this.#repo.endpoint(id))) throw notFound();
    const deliveries = await this.#repo.deliveries(id, logLength);
    const attempts = await this.#repo.attempts(deliveries.map((d) => d.id));
    return deliveries.map((d) => ({
      id: d.id,
      eventType: d.eventType,
      status: d.status,
      createdAt: iso(d.createdAt),
      nextAttemptAt: d.status === 'pending' || d.status === 'retrying' ? iso(d.nextAttemptAt) : null,
      attempts: attempts
        .filter((a) => a.deliveryId === d.id)
        .map((a) => ({ at: iso(a.at), statusCode: a.statusCode, durationMs: a.durationMs, error: a.error })),
    }));
  }

  /** Sends a delivery again now, with the same `webhook-id` and body, retried for another day. */
  async replay(deliveryId: string): Promise<ApiDelivery> {
    const found = await this.#repo.delivery(deliveryId);
    if (!found) throw new ApiError(404, 'not_found', 'No such delivery.');
    const now = this.#d.now();
    if (!(await this.#repo.replay(deliveryId, now, now + retryWindowMs))) {
      throw new ApiError(
        409,
        'delivery_sending',
        'This delivery is being sent right now: look again in a moment.',
      );
    }
    this.#d.nudge();
    const log = await this.deliveries(found.endpointId);
    return log.find((d) => d.id === deliveryId)!;
  }

  /** An address written as a private or loopback IP is refused at once; a name is checked at each send. */
  #refusePrivate(url: string): void {
    if (this.#d.allowPrivate) return;
    const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
    if (isIP(host) && isPrivateAddress(host)) {
      throw validationError({
        url: 'Webhooks go to public addresses only: this one is private or loopback.',
      });
    }
  }
}
