import { z } from 'zod';
import { periodCheck, periodSchema } from './admin-reports.schema.ts';

/**
 * The business reports of the back office (SPEC "Reports with charts",
 * decision 044): utilisation, revenue, booking lead time and cancellations
 * over a period of at most two years, each grouped one way, each with its CSV.
 * Every row carries its label in words beside its key.
 */

/** Two years, both ends included: a leap year and the year after. */
export const businessReportMaxDays = 731;
const checkPeriod = periodCheck(businessReportMaxDays);

export const utilisationGroupings = ['class', 'location', 'week'] as const;
export const revenueGroupings = ['class', 'audience', 'campaign'] as const;
export const cancellationGroupings = ['class', 'location'] as const;
export type UtilisationGrouping = (typeof utilisationGroupings)[number];
export type RevenueGrouping = (typeof revenueGroupings)[number];
export type CancellationGrouping = (typeof cancellationGroupings)[number];

const groupBy = <const T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.enum(values, { error: message }).default(values[0]);

export const utilisationQuerySchema = z
  .object({ ...periodSchema, by: groupBy(utilisationGroupings, 'Choose class, location or week.') })
  .superRefine(checkPeriod);
export const revenueQuerySchema = z
  .object({ ...periodSchema, by: groupBy(revenueGroupings, 'Choose class, audience or campaign.') })
  .superRefine(checkPeriod);
export const leadTimeQuerySchema = z.object(periodSchema).superRefine(checkPeriod);
export const cancellationsQuerySchema = z
  .object({ ...periodSchema, by: groupBy(cancellationGroupings, 'Choose class or location.') })
  .superRefine(checkPeriod);
export type UtilisationQuery = z.infer<typeof utilisationQuerySchema>;
export type RevenueQuery = z.infer<typeof revenueQuerySchema>;
export type LeadTimeQuery = z.infer<typeof leadTimeQuerySchema>;
export type CancellationsQuery = z.infer<typeof cancellationsQuerySchema>;

const key = z.string().max(200);
const label = z.string().max(300);
const count = z.number().int().min(0);
const signedCents = z.number().int();
/** Vehicle-days to two decimals (a vehicle on rent for 36 hours is 1.5). */
const vehicleDays = z.number().min(0);
const period = { from: z.string().max(10), to: z.string().max(10) };
const maxRows = 2000;

const utilisationFigures = z.object({
  onRentDays: vehicleDays,
  availableDays: vehicleDays,
  /** onRentDays ÷ availableDays, from the exact figures; null when nothing was available. */
  utilisation: z.number().min(0).nullable(),
});
export const utilisationRowSchema = utilisationFigures.extend({ key, label });
export const utilisationReportSchema = z.object({
  ...period,
  by: z.enum(utilisationGroupings),
  rows: z.array(utilisationRowSchema).max(maxRows),
  totals: utilisationFigures,
});
export type UtilisationRow = z.infer<typeof utilisationRowSchema>;
export type UtilisationReport = z.infer<typeof utilisationReportSchema>;

const revenueFigures = z.object({ invoices: count, revenueCents: signedCents });
export const revenueRowSchema = revenueFigures.extend({ key, label });
export const revenueReportSchema = z.object({
  ...period,
  by: z.enum(revenueGroupings),
  rows: z.array(revenueRowSchema).max(maxRows),
  totals: revenueFigures,
});
export type RevenueRow = z.infer<typeof revenueRowSchema>;
export type RevenueReport = z.infer<typeof revenueReportSchema>;

/** Lead time bands: days from booking to pickup, the lower bound included, the upper not. */
export const leadTimeBands = [
  { key: 'same-day', label: 'Less than a day', fromDays: 0, toDays: 1 },
  { key: '1-3', label: '1 to 3 days', fromDays: 1, toDays: 3 },
  { key: '3-7', label: '3 to 7 days', fromDays: 3, toDays: 7 },
  { key: '7-14', label: '1 to 2 weeks', fromDays: 7, toDays: 14 },
  { key: '14-30', label: '2 weeks to a month', fromDays: 14, toDays: 30 },
  { key: '30-90', label: '1 to 3 months', fromDays: 30, toDays: 90 },
  { key: '90+', label: '3 months or more', fromDays: 90, toDays: null },
] as const;

export const leadTimeRowSchema = z.object({ key, label, bookings: count });
export const leadTimeReportSchema = z.object({
  ...period,
  rows: z.array(leadTimeRowSchema).max(leadTimeBands.length),
  totals: z.object({
    bookings: count,
    /** The mean days from booking to pickup, to two decimals; null with no bookings. */
    averageDays: z.number().min(0).nullable(),
  }),
});
export type LeadTimeRow = z.infer<typeof leadTimeRowSchema>;
export type LeadTimeReport = z.infer<typeof leadTimeReportSchema>;

const cancellationFigures = z.object({ cancellations: count, withFee: count, feesCents: signedCents });
export const cancellationRowSchema = cancellationFigures.extend({ key, label });
export const cancellationsReportSchema = z.object({
  ...period,
  by: z.enum(cancellationGroupings),
  rows: z.array(cancellationRowSchema).max(maxRows),
  totals: cancellationFigures,
});
export type CancellationRow = z.infer<typeof cancellationRowSchema>;
export type CancellationsReport = z.infer<typeof cancellationsReportSchema>;
