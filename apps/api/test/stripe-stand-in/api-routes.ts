import type { IncomingMessage, ServerResponse } from 'node:http';
import { createSession, expireDueSessions, expireSession } from './checkout-sessions.ts';
import { parseForm } from './form-body.ts';
import { Params } from './params.ts';
import { cancel, capture, createOffSession } from './payment-intents.ts';
import { createRefund, listRefunds } from './refunds.ts';
import { apiVersion, type StandInState } from './stand-in-state.ts';
import { StandInError, stripeErrors } from './stripe-errors.ts';
import { newId } from './stripe-objects.ts';

/**
 * Stripe's HTTP API under /v1, the endpoints our server calls and no others: the API key, the
 * form body, `expand`, the error envelope and Idempotency-Key replay, as Stripe answers them.
 */

type Handler = (state: StandInState, params: Params, id: string, origin: string) => unknown;

interface Route {
  method: 'GET' | 'POST';
  path: RegExp;
  handle: Handler;
}

/** An endpoint that takes no parameters but `expand`. */
const plain =
  (get: (state: StandInState, id: string) => unknown): Handler =>
  (state, params, id) => {
    params.only([]);
    return get(state, id);
  };

const routes: Route[] = [
  {
    method: 'POST',
    path: /^\/v1\/checkout\/sessions$/,
    handle: (s, p, _id, origin) => createSession(s, p, origin),
  },
  { method: 'GET', path: /^\/v1\/checkout\/sessions\/([^/]+)$/, handle: plain((s, id) => s.session(id)) },
  { method: 'POST', path: /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/, handle: plain(expireSession) },
  { method: 'POST', path: /^\/v1\/payment_intents$/, handle: (s, p) => createOffSession(s, p) },
  { method: 'GET', path: /^\/v1\/payment_intents\/([^/]+)$/, handle: plain((s, id) => s.paymentIntent(id)) },
  {
    method: 'POST',
    path: /^\/v1\/payment_intents\/([^/]+)\/capture$/,
    handle: (s, p, id) => capture(s, id, p),
  },
  {
    method: 'POST',
    path: /^\/v1\/payment_intents\/([^/]+)\/cancel$/,
    handle: (s, p, id) => cancel(s, id, p),
  },
  { method: 'POST', path: /^\/v1\/refunds$/, handle: (s, p) => createRefund(s, p) },
  { method: 'GET', path: /^\/v1\/refunds$/, handle: (s, p) => listRefunds(s, p) },
  { method: 'GET', path: /^\/v1\/refunds\/([^/]+)$/, handle: plain((s, id) => s.refund(id)) },
  { method: 'GET', path: /^\/v1\/disputes\/([^/]+)$/, handle: plain((s, id) => s.dispute(id)) },
];

interface Answer {
  status: number;
  body: unknown;
}

interface StoredAnswer extends Answer {
  fingerprint: string;
  requestId: string;
}

const maxBodyBytes = 1024 * 1024;

export class ApiRoutes {
  /** Idempotency-Key → the first answer, per API key (Stripe keeps them 24 hours; we keep them all). */
  private readonly answers = new Map<string, StoredAnswer>();

  constructor(
    private readonly state: StandInState,
    private readonly apiKey: string | undefined,
  ) {}

