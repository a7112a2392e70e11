import type { ReservationCreateInput } from '@convoy/domain/contracts/reservation.schema';
import { testPromo } from '@convoy/domain/test/price-book';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { describeEachDialect } from '../../test/dialects.ts';
import { booking, fixedClock, newKey } from '../../test/fixtures.ts';
import { useInstances } from '../../test/instances.ts';

/**
 * No double booking, ever: many requests for the last units, each
 * over its own HTTP connection to a real listening server, all at once.
 */
describeEachDialect('simultaneous bookings on $name', (dialect) => {
  const instances = useInstances(dialect);

  async function serve(units: number, count = 1): Promise<string[]> {
    const served = await instances.start(count, { now: fixedClock });
    await served.apps[0]!.repositories.units.set({
      locationId: 'baltimore',
      classId: 'minivan',
      count: units,
    });
    return served.urls;
  }

  async function fire(
    urls: string[],
    count: number,
    quantity: number,
    choices: Partial<ReservationCreateInput> = {},
  ): Promise<number[]> {
    const body = JSON.stringify(booking({ vehicleId: 'minivan', quantity, ...choices }));
    const responses = await Promise.all(
      Array.from({ length: count }, (_, i) =>
        fetch(`${urls[i % urls.length]}/api/reservations`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': newKey() },
          body,
        }),
      ),
    );
    const statuses = responses.map((r) => r.status);
    for (const r of responses) await r.arrayBuffer();
    return statuses.sort();
  }

  async function booked(): Promise<number> {
    const { rows } = await sql<{
      n: number;
    }>`select coalesce(sum(quantity), 0) as n from reservations where class_id = 'minivan' and status = 'confirmed'`.execute(
      instances.database.db,
    );
    return Number(rows[0]!.n);
  }

  it('50 at once for one free unit: exactly one 201 and 49 × 409', async () => {
    const statuses = await fire(await serve(1), 50, 1);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    expect(await booked()).toBe(1);
  });

  it('50 at once for 2 units each with 3 free: exactly one 201', async () => {
    const statuses = await fire(await serve(3), 50, 2);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    expect(await booked()).toBe(2);
  });

  it('20 at once for the last luggage trailer: exactly one gets it', async () => {
    const urls = await serve(20);
    await instances.database.db
      .updateTable('extra_stock')
      .set({ count: 1 })
      .where('location_id', '=', 'baltimore')
      .where('extra_id', '=', 'luggage-trailer')
      .execute();
    const statuses = await fire(urls, 20, 1, { extras: [{ id: 'luggage-trailer', quantity: 1 }] });
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const { rows } = await sql<{
      n: number;
    }>`select coalesce(sum(quantity), 0) as n from reservation_extras where extra_id = 'luggage-trailer'`.execute(
      instances.database.db,
    );
    expect(Number(rows[0]!.n)).toBe(1);
  });

  it('20 at once with a promo code for one use: it is used once', async () => {
    const urls = await serve(20);
    await instances.apps[0]!.repositories.priceBook.insertPromoCode(
      testPromo({
        code: 'ONCE',
        label: 'One group only',
        kind: 'amount',
        percentOff: null,
        amountOffCents: 5_000,
        usageLimit: 1,
      }),
    );
    instances.apps[0]!.app.services.catalog.invalidate();
    const statuses = await fire(urls, 20, 1, { promoCode: 'ONCE' });
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const used = await instances.database.db
      .selectFrom('promo_codes')
      .select('uses')
      .where('code', '=', 'ONCE')
      .executeTakeFirstOrThrow();
    expect(used.uses).toBe(1);
    const withCode = await instances.database.db
      .selectFrom('reservations')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('promo_code', '=', 'ONCE')
      .executeTakeFirstOrThrow();
    expect(Number(withCode.n)).toBe(1);
  });

  it('30 mixed convoys at once for the last units of two classes: neither oversold, each all or nothing', async () => {
    const urls = await serve(3);
    await instances.apps[0]!.repositories.units.set({ locationId: 'baltimore', classId: 'suvs', count: 2 });
    const mixes = [
      [
        { vehicleId: 'minivan', quantity: 2 },
        { vehicleId: 'suvs', quantity: 1 },
      ],
      [{ vehicleId: 'minivan', quantity: 1 }],
      [
        { vehicleId: 'suvs', quantity: 1 },
        { vehicleId: 'minivan', quantity: 1 },
      ],
      [{ vehicleId: 'suvs', quantity: 2 }],
      [
        { vehicleId: 'minivan', quantity: 3 },
        { vehicleId: 'suvs', quantity: 2 },
      ],
    ];
    const { vehicleId: _v, quantity: _q, ...trip } = booking();
    const sent = await Promise.all(
      Array.from({ length: 30 }, async (_, i) => {
        const lines = mixes[i % mixes.length]!;
        const res = await fetch(`${urls[0]}/api/reservations`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': newKey() },
          body: JSON.stringify({ ...trip, lines }),
        });
        const body = (await res.json()) as { reservation?: { code: string } };
        return { status: res.status, lines, code: body.reservation?.code };
      }),
    );
    expect(sent.every((s) => s.status === 201 || s.status === 409)).toBe(true);
    const won = sent.filter((s) => s.status === 201);
    expect(won.length).toBeGreaterThan(0);
    const held = async (classId: string) => {
      const { rows } = await sql<{ n: number }>`select coalesce(sum(quantity), 0) as n from reservation_lines
        where class_id = ${classId} and status = 'confirmed'`.execute(instances.database.db);
      return Number(rows[0]!.n);
    };
    expect(await held('minivan')).toBeLessThanOrEqual(3);
    expect(await held('suvs')).toBeLessThanOrEqual(2);
    // Every reservation that was booked holds exactly the lines it asked for; the refused hold none.
    const rows = await instances.database.db
      .selectFrom('reservation_lines as l')
      .innerJoin('reservations as r', 'r.id', 'l.reservation_id')
      .select(['r.code', 'l.class_id', 'l.quantity'])
      .execute();
    for (const s of won) {
      const mine = rows
        .filter((r) => r.code === s.code)
        .map((r) => ({ vehicleId: r.class_id, quantity: r.quantity }));
      expect(mine.sort((a, b) => a.vehicleId.localeCompare(b.vehicleId))).toEqual(
        [...s.lines].sort((a, b) => a.vehicleId.localeCompare(b.vehicleId)),
      );
    }
    expect(new Set(rows.map((r) => r.code)).size).toBe(won.length);
    // The winners used what they could: no class has a unit left that a refused mix of that class alone needed.
    const free = { minivan: 3 - (await held('minivan')), suvs: 2 - (await held('suvs')) };
    for (const s of sent.filter((x) => x.status === 409)) {
      const fits = s.lines.every((l) => l.quantity <= free[l.vehicleId as 'minivan' | 'suvs']);
      expect(fits).toBe(false);
    }
  });

  it('20 changes at once, each adding a vehicle of a class with 3 left: 3 get it, the others change nothing', async () => {
    const urls = await serve(20);
    await instances.apps[0]!.repositories.units.set({ locationId: 'baltimore', classId: 'suvs', count: 3 });
    const { vehicleId: _v, quantity: _q, ...trip } = booking();
    const codes: string[] = [];
    for (let i = 0; i < 20; i++) {
      const res = await fetch(`${urls[0]}/api/reservations`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': newKey() },
        body: JSON.stringify({ ...trip, lines: [{ vehicleId: 'minivan', quantity: 1 }] }),
      });
      expect(res.status).toBe(201);
      codes.push(((await res.json()) as { reservation: { code: string } }).reservation.code);
    }
    const lines = [
      { vehicleId: 'minivan', quantity: 1 },
      { vehicleId: 'suvs', quantity: 1 },
    ];
    const statuses = await Promise.all(
      codes.map(async (code) => {
        const res = await fetch(`${urls[0]}/api/reservations/${code}/changes`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': newKey() },
          body: JSON.stringify({ email: booking().contact.email, lines }),
        });
        await res.arrayBuffer();
        return res.status;
      }),
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(statuses.filter((s) => s === 409)).toHaveLength(17);
    const rows = await instances.database.db
      .selectFrom('reservation_lines')
      .select(['reservation_id', 'class_id', 'quantity', 'status'])
      .execute();
    expect(rows.filter((r) => r.class_id === 'suvs' && r.status === 'confirmed')).toHaveLength(3);
    // Every reservation still holds its minivan: a refused change left it as it was.
    expect(rows.filter((r) => r.class_id === 'minivan' && r.status === 'confirmed')).toHaveLength(20);
    const withSuv = new Set(rows.filter((r) => r.class_id === 'suvs').map((r) => r.reservation_id));
    const totals = await instances.database.db
      .selectFrom('reservations')
      .select(['id', 'quantity'])
      .execute();
    for (const t of totals) expect(t.quantity).toBe(withSuv.has(t.id) ? 2 : 1);
  });

  // Two instances share a database only on PostgreSQL (two SQLite handles in one process would block
  // each other), so the test exists only there: registered, not skipped.
  if (dialect.name === 'postgres') {
    it('50 at once spread over two instances on one database: one 201', async () => {
      const statuses = await fire(await serve(1, 2), 50, 1);
      expect(statuses.filter((s) => s === 201)).toHaveLength(1);
      expect(statuses.filter((s) => s === 409)).toHaveLength(49);
      expect(await booked()).toBe(1);
    });
  }
});
