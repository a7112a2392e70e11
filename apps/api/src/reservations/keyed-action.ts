import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Executor } from '../db/database.ts';
import type { Repositories, RepositoryFactory } from '../repositories.ts';
import { idempotencyKeyOf } from './idempotency-key.ts';
import { AlreadyAnswered, answeredBefore, recordedBody } from './idempotent-answer.ts';
import { requestHash } from './request-hash.ts';

/**
 * An action on a reservation's money (staff's capture, release, refund,
 * charge of the balance, a bank transfer recorded) under the booking's
 * Idempotency-Key contract (decision 005): the same key and body answer what
 * the first request did, `idempotent-replayed: true`; the key with another
 * body is `idempotency_key_reused`. The action runs under the reservation's
 * row lock, and its key is claimed under the same lock, so two clicks of one
 * submission act once and two submissions act one after the other, the
 * second seeing what the first did (decision 014).
 */
export interface KeyedRequest {
  /** The route, e.g. `POST /api/admin/payments/:id/refund`: a key means something there only. */
  scope: string;
  key: string;
  /** requestHash of the path's parameters and the body: the same key elsewhere is another request. */
  hash: string;
}

/** The key a money route requires (400 without it), bound to the route, its parameters and its body. */
export function keyedRequestOf(request: FastifyRequest): KeyedRequest {
  return {
    scope: `${request.method} ${request.routeOptions.url ?? request.url}`,
    key: idempotencyKeyOf(request),
    hash: requestHash({ params: request.params ?? {}, body: request.body ?? null }),
  };
}

/** What a keyed action recorded (a reference to what it acted on), and whether it was recorded before. */
export interface KeyedOutcome<T> {
  value: T;
  replayed: boolean;
}

/** Marks a replayed answer as POST /api/reservations does. */
export function markReplay(reply: FastifyReply, outcome: { replayed: boolean }): void {
  if (outcome.replayed) reply.header('idempotent-replayed', 'true');
}

export interface KeyedAction<T> {
  /** Locks the reservation's row (and checks what must exist first); runs first in the transaction. */
  lock(repos: Repositories): Promise<unknown>;
  /** The action, under the lock; answers a small JSON reference that a replay answers again. */
  act(repos: Repositories, trx: Executor): Promise<T>;
}

const reused =
  'This Idempotency-Key was already used for a different request. Use a new key for each new action.';

/**
 * Runs `action` once per key: lock, key claimed, action, its reference
 * recorded, in one transaction. A request whose key was answered gets the
 * recorded reference back (`replayed`); a refused action records nothing, so
 * it may be sent again.
 */
export async function runKeyed<T>(
  deps: { db: Executor; repositories: RepositoryFactory; now: () => number },
  keyed: KeyedRequest,
  action: KeyedAction<T>,
): Promise<KeyedOutcome<T>> {
  try {
    const value = await deps.db.transaction().execute(async (trx) => {
      const repos = deps.repositories(trx);
      await action.lock(repos);
      const prior = await repos.idempotency.find(keyed.scope, keyed.key);
      if (prior) throw new AlreadyAnswered(prior);
      const answer = await action.act(repos, trx);
      await repos.idempotency.insert(
        keyed.scope,
        keyed.key,
        { requestHash: keyed.hash, statusCode: 200, body: answer },
        deps.now(),
      );
      return answer;
    });
    return { value, replayed: false };
  } catch (error) {
    const stored = await answeredBefore(error, deps.repositories(deps.db), keyed.scope, keyed.key);
    if (!stored) throw error;
    return { value: recordedBody(stored, keyed.hash, reused) as T, replayed: true };
  }
}
