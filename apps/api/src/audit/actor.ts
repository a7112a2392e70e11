import { currentContext, runInContext } from '../async-context.ts';

/** Who is acting: a staff member (e-mail and role), the renter on the public site, the system, the payment provider. */
export interface Actor {
  name: string;
  role: string | null;
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
  const who = currentContext()?.who;
  if (who) who.actor = actor;
}

export function currentActor(): Actor {
  return currentContext()?.who?.actor ?? system;
}
