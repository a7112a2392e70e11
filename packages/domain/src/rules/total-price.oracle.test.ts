import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Extra, LocationCharge, PromoCode, Protection, Season } from '../contracts/price-book.schema.ts';
import type { PricedTrip } from '../contracts/pricing-breakdown.schema.ts';
import { spec9Oracle } from '../test/pricing-oracle.ts';
import { priceReservation } from './reservation-price.ts';
import { type PriceBook, type PricedClass, priceTrip, type TripChoices } from './total-price.ts';

/**
 * The true total against an independent oracle: it walks the rental day by day
 * for per-day charges, finds the season by sorting, and does every percentage
 * in BigInt decimal arithmetic (rate × 10⁴ as an integer, rounded half-up by
 * adding half the divisor), where total-price.ts uses safe integers.
 */
const MINUTE = 60_000;
const DAY = 1440;
const PICKUP = Date.UTC(2027, 5, 28, 13, 0);
const PICKUP_DATE = '2027-06-28';
const LOCATION = 'denver';
const dateAfter = (days: number) => new Date(Date.UTC(2027, 5, 28 + days)).toISOString().slice(0, 10);

function halfUpPercent(amount: number, ratePercent: number): number {
  const scaled = BigInt(Math.round(ratePercent * 10_000));
  return Number((BigInt(amount) * scaled * 2n + 1_000_000n) / 2_000_000n);
}

function oracleDays(minutes: number): number {
  let days = 0;
  let rest = minutes;
  while (rest >= DAY) {
    days += 1;
    rest -= DAY;
  }
  if (rest / 60 > 1) days += 1;
  return days === 0 ? 1 : days;
}

interface OracleCase {
  minutes: number;
  /** One per class: a trip of one class, or a reservation of several. */
  vehicles: { vehicle: PricedClass; quantity: number }[];
  renterAge: number;
  book: PriceBook;
  choices: TripChoices;
}

function oracle({ minutes, vehicles, renterAge, book, choices }: OracleCase) {
  const days = oracleDays(minutes);
  const inRange = (s: Season) => s.startDate <= PICKUP_DATE && PICKUP_DATE <= s.endDate;
  const lines: { kind: string; amount: number; taxable: boolean }[] = [];
  const vehicleAmounts: number[] = [];
  for (const { vehicle, quantity } of vehicles) {
    const candidates = book.seasons
      .filter((s) => s.classId === vehicle.id && inRange(s) && (s.locationId ?? LOCATION) === LOCATION)
      .sort((a, b) => Number(b.locationId !== null) - Number(a.locationId !== null));
    const rates = candidates[0] ?? vehicle;
    const vehiclesCents = spec9Oracle(minutes, rates, quantity).subtotalCents;
    vehicleAmounts.push(vehiclesCents);
    lines.push({ kind: candidates[0] ? 'season' : 'base', amount: vehiclesCents, taxable: true });
    if (renterAge < 25 && vehicle.minAge < 25 && vehicle.youngRenterPerDayCents > 0) {
      lines.push({
        kind: 'surcharge',
        amount: vehicle.youngRenterPerDayCents * days * quantity,
        taxable: true,
      });
    }
    for (const id of new Set(choices.protection)) {
      const p = book.protection.find((x) => x.id === id)!;
      let perVehicle = 0;
      for (let d = 0; d < days; d++) perVehicle += p.perDayCents;
      lines.push({ kind: 'protection', amount: perVehicle * quantity, taxable: p.taxable });
    }
  }
  const allVehicles = vehicles.reduce((a, v) => a + v.quantity, 0);
  for (const chosen of choices.extras ?? []) {
    const e = book.extras.find((x) => x.id === chosen.id)!;
    let each = e.priceCents;
    if (e.charge === 'per-day') {
      each = 0;
      for (let d = 0; d < days; d++) each += e.priceCents;
      if (e.capCents !== null && each > e.capCents) each = e.capCents;
    }
    lines.push({ kind: 'extra', amount: each * chosen.quantity, taxable: e.taxable });
  }
  if ((choices.additionalDrivers ?? 0) > 0 && book.additionalDriverPerDayCents > 0) {
    lines.push({
      kind: 'driver',
      amount: book.additionalDriverPerDayCents * days * choices.additionalDrivers!,
      taxable: true,
    });
  }
  const here = book.locationCharges.filter((c) => c.locationId === LOCATION);
  for (const fee of here) {
    if (fee.basis === 'per-day')
      lines.push({ kind: 'fee', amount: fee.amountCents! * days * allVehicles, taxable: fee.taxable });
  }
  const promo = choices.promo;
  if (promo) {
    const appliesTo = (vehicle: PricedClass) =>
      promo.active &&
      (promo.validFrom === null || promo.validFrom <= PICKUP_DATE) &&
      (promo.validTo === null || PICKUP_DATE <= promo.validTo) &&
      (promo.classIds.length === 0 || promo.classIds.includes(vehicle.id)) &&
      (promo.minDays === null || days >= promo.minDays) &&
      (promo.usageLimit === null || (choices.promoUses ?? 0) < promo.usageLimit);
    const discounted = vehicles.map((v, i) => (appliesTo(v.vehicle) ? vehicleAmounts[i]! : null));
    if (discounted.some((a) => a !== null)) {
      const vehiclesCents = discounted.reduce<number>((a, b) => a + (b ?? 0), 0);
      const off =
        promo.kind === 'percent'
          ? halfUpPercent(vehiclesCents, promo.percentOff!)
          : Math.min(promo.amountOffCents!, vehiclesCents);
      lines.push({ kind: 'discount', amount: -off, taxable: true });
    }
  }
  const taxes = here
    .filter((c) => c.basis === 'percent')
    .map((c) => {
      let base = 0;
      for (const l of lines) {
        const kind = l.kind === 'discount' ? (c.appliesTo.includes('season') ? 'season' : 'base') : l.kind;
        if (l.taxable && c.appliesTo.includes(kind as never)) base += l.amount;
      }
      // An exemption waives the exemptible charges only; the base is still reported.
      if (choices.taxExemption && c.exemptible) return 0;
      return halfUpPercent(Math.max(base, 0), c.ratePercent!);
    });
  const charges = lines.reduce((a, l) => a + l.amount, 0);
  const tax = taxes.reduce((a, t) => a + t, 0);
  return { days, lineAmounts: lines.map((l) => l.amount), taxes, charges, tax, total: charges + tax };
}

