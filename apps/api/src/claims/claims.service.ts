import type {
  Claim,
  ClaimEstimateRequest,
  ClaimLimitsRow,
  ClaimList,
  ClaimListQuery,
} from '@convoy/domain/contracts/claim.schema';
import type { Catalog } from '../catalog/catalog.ts';
import type { Executor } from '../db/database.ts';
import { ApiError } from '../errors.ts';
import type { DocumentContext } from '../invoices/invoicing.ts';
import type { RepositoryFactory } from '../repositories.ts';
import type { KeyedRequest } from '../reservations/keyed-action.ts';
import type { ListedClaim } from './claim.repository.ts';
import { claimLetter } from './claim-letter.ts';
import { fixed, settleClaim, waiveClaim } from './claim-settlement.ts';
import { claimSummary, claimView } from './claim-view.ts';

export interface ClaimsDependencies {
  db: Executor;
  repositories: RepositoryFactory;
  catalog: Catalog;
  now: () => number;
  documents: DocumentContext;
  afterCommit: () => void;
}

const notFound = () => new ApiError(404, 'not_found', 'No such damage claim.');

/**
 * Damage claims in the back office (decision 036): the list per location and
 * status, a claim with its photos before and after, the estimate staff add,
 * the insurer letter for a renter covered by their own certificate, and the
 * settlement (the deposit captured first, the rest on a supplementary
 * invoice) or the waiver. The routes' audit hook records each change by the
 * claim's id (the opening is recorded by the check-in: claim-opening.ts).
 */
export class ClaimsService {
  readonly #d: ClaimsDependencies;

  constructor(deps: ClaimsDependencies) {
    this.#d = deps;
  }

  async list(query: ClaimListQuery): Promise<ClaimList> {
    const catalog = await this.#d.catalog.get();
    const repos = this.#d.repositories(this.#d.db);
    const [claims, limits] = await Promise.all([repos.claims.list(query), repos.claims.limits()]);
    return { claims: claims.map((c) => claimSummary(catalog, c, limits)) };
  }

  async view(id: string): Promise<Claim> {
    return this.#view(this.#d.db, await this.#find(this.#d.db, id));
  }

  /** The repair estimate, loss of use and admin fee; while the claim is open or estimated. */
  async estimate(id: string, request: ClaimEstimateRequest): Promise<Claim> {
    const now = this.#d.now();
    await this.#d.db.transaction().execute(async (trx) => {
      const c = await this.#find(trx, id);
      const changed = await this.#d.repositories(trx).claims.update(id, ['open', 'estimated'], {
        status: 'estimated',
        lines: request.lines,
        lossOfUseDays: request.lossOfUseDays,
        adminFeeCents: request.adminFeeCents,
        updatedAt: now,
      });
      if (!changed) throw fixed(c);
    });
    return this.view(id);
  }

  /** The insurer letter's PDF: for a renter covered by their own certificate, once the claim is estimated. */
  async letter(id: string): Promise<{ fileName: string; data: Buffer }> {
    const catalog = await this.#d.catalog.get();
    const c = await this.#find(this.#d.db, id);
    const data = await claimLetter(this.#d.repositories(this.#d.db), catalog, c, this.#d.now());
    return { fileName: `Damage claim ${c.code} ${c.classId} ${c.seq}.pdf`, data };
  }

  /** Staff sent the letter to the insurer: the claim's amounts are what it says from now on. */
  async letterSent(id: string): Promise<Claim> {
    const now = this.#d.now();
    await this.#d.db.transaction().execute(async (trx) => {
      const c = await this.#find(trx, id);
      if (c.cover !== 'certificate') {
        throw new ApiError(
          409,
          'no_insurer',
          'Only a renter covered by their own certificate has an insurer to write to.',
        );
      }
      const changed = await this.#d
        .repositories(trx)
        .claims.update(id, ['estimated'], { status: 'letter_sent', letterSentAt: now, updatedAt: now });
      if (!changed) throw fixed(c);
    });
    return this.view(id);
  }

  /**
   * Settles the claim once per Idempotency-Key under the booking's row lock:
   * the renter's share taken from the deposit hold first (the rest of the hold
   * released), the rest on a supplementary invoice (claim-settlement.ts).
   */
  async settle(id: string, keyed: KeyedRequest, by: string): Promise<Claim & { replayed: boolean }> {
    const catalog = await this.#d.catalog.get();
    const c = await this.#find(this.#d.db, id);
    const outcome = await settleClaim(this.#d, keyed, { catalog, claim: c, by });
    if (!outcome.replayed) this.#d.afterCommit();
    return { ...(await this.view(id)), replayed: outcome.replayed };
  }

  /** The company bears the claim: nothing charged, the deposit settled against the invoices alone. */
  async waive(id: string, reason: string, keyed: KeyedRequest, by: string) {
    const c = await this.#find(this.#d.db, id);
    const outcome = await waiveClaim(this.#d, keyed, { claim: c, reason, by });
    if (!outcome.replayed) this.#d.afterCommit();
    return { ...(await this.view(id)), replayed: outcome.replayed };
  }

  limits(): Promise<ClaimLimitsRow[]> {
    return this.#d.repositories(this.#d.db).claims.limits();
  }

  async saveLimits(rows: readonly ClaimLimitsRow[]): Promise<ClaimLimitsRow[]> {
    const states = rows.map((r) => r.state);
    const twice = states.findIndex((s, i) => states.indexOf(s) !== i);
    if (twice >= 0) {
      throw new ApiError(400, 'validation_failed', 'Give each state one row.', {
        [`limits.${twice}.state`]: 'Give each state one row.',
      });
    }
    const now = this.#d.now();
    await this.#d.db.transaction().execute((trx) => this.#d.repositories(trx).claims.saveLimits(rows, now));
    return this.limits();
  }

  async #find(db: Executor, id: string): Promise<ListedClaim> {
    const c = await this.#d.repositories(db).claims.find(id);
    if (!c) throw notFound();
    return c;
  }

  async #view(db: Executor, c: ListedClaim): Promise<Claim> {
    const catalog = await this.#d.catalog.get();
    return claimView(this.#d.repositories(db), catalog, c);
  }
}
