import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * What an async context carries: who acts (audit/actor.ts) and the
 * transaction whose callback it runs in (db/transaction-guard.ts).
 *
 * One AsyncLocalStorage for both: Node copies the store of every
 * AsyncLocalStorage in use onto each promise and callback it creates, so a
 * second instance costs on every request's path, not only where it is read.
 */
export interface AsyncContext {
  /** Shared by a request and the transactions it opens, so `actAs` inside one holds after it. */
  readonly who: { actor: { name: string; role: string | null } } | undefined;
  readonly transaction: { open: boolean } | undefined;
}

const storage = new AsyncLocalStorage<AsyncContext>();

export function currentContext(): AsyncContext | undefined {
  return storage.getStore();
}

/** Runs `work` in a context that changes `change`'s fields and keeps the others. */
export function runInContext<T>(change: Partial<AsyncContext>, work: () => T): T {
  const current = storage.getStore();
  return storage.run({ who: current?.who, transaction: current?.transaction, ...change }, work);
}
