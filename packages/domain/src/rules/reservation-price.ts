/**
 * # A reservation's price: several classes in one trip
 *
 * Each line (a class and how many) is priced by the true-total rules
 * (total-price.ts) as a group of its own: SPEC §9 at the class's rates in force
 * at pickup, the young-renter surcharge and protection per vehicle of the
 * class. What the trip shares is charged once over all of them: extras and
 * additional drivers per trip, the location's per-day fees per vehicle-day, a
 * promo code off the vehicles of the classes it applies to, and each tax
 * rounded once on the whole reservation's sum. A single line prices exactly as
 * `priceTrip` does.
 */
import type { PricedReservation, PricedVehicleGroup } from '../contracts/pricing-breakdown.schema.ts';
import { divideHalfUp, PricingError } from './pricing.ts';
import {
  chargeTrip,
  excessMileageEstimate,
  type PriceBook,
  type PricedClass,
  type PricedGroup,
  priceGroup,
  type TripChoices,
  type TripTimes,
} from './total-price.ts';

export interface ReservationToPrice extends TripTimes {
  /** One per class, in the order booked; a class appears once. */
  lines: readonly { vehicle: PricedClass; quantity: number }[];
}

function groupOf(g: PricedGroup): PricedVehicleGroup {
  return {
    vehicleId: g.vehicle.id,
    vehicleName: g.vehicle.name,
    quantity: g.quantity,
    dailyRateCents: g.base.dailyRateCents,
    weeklyRateCents: g.base.weeklyRateCents,
    monthlyRateCents: g.base.monthlyRateCents,
    weeklyRateApplied: g.base.weeklyRateApplied,
    baseCents: g.base.baseCents,
    partialDayCents: g.base.partialDayCents,
    unitSubtotalCents: g.base.unitSubtotalCents,
    subtotalCents: g.base.subtotalCents,
    unitEffectiveDailyRateCents: g.base.unitEffectiveDailyRateCents,
    lines: g.lines,
    chargesCents: g.lines.reduce((sum, l) => sum + l.amountCents, 0),
    depositCents: g.vehicle.depositCents * g.quantity,
    mileageAllowancePerDay: g.vehicle.mileageAllowancePerDay,
    excessMileCents: g.vehicle.excessMileCents,
  };
}

/** The whole price of a reservation of one or more classes (see the header). */
export function priceReservation(
  trip: ReservationToPrice,
  book: PriceBook,
  choices: TripChoices = {},
): PricedReservation {
  if (trip.lines.length === 0) throw new PricingError('invalid_quantity', 'Choose at least one vehicle.');
  const groups = trip.lines.map((l) => priceGroup(trip, l.vehicle, l.quantity, book, choices));
  const charged = chargeTrip(trip, groups, book, choices);
  const first = groups[0] as PricedGroup;
  const base = first.base;
  const quantity = groups.reduce((sum, g) => sum + g.quantity, 0);
  const subtotalCents = groups.reduce((sum, g) => sum + g.base.subtotalCents, 0);
  const miles = choices.estimatedMiles;
  return {
    ...base,
    quantity,
    subtotalCents,
    effectiveDailyRateCents: divideHalfUp(subtotalCents, base.displayDays),
    lines: charged.lines,
    taxes: charged.taxes,
    chargeDays: charged.chargeDays,
    chargesCents: charged.chargesCents,
    taxCents: charged.taxCents,
    totalCents: charged.totalCents,
    depositCents: groups.reduce((sum, g) => sum + g.vehicle.depositCents * g.quantity, 0),
    dueNowCents: 0,
    dueAtPickupCents: charged.totalCents,
    mileageAllowancePerDay: first.vehicle.mileageAllowancePerDay,
    excessMileCents: first.vehicle.excessMileCents,
    ...(miles === undefined
      ? {}
      : {
          excessMileageEstimateCents: groups.reduce(
            (sum, g) => sum + excessMileageEstimate(g, charged.chargeDays, miles),
            0,
          ),
        }),
    ...(charged.promo ? { promo: charged.promo } : {}),
    vehicles: groups.map(groupOf),
  };
}
