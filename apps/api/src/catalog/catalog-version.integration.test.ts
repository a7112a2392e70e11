import { expect, it } from 'vitest';
import { createAdmin, signIn } from '../../test/admin.ts';
import { describeEachDialect } from '../../test/dialects.ts';
import { fixedClock, inWeek, newKey } from '../../test/fixtures.ts';
import { useInstances } from '../../test/instances.ts';
import { repositoriesFor } from '../../test/repositories.ts';
import { Catalog } from './catalog.ts';

const van = '15-passenger-van';

/**
 * Several instances on one database, each with the catalogue in memory (decision 012): a rate saved on one
 * is priced by every other within CATALOG_CHECK_MS, so a group is never shown one total by one instance and
 * refused it by the next (the price shown is the price paid, SPEC Part B §13).
 */
describeEachDialect('the catalogue across instances on $name', (dialect) => {
  const instances = useInstances(dialect);

  it('a rate saved at the office on one instance prices the searches and bookings of the others', async () => {
    // The version read at every use: what the default (1 s) gives a second later, without waiting for it.
    const { apps, urls } = await instances.start(3, { now: fixedClock, env: { CATALOG_CHECK_MS: '0' } });
    const [office, second, third] = urls as [string, string, string];
    const post = async (url: string, body: object, headers: Record<string, string> = {}) => {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      });
      // biome-ignore lint/suspicious/noExplicitAny: tests read response bodies field by field
      return { status: res.status, body: (await res.json()) as any };
    };
    const trip = inWeek(5, { vehicleId: van, quantity: 1 });
    const totalOn = async (url: string) =>
      (await post(`${url}/api/reservations/price`, trip)).body.pricingBreakdown.totalCents as number;
    // Every instance has priced the trip: each holds the catalogue in memory.
    const before = await totalOn(office);
    expect(await totalOn(second)).toBe(before);
    expect(await totalOn(third)).toBe(before);

    await createAdmin(apps[0]!.app);
    const staff = await signIn(apps[0]!.app);
    const saved = await fetch(`${office}/api/admin/fleet/${van}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', ...staff.headers },
      body: JSON.stringify({ dailyRateCents: 19_900, weeklyRateCents: 119_400, monthlyRateCents: 398_000 }),
    });
    expect(saved.status).toBe(200);

    const now = await totalOn(second);
    expect(now).toBeGreaterThan(before);
    expect(await totalOn(office)).toBe(now);
    // Shown by one instance, booked on another at that total; a booking moves no version on (it locks
    // stock rows, which are no change to the catalogue).
    const version = await apps[0]!.repositories.catalogVersion.read();
    const booked = await post(
      `${third}/api/reservations`,
      { ...trip, shownTotalCents: now },
      { 'idempotency-key': newKey() },
    );
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    expect(booked.body.pricingBreakdown.totalCents).toBe(now);
    expect(await apps[0]!.repositories.catalogVersion.read()).toBe(version);
  });

  it('keeps its copy while the stored version stands, and loads again once the check finds it moved on', async () => {
    const database = await dialect.createSeeded();
    try {
      let clock = 1_000_000;
      const repos = repositoriesFor(database.db, database.target.dialect);
      const here = new Catalog(repos, { now: () => clock });
      const there = new Catalog(repositoriesFor(database.db, database.target.dialect), { now: () => clock });
      const rate = async (catalog: Catalog) => (await catalog.get()).classById.get(van)!.dailyRateCents;
      const first = await there.get();
      const before = first.classById.get(van)!.dailyRateCents;
      await here.get();

      // Nothing changed: a second later the same snapshot (what searches keep answers under).
      clock += 1000;
      expect(await there.get()).toBe(first);
      const version = await repos.catalogVersion.read();

      const { weeklyRateCents, monthlyRateCents } = first.classById.get(van)!;
      await repos.fleetAdmin.setRates(van, {
        dailyRateCents: before + 1000,
        weeklyRateCents,
        monthlyRateCents,
      });
      await here.changed();
      expect(await repos.catalogVersion.read()).toBe(version + 1);
      expect(await rate(here)).toBe(before + 1000);
      // Within the check time the other instance still prices with its copy; at its end, with the change.
      clock += 999;
      expect(await rate(there)).toBe(before);
      clock += 1;
      expect(await rate(there)).toBe(before + 1000);
      const second = await there.get();
      clock += 5000;
      expect(await there.get()).toBe(second);
    } finally {
      await database.destroy();
    }
  });
});
