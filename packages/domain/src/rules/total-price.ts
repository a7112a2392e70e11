/**
 * # The true total (SPEC Part B §13)
 *
 * What the renter pays: the SPEC §9 price of the vehicles (pricing.ts) at the
 * rates in force at pickup, plus the young-renter surcharge, protection,
 * extras, additional drivers and the location's per-day fees, less a promo
 * code, plus the location's percent taxes and fees. Pure: the caller hands in
 * the configuration (the price book), the class, the trip and the renter's
 * choices; the server is the only place a price is decided.
 *
 * - **Days** for per-day charges (`chargeDays`): the full days, plus one when
 *   the leftover is over one hour (the leftover SPEC §9 charges at all), at
 *   least one. A monthly rental counts its days for display.
 * - **Season**: the season of the class whose dates hold the pickup date (one
 *   of the location before one of every location) gives the rates for the
 *   whole rental; its minimum length applies to rentals picked up in it.
 * - **Promo code**: off the vehicles' price only (base and season lines),
 *   never more than it, never off taxes; its discount line lowers the base of
 *   every tax that applies to the vehicles.
 * - **Taxes**: each percent charge is computed on the sum of the taxable lines
 *   it applies to and rounded half-up once, never per line.
 * - **Tax exemption**: with an organisation's exemption certificate (the
 *   caller passes it only when it is verified, valid and of the location's
 *   state), each exemptible charge (a sales tax) is listed with its base, the
 *   certificate and an amount of 0; every other tax and fee is charged.
 * - **Mileage**: the estimate of the excess for a distance the renter gives is
 *   shown (`excessMileageEstimateCents`), not charged.
 * - `totalCents` = the lines' amounts + the taxes' amounts, always.
 */
import type { VehicleClass } from '../content/fleet.ts';
import type {
  Blackout,
  ClassCharges,
  DeliveryZone,
  Extra,
  LocationCharge,
  OneWayRoute,
  PriceLineKind,
  PromoCode,
  Protection,
  Season,
} from '../contracts/price-book.schema.ts';
import type {
  PricedTrip,
  PriceLine,
  PriceLineUnit,
  PriceTax,
  RentalType,
} from '../contracts/pricing-breakdown.schema.ts';
import {
  divideHalfUp,
  elapsedMinutes,
  type Instant,
  type PricingBreakdown,
  PricingError,
  priceMonthlyRental,
  priceRental,
  type RentalRates,
} from './pricing.ts';

/** The configuration a trip is priced from (only the trip's location's charges matter). */
export interface PriceBook {
  seasons: readonly Season[];
  blackouts: readonly Blackout[];
  extras: readonly Extra[];
  protection: readonly Protection[];
  locationCharges: readonly LocationCharge[];
  additionalDriverPerDayCents: number;
  /** Which classes may be returned to another location, and the fee (decision 028); absent: none may. */
  oneWayRoutes?: readonly OneWayRoute[];
  /** Where each location delivers and collects, the fees and road time (decision 030); absent: nowhere. */
  deliveryZones?: readonly DeliveryZone[];
}

export type PricedClass = Pick<
  VehicleClass,
  'id' | 'name' | 'minAge' | 'dailyRateCents' | 'weeklyRateCents' | 'monthlyRateCents'
> &
  ClassCharges;

export interface TripToPrice {
  rentalType: RentalType;
  pickupAt: Instant;
  returnAt: Instant;
  /** Local dates at the location ("YYYY-MM-DD"). */
  pickupDate: string;
  returnDate: string;
  rentalMonths?: number | null;
  locationId: string;
  /** A one-way rental's return location (decision 028); absent, null or `locationId`: a round trip. */
  returnLocationId?: string | null;
  /** The zones a delivery and a collection were found in (decision 030); absent or null: none. */
  deliveryZone?: DeliveryZone | null;
  collectionZone?: DeliveryZone | null;
  renterAge: number;
  vehicle: PricedClass;
  quantity: number;
}

