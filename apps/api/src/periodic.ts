/**
 * A job run a while after start-up and then at an interval, never two rounds
 * at once: the retention sweep, the fleet's round. A failed round is logged
 * and tried again at the next; `stop()` cancels the next and waits for the
 * one in progress. Timers are unref'd: they never keep the process alive.
 */
export class Periodic {
  readonly #round: () => Promise<unknown>;
  readonly #o: { firstDelayMs: number; intervalMs: number; onError: (error: unknown) => void };
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<unknown> | undefined;

  constructor(
    round: () => Promise<unknown>,
    options: { firstDelayMs: number; intervalMs: number; onError: (error: unknown) => void },
  ) {
    this.#round = round;
    this.#o = options;
  }

  start(): void {
    this.#schedule(this.#o.firstDelayMs);
  }

  async stop(): Promise<void> {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    await this.#running;
  }

  #schedule(delay: number): void {
    this.#timer = setTimeout(() => {
      this.#running = this.#round()
        .catch(this.#o.onError)
        .finally(() => {
          this.#running = undefined;
          if (this.#timer) this.#schedule(this.#o.intervalMs);
        });
    }, delay);
    this.#timer.unref();
  }
}

/** A worker's round times: the first a minute after start-up (once it has settled), then every hour. */
export interface RoundTimes {
  firstDelayMs?: number;
  intervalMs?: number;
}

/**
 * A worker whose `runOnce` is its round, run on a `Periodic` schedule: the
 * retention sweeper, the fleet's worker. A failed round is logged as `failed`.
 */
export abstract class PeriodicWorker {
  readonly #periodic: Periodic;

  constructor(times: RoundTimes & { log: { warn(o: object, m: string): void } }, failed: string) {
    this.#periodic = new Periodic(() => this.runOnce(), {
      firstDelayMs: times.firstDelayMs ?? 60_000,
      intervalMs: times.intervalMs ?? 3_600_000,
      onError: (error) => times.log.warn({ err: error }, failed),
    });
  }

  /** One round now. */
  abstract runOnce(): Promise<unknown>;

  start(): void {
    this.#periodic.start();
  }

  /** No further rounds; waits for one in progress. */
  async stop(): Promise<void> {
    await this.#periodic.stop();
  }
}
