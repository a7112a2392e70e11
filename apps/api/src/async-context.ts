import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * What an async context carries: who acts (for the audit log) and the
 * transaction whose callback it runs in (db/transaction-guard.ts).
 *
 * One AsyncLocalStorage for both: Node copies the store of every
 * AsyncLocalStorage in use onto each promise and callback it creates, so a
 * second instance costs on every request's path, not only where it is read.
 */
interface AsyncContext {
  /** Shared by a request and the transactions it opens, so `actAs` inside one holds after it. */
  readonly who: { actor: Actor } | undefined;
  readonly transaction: { open: boolean } | undefined;
}

/** Who is acting: a staff member (e-mail and role), the renter on the public site, the system, the payment provider. */
export interface Actor {
  name: string;
  role: string | null;
}

const storage = new AsyncLocalStorage<AsyncContext>();

/** Runs `work` in a context that changes `change`'s fields and keeps the others. */
function runInContext<T>(change: Partial<AsyncContext>, work: () => T): T {
  const current = storage.getStore();
  return storage.run({ who: current?.who, transaction: current?.transaction, ...change }, work);
}

/** Outside any request: the workers (expiry, reminders, the outbox). */
const system: Actor = { name: 'system', role: null };

/**
 * Runs `work` with `actor` acting (each request starts as the renter: see
 * app.ts; the back-office sign-in hook and the payment webhook say who it
 * really is with `actAs`).
 */
export function runAs<T>(actor: Actor, work: () => T): T {
  return runInContext({ who: { actor } }, work);
}

/** Within a request begun with runAs: who acts from now on. */
export function actAs(actor: Actor): void {
  const who = storage.getStore()?.who;
  if (who) who.actor = actor;
}

export function currentActor(): Actor {
  return storage.getStore()?.who?.actor ?? system;
}

/** Runs a transaction's callback marked as such (db/transaction-guard.ts). */
export function runInTransaction<T>(transaction: { open: boolean }, work: () => T): T {
  return runInContext({ transaction }, work);
}

/** The transaction whose callback the calling async context runs in, if any. */
export function currentTransaction(): { open: boolean } | undefined {
  return storage.getStore()?.transaction;
}
