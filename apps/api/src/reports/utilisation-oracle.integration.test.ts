import fc from 'fast-check';
import { beforeAll, expect, it } from 'vitest';
import { useApi } from '../../test/api.ts';
import { describeEachDialect } from '../../test/dialects.ts';
import { booking, newKey } from '../../test/fixtures.ts';
import { repositoryFactory } from '../repositories.ts';
import { locationBuckets } from './report-buckets.ts';
import { settleUtilisationDays } from './utilisation-days.ts';

const step = 15 * 60_000;

/** The local calendar date of an instant in a zone, read with Intl (not luxon, which the code under test uses). */
function localDate(at: number, zone: string): string {
  const format = new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  const part = (type: string) => format.formatToParts(at).find((p) => p.type === type)?.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The Monday on or before a date, by plain date arithmetic. */
function mondayOf(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  return d.toISOString().slice(0, 10);
}

interface Line {
  pickupAt: number;
  returnAt: number;
  quantity: number;
}

/**
 * The oracle: walk each rental a quarter hour at a time (every instant here is
 * on the quarter hour, and so is every midnight of these zones), and credit
 * the quarter to the week of its local date if that date is within the period.
 */
function oracle(lines: readonly Line[], zone: string, from: string, to: string): Map<string, number> {
  const sums = new Map<string, number>();
  for (const line of lines) {
    for (let t = line.pickupAt; t < line.returnAt; t += step) {
      const date = localDate(t, zone);
      if (date < from || date > to) continue;
      const week = mondayOf(date);
      sums.set(week, (sums.get(week) ?? 0) + line.quantity * step);
    }
  }
  return sums;
}

const zones = [
  ['baltimore', 'America/New_York'],
  ['phoenix', 'America/Phoenix'],
] as const;

/**
 * Utilisation's arithmetic (decision 044) against the oracle on random
 * rentals, written and rewritten so the daily roll-up follows them: clipped to the period, half-open (a return at midnight counts
 * nothing after it), days and weeks in the location's time zone, across the
 * change from summer time on 1 November 2026.
 */
describeEachDialect('vehicle-days on rent against an oracle on $name', (dialect) => {
  const api = useApi(dialect);
  let reservationId = '';
  /** A line is keyed by its reservation and class: each random line takes a class of its own. */
  let classIds: string[] = [];

  beforeAll(async () => {
    const res = await api().post('/api/reservations', booking(), { 'idempotency-key': newKey() });
    expect(res.status).toBe(201);
    const row = await api()
      .database.db.selectFrom('reservations')
      .select('id')
      .where('code', '=', res.body.reservation.code)
      .executeTakeFirstOrThrow();
    reservationId = row.id;
    const classes = await api().database.db.selectFrom('vehicle_classes').select('id').limit(4).execute();
    classIds = classes.map((c) => c.id);
    expect(classIds).toHaveLength(4);
  });

  it('sums each week’s vehicle-time as the oracle counts it', async () => {
    const db = api().database.db;
    const repositories = repositoryFactory(dialect.name);
    const { locations } = await repositories(db).businessReports.names();
    const zoneOf = new Map(locations.map((l) => [l.id, l.timezone]));
    const origin = Date.parse('2026-10-20T00:00:00Z');
    const lineArb = fc.record({
      start: fc.integer({ min: 0, max: 30 * 96 }),
      length: fc.integer({ min: 1, max: 8 * 96 }),
      quantity: fc.integer({ min: 1, max: 3 }),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...zones),
        fc.integer({ min: 0, max: 20 }),
        fc.integer({ min: 0, max: 14 }),
        fc.array(lineArb, { minLength: 1, maxLength: 4 }),
        async ([locationId, zone], fromOffset, span, raw) => {
          const from = new Date(origin + (fromOffset + 2) * 86_400_000).toISOString().slice(0, 10);
          const to = new Date(origin + (fromOffset + 2 + span) * 86_400_000).toISOString().slice(0, 10);
          const lines = raw.map((l) => ({
            pickupAt: origin + l.start * step,
            returnAt: origin + (l.start + l.length) * step,
            quantity: l.quantity,
          }));
          await db.deleteFrom('reservation_lines').where('reservation_id', '=', reservationId).execute();
          await db
            .insertInto('reservation_lines')
            .values(
              lines.map((l, i) => ({
                reservation_id: reservationId,
                line_no: i + 1,
                class_id: classIds[i]!,
                vehicle_name: classIds[i]!,
                quantity: l.quantity,
                location_id: locationId,
                pickup_at: l.pickupAt,
                return_at: l.returnAt,
                status: 'confirmed' as const,
                return_location_id: null,
                moved_at: null,
              })),
            )
            .execute();
          // The lines' triggers marked their days stale; the roll-up is brought up to date and read.
          await settleUtilisationDays(db, repositories, zoneOf);
          const buckets = locationBuckets(locationId, zone, from, to, true);
          const sums = await repositories(db).utilisationDays.onRent(buckets, 'bucket');
          const expected = oracle(lines, zone, from, to);
          expect(new Map(sums.filter((s) => s.ms > 0).map((s) => [s.key, s.ms]))).toEqual(expected);
        },
      ),
      { numRuns: 40 },
    );
  });
});
