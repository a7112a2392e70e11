/**
 * The demo price book's delivery zones (decision 030): each demo location
 * delivers and collects within its city's ZIP codes (content/delivery-areas.ts,
 * which its location page shows too), $95 a vehicle each way, 45 minutes on the
 * road each way. Seeded into the price book; a real company sets its own there.
 */

import { demoDeliveryAreas } from './delivery-areas.ts';

/** A zone of the demo price book (the shape of price-book.schema.ts DeliveryZone). */
export interface DemoDeliveryZone {
  id: string;
  locationId: string;
  label: string;
  postalCodes: readonly { from: string; to: string }[];
  deliveryFeeCents: number;
  collectionFeeCents: number;
  travelMinutes: number;
}

export const demoDeliveryZones: readonly DemoDeliveryZone[] = Object.entries(demoDeliveryAreas).map(
  ([locationId, area]) => ({
    id: `${locationId}-city`,
    locationId,
    label: area.label,
    postalCodes: [area.postalCodes],
    deliveryFeeCents: 9_500,
    collectionFeeCents: 9_500,
    travelMinutes: 45,
  }),
);
