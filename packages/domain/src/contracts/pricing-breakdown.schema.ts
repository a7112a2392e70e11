import { z } from 'zod';

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