export interface TripChoices {
  extras?: readonly { id: string; quantity: number }[];
  protection?: readonly string[];
  /** The code the renter gave, as the company configured it (unknown codes are refused before pricing). */
  promo?: PromoCode | null;
  /** Bookings that already used the promo code (its usage limit is checked here and again when booking). */
  promoUses?: number;
  estimatedMiles?: number;
  additionalDrivers?: number;
  /** A verified certificate for the location's state: its exemptible taxes are not charged. */
  taxExemption?: TaxExemption | null;
}

/** The certificate that waives a location's sales tax (SPEC Part B §15). */
export interface TaxExemption {
  state: string;
  certificateNumber: string;
}

/** Why a class cannot be booked for these dates, in plain words. */
export type TripRestriction = {
  code: 'blackout' | 'minimum_length' | 'one_way_unavailable';
  reason: string;
};

/** Whether the trip comes back to another location than its pickup (decision 028). */
export function isOneWay(trip: Pick<TripToPrice, 'locationId' | 'returnLocationId'>): boolean {
  return !!trip.returnLocationId && trip.returnLocationId !== trip.locationId;
}

/** The route a one-way trip of this class takes, or undefined when the class may not go that way. */
export function oneWayRouteOf(
  book: Pick<PriceBook, 'oneWayRoutes'>,
  trip: Pick<TripToPrice, 'locationId' | 'returnLocationId'>,
  classId: string,
): OneWayRoute | undefined {
  return book.oneWayRoutes?.find(
    (r) =>
      r.fromLocationId === trip.locationId &&
      r.toLocationId === trip.returnLocationId &&
      r.classIds.includes(classId),
  );
}

const YOUNG_RENTER_AGE = 25;

/**
 * The renter's age as a search's answer sees it. Every class's eligibility (`age < minAge`, eligibility.ts)
 * and price (the young-renter surcharge under 25, below) turn on thresholds only, so two ages that reach
 * the same number of them get the same answer: a search's answer is kept per step, not per year of age
 * (reservations/availability.service.ts). A rule that reads the age any other way must add its threshold here.
 */
export function renterAgeStep(renterAge: number, classes: readonly Pick<VehicleClass, 'minAge'>[]): number {
  let step = renterAge < YOUNG_RENTER_AGE ? 0 : 1;
  for (const c of classes) if (renterAge >= c.minAge) step += 2;
  return step;
}
const DAY_MINUTES = 1440;

/** The season whose rates apply: the pickup date in its range, the location's before every location's. */
export function seasonAt(
  seasons: readonly Season[],
  classId: string,
  locationId: string,
  pickupDate: string,
): Season | undefined {
  const matching = seasons.filter(
    (s) =>
      s.classId === classId &&
      (s.locationId === null || s.locationId === locationId) &&
      s.startDate <= pickupDate &&
      pickupDate <= s.endDate,
  );
  return matching.find((s) => s.locationId === locationId) ?? matching[0];
}

/** Days per-day charges count (see the header). */
export function chargeDaysOf(rentalType: RentalType, totalMinutes: number): number {
  if (rentalType === 'monthly') return Math.ceil(totalMinutes / DAY_MINUTES);
  const fullDays = Math.floor(totalMinutes / DAY_MINUTES);
  return Math.max(1, fullDays + (totalMinutes % DAY_MINUTES > 60 ? 1 : 0));
}

/** The vehicles' SPEC §9 price (pricing.ts) at the given rates: daily, or months for a monthly rental. */
export function priceVehicles(
  trip: Pick<TripToPrice, 'rentalType' | 'pickupAt' | 'returnAt' | 'rentalMonths' | 'quantity'>,
  rates: RentalRates,
): PricingBreakdown {
  if (trip.rentalType === 'monthly') {
    return priceMonthlyRental({
      pickupAt: trip.pickupAt,
      returnAt: trip.returnAt,
      rentalMonths: trip.rentalMonths ?? 1,
      monthlyRateCents: rates.monthlyRateCents,
      dailyRateCents: rates.dailyRateCents,
      weeklyRateCents: rates.weeklyRateCents,
      quantity: trip.quantity,
    });
  }
  return priceRental({ pickupAt: trip.pickupAt, returnAt: trip.returnAt, rates, quantity: trip.quantity });
}

