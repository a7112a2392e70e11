import { z } from 'zod';
import { centsSchema, localDateSchema, oneLineSchema } from './common.schema.ts';
import { certificateStatuses, reviewedFileShape } from './organisation.schema.ts';

/**
 * Certificates of insurance (decision 023): a renter or organisation that
 * declines protection covers the hired vehicles with its own insurance and
 * shows it with a certificate (PDF or photo) that staff verify. The file is
 * checked as the tax-exemption certificates are; these are the fields sent
 * with it and the answers.
 */

/** $1,000,000: the minimum liability limit until staff set another. */
export const defaultMinimumLiabilityCents = 100_000_000;

const text = (label: string, max: number) =>
  oneLineSchema(`Enter the ${label}.`)
    .min(1, `Enter the ${label}.`)
    .max(max, `Keep the ${label} to ${max} characters or fewer.`);

const insuranceFields = {
  insurer: text('insurer', 120),
  policyNumber: text('policy number', 64),
  validFrom: localDateSchema,
  validTo: localDateSchema,
  liabilityLimitCents: centsSchema,
  coversHiredVehicles: z.boolean({ error: 'Say whether the policy covers hired vehicles.' }),
};

const validToAfterFrom = (v: { validFrom: string; validTo: string }, ctx: z.RefinementCtx) => {
  if (v.validTo < v.validFrom)
    ctx.addIssue({ code: 'custom', path: ['validTo'], message: 'The end date is before the start date.' });
};

/**
 * The fields sent with a certificate's file (multipart/form-data, the file in
 * "file"): every value arrives as text, so the limit is whole cents in digits
 * and whether it covers hired vehicles is "true" or "false".
 */
export const insuranceFieldsSchema = z
  .object({
    ...insuranceFields,
    liabilityLimitCents: z
      .string()
      .regex(/^\d{1,15}$/, 'Enter the liability limit as a whole number.')
      .transform(Number),
    coversHiredVehicles: z
      .enum(['true', 'false'], {
        error: 'Say whether the policy covers hired vehicles.',
      })
      .transform((v) => v === 'true'),
  })
  .superRefine(validToAfterFrom);
export type InsuranceFields = z.output<typeof insuranceFieldsSchema>;

export const insuranceCertificateSchema = z.object({
  id: z.uuid().max(36),
  insurer: z.string().max(120),
  policyNumber: z.string().max(64),
  validFrom: z.string().max(10),
  validTo: z.string().max(10),
  liabilityLimitCents: centsSchema,
  coversHiredVehicles: z.boolean(),
  ...reviewedFileShape,
  /** Whose it is: a booking's code or an organisation account's code. */
  reservationCode: z.string().max(16).nullable(),
  organisationCode: z.string().max(16).nullable(),
});
export type InsuranceCertificate = z.infer<typeof insuranceCertificateSchema>;

/**
 * Staff's review answered: its outcome only, so the audit log's record of it
 * holds no policy number.
 */
export const insuranceReviewedSchema = insuranceCertificateSchema.pick({
  id: true,
  status: true,
  rejectionReason: true,
  reviewedAt: true,
  reservationCode: true,
  organisationCode: true,
});
export type InsuranceReviewed = z.infer<typeof insuranceReviewedSchema>;

export const insuranceStatuses = ['missing', 'pending', 'verified', 'rejected'] as const;
export type InsuranceStatus = (typeof insuranceStatuses)[number];

/**
 * A booking's insurance, on its lookup: null when protection was taken or not
 * chosen. `required` is false for a booking that declined protection with a
 * written statement before certificates were asked for (decision 023);
 * `covers` says whether the certificate found covers this trip (its dates,
 * hired vehicles and the minimum limit), `problem` why not.
 */
export const reservationInsuranceSchema = z.object({
  status: z.enum(insuranceStatuses),
  required: z.boolean(),
  validTo: z.string().max(10).nullable(),
  reason: z.string().max(300).optional(),
  covers: z.boolean(),
  problem: z.string().max(300).optional(),
  /** Whose certificate this is (an organisation's serves its bookings); absent while missing. */
  source: z.enum(['reservation', 'organisation']).optional(),
});
export type ReservationInsurance = z.infer<typeof reservationInsuranceSchema>;

/** Staff verify a certificate (correcting what was typed, if need be) or refuse it with a reason. */
export const insuranceReviewSchema = z
  .object({
    decision: z.enum(['verify', 'reject'], { error: 'Verify or reject the certificate.' }),
    ...insuranceFields,
    reason: z.string().trim().max(300, 'Keep the reason to 300 characters.').optional(),
  })
  .superRefine((v, ctx) => {
    validToAfterFrom(v, ctx);
    if (v.decision === 'reject' && !v.reason)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'Say why, for the renter.' });
  });
export type InsuranceReview = z.infer<typeof insuranceReviewSchema>;

/** The back office's list: certificates waiting for review first, then the latest. */
export const adminInsuranceQuerySchema = z.object({
  status: z.enum(certificateStatuses, { error: 'Choose pending, verified or rejected.' }).optional(),
});
export type AdminInsuranceQuery = z.infer<typeof adminInsuranceQuerySchema>;
export const adminInsuranceListSchema = z.object({
  certificates: z.array(insuranceCertificateSchema).max(200),
});

/** The company's minimum liability limit a certificate must show, staff-editable. */
export const insuranceSettingsSchema = z.object({
  minimumLiabilityCents: centsSchema.refine((v) => v > 0, 'Enter a minimum above zero.'),
});
export type InsuranceSettings = z.infer<typeof insuranceSettingsSchema>;
