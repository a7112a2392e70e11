import { type AdminPriceBook, adminPriceBookSchema } from '@convoy/domain/contracts/admin-pricing.schema';
import { testSeason } from '@convoy/domain/test/price-book';
import { expect, it } from 'vitest';
import { createAdmin, signIn } from '../../test/admin.ts';
import { useApi } from '../../test/api.ts';
import { describeEachDialect } from '../../test/dialects.ts';
import { booking, contact, newKey, search } from '../../test/fixtures.ts';

const van = '15-passenger-van';
const choices = {
  extras: [
    { id: 'luggage-trailer', quantity: 1 },
    { id: 'gps', quantity: 1 },
  ],
  protection: ['cdw', 'sli'],
  promoCode: 'GROUP10',
  estimatedMiles: 900,
  additionalDrivers: 1,
};
/** Rates in force for the van over the test trip, so the booking has a season line too. */
const july = testSeason({ id: 'july-2026', startDate: '2026-07-01', endDate: '2026-07-31' });

describeEachDialect(
  'a booking keeps its price when the back office changes the price book on $name',
  (dialect) => {
    const api = useApi(dialect);

    it('reads back byte for byte after every rate, season, tax, fee, extra, protection, class charge and code changed, while a new search shows the new prices', async () => {
      await createAdmin(api().app);
      const session = await signIn(api().app);
      const admin = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
        const res = await api().app.inject({
          method,
          url,
          headers: session.headers,
          ...(payload ? { payload } : {}),
        });
        expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
        return res;
      };
      expect((await admin('POST', '/api/admin/pricing/seasons', july)).statusCode).toBe(201);

      const booked = await api().post('/api/reservations', booking(choices), { 'idempotency-key': newKey() });
      expect(booked.status).toBe(201);
      const { code } = booked.body.reservation;
      const kinds = booked.body.pricingBreakdown.lines.map((l: { kind: string }) => l.kind);
      expect(kinds).toEqual([
        'season',
        'protection',
        'protection',
        'extra',
        'extra',
        'driver',
        'fee',
        'discount',
      ]);
      const readBack = async () => ({
        renter: (
          await api().app.inject({
            url: `/api/reservations/${code}?email=${encodeURIComponent(contact.email)}`,
          })
        ).body,
        staff: (await admin('GET', `/api/admin/reservations/${code}`)).body,
      });
      const before = await readBack();
      expect(JSON.parse(before.renter).pricingBreakdown).toEqual(booked.body.pricingBreakdown);
      expect(JSON.parse(before.staff).pricingBreakdown).toEqual(booked.body.pricingBreakdown);

      // Every price the booking was made with changes.
      const old = adminPriceBookSchema.parse((await admin('GET', '/api/admin/pricing')).json());
      await changeEverything(old, admin);
      const now = adminPriceBookSchema.parse((await admin('GET', '/api/admin/pricing')).json());

      const after = await readBack();
      expect(after.renter).toBe(before.renter);
      expect(after.staff).toBe(before.staff);

      const found = await api().post('/api/availability', { ...search(), ...choices });
      const priced = found.body.vehicles.find((v: { id: string }) => v.id === van).pricingBreakdown;
      const unit = (kind: string, id?: string) =>
        priced.lines.find((l: { kind: string; code: string }) => l.kind === kind && (!id || l.code === id))
          ?.unitCents;
      const season = now.seasons.find((s) => s.id === july.id)!;
      expect(priced.dailyRateCents).toBe(season.dailyRateCents);
      expect(unit('protection', 'cdw')).toBe(now.protection.find((p) => p.id === 'cdw')!.perDayCents);
      expect(unit('extra', 'gps')).toBe(now.extras.find((e) => e.id === 'gps')!.priceCents);
      expect(unit('extra', 'luggage-trailer')).toBe(
        now.extras.find((e) => e.id === 'luggage-trailer')!.priceCents,
      );
      expect(unit('driver')).toBe(now.additionalDriverPerDayCents);
      expect(priced.lines.find((l: { kind: string }) => l.kind === 'discount').amountCents).toBe(
        -Math.round(priced.subtotalCents * 0.2),
      );
      const rates = now.locationCharges.filter((c) => c.locationId === 'baltimore' && c.basis === 'percent');
      expect(priced.taxes.map((t: { rate: number }) => t.rate).sort()).toEqual(
        rates.map((c) => c.ratePercent).sort(),
      );
      expect(priced).toMatchObject({
        depositCents: now.classes.find((c) => c.id === van)!.charges.depositCents,
        mileageAllowancePerDay: 100,
      });
      expect(priced.depositCents).not.toBe(booked.body.pricingBreakdown.depositCents);
      expect(priced.totalCents).not.toBe(booked.body.pricingBreakdown.totalCents);
    });
  },
);

type Send = (method: 'PUT', url: string, payload: object) => Promise<unknown>;

/** Raises every price of the price book and the class rates through the back-office API. */
async function changeEverything(book: AdminPriceBook, send: Send): Promise<void> {
  const up = (cents: number) => cents + 100;
  await send('PUT', `/api/admin/fleet/${van}`, {
    dailyRateCents: 19_900,
    weeklyRateCents: 119_400,
    monthlyRateCents: 399_000,
  });
  for (const s of book.seasons) {
    await send('PUT', `/api/admin/pricing/seasons/${s.id}`, {
      ...s,
      dailyRateCents: up(s.dailyRateCents),
      weeklyRateCents: up(s.weeklyRateCents),
      monthlyRateCents: up(s.monthlyRateCents),
    });
  }
  for (const c of book.locationCharges) {
    const changed =
      c.basis === 'percent'
        ? { ...c, ratePercent: (c.ratePercent ?? 0) + 1.5 }
        : { ...c, amountCents: up(c.amountCents ?? 0) };
    await send('PUT', `/api/admin/pricing/location-charges/${c.locationId}/${c.code}`, changed);
  }
  for (const e of book.extras) {
    const capCents = e.capCents === null ? null : e.capCents + 1_000;
    await send('PUT', `/api/admin/pricing/extras/${e.id}`, { ...e, priceCents: up(e.priceCents), capCents });
  }
  for (const p of book.protection) {
    await send('PUT', `/api/admin/pricing/protection/${p.id}`, { ...p, perDayCents: up(p.perDayCents) });
  }
  for (const c of book.classes) {
    await send('PUT', `/api/admin/pricing/class-charges/${c.id}`, {
      depositCents: c.charges.depositCents + 10_000,
      youngRenterPerDayCents: up(c.charges.youngRenterPerDayCents),
      mileageAllowancePerDay: 100,
      excessMileCents: c.charges.excessMileCents + 5,
    });
  }
  for (const p of book.promoCodes) {
    await send('PUT', `/api/admin/pricing/promo-codes/${p.code}`, { ...p, percentOff: 20 });
  }
  await send('PUT', '/api/admin/pricing/settings', {
    additionalDriverPerDayCents: up(book.additionalDriverPerDayCents),
  });
}
