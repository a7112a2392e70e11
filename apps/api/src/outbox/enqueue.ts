import { subjectOf } from '../mail/render.ts';
import type { OutboxRepository } from './outbox.repository.ts';
import type { NewOutboxMessage } from './outbox-message.ts';

/**
 * Writes e-mails to the outbox. Call it with the repository of the transaction
 * that writes what they are about: the e-mail exists exactly when the booking,
 * cancellation, quote or lead does.
 */
export function enqueueEmails(
  outbox: OutboxRepository,
  messages: NewOutboxMessage[],
  at: number,
): Promise<string[]> {
  return outbox.enqueue(
    messages.map((m) => ({ ...m, subject: subjectOf(m.payload) })),
    at,
  );
}