const cents = (max: number) => fc.integer({ min: 0, max });
const rate4 = fc.integer({ min: 0, max: 200_000 }).map((n) => n / 10_000); // 0–20 % with 4 decimals
const offset = fc.integer({ min: -40, max: 40 });

const vehicleArb: fc.Arbitrary<PricedClass> = fc.record({
  id: fc.constantFrom('minivan', '15-passenger-van', 'cargo-van'),
  name: fc.constant('Van'),
  minAge: fc.constantFrom(21, 25),
  dailyRateCents: cents(100_000),
  weeklyRateCents: fc.oneof(fc.constant(0), cents(500_000)),
  monthlyRateCents: cents(2_000_000),
  depositCents: cents(100_000),
  youngRenterPerDayCents: cents(5_000),
  mileageAllowancePerDay: fc.option(fc.integer({ min: 1, max: 500 }), { nil: null }),
  excessMileCents: cents(200),
});

const seasonArb: fc.Arbitrary<Season> = fc
  .record({
    from: offset,
    length: fc.integer({ min: 0, max: 60 }),
    classId: fc.constantFrom('minivan', '15-passenger-van'),
    locationId: fc.constantFrom(null, LOCATION, 'atlanta'),
    dailyRateCents: cents(100_000),
    weeklyRateCents: fc.oneof(fc.constant(0), cents(500_000)),
    monthlyRateCents: cents(2_000_000),
  })
  .map(({ from, length, ...r }) => ({
    id: `season-${from}-${length}`,
    label: 'Season',
    startDate: dateAfter(from),
    endDate: dateAfter(from + length),
    minRentalDays: null,
    ...r,
  }));

const extras: Extra[] = ['trailer', 'gps', 'seat', 'cleaning'].map((id, i) => ({
  id,
  label: id,
  description: '',
  charge: i % 2 === 0 ? 'per-rental' : 'per-day',
  priceCents: 0,
  capCents: null,
  maxQuantity: 5,
  stocked: i === 0,
  taxable: i !== 3,
  active: true,
}));
const extrasArb = fc.tuple(
  ...extras.map((e) =>
    fc
      .record({
        priceCents: cents(20_000),
        capCents: fc.option(cents(50_000), { nil: null }),
        charge: fc.constantFrom<'per-day' | 'per-rental'>('per-day', 'per-rental'),
        taxable: fc.boolean(),
      })
      .map((r) => ({ ...e, ...r })),
  ),
);
const protectionArb: fc.Arbitrary<Protection[]> = fc
  .tuple(cents(6_000), cents(3_000), fc.boolean())
  .map(([a, b, t]) => [
    { id: 'cdw', label: 'CDW', description: '', perDayCents: a, taxable: t, active: true },
    { id: 'sli', label: 'SLI', description: '', perDayCents: b, taxable: !t, active: true },
  ]);
