import { z } from 'zod';
import {
  centsSchema,
  emailSchema,
  localDateField,
  localTimeSchema,
  slugIdSchema,
  whenObject,
} from './common.schema.ts';
import { driversFieldSchema } from './driver.schema.ts';
import { priceChoicesFields } from './price-book.schema.ts';
import { pricedReservationSchema } from './pricing-breakdown.schema.ts';
import {
  checkLineList,
  maxReservationLines,
  ownCoverStatementSchema,
  reservationLineSchema,
  reservationResponseSchema,
} from './reservation.schema.ts';

/**
 * Changing a booked reservation (decision 013): from the manage page with the code
 * and the e-mail address, or by staff. Every field is optional; what is given
 * replaces what was booked (`lines` the whole list of vehicles, `extras` and
 * `protection` theirs), except `addDrivers`, which names drivers beside those
 * already named. The change is re-priced with today's rules, shown first
 * (POST …/changes/price) and applied all or nothing (POST …/changes or PATCH,
 * with an Idempotency-Key).
 */
export const reservationChangeFields = z.object({
  pickupDate: localDateField('pickup date').optional(),
  pickupTime: localTimeSchema.optional(),
  returnDate: localDateField('return date').optional(),
  returnTime: localTimeSchema.optional(),
  /** Bring it back to another location (decision 028); the pickup location's id makes it a round trip again. */
  returnLocationId: slugIdSchema('Choose a return location.').optional(),
  rentalMonths: z
    .number({ error: 'Choose from 1 to 12 months.' })
    .int('Choose from 1 to 12 months.')
    .min(1, 'Choose from 1 to 12 months.')
    .max(12, 'Choose from 1 to 12 months.')
    .optional(),
  lines: z
    .array(reservationLineSchema, { error: 'Choose the vehicles as a list of lines.' })
    .min(1, 'Keep at least one vehicle, or cancel the reservation.')
    .max(maxReservationLines, `Choose at most ${maxReservationLines} kinds of vehicle in one reservation.`)
    .optional(),
  extras: priceChoicesFields.extras,
  protection: priceChoicesFields.protection,
  ownCoverStatement: ownCoverStatementSchema.optional(),
  estimatedMiles: priceChoicesFields.estimatedMiles,
  additionalDrivers: priceChoicesFields.additionalDrivers,
  addDrivers: driversFieldSchema.optional(),
  /**
   * The total the change's review showed (SPEC Part B §13): applied at another total (a rate changed since),
   * the change is refused with 409 `price_changed` and nothing changes. Not a change itself.
   */
  shownTotalCents: centsSchema.optional(),
});

function checkChange(value: Record<string, unknown>, ctx: z.core.$RefinementCtx): void {
  checkLineList(value.lines, ctx);
}

/** Staff change a reservation by its code alone. */
export const reservationStaffChangeSchema = reservationChangeFields.superRefine(
  (value, ctx) => checkChange(value as Record<string, unknown>, ctx),
  whenObject,
);
export type ReservationChange = z.infer<typeof reservationStaffChangeSchema>;

/** The renter: the e-mail address must match, as for a lookup. */
export const reservationChangeSchema = reservationChangeFields
  .extend({ email: emailSchema })
  .superRefine((value, ctx) => checkChange(value as Record<string, unknown>, ctx), whenObject);
export type ReservationChangeRequest = z.infer<typeof reservationChangeSchema>;

const signedCents = z.number().int().min(-Number.MAX_SAFE_INTEGER).max(Number.MAX_SAFE_INTEGER);

/** What changed, in words, and what it does to the price. */
export const changeSummarySchema = z.object({
  /** Each change in plain words: "Return: Wed 8 Jul 17:00 → Thu 9 Jul 17:00". */
  changes: z.array(z.string().max(300)).max(60),
  previousTotalCents: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  totalCents: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  /** totalCents − previousTotalCents: negative when the change costs less. */
  differenceCents: z.number().int().min(-Number.MAX_SAFE_INTEGER).max(Number.MAX_SAFE_INTEGER),
  /**
   * What cancelling costs at least after this change: what cancelling just
   * before it would have cost (SPEC Part B §14); 0 when cancelling is free now.
   */
  cancellationFeeFloorCents: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  /**
   * Each priced line and tax whose amount the change alters, before and after
   * (rules/price-changes.ts): why the total moves. Absent in answers recorded
   * before it was added.
   */
  priceChanges: z
    .array(
      z.object({
        label: z.string().max(300),
        beforeCents: signedCents,
        afterCents: signedCents,
      }),
    )
    .max(120)
    .optional(),
});
export type ChangeSummary = z.infer<typeof changeSummarySchema>;

/** POST …/changes/price: the reservation as it would be, its new price and the difference; nothing is changed. */
export const reservationChangePreviewSchema = z.object({
  pricingBreakdown: pricedReservationSchema,
  change: changeSummarySchema,
});
export type ReservationChangePreview = z.infer<typeof reservationChangePreviewSchema>;

/** POST …/changes and PATCH: the changed reservation, as a lookup answers it, with what changed. */
export const reservationChangeResponseSchema = reservationResponseSchema.extend({
  change: changeSummarySchema,
});
export type ReservationChangeResponse = z.infer<typeof reservationChangeResponseSchema>;
