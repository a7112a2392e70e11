/**
 * Delay before the next attempt after `attempts` failed ones: exponential from
 * `baseMs`, capped at `maxMs`, with "equal jitter" (half fixed, half random) so
 * messages that failed together, during an SMTP outage, do not retry together.
 */
export interface BackoffPolicy {
  baseMs: number;
  maxMs: number;
}

export const defaultBackoff: BackoffPolicy = { baseMs: 30_000, maxMs: 60 * 60_000 };

export function retryDelay(
  attempts: number,
  policy: BackoffPolicy,
  random: () => number = Math.random,
): number {
  const exponential = Math.min(policy.maxMs, policy.baseMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(exponential / 2 + (random() * exponential) / 2);
}
