import type { Executor } from '../db/database.ts';
import { PeriodicWorker, type RoundTimes } from '../periodic.ts';
import type { RepositoryFactory } from '../repositories.ts';
import { captureBeforeLapse } from './hold-lapse.ts';

export interface ClaimsWorkerOptions extends RoundTimes {
  db: Executor;
  repositories: RepositoryFactory;
  now: () => number;
  log: { info(o: object, m: string): void; warn(o: object, m: string): void };
  /** After a round that queued provider calls: wake the payments worker. */
  afterCommit: () => void;
}

/** The claims' hourly round (decision 036): deposits held for a claim captured before their hold lapses. */
export class ClaimsWorker extends PeriodicWorker {
  readonly #o: ClaimsWorkerOptions;

  constructor(options: ClaimsWorkerOptions) {
    super(options, 'claims round failed');
    this.#o = options;
  }

  async runOnce(): Promise<number> {
    const captured = await captureBeforeLapse(this.#o, this.#o.now());
    if (captured > 0) {
      this.#o.log.info({ captured }, 'claim deposits captured before their hold lapsed');
      this.#o.afterCommit();
    }
    return captured;
  }
}
