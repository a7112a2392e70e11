import { describe, expect, it } from 'vitest';
import { retryDelay } from './backoff.ts';

const policy = { baseMs: 1000, maxMs: 60_000 };

describe('retryDelay', () => {
  it('doubles per attempt, between half and all of the step', () => {
    expect(retryDelay(1, policy, () => 0)).toBe(500);
    expect(retryDelay(1, policy, () => 1)).toBe(1000);
    expect(retryDelay(3, policy, () => 0)).toBe(2000);
    expect(retryDelay(3, policy, () => 1)).toBe(4000);
  });

  it('never waits longer than the cap', () => {
    expect(retryDelay(30, policy, () => 1)).toBe(60_000);
    expect(retryDelay(30, policy, () => 0)).toBe(30_000);
  });
});
