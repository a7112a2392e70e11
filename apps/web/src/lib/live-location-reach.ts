import type { DeliveryAreaOffer, OneWayDestination } from '@convoy/domain/content/location-pages';
import { createLiveSource, sameShape } from './live-data';

/** Where a rental from a location may end and where the location delivers (GET /api/locations/:id/reach). */
export interface LocationReach {
  oneWayDestinations: readonly OneWayDestination[];
  deliveryAreas: readonly DeliveryAreaOffer[];
}

function read(body: object, built: LocationReach): LocationReach | null {
  const { oneWayDestinations, deliveryAreas } = body as Record<string, unknown>;
  if (!Array.isArray(oneWayDestinations) || !Array.isArray(deliveryAreas)) return null;
  if (
    !sameShape(oneWayDestinations, built.oneWayDestinations) ||
    !sameShape(deliveryAreas, built.deliveryAreas)
  )
    return null;
  return { oneWayDestinations, deliveryAreas };
}

// One source (one request per visit) per location.
const sources = new Map<string, (built: LocationReach) => LocationReach>();

/**
 * A location's one-way destinations and delivery areas: the demo price book's at first render (the
 * prerendered page), then the stored price book's (live-data.ts). Render it under a component keyed by
 * the location, so another location's page starts from its own built values.
 */
export function useLiveLocationReach(locationId: string, built: LocationReach): LocationReach {
  let source = sources.get(locationId);
  if (!source) {
    source = createLiveSource(`/api/locations/${encodeURIComponent(locationId)}/reach`)(read);
    sources.set(locationId, source);
  }
  return source(built);
}
