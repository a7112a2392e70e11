import { brand } from '../brand.ts';
import { locationSeed } from '../locations.ts';
import type { RouteTextsOf } from './route-texts.types.ts';

/** The list of locations and each location's page (decision 029). */
export const locationTexts: RouteTextsOf = (route) => {
  if (route.screen === 'locations')
    return {
      title: 'Locations',
      heading: `${brand.name} locations`,
      description: `Every ${brand.name} pickup location: address, opening hours and holiday hours, the vehicles kept there and where each delivers.`,
    };
  if (route.screen !== 'location') return undefined;
  const location = locationSeed.find((l) => l.id === route.contentId);
  if (!location) return undefined;
  const { city, region } = location.address;
  return {
    title: `${location.name} Van and Bus Rental`,
    heading: location.name,
    description: `Rent vans, buses and trucks at ${brand.name} ${location.name}, ${city}, ${region}: address, opening and holiday hours, how to find the counter, the vehicles kept there and their prices.`,
  };
};
