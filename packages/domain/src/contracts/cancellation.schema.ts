import { z } from 'zod';

/**
 * The company's cancellation policy (rules/cancellation.ts applies it;
 * content/rental-policy.ts holds the demo one): tiers by hours of notice
 * before pickup, one list for a reservation of one or a few vehicles and one
 * for a group of `groupMinVehicles` or more, and the no-show fee.
 */
const percentMessage = 'Enter a percent of the total from 0 to 100.';
const daysMessage = 'Enter from 0 to 30 days of the daily rate.';

export const cancellationFeeSchema = z.object({
  /** Days of the daily rate of every vehicle, as booked. */
  feeBaseDays: z.number({ error: daysMessage }).int(daysMessage).min(0, daysMessage).max(30, daysMessage),
  /** Percent of the reservation's total. */
  feePercent: z.number({ error: percentMessage }).min(0, percentMessage).max(100, percentMessage),
});

const hoursMessage = 'Enter the notice in whole hours before pickup, from 0 to 8760.';
export const cancellationTierSchema = cancellationFeeSchema.extend({
  /** The tier applies when the cancellation comes at least this many hours before pickup. */
  minHoursBefore: z
    .number({ error: hoursMessage })
    .int(hoursMessage)
    .min(0, hoursMessage)
    .max(8760, hoursMessage),
});

const tiers = (label: string) =>
  z
    .array(cancellationTierSchema)
    .min(1, `Give the ${label} at least one tier.`)
    .max(6, `Give the ${label} at most 6 tiers.`)
    .refine((list) => list.some((t) => t.minHoursBefore === 0), {
      error: `One tier of the ${label} must start at 0 hours, for a cancellation just before pickup.`,
    })
    .refine((list) => new Set(list.map((t) => t.minHoursBefore)).size === list.length, {
      error: `Each tier of the ${label} needs its own number of hours.`,
    });

export const cancellationPolicySchema = z.object({
  groupMinVehicles: z
    .number({ error: 'Enter from 2 to 20 vehicles.' })
    .int('Enter whole vehicles.')
    .min(2, 'Enter from 2 to 20 vehicles.')
    .max(20, 'Enter from 2 to 20 vehicles.'),
  single: tiers('policy for smaller reservations'),
  group: tiers('group policy'),
  noShow: cancellationFeeSchema,
});
export type CancellationPolicy = z.infer<typeof cancellationPolicySchema>;

const locationId = z.string().trim().min(1).max(64);

/**
 * GET /api/cancellation-policy's query: a one-way trip's two ends, so the
 * answer is its route's own policy when it has one (decision 028); none, or a
 * round trip, or a route without one: the company's.
 */
export const cancellationPolicyQuerySchema = z.object({
  locationId: locationId.optional(),
  returnLocationId: locationId.optional(),
});
export type CancellationPolicyQuery = z.infer<typeof cancellationPolicyQuerySchema>;

/** GET /api/cancellation-policy: the policy and each tier in plain words. */
export const cancellationPolicyResponseSchema = z.object({
  policy: cancellationPolicySchema,
  summary: z.object({
    single: z.array(z.string().max(300)).max(6),
    group: z.array(z.string().max(300)).max(6),
    noShow: z.string().max(300),
  }),
  /** True when `policy` is the asked one-way route's own (decision 028); absent: the company's. */
  oneWayTerms: z.boolean().optional(),
});
export type CancellationPolicyResponse = z.infer<typeof cancellationPolicyResponseSchema>;
