import { createHash } from 'node:crypto';
import { ApiError } from '../errors.ts';
import type { LoginThrottleRepository } from './login-throttle.repository.ts';

/**
 * Sign-in attempts limited (decision 006; OWASP Authentication Cheat Sheet): 5
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

  constructor(repo: LoginThrottleRepository) {
    this.#repo = repo;
  }

  #keys(ip: string, email: string) {
    return [
      { key: keyOf('account', ip, email), limit: loginLimits.perAccount },
      { key: keyOf('ip', ip), limit: loginLimits.perIp },
    ];
  }

  /**
   * Counts this attempt before the password is checked, and throws 429 with
   * the wait when it is over either limit: parallel attempts cannot all slip
   * in before the first failure is written. Call `succeeded` after a right
   * password; a wrong one stays counted.
   */
  async claim(ip: string, email: string, now: number): Promise<void> {
    let endsAt = 0;
    for (const { key, limit } of this.#keys(ip, email)) {
      const state = await this.#repo.countAttempt(key, now, now - loginLimits.windowMs);
      if (state.failures > limit) endsAt = Math.max(endsAt, state.windowStartedAt + loginLimits.windowMs);
    }
    if (endsAt === 0) return;
    const minutes = Math.max(1, Math.ceil((endsAt - now) / 60_000));
    throw new ApiError(
      429,
      'too_many_attempts',
      `Too many sign-in attempts. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
    );
  }

  /**
   * A right password: that account's count is cleared and the attempt is taken
   * back from the IP's (spraying is still spraying, a good sign-in is not).
   */
  async succeeded(ip: string, email: string, now: number): Promise<void> {
    const [account, address] = this.#keys(ip, email);
    await this.#repo.clear(account!.key);
    await this.#repo.uncount(address!.key);
    await this.#repo.deleteStale(now - loginLimits.windowMs);
  }
}
