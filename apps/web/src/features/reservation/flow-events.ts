import type { TripDraft } from '@convoy/domain/contracts/trip-draft';
import {
  type AnalyticsVehicle,
  beginCheckoutParams,
  type CommerceContext,
  purchaseParams,
  selectItemParams,
  viewItemListParams,
} from '@convoy/domain/rules/commerce-events';
import { trackEvent } from '../../lib/analytics/track';
import type { PickupLocation } from '../../lib/catalog-queries';

/**
 * The flow's commerce events (SPEC §3): view_item_list on the results,
 * select_item on a choice, begin_checkout on entering confirm, purchase on a
 * booking (transaction_id = the reservation code, value = the subtotal in
 * dollars, currency USD).
 */
export function commerceContext(
  form: TripDraft,
  locations: readonly PickupLocation[] | undefined,
): CommerceContext {
  const city = locations?.find((l) => l.id === form.pickupLocationId)?.address.city;
  return {
    ...(city ? { pickupCity: city } : {}),
    ...(form.renterAge === null ? {} : { renterAge: form.renterAge }),
  };
}

type Vehicle = AnalyticsVehicle & { pricingBreakdown: NonNullable<AnalyticsVehicle['pricingBreakdown']> };

export const flowEvents = {
  viewList: (vehicles: readonly Vehicle[], ctx: CommerceContext) =>
    trackEvent('view_item_list', viewItemListParams(vehicles, ctx)),
  select: (vehicle: Vehicle, index: number, ctx: CommerceContext) =>
    trackEvent('select_item', selectItemParams(vehicle, { ...ctx, index })),
  /** A convoy is one item per class. */
  beginCheckout: (vehicles: readonly Vehicle[], ctx: CommerceContext) =>
    trackEvent('begin_checkout', beginCheckoutParams(vehicles, ctx)),
  purchase: (code: string, vehicles: readonly Vehicle[], ctx: CommerceContext) =>
    trackEvent('purchase', purchaseParams(code, vehicles, ctx)),
};