/**
 * A blackout or a season's minimum length that stops this class being booked
 * for the trip, or null. Blackouts of scope `pickup` cover the pickup date,
 * of scope `rental` any local date from pickup to return.
 */
export function tripRestriction(
  trip: TripToPrice,
  book: Pick<PriceBook, 'seasons' | 'blackouts' | 'oneWayRoutes'>,
): TripRestriction | null {
  if (isOneWay(trip) && !oneWayRouteOf(book, trip, trip.vehicle.id)) {
    return {
      code: 'one_way_unavailable',
      reason: `The ${trip.vehicle.name} cannot be returned to another location on this route: return it where you pick it up, or choose another vehicle.`,
    };
  }
  for (const b of book.blackouts) {
    if (b.classId !== null && b.classId !== trip.vehicle.id) continue;
    if (b.locationId !== null && b.locationId !== trip.locationId) continue;
    const hit =
      b.scope === 'pickup'
        ? b.startDate <= trip.pickupDate && trip.pickupDate <= b.endDate
        : b.startDate <= trip.returnDate && trip.pickupDate <= b.endDate;
    if (hit) return { code: 'blackout', reason: b.reason };
  }
  const season = seasonAt(book.seasons, trip.vehicle.id, trip.locationId, trip.pickupDate);
  if (season?.minRentalDays) {
    const minutes = elapsedMinutes(trip.pickupAt, trip.returnAt);
    if (chargeDaysOf(trip.rentalType, minutes) < season.minRentalDays) {
      return {
        code: 'minimum_length',
        reason: `For pickups during ${season.label} the shortest rental is ${season.minRentalDays} days.`,
      };
    }
  }
  return null;
}

/** Why a promo code gives nothing on this trip, or null when it applies. */
export function promoProblem(
  promo: PromoCode,
  trip: Pick<TripToPrice, 'pickupDate' | 'vehicle'>,
  chargeDays: number,
  uses = 0,
): string | null {
  if (!promo.active) return 'This promo code is no longer offered.';
  if (promo.validFrom !== null && trip.pickupDate < promo.validFrom)
    return `This promo code is valid for pickups from ${promo.validFrom}.`;
  if (promo.validTo !== null && trip.pickupDate > promo.validTo)
    return `This promo code was valid for pickups until ${promo.validTo}.`;
  if (promo.classIds.length > 0 && !promo.classIds.includes(trip.vehicle.id))
    return `This promo code does not apply to the ${trip.vehicle.name}.`;
  if (promo.minDays !== null && chargeDays < promo.minDays)
    return `This promo code needs a rental of at least ${promo.minDays} days.`;
  if (promo.usageLimit !== null && uses >= promo.usageLimit) return 'This promo code has been used up.';
  return null;
}

/**
 * percent (up to 4 decimals) of a non-negative amount, rounded half-up once. Past 2^53 the amount times
 * the rate is no longer exact as a number (a large base at a whole-percent rate): the same division
 * then runs on integers of any size, and only a result itself too large to hold exactly is refused.
 */
export function percentOf(amountCents: number, ratePercent: number): number {
  const perMillion = Math.round(ratePercent * 10_000);
  const product = amountCents * perMillion;
  if (Number.isSafeInteger(product)) return divideHalfUp(product, 1_000_000);
  if (!Number.isSafeInteger(amountCents) || !Number.isSafeInteger(perMillion))
    throw new PricingError('invalid_rate', 'The price is too large to compute exactly.');
  const exact = (BigInt(amountCents) * BigInt(perMillion) * 2n + 1_000_000n) / 2_000_000n;
  if (exact > BigInt(Number.MAX_SAFE_INTEGER))
    throw new PricingError('invalid_rate', 'The price is too large to compute exactly.');
  return Number(exact);
}

function line(
  kind: PriceLineKind,
  code: string,
  label: string,
  quantity: number,
  unitCents: number,
  taxable: boolean,
  per?: PriceLineUnit,
): PriceLine {
  // One shape for every line, `per` undefined on one-off charges (JSON leaves it out): a spread here made
  // each line a slow copy, and a search prices some 80 (docs/benchmarks/api-baseline.md).
  return { kind, code, label, quantity, per, unitCents, amountCents: quantity * unitCents, taxable };
}