  async handle(request: IncomingMessage, response: ServerResponse, origin: string): Promise<void> {
    const requestId = newId('req_', 14);
    const method = request.method ?? 'GET';
    const url = new URL(request.url ?? '/', origin);
    const headers: Record<string, string> = {
      'request-id': requestId,
      'stripe-version': header(request, 'stripe-version') ?? apiVersion,
    };
    let answer: Answer;
    try {
      const key = this.checkApiKey(request);
      const route = routes.find(
        (candidate) => candidate.method === method && candidate.path.test(url.pathname),
      );
      if (!route) throw stripeErrors.unrecognizedUrl(method, url.pathname);
      const id = decodeURIComponent(route.path.exec(url.pathname)?.[1] ?? '');
      const text = method === 'POST' ? await readBody(request) : url.search.slice(1);
      const idempotencyKey = method === 'POST' ? header(request, 'idempotency-key') : undefined;
      if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;
      const slot = idempotencyKey ? `${key}:${idempotencyKey}` : undefined;
      const fingerprint = `${method} ${url.pathname} ${text}`;
      const stored = slot ? this.answers.get(slot) : undefined;
      if (stored && idempotencyKey) {
        if (stored.fingerprint !== fingerprint) throw stripeErrors.idempotencyMismatch(idempotencyKey);
        headers['idempotent-replayed'] = 'true';
        headers['original-request'] = stored.requestId;
        return send(response, stored.status, stored.body, headers);
      }
      const { keep, ...outcome } = this.run(route, id, text, origin, requestId, idempotencyKey ?? null);
      if (slot && keep) this.answers.set(slot, { ...outcome, fingerprint, requestId });
      answer = outcome;
    } catch (error) {
      answer = failure(error);
    }
    send(response, answer.status, answer.body, headers);
  }

  /** Runs the endpoint; `keep` is false for an answer Stripe keeps no replay of (a refused parameter). */
  private run(
    route: Route,
    id: string,
    text: string,
    origin: string,
    requestId: string,
    idempotencyKey: string | null,
  ): Answer & { keep: boolean } {
    expireDueSessions(this.state);
    try {
      const params = new Params(parseForm(text));
      const result = this.state.asRequest(requestId, idempotencyKey, () =>
        route.handle(this.state, params, id, origin),
      );
      return { status: 200, body: this.expand(structuredClone(result), params.expand()), keep: true };
    } catch (error) {
      return { ...failure(error), keep: !(error instanceof StandInError && error.beforeExecution) };
    }
  }

  /** The secret key in `Authorization: Bearer sk_test_…` (or Basic, as curl -u sends it). */
  private checkApiKey(request: IncomingMessage): string {
    const authorization = header(request, 'authorization') ?? '';
    const [scheme = '', credentials = ''] = authorization.split(' ');
    const key =
      scheme.toLowerCase() === 'basic'
        ? (Buffer.from(credentials, 'base64').toString('utf8').split(':')[0] ?? '')
        : scheme.toLowerCase() === 'bearer'
          ? credentials
          : '';
    if (key === '') throw stripeErrors.noApiKey();
    const accepted = this.apiKey ? key === this.apiKey : /^(sk|rk)_test_\w+$/.test(key);
    if (!accepted) throw stripeErrors.invalidApiKey(key);
    return key;
  }

  private expand(body: unknown, paths: string[]): unknown {
    for (const path of paths) expandPath(this.state, body, path.split('.'), path);
    return body;
  }
}

/** Replaces the id at `parts` with the object it names, level by level (`payment_intent.latest_charge`). */
function expandPath(state: StandInState, node: unknown, parts: string[], path: string): void {
  const [field, ...rest] = parts;
  if (field === undefined || node === null || typeof node !== 'object') return;
  const record = node as Record<string, unknown>;
  const value = record[field];
  if (Array.isArray(value)) {
    for (const item of value) expandPath(state, item, rest, path);
    return;
  }
  if (typeof value === 'string') {
    const found = state.find(value);
    if (!found)
      throw stripeErrors.invalid(`This property cannot be expanded (${path}).`, { param: 'expand' });
    record[field] = structuredClone(found);
  } else if (value === undefined || (value !== null && typeof value !== 'object')) {
    throw stripeErrors.invalid(`This property cannot be expanded (${path}).`, { param: 'expand' });
  }
  if (rest.length > 0) expandPath(state, record[field], rest, path);
}

function failure(error: unknown): Answer {
  if (error instanceof StandInError) return { status: error.status, body: error.envelope() };
  const message = error instanceof Error ? error.message : String(error);
  return {
    status: 500,
    body: { error: { type: 'api_error', message: `Stripe stand-in failure: ${message}` } },
  };
}

function header(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

export async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > maxBodyBytes) throw stripeErrors.invalid('Request body too large.');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export function send(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string>,
): void {
  const text = JSON.stringify(body, null, 2);
  response.writeHead(status, { ...headers, 'content-type': 'application/json', 'cache-control': 'no-store' });
  response.end(text);
}
