import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { createAdmin, signIn } from '../../test/admin.ts';
import { describeEachDialect } from '../../test/dialects.ts';
import { addDays, fixedClock, inWeek, newKey } from '../../test/fixtures.ts';
import { useInstances } from '../../test/instances.ts';

/**
 * Relocations (decision 031) raced against bookings: two instances on one
 * database, each request over its own connection. Baltimore's three vans are
 * each sent to Chicago for good from week 2 while 12 renters book a van at
 * Baltimore in week 6, and two staff send the same van twice. Whoever wins,
 * every van goes to one only: a renter or a relocation.
 */
describeEachDialect('relocations raced against bookings on $name', (dialect) => {
  const instances = useInstances(dialect);

  it('12 bookings in week 6 and a relocation of each van from week 2: never more vans promised than Baltimore has', async () => {
    const { database, apps, urls } = await instances.start(2, { now: fixedClock });
    await createAdmin(apps[0]!.app);
    const staff = await signIn(apps[0]!.app);
    const vans = (
      await apps[0]!.app.inject({
        method: 'GET',
        url: '/api/admin/units?locationId=baltimore&classId=15-passenger-van&status=active',
        headers: staff.headers,
      })
    ).json().units as { id: string }[];
    expect(vans).toHaveLength(3);

    const monday = inWeek(2).pickupDate;
    const move = (unitId: string, driverName: string) =>
      JSON.stringify({
        unitId,
        fromLocationId: 'baltimore',
        toLocationId: 'chicago',
        leaveDate: monday,
        leaveTime: '08:00',
        arriveDate: addDays(monday, 1),
        arriveTime: '12:00',
        driverName,
      });
    const bookingBody = JSON.stringify(inWeek(6));
    const requests = Array.from(
      { length: 12 },
      (_, i) => () =>
        fetch(`${urls[i % 2]}/api/reservations`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': newKey() },
          body: bookingBody,
        }),
    );
    // Each van once, and the first van a second time by another member of staff, among the bookings.
    const moves = [vans[0]!.id, vans[1]!.id, vans[2]!.id, vans[0]!.id];
    const moveAt = [1, 5, 9, 12];
    for (const [n, at] of moveAt.entries()) {
      requests.splice(at, 0, () =>
        fetch(`${urls[(n + 1) % 2]}/api/admin/relocations`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...staff.headers },
          body: move(moves[n]!, `Driver ${n}`),
        }),
      );
    }
    const responses = await Promise.all(requests.map((send) => send()));
    const bodies = await Promise.all(
      responses.map(async (r) => ({
        status: r.status,
        body: (await r.json()) as { error?: { code: string } },
      })),
    );
    expect(bodies.map((b) => b.status).every((s) => s === 201 || s === 409)).toBe(true);
    const relocations = bodies.filter((_, i) => moveAt.includes(i));
    const bookings = bodies.filter((_, i) => !moveAt.includes(i));
    for (const refused of relocations.filter((b) => b.status === 409)) {
      expect(['unit_needed', 'relocation_overlap']).toContain(refused.body.error!.code);
    }
    const booked = bookings.filter((b) => b.status === 201).length;
    const moved = relocations.filter((b) => b.status === 201).length;
    expect(booked + moved).toBe(3);

    // What the database holds agrees: the relocations scheduled, each van at most once, and the bookings.
    const { rows } = await sql<{ unit_id: string }>`
      select unit_id from relocations where status = 'scheduled'`.execute(database.db);
    expect(rows).toHaveLength(moved);
    expect(new Set(rows.map((r) => r.unit_id)).size).toBe(moved);
    const lines = await sql<{ n: number }>`
      select count(*) as n from reservation_lines
        where location_id = 'baltimore' and class_id = '15-passenger-van' and status = 'confirmed'`.execute(
      database.db,
    );
    expect(Number(lines.rows[0]!.n)).toBe(booked);
  });
});
