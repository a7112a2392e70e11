/**
 * Delivery and collection (decision 030): which of a location's zones an
 * address lies in, the plan a trip's request makes of it, and the stretch the
 * trip's units are held over once the drivers' road time is added.
 */
import type { PostalAddress } from '../contracts/organisation.schema.ts';
import type { DeliveryZone } from '../contracts/price-book.schema.ts';
import type { CollectionRequest, DeliveryRequest } from '../contracts/trip.schema.ts';

/** One way of the road: the address, the zone it lies in, the driver's instructions. */
export interface DeliveryLeg {
  address: PostalAddress;
  instructions: string | null;
  zone: DeliveryZone;
}

/** What a trip asked to be brought and fetched; null where the renter comes to the counter. */
export interface DeliveryPlan {
  delivery: DeliveryLeg | null;
  collection: DeliveryLeg | null;
}

export const noDelivery: DeliveryPlan = { delivery: null, collection: null };

/** Why an address cannot be served, with the field it is about. */
export interface DeliveryRefusal {
  code: 'outside_delivery_area';
  field: 'delivery.address.postalCode' | 'collection.address.postalCode';
  reason: string;
}

/** The location's zone whose ZIP ranges hold the address's first five digits, if any. */
export function zoneOf(
  zones: readonly DeliveryZone[],
  locationId: string,
  postalCode: string,
): DeliveryZone | undefined {
  const zip = postalCode.trim().slice(0, 5);
  return zones.find(
    (z) => z.locationId === locationId && z.postalCodes.some((r) => r.from <= zip && zip <= r.to),
  );
}

/**
 * The plan of a trip: the delivery in a zone of the pickup location, the
 * collection (at the delivery's address unless another is given) in a zone of
 * the return location; an address outside every zone is refused.
 */
export function deliveryPlanOf(
  zones: readonly DeliveryZone[],
  trip: {
    locationId: string;
    returnLocationId?: string | null | undefined;
    delivery?: DeliveryRequest | undefined;
    collection?: CollectionRequest | undefined;
  },
): { plan: DeliveryPlan } | { refusal: DeliveryRefusal } {
  let delivery: DeliveryLeg | null = null;
  if (trip.delivery) {
    const zone = zoneOf(zones, trip.locationId, trip.delivery.address.postalCode);
    if (!zone) return { refusal: outside('delivery', trip.delivery.address) };
    delivery = { address: trip.delivery.address, instructions: trip.delivery.instructions ?? null, zone };
  }
  let collection: DeliveryLeg | null = null;
  const address = trip.collection?.address ?? (trip.collection ? trip.delivery?.address : undefined);
  if (trip.collection && address) {
    const zone = zoneOf(zones, trip.returnLocationId ?? trip.locationId, address.postalCode);
    if (!zone) return { refusal: outside('collection', address) };
    collection = { address, instructions: trip.collection.instructions ?? null, zone };
  }
  return { plan: { delivery, collection } };
}

function outside(way: 'delivery' | 'collection', address: PostalAddress): DeliveryRefusal {
  const verb = way === 'delivery' ? 'deliver to' : 'collect from';
  return {
    code: 'outside_delivery_area',
    field: `${way}.address.postalCode`,
    reason: `We do not ${verb} ZIP code ${address.postalCode}: it is outside our delivery area. Choose an address in the area, or come to the counter.`,
  };
}

/** Minutes a unit is on the road before the pickup (delivery) and after the return (collection). */
export function travelMinutesOf(plan: DeliveryPlan): { before: number; after: number } {
  return { before: plan.delivery?.zone.travelMinutes ?? 0, after: plan.collection?.zone.travelMinutes ?? 0 };
}

/**
 * The stretch the trip's units are held over (decision 030): from the
 * delivery's road time before the pickup to the collection's after the return.
 * The turnaround is added on top by the stock's readers, as for any hold.
 */
export function heldPeriod<W extends { pickupAt: number; returnAt: number }>(
  window: W,
  travel: { before: number; after: number },
): W {
  if (travel.before === 0 && travel.after === 0) return window;
  return {
    ...window,
    pickupAt: window.pickupAt - travel.before * 60_000,
    returnAt: window.returnAt + travel.after * 60_000,
  };
}
