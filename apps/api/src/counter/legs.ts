import type { StoredHandover } from './handover.repository.ts';

/** A booked vehicle's time on one unit: its `out` and, once back (or swapped), its `in` (decision 035). */
export interface Leg {
  leg: number;
  out: StoredHandover;
  in: StoredHandover | undefined;
}

type Side = Pick<StoredHandover, 'class_id' | 'seq' | 'leg' | 'kind'>;

/** A booked vehicle's legs, first unit first. */
export function legsOf<H extends Side>(rows: readonly H[], classId: string, seq: number) {
  const mine = rows.filter((h) => h.class_id === classId && h.seq === seq);
  return mine
    .filter((h) => h.kind === 'out')
    .sort((a, b) => a.leg - b.leg)
    .map((out) => ({ leg: out.leg, out, in: mine.find((h) => h.kind === 'in' && h.leg === out.leg) }));
}

/** The leg a booked vehicle is on now (its latest unit); undefined before it went out. */
export function currentLeg<H extends Side>(rows: readonly H[], classId: string, seq: number) {
  return legsOf(rows, classId, seq).at(-1);
}

/** True once the booked vehicle is back for good: its latest leg has its `in`. */
export function isBack(rows: readonly Side[], classId: string, seq: number): boolean {
  const leg = currentLeg(rows, classId, seq);
  return leg?.in !== undefined;
}