function extraLines(book: PriceBook, choices: TripChoices, days: number): PriceLine[] {
  const lines: PriceLine[] = [];
  const seen = new Set<string>();
  for (const { id, quantity } of choices.extras ?? []) {
    const extra = book.extras.find((e) => e.id === id && e.active);
    if (!extra || seen.has(id)) {
      throw new PricingError('unknown_extra', `There is no extra "${id}" to add.`, {
        extras: 'Choose extras from the list.',
      });
    }
    seen.add(id);
    if (!Number.isSafeInteger(quantity) || quantity < 1 || quantity > extra.maxQuantity) {
      throw new PricingError(
        'invalid_extra_quantity',
        `Choose 1 to ${extra.maxQuantity} of ${extra.label}.`,
        {
          extras: `Choose 1 to ${extra.maxQuantity} of ${extra.label}.`,
        },
      );
    }
    if (extra.charge === 'per-rental') {
      lines.push(line('extra', id, extra.label, quantity, extra.priceCents, extra.taxable, 'item'));
    } else if (extra.capCents !== null && days * extra.priceCents > extra.capCents) {
      lines.push(
        line(
          'extra',
          id,
          `${extra.label} (capped per rental)`,
          quantity,
          extra.capCents,
          extra.taxable,
          'item',
        ),
      );
    } else {
      lines.push(
        line(
          'extra',
          id,
          `${extra.label}, ${days} ${days === 1 ? 'day' : 'days'}`,
          quantity * days,
          extra.priceCents,
          extra.taxable,
          'item-day',
        ),
      );
    }
  }
  return lines;
}

function protectionLines(book: PriceBook, choices: TripChoices, vehicleDays: number): PriceLine[] {
  const chosen = [...new Set(choices.protection ?? [])];
  return chosen.map((id) => {
    const product = book.protection.find((p) => p.id === id && p.active);
    if (!product) {
      throw new PricingError('unknown_protection', `There is no protection "${id}" to add.`, {
        protection: 'Choose protection from the list.',
      });
    }
    return line(
      'protection',
      id,
      product.label,
      vehicleDays,
      product.perDayCents,
      product.taxable,
      'vehicle-day',
    );
  });
}

function discountLine(lines: readonly PriceLine[], promo: PromoCode): PriceLine {
  const vehicles = lines
    .filter((l) => l.kind === 'base' || l.kind === 'season')
    .reduce((sum, l) => sum + l.amountCents, 0);
  const off =
    promo.kind === 'percent'
      ? percentOf(vehicles, promo.percentOff ?? 0)
      : Math.min(vehicles, promo.amountOffCents ?? 0);
  return line('discount', promo.code, promo.label, 1, -off, true);
}

/**
 * Each percent charge of the location on the taxable lines of the kinds it
 * applies to, rounded half-up once (a discount counts with the vehicles); an
 * exemptible one at 0 with the certificate when there is one.
 */
export function percentTaxes(
  lines: readonly PriceLine[],
  charges: readonly LocationCharge[],
  exemption: TaxExemption | null | undefined,
): PriceTax[] {
  return charges
    .filter((c) => c.basis === 'percent')
    .map((c) => {
      const counts = (kind: PriceLineKind) =>
        c.appliesTo.includes(kind) ||
        (kind === 'discount' && (c.appliesTo.includes('base') || c.appliesTo.includes('season')));
      const base = Math.max(
        0,
        lines.filter((l) => l.taxable && counts(l.kind)).reduce((sum, l) => sum + l.amountCents, 0),
      );
      const rate = c.ratePercent ?? 0;
      if (exemption && c.exemptible) {
        const { state, certificateNumber } = exemption;
        return {
          code: c.code,
          label: c.label,
          rate,
          baseCents: base,
          amountCents: 0,
          exemption: { state, certificateNumber },
        };
      }
      return { code: c.code, label: c.label, rate, baseCents: base, amountCents: percentOf(base, rate) };
    });
}

/** When, where and who: what every class of one reservation shares. */
export type TripTimes = Omit<TripToPrice, 'vehicle' | 'quantity'>;

