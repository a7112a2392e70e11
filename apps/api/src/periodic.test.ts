import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Periodic } from './periodic.ts';

describe('Periodic', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs after the first delay, then every interval, going on after a failed round', async () => {
    const errors: unknown[] = [];
    let rounds = 0;
    const periodic = new Periodic(
      async () => {
        rounds++;
        if (rounds === 2) throw new Error('database away');
      },
      { firstDelayMs: 1_000, intervalMs: 60_000, onError: (e) => errors.push(e) },
    );
    periodic.start();
    await vi.advanceTimersByTimeAsync(999);
    expect(rounds).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(rounds).toBe(1);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(rounds).toBe(3);
    expect(errors).toEqual([new Error('database away')]);
    await periodic.stop();
    await vi.advanceTimersByTimeAsync(600_000);
    expect(rounds).toBe(3);
  });

  it('stop() waits for the round in progress and schedules no other', async () => {
    let finish: () => void = () => {};
    let rounds = 0;
    const periodic = new Periodic(
      () => {
        rounds++;
        return new Promise<void>((resolve) => {
          finish = resolve;
        });
      },
      { firstDelayMs: 0, intervalMs: 10, onError: () => {} },
    );
    periodic.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(rounds).toBe(1);
    let stopped = false;
    const stopping = periodic.stop().then(() => {
      stopped = true;
    });
    await vi.advanceTimersByTimeAsync(100);
    expect(stopped).toBe(false);
    finish();
    await stopping;
    await vi.advanceTimersByTimeAsync(100);
    expect(rounds).toBe(1);
  });
});
