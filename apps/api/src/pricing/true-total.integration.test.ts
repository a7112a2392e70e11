import { fleetSeed } from '@convoy/domain/content/fleet';
import { rentalPolicy } from '@convoy/domain/content/rental-policy';
import { pricedTripSchema } from '@convoy/domain/contracts/pricing-breakdown.schema';
import { expect, it } from 'vitest';
import { useApi } from '../../test/api.ts';
import { describeEachDialect } from '../../test/dialects.ts';
import { search } from '../../test/fixtures.ts';

/** Half-up percent of a non-negative amount in cents, written plainly for the test. */
const percent = (cents: number, rate: number) => Math.floor((cents * rate) / 100 + 0.5 + 1e-9);
const sum = (xs: readonly { amountCents: number }[]) => xs.reduce((a, x) => a + x.amountCents, 0);
const van = fleetSeed.find((v) => v.id === '15-passenger-van')!;

describeEachDialect('the true total in POST /api/availability on $name', (dialect) => {
  const api = useApi(dialect);
  // biome-ignore lint/suspicious/noExplicitAny: a vehicle of the response, read field by field
  const find = (body: { vehicles: { id: string }[] }, id: string): any =>
    body.vehicles.find((v) => v.id === id);

  it('prices every class to the total the renter pays: lines, the location’s taxes and fees, the deposit', async () => {
    const res = await api().post('/api/availability', search());
    expect(res.status).toBe(200);
    for (const v of res.body.vehicles) {
      const p = pricedTripSchema.parse(v.pricingBreakdown);
      expect(p.totalCents).toBe(sum(p.lines) + sum(p.taxes));
      expect(p.dueAtPickupCents).toBe(p.totalCents);
    }
    const p = find(res.body, van.id).pricingBreakdown;
    // Baltimore (demo rates): the vehicle, a per-day licence fee, 11.5 % rental tax on the vehicle, 6 % sales tax on the fee.
    // 56 hours: 3 days charged (2 full days and 8 hours).
    expect(p.chargeDays).toBe(3);
    expect(p.lines).toEqual([
      {
        kind: 'base',
        code: van.id,
        label: van.name,
        quantity: 1,
        per: 'vehicle',
        unitCents: p.subtotalCents,
        amountCents: p.subtotalCents,
        taxable: true,
      },
      {
        kind: 'fee',
        code: 'vehicle-licence',
        label: expect.stringContaining('license'),
        quantity: 3,
        per: 'vehicle-day',
        unitCents: 99,
        amountCents: 297,
        taxable: true,
      },
    ]);
    expect(p.taxes).toEqual([
      { code: 'sales-tax', label: expect.any(String), rate: 6, baseCents: 297, amountCents: percent(297, 6) },
      {
        code: 'rental-tax',
        label: expect.any(String),
        rate: 11.5,
        baseCents: p.subtotalCents,
        amountCents: percent(p.subtotalCents, 11.5),
      },
    ]);
    expect(p.depositCents).toBe(50_000);
    expect(p.mileageAllowancePerDay).toBe(150);
  });

  it('adds extras, protection, drivers and a promo code, and estimates the excess mileage without charging it', async () => {
    const res = await api().post('/api/availability', {
      ...search(),
      extras: [
        { id: 'luggage-trailer', quantity: 1 },
        { id: 'gps', quantity: 2 },
      ],
      protection: ['cdw'],
      promoCode: 'group10',
      estimatedMiles: 600,
      additionalDrivers: 1,
    });
    expect(res.status).toBe(200);
    const p = find(res.body, van.id).pricingBreakdown;
    const line = (kind: string, code?: string) =>
      p.lines.find((l: { kind: string; code: string }) => l.kind === kind && (!code || l.code === code));
    expect(line('extra', 'luggage-trailer')).toMatchObject({ quantity: 1, amountCents: 9_900 });
    expect(line('extra', 'gps')).toMatchObject({ quantity: 6, unitCents: 1_499, amountCents: 8_994 });
    expect(line('protection', 'cdw')).toMatchObject({ quantity: 3, amountCents: 8_997, taxable: false });
    expect(line('driver')).toMatchObject({ quantity: 3, amountCents: 3_600 });
    expect(line('discount')).toMatchObject({ code: 'GROUP10', amountCents: -percent(p.subtotalCents, 10) });
    expect(p.promo).toEqual({ code: 'GROUP10', applied: true });
    // The rental tax is on the vehicle less the discount; the waiver is not taxed.
    const rental = p.taxes.find((t: { code: string }) => t.code === 'rental-tax');
    expect(rental.baseCents).toBe(p.subtotalCents - percent(p.subtotalCents, 10));
    expect(p.totalCents).toBe(sum(p.lines) + sum(p.taxes));
    // 600 mi over 3 days at 150 mi/day: 150 mi over, at the rental policy's rate for vans.
    expect(p.excessMileageEstimateCents).toBe(150 * rentalPolicy.excessMileCents.van);
    expect(p.lines.some((l: { kind: string }) => l.kind === 'mileage')).toBe(false);
  });

  it('names the field of an unknown promo code, extra or protection, and loses nothing else', async () => {
    const res = await api().post('/api/availability', {
      ...search(),
      promoCode: 'NOPE',
      extras: [
        { id: 'jetpack', quantity: 1 },
        { id: 'gps', quantity: 9 },
      ],
      protection: ['cdw', 'magic'],
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({
      code: 'validation_failed',
      fields: {
        promoCode: expect.stringContaining('NOPE'),
        'extras.0.id': expect.stringContaining('jetpack'),
        'extras.1.quantity': expect.stringContaining('at most 5'),
        'protection.1': expect.stringContaining('magic'),
      },
    });
  });

  it('says why a blacked-out date or a season’s minimum stops a class, instead of leaving it out', async () => {
    const { db } = api().database;
    await db
      .insertInto('blackouts')
      .values({
        id: 'harbor-festival',
        reason: 'No pickups at Baltimore Harbor during the harbor festival.',
        start_date: '2026-07-06',
        end_date: '2026-07-06',
        scope: 'pickup',
        class_id: null,
        location_id: 'baltimore',
      })
      .execute();
    await db
      .insertInto('seasons')
      .values({
        id: 'july-4-week',
        label: 'Independence week',
        start_date: '2026-07-01',
        end_date: '2026-07-10',
        class_id: 'minivan',
        location_id: 'denver',
        daily_rate_cents: 20_000,
        weekly_rate_cents: 0,
        monthly_rate_cents: 500_000,
        min_rental_days: 4,
      })
      .execute();
    api().app.services.catalog.invalidate();
    const baltimore = await api().post('/api/availability', search());
    expect(find(baltimore.body, van.id)).toMatchObject({
      eligible: false,
      ineligibleCode: 'blackout',
      ineligibleReason: 'No pickups at Baltimore Harbor during the harbor festival.',
    });
    const denver = await api().post('/api/availability', search({ pickupLocationId: 'denver' }));
    expect(find(denver.body, 'minivan')).toMatchObject({
      eligible: false,
      ineligibleCode: 'minimum_length',
      ineligibleReason: 'For pickups during Independence week the shortest rental is 4 days.',
      pricingBreakdown: {
        dailyRateCents: 20_000,
        lines: expect.arrayContaining([expect.objectContaining({ kind: 'season', code: 'july-4-week' })]),
      },
    });
    expect(find(denver.body, van.id).eligible).toBe(true);
  });
});
