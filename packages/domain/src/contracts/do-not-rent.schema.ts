import { z } from 'zod';
import {
  emailSchema,
  isoInstantSchema,
  localDateSchema,
  messageSchema,
  oneLineSchema,
  phoneSchema,
} from './common.schema.ts';
import { dateOfBirthSchema, driverInputSchema } from './driver.schema.ts';
import { reservationCodeSchema } from './reservation.schema.ts';

/**
 * The do-not-rent list (decision 021): people the company will not rent to
 * without a manager's review. Drivers match by licence or by name and date of
 * birth, renters by e-mail or phone. Kept by managers and owners (the
 * `do-not-rent` staff area); the renter is never told why.
 */

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());

/** POST /api/admin/do-not-rent: a new entry. */
export const doNotRentEntryRequestSchema = z.object({
  name: oneLineSchema('Enter the person’s full name.')
    .min(2, 'Enter the person’s full name.')
    .max(120, 'Keep the name to 120 characters.'),
  dateOfBirth: dateOfBirthSchema,
  /** Kept only as a keyed hash: never shown again, never stored in clear. */
  licenceNumber: optional(driverInputSchema.shape.licenceNumber),
  licenceState: optional(driverInputSchema.shape.licenceState.unwrap()),
  email: optional(emailSchema),
  phone: optional(phoneSchema),
  reason: messageSchema(500, 'reason').min(1, 'Enter the reason (staff only: never shown to the renter).'),
  /** From this day on the entry no longer matches; none: until removed. */
  lapsesOn: optional(localDateSchema),
});
export type DoNotRentEntryRequest = z.infer<typeof doNotRentEntryRequestSchema>;

/** PATCH /api/admin/do-not-rent/:id: the reason and when it lapses (null: never). */
export const doNotRentEntryChangeSchema = z
  .object({
    reason: messageSchema(500, 'reason').min(1, 'Enter the reason.').optional(),
    lapsesOn: localDateSchema.nullable().optional(),
  })
  .refine((c) => c.reason !== undefined || c.lapsesOn !== undefined, {
    error: 'Change the reason or the lapse date.',
    path: ['reason'],
  });
export type DoNotRentEntryChange = z.infer<typeof doNotRentEntryChangeSchema>;

export const doNotRentIdParamsSchema = z.object({ id: z.uuid('No such entry.') });

/** An entry as the back office lists it: the person masked, the licence only said to be on file. */
export const doNotRentEntrySchema = z.object({
  id: z.uuid(),
  /** Initials and the first letter of each name ("A… R…"). */
  nameMasked: z.string().max(200),
  /** The year of birth only. */
  bornIn: z.string().max(4),
  licenceOnFile: z.boolean(),
  licenceState: z.string().max(3).nullable(),
  emailMasked: z.string().max(254).nullable(),
  phoneMasked: z.string().max(32).nullable(),
  reason: z.string().max(500),
  /** The staff member who added it (their e-mail), null once the account is removed. */
  createdBy: z.string().max(254).nullable(),
  createdAt: isoInstantSchema,
  lapsesOn: z.string().max(10).nullable(),
  /** Not lapsed: it refuses bookings now. */
  active: z.boolean(),
});
export type DoNotRentEntry = z.infer<typeof doNotRentEntrySchema>;

export const doNotRentListSchema = z.object({ entries: z.array(doNotRentEntrySchema).max(5000) });
export type DoNotRentList = z.infer<typeof doNotRentListSchema>;

const overrideReasonSchema = messageSchema(500, 'reason').min(1, 'Enter why this booking may go ahead.');

/**
 * POST /api/admin/do-not-rent/overrides: let one booking through after a
 * manager's review. The reason is staff's words, kept with the override and
 * shown on the booking's page, never in the audit log; the back office's forms
 * always ask for it (`doNotRentOverrideFormSchema`), a caller of the API may
 * leave it out.
 */
export const doNotRentOverrideRequestSchema = z.object({
  reservationCode: reservationCodeSchema,
  reason: overrideReasonSchema.optional(),
});
/** The back office's override form: the request with its reason required. */
export const doNotRentOverrideFormSchema = doNotRentOverrideRequestSchema.extend({
  reason: overrideReasonSchema,
});
export type DoNotRentOverrideRequest = z.infer<typeof doNotRentOverrideRequestSchema>;

export const doNotRentOverrideSchema = z.object({
  reservationCode: z.string().max(20),
  /** The entries that matched the booking when the override was recorded. */
  entryIds: z.array(z.uuid()).max(100),
  at: isoInstantSchema,
});
export type DoNotRentOverride = z.infer<typeof doNotRentOverrideSchema>;

export const doNotRentReviewParamsSchema = z.object({ code: reservationCodeSchema });

/**
 * GET /api/admin/do-not-rent/reviews/:code: whether a booking is held for
 * review (its renter or a driver matches an active entry and no manager has
 * let it through), and the override if one was recorded. Names no entry.
 */
export const doNotRentReviewSchema = z.object({
  reservationCode: z.string().max(20),
  held: z.boolean(),
  override: z
    .object({
      /** The manager who recorded it (their e-mail), null once the account is removed. */
      by: z.string().max(254).nullable(),
      at: isoInstantSchema,
      /** Null for an override recorded before a reason was asked for. */
      reason: z.string().max(500).nullable(),
    })
    .nullable(),
});
export type DoNotRentReview = z.infer<typeof doNotRentReviewSchema>;
