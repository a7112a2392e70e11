import type { Calendar, CalendarBar, CalendarUnit } from '@convoy/domain/contracts/counter.schema';

/**
 * Where things go on the fleet calendar: rows (a class header, its
 * "Unassigned" row, its units) and bars placed in days since the first day.
 * Instants carry the location's offset (contracts/counter.schema.ts), so the
 * wall-clock part of the string is the location's own time: a bar from 09:00
 * starts 0.375 into its day whatever the browser's time zone, and a day with a
 * clock change stays one column wide.
 */

export type RentalBar = Extract<CalendarBar, { kind: 'rental' }>;
export type CalendarRow =
  | { kind: 'class'; key: string; classId: string; className: string }
  | { kind: 'unassigned'; key: string; classId: string; className: string }
  | { kind: 'unit'; key: string; classId: string; className: string; unit: CalendarUnit };

/** Heights in px: unit rows stay 44 px high, a comfortable touch target. */
export const rowHeight = { class: 32, unassigned: 44, unit: 44 } as const;

const dayMs = 86_400_000;
const wallClock = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/;

/** Days (with fractions) from `from` (YYYY-MM-DD) to the instant's wall-clock time at the location. */
export function dayPosition(instant: string, from: string): number {
  const m = wallClock.exec(instant);
  if (!m) return 0;
  const [, y, mo, d, h, mi] = m.map(Number) as [number, number, number, number, number, number];
  const day = (Date.UTC(y, mo - 1, d) - Date.parse(`${from}T00:00:00Z`)) / dayMs;
  return day + (h * 60 + mi) / 1440;
}

/** The calendar's rows in the answer's class order; classes seen only on bars get a row too. */
export function calendarRows(calendar: Calendar): CalendarRow[] {
  const classes = new Map<string, { name: string; units: CalendarUnit[] }>();
  for (const unit of calendar.units) {
    const entry = classes.get(unit.classId) ?? { name: unit.className, units: [] };
    entry.units.push(unit);
    classes.set(unit.classId, entry);
  }
  for (const bar of calendar.bars) {
    if (bar.kind === 'rental' && !classes.has(bar.classId))
      classes.set(bar.classId, { name: bar.classId, units: [] });
  }
  const rows: CalendarRow[] = [];
  for (const [classId, { name, units }] of classes) {
    rows.push({ kind: 'class', key: `class:${classId}`, classId, className: name });
    rows.push({ kind: 'unassigned', key: `unassigned:${classId}`, classId, className: name });
    for (const unit of units) rows.push({ kind: 'unit', key: unit.id, classId, className: name, unit });
  }
  return rows;
}

/** The row key a bar belongs to. */
export const rowKeyOf = (bar: CalendarBar) =>
  bar.unitId ?? (bar.kind === 'rental' ? `unassigned:${bar.classId}` : '');

/** Bars by row key, each row's bars in time order (the order arrow keys walk). */
export function barsByRow(bars: readonly CalendarBar[]): Map<string, CalendarBar[]> {
  const byRow = new Map<string, CalendarBar[]>();
  for (const bar of bars) {
    const key = rowKeyOf(bar);
    const list = byRow.get(key);
    if (list) list.push(bar);
    else byRow.set(key, [bar]);
  }
  for (const list of byRow.values()) list.sort((a, b) => a.startsAt.localeCompare(b.startsAt));
  return byRow;
}

/**
 * A bar's key: a booked vehicle's time on one unit (one bar, or one per unit once it was swapped mid-rental,
 * each starting where its unit took over: decision 035). Kept when staff move the vehicle to another unit, so
 * the focus stays on it.
 */
export const barKey = (bar: CalendarBar) =>
  bar.kind === 'rental' ? `${bar.code}/${bar.classId}/${bar.seq}/${bar.startsAt}` : `maintenance/${bar.id}`;

/** Each row's top (px from the grid's first row) and the total height. */
export function rowOffsets(rows: readonly CalendarRow[]): { tops: number[]; height: number } {
  const tops: number[] = [];
  let y = 0;
  for (const row of rows) {
    tops.push(y);
    y += rowHeight[row.kind];
  }
  return { tops, height: y };
}

/** The index of the row at `y` px (binary search over the tops). */
export function rowAt(tops: readonly number[], y: number): number {
  let lo = 0;
  let hi = tops.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((tops[mid] ?? 0) <= y) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** An unassigned rental whose pickup is less than a day away (or past): shown in red. */
export const dueSoon = (bar: RentalBar, now: number) =>
  bar.unitId === null && Date.parse(bar.startsAt) - now < dayMs;
