import { type VehicleCategory, vehicleCategoryLabels } from '../content/fleet.ts';
import {
  type AgeBand,
  type AnalyticsEventParams,
  type AnalyticsItem,
  type CommerceParams,
  defaultCurrency,
} from './analytics-events.ts';

/**
 * The commerce events of SPEC §3 (view_item_list, select_item, begin_checkout,
 * purchase) with their parameters in GA4's item shape. Apart from
 * analytics-events.ts, which every page loads for its page view: only the
 * reservation flow sends these.
 */

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
 * A convoy (several classes, decision 013) is one item per class, the value their
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
