import { z } from 'zod';
import { priceLineKinds } from './price-book.schema.ts';

/**
 * The price of one rental as the API sends it: what `priceRental` and
 * `priceMonthlyRental` in pricing.ts return. Money is integer cents in USD
 * (SPEC Part B §3). Hour fields are for display, rounded to 2 decimals; the
 * rules themselves are applied to the exact whole minutes in `totalMinutes`
 * and `leftoverMinutes`.
 */
const cents = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const count = z.number().int().min(0).max(1_000_000);

/** How the hours after the last full day were charged (SPEC §9 step 2). */
export const partialDayCharges = ['none', 'one-third', 'two-thirds', 'full-day'] as const;
export type PartialDayCharge = (typeof partialDayCharges)[number];

export const rentalTypes = ['daily', 'monthly'] as const;
export type RentalType = (typeof rentalTypes)[number];

export const pricingBreakdownSchema = z.object({
  rentalType: z.enum(rentalTypes),
  /** Whole minutes from pickup to return (real elapsed time, SPEC Part B §4). */
  totalMinutes: count,
  totalHours: z.number().min(0).max(1_000_000),
  fullDays: count,
  leftoverMinutes: z.number().int().min(0).max(1439),
  leftoverHours: z.number().min(0).max(24),
  partialDayCharge: z.enum(partialDayCharges),
  partialDayCents: cents,
  weeks: count,
  extraDays: count,
  weeklyRateApplied: z.boolean(),
  /** The class's rates the price was computed from. */
  dailyRateCents: cents,
  weeklyRateCents: cents,
  monthlyRateCents: cents,
  /** Months booked for a monthly rental; null for a daily one. */
  rentalMonths: z.number().int().min(1).max(12).nullable(),
  /** Weeks and days for a daily rental, months for a monthly one; one vehicle. */
  baseCents: cents,
  /** baseCents + partialDayCents: one vehicle. */
  unitSubtotalCents: cents,
  quantity: z.number().int().min(1).max(1_000_000),
  /** unitSubtotalCents × quantity: what the renter pays. */
  subtotalCents: cents,
  /** subtotalCents / displayDays, rounded half-up to the cent (SPEC Part B §5): the whole booking. */
  effectiveDailyRateCents: cents,
  /** Per vehicle: unitSubtotalCents / displayDays, rounded half-up; equals effectiveDailyRateCents for one vehicle. */
  unitEffectiveDailyRateCents: cents,
  /** Total hours / 24, rounded up (SPEC §9 step 5). */
  displayDays: count,
  currency: z.literal('USD'),
});
export type PricingBreakdown = z.infer<typeof pricingBreakdownSchema>;

/**
 * The true total (SPEC Part B §13): every priced line, the taxes on them and
 * the totals, added to the SPEC §9 fields above. `totalCents` is always the sum
 * of the lines' amounts plus the taxes' amounts.
 */
const signedCents = z.number().int().min(-Number.MAX_SAFE_INTEGER).max(Number.MAX_SAFE_INTEGER);

/** What a priced line's quantity counts. */
export const priceLineUnits = ['vehicle', 'vehicle-day', 'item', 'item-day', 'driver-day'] as const;
export type PriceLineUnit = (typeof priceLineUnits)[number];

export const priceLineSchema = z.object({
  kind: z.enum(priceLineKinds),
  /** The class, extra, protection, fee or promo code the line prices. */
  code: z.string().max(64),
  label: z.string().max(200),
  /** Vehicles, vehicle-days, items or item-days: what unitCents is multiplied by. */
  quantity: z.number().int().min(0).max(1_000_000),
  /**
   * What `quantity` counts (a per-day unit: that many of it times the trip's
   * `chargeDays`). Absent on one-off charges and on lines priced before it was recorded.
   */
  per: z.enum(priceLineUnits).optional(),
  /** Negative for a discount. */
  unitCents: signedCents,
  amountCents: signedCents,
  /** Whether percent taxes and fees apply to the line. */
  taxable: z.boolean(),
});
export type PriceLine = z.infer<typeof priceLineSchema>;

