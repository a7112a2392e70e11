import type { VehicleClass } from '@convoy/domain/content/fleet';
import type { Location } from '@convoy/domain/content/locations';
import { assertOutsideTransaction, type TransactionGuardMode } from '../db/transaction-guard.ts';
import type { StoredPriceBook } from '../pricing/price-book.repository.ts';
import type { Repositories } from '../repositories.ts';

/** Locations, classes and unit counts as one consistent read. */
export interface CatalogSnapshot {
  /** By name, as listed to visitors. */
  locations: readonly Location[];
  locationById: ReadonlyMap<string, Location>;
  /** Smallest first. */
  classes: readonly VehicleClass[];
  classById: ReadonlyMap<string, VehicleClass>;
  /** Units of a class at a location; 0 when not stocked. */
  unitCount(locationId: string, classId: string): number;
  /** Seasons, extras, protection, taxes and fees (decision 012): every search prices with it. */
  priceBook: StoredPriceBook;
}

/**
 * The catalogue in memory: every search needs all of it, and it changes only
 * when staff edit it. `invalidate()` after a write in this process; other
 * processes on the same database (several instances, docs/deploying.md) pick a change up within `ttlMs`.
 * A booking never trusts it: it re-reads its class and locks the stock row.
 */
export class Catalog {
  readonly #repos: Repositories;
  readonly #ttlMs: number;
  readonly #now: () => number;
  readonly #guard: TransactionGuardMode;
  #loaded: { snapshot: Promise<CatalogSnapshot>; at: number } | undefined;

  /** `repos`: the set over the root database, never a transaction's (the cache outlives it). */
  constructor(
    repos: Repositories,
    options: { ttlMs?: number; now?: () => number; transactionGuard?: TransactionGuardMode } = {},
  ) {
    this.#repos = repos;
    this.#ttlMs = options.ttlMs ?? 30_000;
    this.#now = options.now ?? Date.now;
    this.#guard = options.transactionGuard ?? 'throw';
  }

  /**
   * Refused inside a transaction, even when the cache would answer: a cold or
   * invalidated cache loads through the root database, which the transaction
   * may hold (decision 003). A transaction reads what it needs first, or
   * through its own executor.
   */
  get(): Promise<CatalogSnapshot> {
    assertOutsideTransaction('The catalogue', this.#guard);
    const now = this.#now();
    if (!this.#loaded || now - this.#loaded.at >= this.#ttlMs) {
      const snapshot = this.#load();
      const loaded = { snapshot, at: now };
      this.#loaded = loaded;
      // A failed load is not kept: the next call tries again.
      snapshot.catch(() => {
        if (this.#loaded === loaded) this.#loaded = undefined;
      });
    }
    return this.#loaded.snapshot;
  }

  invalidate(): void {
    this.#loaded = undefined;
  }

  async #load(): Promise<CatalogSnapshot> {
    const [locations, classes, units, priceBook] = await Promise.all([
      this.#repos.locations.list(),
      this.#repos.vehicleClasses.list(),
      this.#repos.units.list(),
      this.#repos.priceBook.load(),
    ]);
    // By location, then class: no key string to build per lookup (a search asks for every class).
    const counts = new Map<string, Map<string, number>>();
    for (const u of units) {
      const atLocation = counts.get(u.locationId) ?? new Map<string, number>();
      atLocation.set(u.classId, u.count);
      counts.set(u.locationId, atLocation);
    }
    return {
      locations,
      locationById: new Map(locations.map((l) => [l.id, l])),
      classes,
      classById: new Map(classes.map((c) => [c.id, c])),
      unitCount: (locationId, classId) => counts.get(locationId)?.get(classId) ?? 0,
      priceBook,
    };
  }
}
