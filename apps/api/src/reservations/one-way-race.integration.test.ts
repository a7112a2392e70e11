import { expect, it } from 'vitest';
import { describeEachDialect } from '../../test/dialects.ts';
import { booking, fixedClock, inWeek, newKey } from '../../test/fixtures.ts';
import { useInstances } from '../../test/instances.ts';

/**
 * One-way rentals on the time-aware inventory (decision 028), raced: 20
 * one-way bookings Baltimore → Chicago for Baltimore's last 3 vans, and at the
 * same time 20 round trips at Chicago a week later that need those vans after
 * they arrive (Chicago has none of its own). Two instances on one database,
 * each request over its own connection. Never oversold at either end: 3
 * one-way rentals leave, and Chicago lends at most the vans that arrive.
 */
describeEachDialect('one-way bookings raced on $name', (dialect) => {
  const instances = useInstances(dialect);

  const oneWay = booking({ returnLocationId: 'chicago' });
  const atChicago = inWeek(1, { pickupLocationId: 'chicago' });

  async function fire(urls: string[], bodies: string[]): Promise<number[]> {
    const responses = await Promise.all(
      bodies.map((body, i) =>
        fetch(`${urls[i % urls.length]}/api/reservations`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': newKey() },
          body,
        }),
      ),
    );
    for (const r of responses) await r.arrayBuffer();
    return responses.map((r) => r.status);
  }

  async function bookedFrom(locationId: string, oneWayOnly: boolean): Promise<number> {
    const rows = await instances.database.db
      .selectFrom('reservation_lines')
      .select(['quantity', 'return_location_id'])
      .where('location_id', '=', locationId)
      .where('class_id', '=', '15-passenger-van')
      .where('status', '=', 'confirmed')
      .execute();
    return rows
      .filter((r) => (r.return_location_id !== null) === oneWayOnly)
      .reduce((sum, r) => sum + r.quantity, 0);
  }

  it('20 one-way for the last 3 vans and 20 round trips at the far end at once: 3 leave, Chicago lends no more than arrive', async () => {
    const served = await instances.start(2, { now: fixedClock });
    const { apps } = served;
    const { units } = apps[0]!.repositories;
    await units.set({ locationId: 'baltimore', classId: '15-passenger-van', count: 3 });
    await units.set({ locationId: 'chicago', classId: '15-passenger-van', count: 0 });

    // Interleaved, so both kinds are in flight together.
    const bodies = Array.from({ length: 40 }, (_, i) => JSON.stringify(i % 2 === 0 ? oneWay : atChicago));
    const statuses = await fire(served.urls, bodies);
    expect(statuses.every((s) => s === 201 || s === 409)).toBe(true);
    const oneWayWon = statuses.filter((s, i) => i % 2 === 0 && s === 201).length;
    const roundWon = statuses.filter((s, i) => i % 2 === 1 && s === 201).length;
    expect(oneWayWon).toBe(3);
    expect(await bookedFrom('baltimore', true)).toBe(3);
    expect(roundWon).toBeLessThanOrEqual(3);
    expect(await bookedFrom('chicago', false)).toBe(roundWon);

    // Once the race is over, Chicago lends exactly the vans that arrived, and no more.
    const again = await fire(
      served.urls,
      Array.from({ length: 20 }, () => JSON.stringify(atChicago)),
    );
    expect(again.filter((s) => s === 201)).toHaveLength(3 - roundWon);
    expect(await bookedFrom('chicago', false)).toBe(3);
    // Baltimore has none left from the one-way pickup on, even for a round trip weeks later.
    const later = await fire(served.urls, [JSON.stringify(inWeek(3))]);
    expect(later).toEqual([409]);
  });
});