export const priceTaxSchema = z.object({
  code: z.string().max(64),
  label: z.string().max(200),
  /** Percent (6.25 is 6.25 %). */
  rate: z.number().min(0).max(100).optional(),
  /** The sum of the lines it applies to, before rounding the tax once. */
  baseCents: cents,
  amountCents: cents,
  /** A sales tax waived by the organisation's exemption certificate: charged 0 (SPEC Part B §15). */
  exemption: z.object({ state: z.string().max(2), certificateNumber: z.string().max(64) }).optional(),
});
export type PriceTax = z.infer<typeof priceTaxSchema>;

export const promoOutcomeSchema = z.object({
  code: z.string().max(32),
  applied: z.boolean(),
  /** Why it did not apply to this class or trip, in plain words. */
  reason: z.string().max(300).optional(),
});

export const tripTotalsSchema = z.object({
  lines: z.array(priceLineSchema).max(200),
  taxes: z.array(priceTaxSchema).max(50),
  /** Days per-day charges count: full days, plus one for a leftover over one hour. */
  chargeDays: count,
  /** The sum of all lines. */
  chargesCents: signedCents,
  taxCents: cents,
  totalCents: cents,
  /** Held at pickup per vehicle × vehicles; collected with payments. */
  depositCents: cents,
  /** Nothing is collected online yet: all of the total is due at pickup. */
  dueNowCents: cents,
  dueAtPickupCents: cents,
  /** Miles included per vehicle per day; null: unlimited. */
  mileageAllowancePerDay: z.number().int().min(0).max(10_000).nullable(),
  excessMileCents: cents,
  /** The estimated excess mileage charge for the distance the renter gave: shown, not charged. */
  excessMileageEstimateCents: cents.optional(),
  promo: promoOutcomeSchema.optional(),
});
export type TripTotals = z.infer<typeof tripTotalsSchema>;

/** The SPEC §9 fields and the true total: what a search, a booking and a quote show. */
export const pricedTripSchema = pricingBreakdownSchema.extend(tripTotalsSchema.shape);
export type PricedTrip = z.infer<typeof pricedTripSchema>;

/**
 * One class's vehicles in a reservation (a line `{vehicleId, quantity}`): their
 * SPEC §9 price at the class's rates and the lines charged per vehicle of the
 * class (the vehicles, the young-renter surcharge, protection). Those lines are
 * also in the reservation's `lines`, which sum to its total.
 */
export const pricedVehicleGroupSchema = z.object({
  vehicleId: z.string().max(64),
  vehicleName: z.string().max(120),
  quantity: z.number().int().min(1).max(1_000_000),
  dailyRateCents: cents,
  weeklyRateCents: cents,
  monthlyRateCents: cents,
  weeklyRateApplied: z.boolean(),
  /** Weeks and days (or months), one vehicle. */
  baseCents: cents,
  partialDayCents: cents,
  /** baseCents + partialDayCents: one vehicle. */
  unitSubtotalCents: cents,
  /** unitSubtotalCents × quantity. */
  subtotalCents: cents,
  unitEffectiveDailyRateCents: cents,
  /** The class's lines: what they add up to. */
  lines: z.array(priceLineSchema).max(20),
  chargesCents: signedCents,
  depositCents: cents,
  mileageAllowancePerDay: z.number().int().min(0).max(10_000).nullable(),
  excessMileCents: cents,
});
export type PricedVehicleGroup = z.infer<typeof pricedVehicleGroupSchema>;

/**
 * A reservation's price: the trip's fields with `vehicles`, one group per line
 * in the order booked. With one line it is exactly that class's priced trip.
 * With several, `quantity` counts every vehicle, `subtotalCents` and
 * `depositCents` add up every class, `effectiveDailyRateCents` is the whole
 * reservation's, and the class fields (rates, base, unit subtotal, weeks,
 * mileage) are the first line's; each class's own are in `vehicles`.
 */
export const pricedReservationSchema = pricedTripSchema.extend({
  vehicles: z.array(pricedVehicleGroupSchema).min(1).max(20),
});
export type PricedReservation = z.infer<typeof pricedReservationSchema>;
