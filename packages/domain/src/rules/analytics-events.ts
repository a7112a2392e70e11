import { type VehicleCategory, vehicleCategoryLabels } from '../content/fleet.ts';
import type { JourneyStage, PageCategory } from '../content/routes.ts';
import { contentGroup2, journeyStage, pageCategory } from './page-category.ts';

/**
 * The analytics events of SPEC §3 with their parameters, in GA4's names
 * (https://developers.google.com/analytics/devguides/collection/ga4/reference/events)
 * where GA4 has one. The web app pushes them to the dataLayer; these builders
 * keep their shape in one place.
 */

/** SPEC §9: default currency. */
export const defaultCurrency = 'USD';

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

export const ageBands = ['18-20', '21-24', '25-34', '35-44', '45-54', '55-64', '65+'] as const;
export type AgeBand = (typeof ageBands)[number] | 'under-18';

/** The renter's age as a band, so no exact age reaches analytics. */
export function ageBand(age: number): AgeBand {
  if (age < 18) return 'under-18';
  if (age <= 20) return '18-20';
  if (age <= 24) return '21-24';
  if (age >= 65) return '65+';
  const decade = Math.floor((age - 25) / 10) * 10 + 25;
  return `${decade}-${decade + 9}` as AgeBand;
}

/** Integer cents (SPEC Part B §3) to the currency units analytics expects. */
export function centsToValue(cents: number): number {
  return Math.round(cents) / 100;
}

/** A vehicle as the flow holds it: a class, and its price once availability was searched. */
export interface AnalyticsVehicle {
  id: string;
  name: string;
  category: VehicleCategory;
  pricingBreakdown?: { unitSubtotalCents: number; quantity: number; subtotalCents: number };
}

/** What the flow knows about the search when a commerce event fires. */
export interface CommerceContext {
  pickupCity?: string;
  renterAge?: number;
  currency?: string;
}

/** The list the availability results form, named in view_item_list and select_item. */
export const availabilityListName = 'Available vehicles';

/** A vehicle in GA4's item shape: price per vehicle for the whole rental, quantity booked. */
export function vehicleItem(vehicle: AnalyticsVehicle, index?: number): AnalyticsItem {
  const pricing = vehicle.pricingBreakdown;
  return {
    item_id: vehicle.id,
    item_name: vehicle.name,
    item_category: vehicleCategoryLabels[vehicle.category],
    ...(index === undefined ? {} : { index, item_list_name: availabilityListName }),
    ...(pricing ? { price: centsToValue(pricing.unitSubtotalCents), quantity: pricing.quantity } : {}),
  };
}

function commerceParams(ctx: CommerceContext, vehicle?: AnalyticsVehicle): CommerceParams {
  return {
    currency: ctx.currency ?? defaultCurrency,
    ...(ctx.pickupCity ? { pickup_city: ctx.pickupCity } : {}),
    ...(ctx.renterAge === undefined ? {} : { age_band: ageBand(ctx.renterAge) }),
    ...(vehicle ? { vehicle_class: vehicle.id } : {}),
  };
}

/** view_item_list: the availability results. */
export function viewItemListParams(
  vehicles: readonly AnalyticsVehicle[],
  ctx: CommerceContext,
): AnalyticsEventParams['view_item_list'] {
  return {
    ...commerceParams(ctx),
    item_list_name: availabilityListName,
    items: vehicles.map((v, i) => vehicleItem(v, i)),
  };
}

/** select_item: the visitor chose a vehicle from the results (at `index`). */
export function selectItemParams(
  vehicle: AnalyticsVehicle,
  ctx: CommerceContext & { index?: number },
): AnalyticsEventParams['select_item'] {
  return {
    ...commerceParams(ctx, vehicle),
    item_list_name: availabilityListName,
    items: [vehicleItem(vehicle, ctx.index)],
  };
}

/**
 * begin_checkout: the visitor entered the confirm step; value is the subtotal.
 * A convoy (several classes, issue 18) is one item per class, the value their
 * subtotals together; vehicle_class names the first.
 */
export function beginCheckoutParams(
  vehicles: AnalyticsVehicle | readonly AnalyticsVehicle[],
  ctx: CommerceContext,
): AnalyticsEventParams['begin_checkout'] {
  const list: readonly AnalyticsVehicle[] = 'id' in vehicles ? [vehicles] : vehicles;
  const subtotal = list.reduce((sum, v) => sum + (v.pricingBreakdown?.subtotalCents ?? 0), 0);
  return {
    ...commerceParams(ctx, list[0]),
    value: centsToValue(subtotal),
    items: list.map((v) => vehicleItem(v)),
  };
}

/** purchase: the booking succeeded; the reservation code is the transaction id, the subtotal the value. */
export function purchaseParams(
  reservationCode: string,
  vehicles: AnalyticsVehicle | readonly AnalyticsVehicle[],
  ctx: CommerceContext,
): AnalyticsEventParams['purchase'] {
  return { ...beginCheckoutParams(vehicles, ctx), transaction_id: reservationCode };
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
