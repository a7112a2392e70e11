import { z } from 'zod';
import { webVitalNames, webVitalRatings } from './collect.schema.ts';
import { localDateSchema } from './common.schema.ts';

/**
 * The back office's reports (decision 006): the attribution report (bookings,
 * booked value, quotes and leads by source / medium / campaign over a period)
 * and site health (page views and Web Vitals at the 75th percentile per page,
 * from the first-party collection of SPEC Part B §11).
 */

/** A report never spans more than this: the charts and the queries stay bounded. */
export const reportMaxDays = 366;

export const periodSchema = {
  from: localDateSchema,
  to: localDateSchema,
};

/** A period's end on or after its start, and at most `maxDays` long. */
export const periodCheck =
  (maxDays: number) => (value: { from: string; to: string }, ctx: z.RefinementCtx) => {
    if (value.to < value.from) {
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: 'The end date must be on or after the start date.',
      });
      return;
    }
    const days = (Date.parse(`${value.to}T00:00:00Z`) - Date.parse(`${value.from}T00:00:00Z`)) / 86_400_000;
    if (days >= maxDays) {
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: `Choose a period of at most ${maxDays} days.`,
      });
    }
  };
const checkPeriod = periodCheck(reportMaxDays);

/** Which attribution copy a row is credited to (SPEC §3: first touch, last non-direct). */
export const attributionModels = ['first-touch', 'last-non-direct'] as const;
export type AttributionModel = (typeof attributionModels)[number];

export const attributionReportQuerySchema = z
  .object({
    ...periodSchema,
    model: z
      .enum(attributionModels, { error: 'Choose first touch or last non-direct.' })
      .default('last-non-direct'),
  })
  .superRefine(checkPeriod);
export type AttributionReportQuery = z.infer<typeof attributionReportQuerySchema>;

export const attributionReportRowSchema = z.object({
  source: z.string().max(500),
  medium: z.string().max(500),
  campaign: z.string().max(500),
  /** Confirmed bookings made in the period, and what they are worth. */
  bookings: z.number().int().min(0),
  bookedValueCents: z.number().int().min(0),
  cancelledBookings: z.number().int().min(0),
  quotes: z.number().int().min(0),
  leads: z.number().int().min(0),
});
export type AttributionReportRow = z.infer<typeof attributionReportRowSchema>;

export const attributionReportSchema = z.object({
  from: z.string().max(10),
  to: z.string().max(10),
  model: z.enum(attributionModels),
  rows: z.array(attributionReportRowSchema).max(1000),
  totals: attributionReportRowSchema.omit({ source: true, medium: true, campaign: true }),
});
export type AttributionReport = z.infer<typeof attributionReportSchema>;

export const deviceClasses = ['mobile', 'tablet', 'desktop'] as const;
export type DeviceClass = (typeof deviceClasses)[number];

export const siteHealthQuerySchema = z
  .object({
    ...periodSchema,
    device: z.enum(deviceClasses, { error: 'Choose mobile, tablet or desktop.' }).optional(),
  })
  .superRefine(checkPeriod);
export type SiteHealthQuery = z.infer<typeof siteHealthQuerySchema>;

export type WebVitalName = (typeof webVitalNames)[number];

/**
 * Google's thresholds (web.dev/articles/vitals, /defining-core-web-vitals-thresholds):
 * at or under `good` is good, over `poor` is poor. CLS is unitless; the rest are ms.
 */
export const webVitalThresholds: Record<WebVitalName, { good: number; poor: number; unit: 'ms' | '' }> = {
  LCP: { good: 2500, poor: 4000, unit: 'ms' },
  INP: { good: 200, poor: 500, unit: 'ms' },
  CLS: { good: 0.1, poor: 0.25, unit: '' },
  FCP: { good: 1800, poor: 3000, unit: 'ms' },
  TTFB: { good: 800, poor: 1800, unit: 'ms' },
};

/** The rating of a 75th-percentile value, as the web-vitals library rates one report. */
export function rateWebVital(name: WebVitalName, value: number): (typeof webVitalRatings)[number] {
  const t = webVitalThresholds[name];
  if (value <= t.good) return 'good';
  return value <= t.poor ? 'needs-improvement' : 'poor';
}

export const siteHealthSchema = z.object({
  from: z.string().max(10),
  to: z.string().max(10),
  /** Page views per day of the period (every day listed, zeros included). */
  days: z.array(z.object({ day: z.string().max(10), views: z.number().int().min(0) })).max(reportMaxDays),
  /** Page views per page per day, for the pages with the most views. */
  pageDays: z
    .array(z.object({ path: z.string().max(512), day: z.string().max(10), views: z.number().int().min(0) }))
    .max(50 * reportMaxDays),
  pages: z
    .array(
      z.object({
        path: z.string().max(512),
        views: z.number().int().min(0),
        vitals: z.array(
          z.object({
            name: z.enum(webVitalNames),
            p75: z.number().min(0),
            samples: z.number().int().min(1),
            rating: z.enum(webVitalRatings),
          }),
        ),
      }),
    )
    .max(200),
});
export type SiteHealth = z.infer<typeof siteHealthSchema>;