const kindsArb = fc.subarray(
  ['base', 'season', 'surcharge', 'protection', 'extra', 'driver', 'fee'] as const,
  {
    minLength: 1,
  },
);
const chargeArb: fc.Arbitrary<LocationCharge> = fc.oneof(
  fc.record({
    code: fc.constantFrom('sales-tax', 'rental-tax', 'acrf'),
    label: fc.constant('Tax'),
    locationId: fc.constantFrom(LOCATION, 'atlanta'),
    basis: fc.constant<LocationCharge['basis']>('percent'),
    ratePercent: rate4,
    amountCents: fc.constant(null),
    appliesTo: kindsArb.map((k) => [...k]),
    taxable: fc.constant(false),
    exemptible: fc.boolean(),
  }),
  fc.record({
    code: fc.constantFrom('vlf', 'rental-surcharge'),
    label: fc.constant('Fee'),
    locationId: fc.constant(LOCATION),
    basis: fc.constant<LocationCharge['basis']>('per-day'),
    ratePercent: fc.constant(null),
    amountCents: cents(1_500),
    appliesTo: fc.constant<LocationCharge['appliesTo']>([]),
    taxable: fc.boolean(),
    // A per-day fee is never waived, whatever its flag says.
    exemptible: fc.boolean(),
  }),
);
const promoArb: fc.Arbitrary<PromoCode> = fc.record({
  code: fc.constant('SAVE'),
  label: fc.constant('Save'),
  kind: fc.constantFrom('percent' as const, 'amount' as const),
  percentOff: fc.integer({ min: 0, max: 1_000_000 }).map((n) => n / 10_000),
  amountOffCents: cents(500_000),
  validFrom: fc.option(offset.map(dateAfter), { nil: null }),
  validTo: fc.option(offset.map(dateAfter), { nil: null }),
  classIds: fc.subarray(['minivan', '15-passenger-van']),
  minDays: fc.option(fc.integer({ min: 1, max: 20 }), { nil: null }),
  usageLimit: fc.option(fc.integer({ min: 1, max: 3 }), { nil: null }),
  active: fc.boolean(),
});
const minutesArb = fc.oneof(
  fc.integer({ min: 1, max: 45 * DAY }),
  fc
    .tuple(fc.integer({ min: 0, max: 20 }), fc.constantFrom(0, 59, 60, 61, 120, 121, 180, 181, 1439))
    .map(([d, m]) => Math.max(1, d * DAY + m)),
);

const caseArb = fc.record({
  minutes: minutesArb,
  vehicle: vehicleArb,
  quantity: fc.integer({ min: 1, max: 5 }),
  renterAge: fc.integer({ min: 18, max: 80 }),
  seasons: fc.array(seasonArb, { maxLength: 3 }),
  extras: extrasArb,
  chosenExtras: fc.subarray(extras.map((e) => e.id)),
  extraQuantity: fc.integer({ min: 1, max: 5 }),
  protection: protectionArb,
  chosenProtection: fc.subarray(['cdw', 'sli']),
  charges: fc.uniqueArray(chargeArb, { maxLength: 5, selector: (c) => `${c.locationId}:${c.code}` }),
  promo: fc.option(promoArb, { nil: null }),
  promoUses: fc.integer({ min: 0, max: 3 }),
  drivers: fc.integer({ min: 0, max: 3 }),
  driverFee: cents(3_000),
  exemption: fc.option(fc.constant({ state: 'CO', certificateNumber: 'CO-EX-1' }), { nil: null }),
});
type Case = typeof caseArb extends fc.Arbitrary<infer T> ? T : never;

function bookAndChoices(c: Case): { book: PriceBook; choices: TripChoices } {
  return {
    book: {
      seasons: c.seasons,
      blackouts: [],
      extras: c.extras,
      protection: c.protection,
      locationCharges: c.charges,
      additionalDriverPerDayCents: c.driverFee,
    },
    choices: {
      extras: c.chosenExtras.map((id) => ({ id, quantity: c.extraQuantity })),
      protection: c.chosenProtection,
      promo: c.promo,
      promoUses: c.promoUses,
      additionalDrivers: c.drivers,
      taxExemption: c.exemption,
    },
  };
}

