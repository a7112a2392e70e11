/**
 * # Rental pricing
 *
 * SPEC §9 "Rental price calculation", applied literally as SPEC Part B §3–5 say.
 * The server is the only place a price is decided; the web app may call
 * the same functions to preview, but the API recomputes and ignores client prices.
 *
 * ## Duration (SPEC Part B §4)
 * Pickup and return are wall-clock times at the pickup location, turned into
 * instants by time.ts. The duration is the real time elapsed between the two
 * instants, so a rental across the spring-forward change is an hour shorter than
 * the calendar suggests and one across the fall-back change an hour longer.
 * Precision: the duration is counted in **whole minutes, rounded down**. Request
 * times are "HH:mm", so instants always fall on whole minutes; a stray second
 * from a caller never tips a boundary against the renter, and every comparison
 * below is on integers (no floating-point error at exactly 1, 2 or 3 hours).
 * A rental must last at least one minute.
 *
 * ## Daily rentals (SPEC §9 steps 1–5)
 * 1. `fullDays` = whole 24-hour periods (1440 minutes each); `leftoverMinutes` the rest.
 * 2. The leftover is charged by these bounds, fractions included (Part B §4: a
 *    90-minute leftover is "over 1 and up to 2 hours"):
 *    - over 3 h (> 180 min): one daily rate ("full-day");
 *    - over 2 h up to 3 h (121–180 min): two thirds of the daily rate;
 *    - over 1 h up to 2 h (61–120 min): one third of the daily rate;
 *    - 1 h or less (0–60 min): free.
 *    Thirds are rounded half-up to the cent (Part B §3).
 * 3. With 7 or more full days and a weekly rate above 0, each full week of the
 *    full days costs the weekly rate and the remaining days the daily rate;
 *    otherwise full days × daily rate. Weeks apply to full days only (Part B §5).
 * 4. Subtotal = step 3 + the partial-day charge (per vehicle: `unitSubtotalCents`),
 *    then × `quantity` (quantity multiplies the subtotal).
 * 5. `displayDays` = ceil(total hours / 24); `effectiveDailyRateCents` =
 *    subtotal / display days, rounded half-up to the cent (Part B §5, literally:
 *    the whole booking). `unitEffectiveDailyRateCents` is the same per vehicle,
 *    which is what a page comparing classes shows; the two agree for one vehicle.
 *
 * ## Monthly rentals
 * rentalMonths × monthlyRateCents per vehicle, × quantity. The return is the same
 * day of the month that many months later (time.ts `addMonthsSameDay`). Duration
 * fields are filled from the real period; no partial-day charge or weeks apply.
 */
import { DomainError } from '../contracts/error.schema.ts';
import type { PartialDayCharge, PricingBreakdown } from '../contracts/pricing-breakdown.schema.ts';

export type { PricingBreakdown } from '../contracts/pricing-breakdown.schema.ts';

/** An instant: a Date or epoch milliseconds. */
export type Instant = Date | number;

export interface RentalRates {
  dailyRateCents: number;
  weeklyRateCents: number;
  monthlyRateCents: number;
}

export type PricingErrorCode =
  | 'return_not_after_pickup'
  | 'invalid_instant'
  | 'invalid_rate'
  | 'invalid_quantity'
  | 'invalid_months'
  | 'unknown_extra'
  | 'invalid_extra_quantity'
  | 'unknown_protection';

/** Thrown for input no price can be computed from; `code` says which rule failed. */
export class PricingError extends DomainError<PricingErrorCode> {}

const MINUTE_MS = 60_000;
const DAY_MINUTES = 24 * 60;
const WEEK_DAYS = 7;

function epochMs(instant: Instant, field: string): number {
  const ms = typeof instant === 'number' ? instant : instant.getTime();
  if (!Number.isFinite(ms)) {
    throw new PricingError('invalid_instant', `The ${field} time is not a valid moment.`, {
      [field]: 'Enter a valid date and time.',
    });
  }
  return ms;
}

/** Whole minutes from pickup to return, rounded down; at least 1 or a PricingError. */
export function elapsedMinutes(pickupAt: Instant, returnAt: Instant): number {
  const minutes = Math.floor((epochMs(returnAt, 'returnAt') - epochMs(pickupAt, 'pickupAt')) / MINUTE_MS);
  if (minutes < 1) {
    throw new PricingError('return_not_after_pickup', 'The return must be after the pickup.', {
      returnAt: 'Choose a return date and time after the pickup.',
    });
  }
  return minutes;
}

/** numerator / denominator rounded half-up, for non-negative integers (Part B §3). */
export function divideHalfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

function requireCents(value: number, field: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new PricingError('invalid_rate', `${field} must be a whole number of cents, 0 or more.`);
  }
}

function requireQuantity(quantity: number): void {
  if (!Number.isSafeInteger(quantity) || quantity < 1) {
    throw new PricingError('invalid_quantity', 'The quantity must be a whole number, 1 or more.', {
      quantity: 'Choose at least one vehicle.',
    });
  }
}

/** Display hours: minutes / 60 rounded to 2 decimals (never used for a rule). */
function displayHours(minutes: number): number {
  return Math.round((minutes * 100) / 60) / 100;
}

