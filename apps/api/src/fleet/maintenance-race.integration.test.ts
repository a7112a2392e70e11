import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { createAdmin, signIn } from '../../test/admin.ts';
import { describeEachDialect } from '../../test/dialects.ts';
import { fixedClock, inWeek, newKey } from '../../test/fixtures.ts';
import { useInstances } from '../../test/instances.ts';
import { peakUnitsHeld } from './peak-usage.ts';

/**
 * A maintenance block (decision 015) raced against 20 bookings never leaves a
 * booking without a unit. Two instances on one database, each request over
 * its own connection, the block sent in the middle of the bookings; three
 * rounds on three weeks. Whoever wins, the vans held at once (bookings and
 * blocks) never exceed the vans Baltimore has.
 */
describeEachDialect('maintenance raced against bookings on $name', (dialect) => {
  const instances = useInstances(dialect);

  async function serve(): Promise<string[]> {
    return (await instances.start(2, { now: fixedClock })).urls;
  }

  it('20 bookings and a block on each van for the same days: never more vans out than Baltimore has', async () => {
    const urls = await serve();
    await createAdmin(instances.apps[0]!.app);
    const staff = await signIn(instances.apps[0]!.app);
    const vans = (
      await instances.apps[0]!.app.inject({
        method: 'GET',
        url: '/api/admin/units?locationId=baltimore&classId=15-passenger-van&status=active',
        headers: staff.headers,
      })
    ).json().units as { id: string }[];
    expect(vans).toHaveLength(3);

    for (const week of [5, 6, 7, 8, 9, 10]) {
      const trip = inWeek(week);
      const bookingBody = JSON.stringify(trip);
      const blockBody = JSON.stringify({
        startDate: trip.pickupDate,
        startTime: '06:00',
        endDate: trip.returnDate,
        endTime: '20:00',
        reason: 'recall repair',
      });
      const requests = Array.from(
        { length: 20 },
        (_, i) => () =>
          fetch(`${urls[i % 2]}/api/reservations`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'idempotency-key': newKey() },
            body: bookingBody,
          }),
      );
      // A block on each van, among the bookings at a different place each round.
      const blockAt = [week % 4, 8 + (week % 3), 15 + (week % 5)];
      for (const [n, at] of blockAt.entries()) {
        requests.splice(at, 0, () =>
          fetch(`${urls[(week + n) % 2]}/api/admin/units/${vans[n]!.id}/maintenance`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', ...staff.headers },
            body: blockBody,
          }),
        );
      }
      const responses = await Promise.all(requests.map((send) => send()));
      const bodies = await Promise.all(
        responses.map(async (r) => ({
          status: r.status,
          body: (await r.json()) as { error: { code: string } },
        })),
      );
      const blocks = bodies.filter((_, i) => blockAt.includes(i));
      const bookings = bodies.filter((_, i) => !blockAt.includes(i));

      expect(bodies.map((b) => b.status).every((s) => s === 201 || s === 409)).toBe(true);
      for (const refused of blocks.filter((b) => b.status === 409)) {
        expect(refused.body.error.code).toBe('unit_needed');
      }
      // Every van went to someone, and to one only: a booking or its own block.
      const booked = bookings.filter((b) => b.status === 201).length;
      const blocked = blocks.filter((b) => b.status === 201).length;
      expect(booked + blocked, `week ${week}`).toBe(3);
    }

    // What the database holds: at no moment more vans out than there are.
    const { rows } = await sql<{ start: number; end: number }>`
      select pickup_at as start, return_at as "end" from reservation_lines
        where location_id = 'baltimore' and class_id = '15-passenger-van' and status = 'confirmed'
      union all
      select starts_at, ends_at from maintenance_blocks
        where location_id = 'baltimore' and class_id = '15-passenger-van'`.execute(instances.database.db);
    const periods = rows.map((r) => ({ start: Number(r.start), end: Number(r.end), quantity: 1 }));
    expect(periods).toHaveLength(18);
    expect(peakUnitsHeld(periods)).toBeLessThanOrEqual(3);
  });
});