/** One class's vehicles in a trip: their SPEC §9 price and the lines charged per vehicle. */
export interface PricedGroup {
  vehicle: PricedClass;
  quantity: number;
  base: PricingBreakdown;
  /** The vehicles' line (base or season), the young-renter surcharge and protection. */
  lines: PriceLine[];
}

/** The vehicles of one class: the price at the rates in force at pickup and what is charged per vehicle. */
export function priceGroup(
  trip: TripTimes,
  vehicle: PricedClass,
  quantity: number,
  book: PriceBook,
  choices: TripChoices,
): PricedGroup {
  const season = seasonAt(book.seasons, vehicle.id, trip.locationId, trip.pickupDate);
  const base = priceVehicles({ ...trip, quantity }, season ?? vehicle);
  const vehicleDays = chargeDaysOf(trip.rentalType, base.totalMinutes) * quantity;
  const lines: PriceLine[] = [
    season
      ? line(
          'season',
          season.id,
          `${vehicle.name}, ${season.label} rates`,
          quantity,
          base.unitSubtotalCents,
          true,
          'vehicle',
        )
      : line('base', vehicle.id, vehicle.name, quantity, base.unitSubtotalCents, true, 'vehicle'),
  ];
  if (
    trip.renterAge < YOUNG_RENTER_AGE &&
    vehicle.minAge < YOUNG_RENTER_AGE &&
    vehicle.youngRenterPerDayCents > 0
  ) {
    lines.push(
      line(
        'surcharge',
        'young-renter',
        'Young renter surcharge (under 25)',
        vehicleDays,
        vehicle.youngRenterPerDayCents,
        true,
        'vehicle-day',
      ),
    );
  }
  lines.push(...protectionLines(book, choices, vehicleDays));
  const route = isOneWay(trip) ? oneWayRouteOf(book, trip, vehicle.id) : undefined;
  if (route) {
    lines.push(
      line(
        'one_way',
        `${route.fromLocationId}>${route.toLocationId}`,
        route.label,
        quantity,
        route.feeCents,
        true,
        'vehicle',
      ),
    );
  }
  // Each vehicle is driven to the address and back by a driver (decision 030).
  if (trip.deliveryZone) {
    const z = trip.deliveryZone;
    lines.push(line('delivery', z.id, `Delivery, ${z.label}`, quantity, z.deliveryFeeCents, true, 'vehicle'));
  }
  if (trip.collectionZone) {
    const z = trip.collectionZone;
    lines.push(
      line('collection', z.id, `Collection, ${z.label}`, quantity, z.collectionFeeCents, true, 'vehicle'),
    );
  }
  return { vehicle, quantity, base, lines };
}

/** What the groups share: the lines, the taxes and the totals of the whole trip. */
export interface TripCharges {
  lines: PriceLine[];
  taxes: PriceTax[];
  chargeDays: number;
  chargesCents: number;
  taxCents: number;
  totalCents: number;
  promo: PricedTrip['promo'];
}

/**
 * Every line of the trip: each group's, then the extras and additional drivers
 * (once per trip), the location's per-day fees (per vehicle-day of every
 * group), and a promo code's discount off the vehicles of the classes it
 * applies to; then the taxes, each rounded once on the sum it applies to.
 */