/** SPEC §9 step 2: the charge for the hours after the last full day. */
export function partialDayCharge(
  leftoverMinutes: number,
  dailyRateCents: number,
): { charge: PartialDayCharge; cents: number } {
  if (leftoverMinutes > 180) return { charge: 'full-day', cents: dailyRateCents };
  if (leftoverMinutes > 120) return { charge: 'two-thirds', cents: divideHalfUp(2 * dailyRateCents, 3) };
  if (leftoverMinutes > 60) return { charge: 'one-third', cents: divideHalfUp(dailyRateCents, 3) };
  return { charge: 'none', cents: 0 };
}

function totals(unitSubtotalCents: number, quantity: number, totalMinutes: number) {
  const subtotalCents = unitSubtotalCents * quantity;
  if (!Number.isSafeInteger(subtotalCents)) {
    throw new PricingError('invalid_rate', 'The price is too large to compute exactly.');
  }
  const displayDays = Math.ceil(totalMinutes / DAY_MINUTES);
  return {
    unitSubtotalCents,
    quantity,
    subtotalCents,
    displayDays,
    effectiveDailyRateCents: divideHalfUp(subtotalCents, displayDays),
    unitEffectiveDailyRateCents: divideHalfUp(unitSubtotalCents, displayDays),
    currency: 'USD' as const,
  };
}

export interface PriceRentalInput {
  pickupAt: Instant;
  returnAt: Instant;
  rates: RentalRates;
  /** Vehicles of the class; defaults to 1. */
  quantity?: number;
}

/** The price of a daily rental (SPEC §9 steps 1–5, Part B §3–5); see the header of this file. */
export function priceRental({ pickupAt, returnAt, rates, quantity = 1 }: PriceRentalInput): PricingBreakdown {
  const { dailyRateCents, weeklyRateCents, monthlyRateCents } = rates;
  requireCents(dailyRateCents, 'dailyRateCents');
  requireCents(weeklyRateCents, 'weeklyRateCents');
  requireCents(monthlyRateCents, 'monthlyRateCents');
  requireQuantity(quantity);
  const totalMinutes = elapsedMinutes(pickupAt, returnAt);

  const fullDays = Math.floor(totalMinutes / DAY_MINUTES);
  const leftoverMinutes = totalMinutes % DAY_MINUTES;
  const partial = partialDayCharge(leftoverMinutes, dailyRateCents);
  const weeklyRateApplied = fullDays >= WEEK_DAYS && weeklyRateCents > 0;
  const weeks = weeklyRateApplied ? Math.floor(fullDays / WEEK_DAYS) : 0;
  const extraDays = weeklyRateApplied ? fullDays % WEEK_DAYS : fullDays;
  const baseCents = weeks * weeklyRateCents + extraDays * dailyRateCents;

  return {
    rentalType: 'daily',
    totalMinutes,
    totalHours: displayHours(totalMinutes),
    fullDays,
    leftoverMinutes,
    leftoverHours: displayHours(leftoverMinutes),
    partialDayCharge: partial.charge,
    partialDayCents: partial.cents,
    weeks,
    extraDays,
    weeklyRateApplied,
    dailyRateCents,
    weeklyRateCents,
    monthlyRateCents,
    rentalMonths: null,
    baseCents,
    ...totals(baseCents + partial.cents, quantity, totalMinutes),
  };
}

export interface PriceMonthlyRentalInput {
  /** The real period, pickup to the same day of the month `rentalMonths` later. */
  pickupAt: Instant;
  returnAt: Instant;
  rentalMonths: number;
  monthlyRateCents: number;
  quantity?: number;
  /** Recorded in the breakdown for display; they do not change a monthly price. */
  dailyRateCents?: number;
  weeklyRateCents?: number;
}

/** The price of a monthly rental: rentalMonths × monthlyRateCents × quantity. */
export function priceMonthlyRental({
  pickupAt,
  returnAt,
  rentalMonths,
  monthlyRateCents,
  quantity = 1,
  dailyRateCents = 0,
  weeklyRateCents = 0,
}: PriceMonthlyRentalInput): PricingBreakdown {
  if (!Number.isSafeInteger(rentalMonths) || rentalMonths < 1 || rentalMonths > 12) {
    throw new PricingError('invalid_months', 'A monthly rental lasts 1 to 12 months.', {
      rentalMonths: 'Choose from 1 to 12 months.',
    });
  }
  requireCents(monthlyRateCents, 'monthlyRateCents');
  requireCents(dailyRateCents, 'dailyRateCents');
  requireCents(weeklyRateCents, 'weeklyRateCents');
  requireQuantity(quantity);
  const totalMinutes = elapsedMinutes(pickupAt, returnAt);
  const baseCents = rentalMonths * monthlyRateCents;

  return {
    rentalType: 'monthly',
    totalMinutes,
    totalHours: displayHours(totalMinutes),
    fullDays: Math.floor(totalMinutes / DAY_MINUTES),
    leftoverMinutes: totalMinutes % DAY_MINUTES,
    leftoverHours: displayHours(totalMinutes % DAY_MINUTES),
    partialDayCharge: 'none',
    partialDayCents: 0,
    weeks: 0,
    extraDays: 0,
    weeklyRateApplied: false,
    dailyRateCents,
    weeklyRateCents,
    monthlyRateCents,
    rentalMonths,
    baseCents,
    ...totals(baseCents, quantity, totalMinutes),
  };
}
