import { fleetSeed } from '@convoy/domain/content/fleet';
import { locationSeed, seedUnitCount } from '@convoy/domain/content/locations';

/**
 * Counts the why-us page quotes, from the demo data the database is seeded with
 * (locations.ts `seedUnitCount`), so the numbers match what the site books.
 */
export function fleetStats() {
  let units = 0;
  locationSeed.forEach((_, locationIndex) => {
    fleetSeed.forEach((vehicle, classIndex) => {
      units += seedUnitCount(locationIndex, classIndex, vehicle.passengers);
    });
  });
  return { fleetSize: units, locations: locationSeed.length, vehicleClasses: fleetSeed.length };
}
