import { type Location, locationSeed, weekdays } from '@convoy/domain/content/locations';
import { createLiveList, is } from './live-data';

function isHours(v: unknown): boolean {
  return v === null || (is.object(v) && is.string(v.open) && is.string(v.close));
}

/** An object whose every listed field passes `check`. */
function isFields(v: unknown, keys: readonly string[], check: (field: unknown) => boolean): boolean {
  return is.object(v) && keys.every((key) => check(v[key]));
}

function isLocation(v: unknown): v is Location {
  return (
    is.object(v) &&
    is.string(v.id) &&
    is.string(v.name) &&
    is.string(v.timezone) &&
    is.string(v.phone) &&
    isFields(v.address, ['street', 'city', 'region', 'postalCode', 'country'], is.string) &&
    isFields(v.openingHours, weekdays, isHours)
  );
}

const useLiveLocationList = createLiveList('/api/locations', 'locations', isLocation, (item) => item.id);

/**
 * The pickup locations (GET /api/locations, location.schema.ts): the demo data
 * at first render, so the home page's search form is complete in the
 * prerendered HTML, then the live list. No query library on the home page
 * (issue 5: JS budget).
 */
export function useLiveLocations(): readonly Location[] {
  return useLiveLocationList(locationSeed);
}