const tripTimes = (c: Case) => ({
  rentalType: 'daily' as const,
  pickupAt: PICKUP,
  returnAt: PICKUP + c.minutes * MINUTE,
  pickupDate: PICKUP_DATE,
  returnDate: dateAfter(Math.floor(c.minutes / DAY)),
  locationId: LOCATION,
  renterAge: c.renterAge,
});

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

/** The shape's own promises, whatever the rules. */
function expectConsistent(priced: PricedTrip): void {
  expect(priced.totalCents).toBe(sum(priced.lines.map((l) => l.amountCents)) + priced.taxCents);
  expect(priced.taxCents).toBe(sum(priced.taxes.map((t) => t.amountCents)));
  for (const l of priced.lines) expect(l.amountCents).toBe(l.quantity * l.unitCents);
}

describe('priceTrip against an independent oracle (fast-check)', () => {
  it('agrees on every line, tax and total for random rates, seasons, extras, caps, promo codes and taxes', () => {
    fc.assert(
      fc.property(caseArb, (c) => {
        const { book, choices } = bookAndChoices(c);
        const priced = priceTrip(
          { ...tripTimes(c), vehicle: c.vehicle, quantity: c.quantity },
          book,
          choices,
        );
        const expected = oracle({
          ...c,
          vehicles: [{ vehicle: c.vehicle, quantity: c.quantity }],
          book,
          choices,
        });
        expect(priced.chargeDays).toBe(expected.days);
        expect(priced.lines.map((l) => l.amountCents)).toEqual(expected.lineAmounts);
        expect(priced.taxes.map((t) => t.amountCents)).toEqual(expected.taxes);
        expect(priced.totalCents).toBe(expected.total);
        expectConsistent(priced);
        for (const t of priced.taxes)
          expect(t.exemption !== undefined).toBe(
            t.amountCents === 0 &&
              c.exemption !== null &&
              book.locationCharges.some(
                (l) => l.locationId === LOCATION && l.code === t.code && l.exemptible,
              ),
          );
        expect(priced.subtotalCents).toBe(priced.lines[0]!.amountCents);
        expect(priced.depositCents).toBe(c.vehicle.depositCents * c.quantity);
      }),
      { numRuns: 1500 },
    );
  });
});

describe('priceReservation of several classes against the same oracle (fast-check)', () => {
  const linesArb = fc.uniqueArray(
    fc.record({ vehicle: vehicleArb, quantity: fc.integer({ min: 1, max: 4 }) }),
    { minLength: 1, maxLength: 3, selector: (l) => l.vehicle.id },
  );

  it('agrees on every line, tax and total; groups add up; one line prices as priceTrip', () => {
    fc.assert(
      fc.property(caseArb, linesArb, (c, vehicles) => {
        const { book, choices } = bookAndChoices(c);
        const priced = priceReservation({ ...tripTimes(c), lines: vehicles }, book, choices);
        const expected = oracle({ ...c, vehicles, book, choices });
        expect(priced.lines.map((l) => l.amountCents)).toEqual(expected.lineAmounts);
        expect(priced.taxes.map((t) => t.amountCents)).toEqual(expected.taxes);
        expect(priced.totalCents).toBe(expected.total);
        expectConsistent(priced);
        expect(priced.vehicles.map((g) => g.vehicleId)).toEqual(vehicles.map((v) => v.vehicle.id));
        expect(priced.quantity).toBe(sum(vehicles.map((v) => v.quantity)));
        expect(priced.subtotalCents).toBe(sum(priced.vehicles.map((g) => g.subtotalCents)));
        expect(priced.depositCents).toBe(sum(vehicles.map((v) => v.vehicle.depositCents * v.quantity)));
        for (const g of priced.vehicles) {
          expect(g.chargesCents).toBe(sum(g.lines.map((l) => l.amountCents)));
          for (const l of g.lines) expect(priced.lines).toContainEqual(l);
        }
        if (vehicles.length === 1) {
          const [only] = vehicles;
          const { vehicles: _groups, ...trip } = priced;
          expect(trip).toEqual(priceTrip({ ...tripTimes(c), ...only! }, book, choices));
        }
      }),
      { numRuns: 800 },
    );
  });
});
