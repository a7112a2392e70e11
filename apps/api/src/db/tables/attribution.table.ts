/**
 * Columns every reservation, quote request and lead carries (migrations 0002,
 * 0003): the visitor's attribution envelope as JSON, plus the first-touch and
 * last-non-direct source, medium and campaign the back office filters and groups
 * by (decision 006). Empty strings when unknown, never null, so GROUP BY sees one "none".
 */
export interface AttributionColumns {
  attribution: string | null;
  first_touch_source: string;
  first_touch_medium: string;
  first_touch_campaign: string;
  last_non_direct_source: string;
  last_non_direct_medium: string;
  last_non_direct_campaign: string;
}
