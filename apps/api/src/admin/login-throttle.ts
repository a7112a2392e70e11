import { createHash } from 'node:crypto';
import type { Executor } from '../db/database.ts';
import { ApiError } from '../errors.ts';
import { LoginThrottleRepository } from './login-throttle.repository.ts';

/**
 * Sign-in attempts limited (issue 7; OWASP Authentication Cheat Sheet): 5
 * failures per 15 minutes for one e-mail address from one IP address, and 30
 * from one IP address whatever the e-mail (password spraying). Counted in the
 * database, so several instances share the count. Keys are hashes: the table
 * holds no IP address or e-mail in clear.
 */
export const loginLimits = {
  windowMs: 15 * 60_000,
  perAccount: 5,
  perIp: 30,
};

const keyOf = (...parts: string[]) => createHash('sha256').update(parts.join('\n')).digest('hex');

export class LoginThrottle {
  readonly #repo: LoginThrottleRepository;

  constructor(db: Executor) {
    this.#repo = new LoginThrottleRepository(db);
  }

  #keys(ip: string, email: string) {
    return [
      { key: keyOf('account', ip, email), limit: loginLimits.perAccount },
      { key: keyOf('ip', ip), limit: loginLimits.perIp },
    ];
  }

  /** Throws 429 with the wait in minutes while either limit is reached. */
  async check(ip: string, email: string, now: number): Promise<void> {
    for (const { key, limit } of this.#keys(ip, email)) {
      const state = await this.#repo.find(key);
      if (!state || state.failures < limit) continue;
      const endsAt = state.windowStartedAt + loginLimits.windowMs;
      if (endsAt <= now) continue;
      const minutes = Math.max(1, Math.ceil((endsAt - now) / 60_000));
      throw new ApiError(
        429,
        'too_many_attempts',
        `Too many sign-in attempts. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
      );
    }
  }

  async recordFailure(ip: string, email: string, now: number): Promise<void> {
    for (const { key } of this.#keys(ip, email)) {
      await this.#repo.recordFailure(key, now, now - loginLimits.windowMs);
    }
  }

  /** A successful sign-in clears that account's count (the IP's stays: spraying is still spraying). */
  async recordSuccess(ip: string, email: string, now: number): Promise<void> {
    await this.#repo.clear(this.#keys(ip, email)[0]!.key);
    await this.#repo.deleteStale(now - loginLimits.windowMs);
  }
}
