import type { JourneyStage, PageCategory } from '../content/routes.ts';
import { contentGroup2, journeyStage, pageCategory } from './page-category.ts';

/**
 * The analytics events of SPEC §3 with their parameters, in GA4's names
 * (https://developers.google.com/analytics/devguides/collection/ga4/reference/events)
 * where GA4 has one. The web app pushes them to the dataLayer; these builders
 * keep their shape in one place. The commerce events' builders are
 * commerce-events.ts: only the reservation flow loads them, while every page
 * loads this module for its page view.
 */

/** SPEC §9: default currency. */
export const defaultCurrency = 'USD';

/** The renter's age as analytics sees it (commerce-events.ts `ageBand`): never an exact age. */
export const ageBands = ['18-20', '21-24', '25-34', '35-44', '45-54', '55-64', '65+'] as const;
export type AgeBand = (typeof ageBands)[number] | 'under-18';

/** SPEC §4 / §9: a page view is reported about 100 ms after navigation. */
export const pageViewDelayMs = 100;

export const analyticsEventNames = [
  'page_view',
  'begin_checkout',
  'purchase',
  'view_item_list',
  'select_item',
  'form_start',
  'form_submit',
  'click',
  'search',
  'file_download',
  'exception',
  'timing',
  'engagement',
] as const;
export type AnalyticsEventName = (typeof analyticsEventNames)[number];

/** GA4's item shape; price in currency units (dollars), not cents. */
export interface AnalyticsItem {
  item_id: string;
  item_name: string;
  item_category?: string;
  item_list_name?: string;
  index?: number;
  price?: number;
  quantity?: number;
}

/** SPEC §3: the fields the commerce events carry. */
export interface CommerceParams {
  currency: string;
  pickup_city?: string;
  age_band?: AgeBand;
  vehicle_class?: string;
  value?: number;
  items?: AnalyticsItem[];
  transaction_id?: string;
}

/** SPEC §3 "Page-view analytics fields", plus the journey stage of SPEC §4. */
export interface PageViewParams {
  page_title: string;
  page_location: string;
  page_referrer: string;
  page_path: string;
  /** Content group 1: the page category (GA4's standard `content_group`). */
  content_group: PageCategory;
  /** Content group 2: the first path segment in words (a custom parameter). */
  content_group2: string;
  journey_stage: JourneyStage;
}

export interface FormParams {
  form_id: string;
  form_name: string;
}

/** Each event's parameters. */
export interface AnalyticsEventParams {
  page_view: PageViewParams;
  view_item_list: CommerceParams & { items: AnalyticsItem[]; item_list_name?: string };
  select_item: CommerceParams & { items: AnalyticsItem[]; item_list_name?: string };
  begin_checkout: CommerceParams & { value: number; items: AnalyticsItem[] };
  purchase: CommerceParams & { transaction_id: string; value: number; items: AnalyticsItem[] };
  form_start: FormParams;
  form_submit: FormParams;
  click: { link_url: string; link_text?: string; link_domain?: string; outbound: boolean };
  search: { search_term: string };
  file_download: { link_url: string; file_name: string; file_extension: string; link_text?: string };
  exception: { description: string; fatal: boolean };
  /** A measured duration in ms, e.g. a Web Vital (`value` is unitless for CLS). */
  timing: { name: string; value: number; event_category?: string };
  engagement: { engagement_type: string; engagement_time_msec?: number };
}

/** A malformed percent-escape in an unknown path must not break the page view. */
function safeContentGroup2(path: string): string {
  try {
    return contentGroup2(path);
  } catch {
    return contentGroup2(path.replace(/%/g, ''));
  }
}

/**
 * page_view (SPEC §3 "Page-view analytics fields", §4): title, location and
 * referrer, content group 1 = the page category, content group 2 = the first
 * path segment in words, and the journey stage of the category.
 */
export function pageViewParams(view: { location: string; title: string; referrer: string }): PageViewParams {
  let path = '/';
  try {
    path = new URL(view.location).pathname;
  } catch {
    path = view.location.split(/[?#]/)[0] || '/';
  }
  const category = pageCategory(path);
  return {
    page_title: view.title,
    page_location: view.location,
    page_referrer: view.referrer,
    page_path: path,
    content_group: category,
    content_group2: safeContentGroup2(path),
    journey_stage: journeyStage(category),
  };
}
