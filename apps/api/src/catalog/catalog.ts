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

/** The copy in memory, with the version it was loaded at and when it was last checked. */
interface Copy {
  version: Promise<number>;
  snapshot: Promise<CatalogSnapshot>;
  loadedAt: number;
  checkedAt: number;
}

export interface CatalogOptions {
  /** How long a copy is kept at most, whatever the version says (a restored backup may repeat a number). */
  ttlMs?: number;
  /**
   * How long a copy is used before the stored version is read again (CATALOG_CHECK_MS, 1 s by default):
   * what another instance changed is priced everywhere within it. 0 reads the version at every use.
   */
  checkMs?: number;
  now?: () => number;
  transactionGuard?: TransactionGuardMode;
  /** Told when the version could not be moved on after a change (other instances then see it within `ttlMs`). */
  onError?: (error: unknown) => void;
}

/**
 * The catalogue in memory: every search needs all of it, and it changes only when staff edit it
 * (decision 012). A change made in this process is priced at once (`changed()` after its commit); other
 * processes on the same database (several instances, docs/deploying.md) read the stored version at most
 * every `checkMs` and load the catalogue again when it moved on, so a rate saved on one instance prices the
 * searches and bookings of every instance within a second.
 * A booking never trusts it: it re-reads its class and locks the stock row.
 */
export class Catalog {
  readonly #repos: Repositories;
  readonly #ttlMs: number;
  readonly #checkMs: number;
  readonly #now: () => number;
  readonly #guard: TransactionGuardMode;
  readonly #onError: (error: unknown) => void;
  #copy: Copy | undefined;

  /** `repos`: the set over the root database, never a transaction's (the cache outlives it). */
  constructor(repos: Repositories, options: CatalogOptions = {}) {
    this.#repos = repos;
    this.#ttlMs = options.ttlMs ?? 30_000;
    this.#checkMs = options.checkMs ?? 1000;
    this.#now = options.now ?? Date.now;
    this.#guard = options.transactionGuard ?? 'throw';
    this.#onError = options.onError ?? (() => {});
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
    const copy = this.#copy;
    if (!copy || now - copy.loadedAt >= this.#ttlMs) return this.#reload(now).snapshot;
    if (now - copy.checkedAt < this.#checkMs) return copy.snapshot;
    copy.checkedAt = now;
    return this.#check(copy);
  }

  /** Forgets this process's copy: the next use loads the catalogue again (after a write made here). */
  invalidate(): void {
    this.#copy = undefined;
  }

  /**
   * After a change to the catalogue has committed: moves the stored version on, so every other instance
   * loads it again at its next check, and forgets this process's copy. Never throws: a change saved is
   * not undone by a failed notice, which other instances then miss until `ttlMs` (reported to `onError`).
   */
  async changed(): Promise<void> {
    try {
      await this.#repos.catalogVersion.moveOn();
    } catch (error) {
      this.#onError(error);
    }
    this.#copy = undefined;
  }

  /** The copy's snapshot while the stored version is the one it was loaded at, else a new load. */
  async #check(copy: Copy): Promise<CatalogSnapshot> {
    const [had, stored] = await Promise.all([copy.version, this.#repos.catalogVersion.read()]);
    // Loaded again meanwhile (a change here, another check): that copy is at least as new.
    if (this.#copy !== copy) return this.get();
    if (stored === had) return copy.snapshot;
    return this.#reload(this.#now()).snapshot;
  }

  #reload(now: number): Copy {
    // The version first: the snapshot loaded after it is at least as new as the number it is kept under.
    const version = this.#repos.catalogVersion.read();
    const snapshot = version.then(() => this.#load());
    const copy: Copy = { version, snapshot, loadedAt: now, checkedAt: now };
    this.#copy = copy;
    // A failed load is not kept: the next call tries again.
    snapshot.catch(() => {
      if (this.#copy === copy) this.#copy = undefined;
    });
    return copy;
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
