import { brand } from '../brand.ts';
import { fleetSeed } from '../fleet.ts';
import type { RouteTextsOf } from './route-texts.types.ts';

/** A vehicle type's page. */
export const vehicleTexts: RouteTextsOf = (route) => {
  const v = fleetSeed.find((vehicle) => vehicle.id === route.contentId);
  if (!v) return undefined;
  return {
    title: `${v.name} Rental`,
    heading: `${v.name} Rental`,
    description: `Rent a ${v.name.toLowerCase()} with ${brand.name}: ${v.passengers} seats, ${
      v.requiresCdl ? 'CDL driver required' : 'no CDL needed'
    }, renters ${v.minAge}+. See rates and check availability online.`,
  };
};
