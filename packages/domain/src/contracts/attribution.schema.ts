import { z } from 'zod';
import { isoInstantSchema } from './common.schema.ts';

/**
 * Marketing attribution as the browser sends it with a reservation, quote or
 * lead ("Both store the attribution record sent with them").
 * The tracker lower-cases and trims campaign and click values and leaves them
 * empty when absent (SPEC §3); the server only trims and bounds them, so an
 * older or odd record never blocks a booking. Missing fields become ''.
 */
const value = z.string().trim().max(500, 'Keep this to 500 characters or fewer.').default('');
const urlMax = 'Keep this address to 2048 characters or fewer.';
const url = z.string().trim().max(2048, urlMax).default('');

/** One copy of the attribution record (SPEC §3 "Marketing attribution record"). */
export const attributionRecordSchema = z.object({
  utm_source: value,
  utm_medium: value,
  utm_campaign: value,
  /** Also read from a utm_keyword parameter by the tracker (SPEC §3). */
  utm_term: value,
  utm_content: value,
  gclid: value,
  wbraid: value,
  gbraid: value,
  fbclid: value,
  msclkid: value,
  landing_page_url: url,
  /** The word "direct" when there is no referrer (SPEC §3). */
  referrer: z.string().trim().max(2048, urlMax).default('direct'),
  timestamp: isoInstantSchema,
});
export type AttributionRecord = z.infer<typeof attributionRecordSchema>;

/** The reservation flow's `analytics` fields (SPEC §3 "Reservation flow state"). */
export const flowAnalyticsSchema = z.object({
  utm_source: value,
  utm_medium: value,
  utm_campaign: value,
  utm_content: value,
  utm_term: value,
  referring_site: url,
  search_keyword: value,
  current_page: url,
  source_page: url,
  source_action: value,
});
export type FlowAnalytics = z.infer<typeof flowAnalyticsSchema>;

/**
 * What a form submits: the three copies of the record (SPEC §3: first touch,
 * last non-direct, current session), each present only if the browser holds
 * it, and the flow's analytics fields.
 */
export const attributionEnvelopeSchema = z.object({
  firstTouch: attributionRecordSchema.optional(),
  lastNonDirect: attributionRecordSchema.optional(),
  currentSession: attributionRecordSchema.optional(),
  analytics: flowAnalyticsSchema.optional(),
});
export type AttributionEnvelope = z.infer<typeof attributionEnvelopeSchema>;
