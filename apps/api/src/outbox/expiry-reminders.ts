import type { Repositories } from '../repositories.ts';
import type { NewOutboxMessage } from './outbox-message.ts';

/**
 * A kind of verified certificate whose holder is reminded once, 30 days
 * before it ends (tax-exemption and insurance certificates): the payments
 * worker's reminder round runs each kind the same way (payments.worker.ts).
 */
export interface ExpiryReminders<C extends { id: string }> {
  /** Verified, ending from `today` to `byDate`, not yet reminded. */
  due(repos: Repositories, today: string, byDate: string, limit: number): Promise<C[]>;
  /** Claims the reminder, so two instances send it once; false when another took it. */
  claim(repos: Repositories, id: string, at: number): Promise<boolean>;
  /** The reminder to its holder; undefined when the holder is gone. */
  email(repos: Repositories, certificate: C): Promise<NewOutboxMessage | undefined>;
}
