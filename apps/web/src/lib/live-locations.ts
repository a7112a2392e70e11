import { type Location, locationSeed } from '@convoy/domain/content/locations';
import { createLiveList } from './live-data';

// One module per list (live-fleet.ts, live-vehicles-for-sale.ts): a page loads only the built data it shows.
const useLiveLocationList = createLiveList<Location>('/api/locations', 'locations', (item) => item.id);

/**
 * The pickup locations (GET /api/locations): the demo data at first render, so
 * the home page's search form is complete in the prerendered HTML, then the
 * live list (live-data.ts).
 */
export function useLiveLocations(): readonly Location[] {
  return useLiveLocationList(locationSeed);
}
