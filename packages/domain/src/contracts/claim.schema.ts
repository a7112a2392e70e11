import { z } from 'zod';
import { centsSchema, isoInstantSchema, oneLineSchema, slugIdSchema } from './common.schema.ts';
import { damageMarkSchema } from './counter.schema.ts';

/**
 * Damage claims (docs/decisions/036-damage-claims.md): a new damage mark at
 * check-in opens one per vehicle; staff price it (repair estimate lines, loss
 * of use, admin fee), the cover bought decides the renter's share, and
 * settling takes it from the deposit hold first, the rest on a supplementary
 * invoice.
 */
export const claimStatuses = ['open', 'estimated', 'letter_sent', 'settled', 'waived'] as const;
export type ClaimStatus = (typeof claimStatuses)[number];
/** A claim still to be settled or waived: it keeps the booking's deposit held (decision 036). */
export const unsettledClaimStatuses: readonly ClaimStatus[] = ['open', 'estimated', 'letter_sent'];
export const isUnsettled = (status: ClaimStatus): boolean => unsettledClaimStatuses.includes(status);

/** The damage waiver bought; declined with a certificate of insurance (decision 023); declined without one. */
export const claimCovers = ['waiver', 'certificate', 'none'] as const;

/** Enough for a written-off bus: $10,000,000 in cents. */
const maxClaimCents = 1_000_000_000;

const claimCents = (what: string) =>
  z
    .number({ error: `Enter ${what} in dollars and cents.` })
    .int(`Enter ${what} in whole cents.`)
    .min(0, `${what[0]!.toUpperCase()}${what.slice(1)} cannot be negative.`)
    .max(maxClaimCents, `Enter at most $10,000,000 for ${what}.`);

export const estimateLineSchema = z.object({
  description: oneLineSchema('Say what the repair is.')
    .trim()
    .min(1, 'Say what the repair is, like "Replace the front bumper".')
    .max(200, 'Keep the description to 200 characters or fewer.'),
  amountCents: claimCents('the amount'),
});
export type EstimateLine = z.infer<typeof estimateLineSchema>;

/** PUT /api/admin/claims/:id/estimate: the repair estimate, loss of use and the admin fee. */
export const claimEstimateRequestSchema = z.object({
  lines: z
    .array(estimateLineSchema)
    .min(1, 'Add the repair estimate: at least one line.')
    .max(30, 'Keep the estimate to 30 lines.'),
  lossOfUseDays: z
    .number({ error: 'Enter the days of loss of use.' })
    .int('Enter a whole number of days.')
    .min(0, 'Enter 0 or more days.')
    .max(365, 'Enter at most 365 days.'),
  adminFeeCents: claimCents('the admin fee'),
});
export type ClaimEstimateRequest = z.infer<typeof claimEstimateRequestSchema>;

/** POST /api/admin/claims/:id/waive: the company bears the claim; the reason is kept with it. */
export const claimWaiveRequestSchema = z.object({
  reason: oneLineSchema('Say why the claim is waived.')
    .trim()
    .min(1, 'Say why the claim is waived.')
    .max(200, 'Keep the reason to 200 characters or fewer.'),
});

export type ClaimWaiveRequest = z.infer<typeof claimWaiveRequestSchema>;

export const claimIdParamsSchema = z.object({ id: z.uuid({ error: 'No such claim.' }) });

export const claimListQuerySchema = z.object({
  locationId: slugIdSchema('No such location.').optional(),
  status: z.enum(claimStatuses, { error: 'Choose a status from the list.' }).optional(),
  code: z.string().trim().max(12).optional(),
});
export type ClaimListQuery = z.infer<typeof claimListQuerySchema>;

/** The renter's share of a claim, line by line, in words; and where it comes from. */
export const claimSplitSchema = z.object({
  repairCents: centsSchema,
  lossOfUseDays: z.number().int().min(0),
  lossOfUseCents: centsSchema,
  adminFeeCents: centsSchema,
  totalCents: centsSchema,
  coveredCents: centsSchema,
  renterCents: centsSchema,
  depositCents: centsSchema,
  invoiceCents: centsSchema,
  lines: z.array(z.object({ label: z.string().max(200), amountCents: z.number().int() })).max(10),
  /** The split in a sentence, as the claim page and the letter say it. */
  words: z.string().max(600),
});
export type ClaimSplitView = z.infer<typeof claimSplitSchema>;

const photoSchema = z.object({ id: z.string().max(64), url: z.string().max(200) });

export const claimSummarySchema = z.object({
  id: z.uuid(),
  code: z.string().max(12),
  vehicle: z.string().max(200),
  locationId: z.string().max(64),
  status: z.enum(claimStatuses),
  cover: z.enum(claimCovers),
  marks: z.number().int().min(0),
  renterCents: centsSchema.nullable(),
  openedAt: isoInstantSchema,
});
export type ClaimSummary = z.infer<typeof claimSummarySchema>;

export const claimListSchema = z.object({ claims: z.array(claimSummarySchema).max(200) });
export type ClaimList = z.infer<typeof claimListSchema>;

export const claimSchema = claimSummarySchema.extend({
  classId: z.string().max(64),
  seq: z.number().int(),
  /** The state whose limits apply (the pickup location's). */
  state: z.string().max(8),
  /** The damage marked at the return that the check-out did not have. */
  newMarks: z.array(damageMarkSchema).max(50),
  photos: z.object({ before: z.array(photoSchema).max(24), after: z.array(photoSchema).max(24) }),
  /** The insurer on the renter's certificate, when they declined cover with one. */
  insurer: z.string().max(200).nullable(),
  lines: z.array(estimateLineSchema).max(30),
  lossOfUseDays: z.number().int().min(0),
  dailyRateCents: centsSchema,
  adminFeeCents: centsSchema,
  limits: z.object({
    deductibleCents: centsSchema,
    lossOfUseMaxDays: z.number().int().min(0),
    adminFeeMaxCents: centsSchema,
    renterMaxCents: centsSchema.nullable(),
  }),
  /** As it would settle now (the deposit the card still holds), or as it settled. */
  split: claimSplitSchema,
  letterUrl: z.string().max(200).nullable(),
  invoiceNumber: z.string().max(20).nullable(),
  waiveReason: z.string().max(200).nullable(),
  history: z
    .array(z.object({ at: isoInstantSchema, action: z.string().max(120), by: z.string().max(254) }))
    .max(100),
});
export type Claim = z.infer<typeof claimSchema>;

/** GET/PUT /api/admin/claims/limits: what a claim may charge a renter, per state ('*': every other state). */
export const claimLimitsRowSchema = z.object({
  state: z
    .string()
    .trim()
    .regex(/^(\*|[A-Z]{2})$/, 'Enter a two-letter state code, like MD, or * for every other state.'),
  deductibleCents: claimCents('the deductible'),
  lossOfUseMaxDays: z
    .number({ error: 'Enter the most days of loss of use.' })
    .int('Enter a whole number of days.')
    .min(0, 'Enter 0 or more days.')
    .max(365, 'Enter at most 365 days.'),
  adminFeeMaxCents: claimCents('the most admin fee'),
  renterMaxCents: claimCents('the renter’s most').nullable(),
});
export type ClaimLimitsRow = z.infer<typeof claimLimitsRowSchema>;
export const claimLimitsSchema = z.object({
  limits: z
    .array(claimLimitsRowSchema)
    .min(1)
    .max(60)
    .refine((rows) => rows.some((r) => r.state === '*'), 'Keep the row for every other state (*).'),
});
export type ClaimLimits = z.infer<typeof claimLimitsSchema>;