export function chargeTrip(
  trip: TripTimes,
  groups: readonly PricedGroup[],
  book: PriceBook,
  choices: TripChoices,
): TripCharges {
  const first = groups[0];
  if (!first) throw new PricingError('invalid_quantity', 'Choose at least one vehicle.');
  const days = chargeDaysOf(trip.rentalType, first.base.totalMinutes);
  const vehicleDays = days * groups.reduce((sum, g) => sum + g.quantity, 0);
  const lines: PriceLine[] = groups.flatMap((g) => g.lines);
  lines.push(...extraLines(book, choices, days));
  const drivers = choices.additionalDrivers ?? 0;
  if (drivers > 0 && book.additionalDriverPerDayCents > 0) {
    lines.push(
      line(
        'driver',
        'additional-driver',
        'Additional drivers',
        drivers * days,
        book.additionalDriverPerDayCents,
        true,
        'driver-day',
      ),
    );
  }
  const location = book.locationCharges.filter((c) => c.locationId === trip.locationId);
  for (const fee of location.filter((c) => c.basis === 'per-day')) {
    lines.push(
      line('fee', fee.code, fee.label, vehicleDays, fee.amountCents ?? 0, fee.taxable, 'vehicle-day'),
    );
  }

  let promo: PricedTrip['promo'];
  if (choices.promo) {
    const code = choices.promo;
    const problems = groups.map((g) =>
      promoProblem(code, { pickupDate: trip.pickupDate, vehicle: g.vehicle }, days, choices.promoUses),
    );
    const applies = groups.filter((_, i) => problems[i] === null);
    promo =
      applies.length === 0
        ? { code: code.code, applied: false, reason: problems[0] ?? undefined }
        : { code: code.code, applied: true };
    if (applies.length > 0)
      lines.push(
        discountLine(
          applies.flatMap((g) => g.lines),
          code,
        ),
      );
  }

  const taxLines = percentTaxes(lines, location, choices.taxExemption);
  const chargesCents = lines.reduce((sum, l) => sum + l.amountCents, 0);
  const taxCents = taxLines.reduce((sum, t) => sum + t.amountCents, 0);
  const totalCents = chargesCents + taxCents;
  if (!Number.isSafeInteger(totalCents))
    throw new PricingError('invalid_rate', 'The price is too large to compute exactly.');
  return { lines, taxes: taxLines, chargeDays: days, chargesCents, taxCents, totalCents, promo };
}

/** The estimated excess mileage charge of a group for the distance each vehicle drives; 0 when unlimited. */
export function excessMileageEstimate(group: PricedGroup, days: number, miles: number): number {
  const allowance = group.vehicle.mileageAllowancePerDay;
  if (allowance === null) return 0;
  return Math.max(0, miles - allowance * days) * group.vehicle.excessMileCents * group.quantity;
}

/** The whole price of a trip: every line, the taxes and the totals (see the header). */
export function priceTrip(trip: TripToPrice, book: PriceBook, choices: TripChoices = {}): PricedTrip {
  const { vehicle } = trip;
  const group = priceGroup(trip, vehicle, trip.quantity, book, choices);
  const base = group.base;
  const charged = chargeTrip(trip, [group], book, choices);
  const miles = choices.estimatedMiles;

  // Written out, not spread: one object shape for every class of a search, several
  // times faster to build and to serialise (availability prices every class).
  return {
    rentalType: base.rentalType,
    totalMinutes: base.totalMinutes,
    totalHours: base.totalHours,
    fullDays: base.fullDays,
    leftoverMinutes: base.leftoverMinutes,
    leftoverHours: base.leftoverHours,
    partialDayCharge: base.partialDayCharge,
    partialDayCents: base.partialDayCents,
    weeks: base.weeks,
    extraDays: base.extraDays,
    weeklyRateApplied: base.weeklyRateApplied,
    dailyRateCents: base.dailyRateCents,
    weeklyRateCents: base.weeklyRateCents,
    monthlyRateCents: base.monthlyRateCents,
    rentalMonths: base.rentalMonths,
    baseCents: base.baseCents,
    unitSubtotalCents: base.unitSubtotalCents,
    quantity: base.quantity,
    subtotalCents: base.subtotalCents,
    effectiveDailyRateCents: base.effectiveDailyRateCents,
    unitEffectiveDailyRateCents: base.unitEffectiveDailyRateCents,
    displayDays: base.displayDays,
    currency: base.currency,
    lines: charged.lines,
    taxes: charged.taxes,
    chargeDays: charged.chargeDays,
    chargesCents: charged.chargesCents,
    taxCents: charged.taxCents,
    totalCents: charged.totalCents,
    depositCents: vehicle.depositCents * trip.quantity,
    dueNowCents: 0,
    dueAtPickupCents: charged.totalCents,
    mileageAllowancePerDay: vehicle.mileageAllowancePerDay,
    excessMileCents: vehicle.excessMileCents,
    excessMileageEstimateCents:
      miles === undefined ? undefined : excessMileageEstimate(group, charged.chargeDays, miles),
    promo: charged.promo,
  };
}
