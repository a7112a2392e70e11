import { z } from 'zod';
import type { JourneyStage, PageCategory } from '../content/routes.ts';
import { collectMaxEvents } from './collect-limits.ts';

/**
 * First-party collection (SPEC Part B §11): what the browser beacons to
 * POST /api/collect. Page views and Web Vitals only, with nothing that
 * identifies the visitor: a path without its query string (a query may hold an
 * e-mail or a booking code), the referring host and never its full URL.
 * The server adds the time and stores no raw IP address.
 */

const categoryList = {
  Home: true,
  Availability: true,
  Booking: true,
  Confirmation: true,
  Contact: true,
  Purchase: true,
  'Vehicle Types': true,
  'Use Cases': true,
  Information: true,
  Other: true,
} satisfies Record<PageCategory, true>;
const pageCategories = Object.keys(categoryList) as [PageCategory, ...PageCategory[]];

const stageList = {
  awareness: true,
  consideration: true,
  conversion: true,
  engagement: true,
} satisfies Record<JourneyStage, true>;
const journeyStages = Object.keys(stageList) as [JourneyStage, ...JourneyStage[]];

/** SPEC Part B, analytics (decision 004): the Core Web Vitals and the two loading metrics collected. */
export const webVitalNames = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export const webVitalRatings = ['good', 'needs-improvement', 'poor'] as const;

/** A site path: starts with "/", no query string or fragment. */
const pathSchema = z
  .string()
  .trim()
  .min(1)
  .max(512)
  .regex(/^\/[^?#\s]*$/, 'A site path without query or fragment.');

export const collectPageViewSchema = z.object({
  type: z.literal('page_view'),
  path: pathSchema,
  title: z.string().trim().max(300).default(''),
  /** The referring site's host name; '' for direct visits and navigation within the site. */
  referrerHost: z.string().trim().toLowerCase().max(253).default(''),
  category: z.enum(pageCategories),
  contentGroup2: z.string().trim().max(120),
  journeyStage: z.enum(journeyStages),
});
export type CollectPageView = z.infer<typeof collectPageViewSchema>;

export const collectWebVitalSchema = z.object({
  type: z.literal('web_vital'),
  path: pathSchema,
  name: z.enum(webVitalNames),
  /** Milliseconds, except CLS which is a unitless score. */
  value: z.number().min(0).max(3_600_000),
  rating: z.enum(webVitalRatings),
  /** The web-vitals library's id of the metric for this page load, to keep the last report only. */
  metricId: z.string().trim().max(64),
  navigationType: z.string().trim().max(32).default(''),
});
export type CollectWebVital = z.infer<typeof collectWebVitalSchema>;

export const collectEventSchema = z.discriminatedUnion('type', [
  collectPageViewSchema,
  collectWebVitalSchema,
]);
export type CollectEvent = z.infer<typeof collectEventSchema>;

/** POST /api/collect body. The API answers 204 on success, 400 with the error body otherwise. */
export const collectBodySchema = z.object({
  events: z.array(collectEventSchema).min(1).max(collectMaxEvents),
});
export type CollectBody = z.infer<typeof collectBodySchema>;
export type CollectBodyInput = z.input<typeof collectBodySchema>;
