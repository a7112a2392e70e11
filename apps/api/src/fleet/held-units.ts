import { LRUCache } from 'lru-cache';
import type { Executor } from '../db/database.ts';
import type { HeldUnits, InventoryRepository, OneWayMove } from './inventory.repository.ts';
import { peakUnitsHeld } from './peak-usage.ts';

export type { HeldUnits };

/**
 * The most units of a class held at once by `held` (its reservations and
 * maintenance blocks), each period widened by the turnaround after it.
 */
export function peakHeld(held: readonly HeldUnits[], turnaroundMs: number): number {
  return peakUnitsHeld(
    held.map((h) => ({ start: h.pickupAt, end: h.returnAt + turnaroundMs, quantity: h.quantity })),
  );
}

/**
 * Units of a class free for a whole period: its units at the location
 * minus the most held at once by reservations and maintenance blocks whose
 * period, widened by the turnaround after each return, meets the requested
 * one, also widened.
 */
export function freeUnits(units: number, held: readonly HeldUnits[], turnaroundMs: number): number {
  return Math.max(0, units - peakHeld(held, turnaroundMs));
}

/**
 * What holds units during [pickupAt, returnAt) plus the turnaround: a
 * reservation or a maintenance block holds [its start, its end + turnaround),
 * and so does the new one.
 */
export function heldDuring(
  inventory: InventoryRepository,
  locationId: string,
  classId: string | undefined,
  period: { pickupAt: number; returnAt: number },
  turnaroundMs: number,
): Promise<HeldUnits[]> {
  return inventory.heldBetween(
    locationId,
    classId,
    period.pickupAt - turnaroundMs,
    period.returnAt + turnaroundMs,
  );
}

/**
 * Per database (its Kysely adapter, which its transactions share): a counter
 * every write to what holds units moves on, and what searches read lately.
 */
interface HeldMemo {
  generation: number;
  periods: LRUCache<string, Read<HeldUnits[]>>;
  moves: LRUCache<string, Read<OneWayMove[]>>;
}

/** A read, kept from when it starts: searches that ask while it runs wait for it rather than read again. */
interface Read<T> {
  generation: number;
  answer: Promise<T>;
}
const memos = new WeakMap<object, HeldMemo>();

function memoOf(db: Executor): HeldMemo {
  const adapter = db.getExecutor().adapter;
  let memo = memos.get(adapter);
  if (!memo) {
    memo = { generation: 0, periods: new LRUCache({ max: 2000 }), moves: new LRUCache({ max: 2000 }) };
    memos.set(adapter, memo);
  }
  return memo;
}

/**
 * Says that what holds units changed: reservation lines or maintenance blocks
 * were written. Every writer of those tables calls it (ReservationRepository,
 * FleetUnitRepository); from then on searches read again.
 */
export function inventoryChanged(db: Executor): void {
  memoOf(db).generation += 1;
}

/**
 * heldDuring for every class of a location, for searches: the same location
 * and period read less than `reuseMs` ago (AVAILABILITY_REUSE_MS, 1 s by
 * default), with nothing written since by this process, is answered from
 * memory. A popular week searched by many at once costs one query a second
 * instead of one each (decision 017: a national fleet's busy week at 100× data).
 * What another process (another instance on PostgreSQL) or a transaction not
 * yet committed writes is seen within `reuseMs`. A booking never uses it: it
 * checks inside its own transaction.
 */
export async function recentlyHeld(
  db: Executor,
  inventory: InventoryRepository,
  locationId: string,
  period: { pickupAt: number; returnAt: number },
  turnaroundMs: number,
  reuseMs: number,
): Promise<HeldUnits[]> {
  if (reuseMs <= 0) return heldDuring(inventory, locationId, undefined, period, turnaroundMs);
  const key = `${locationId} ${period.pickupAt} ${period.returnAt} ${turnaroundMs}`;
  const memo = memoOf(db);
  return reused(memo, memo.periods, key, reuseMs, () =>
    heldDuring(inventory, locationId, undefined, period, turnaroundMs),
  );
}

/**
 * The memo's answer for `key`, read by `read` when there is none of this generation. The read is kept
 * from its start, so the searches that come while it runs (fifty at once when a busy week's second
 * is up) share one query rather than queue fifty on the pool; a search that starts after a write
 * never joins a read from before it (another generation). A write while the read runs: its answer
 * may predate the write, so it is not kept past it; a failed read is not kept.
 */
function reused<T>(
  memo: HeldMemo,
  cache: LRUCache<string, Read<T>>,
  key: string,
  reuseMs: number,
  read: () => Promise<T>,
): Promise<T> {
  const { generation } = memo;
  const kept = cache.get(key);
  if (kept && kept.generation === generation) return kept.answer;
  const answer = read();
  const entry = { generation, answer };
  cache.set(key, entry, { ttl: reuseMs });
  answer.then(
    () => {
      if (memo.generation !== generation && cache.peek(key) === entry) cache.delete(key);
    },
    () => {
      if (cache.peek(key) === entry) cache.delete(key);
    },
  );
  return answer;
}

/**
 * The one-way lines not yet checked in that leave from or come to a location
 * and return before `before` (decision 028), for searches: remembered like
 * recentlyHeld, and forgotten on the same writes. Remembered whole per
 * location (every such line still to arrive, a bounded set: migration 0041's
 * partial indexes) and cut at `before` here, so searches of other dates at the
 * location reuse it too; on PostgreSQL a second query per search was half the
 * search's cost.
 */
export async function recentlyMoved(
  db: Executor,
  inventory: InventoryRepository,
  locationId: string,
  before: number,
  reuseMs: number,
): Promise<OneWayMove[]> {
  if (reuseMs <= 0) return inventory.oneWayMovesBefore(locationId, undefined, before);
  const memo = memoOf(db);
  const moves = await reused(memo, memo.moves, locationId, reuseMs, () =>
    inventory.oneWayMovesBefore(locationId, undefined, Number.MAX_SAFE_INTEGER),
  );
  return moves.length === 0 ? moves : moves.filter((m) => m.returnAt < before);
}
