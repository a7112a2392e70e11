import { brand } from '../brand.ts';
import type { RouteTexts, RouteTextsOf } from './route-texts.types.ts';

const texts: Readonly<Record<string, RouteTexts>> = {
  '/long-term-vehicles': {
    title: 'Long Term Vehicles',
    heading: 'Vehicles for long-term rental',
    description: `Monthly rates for every vehicle in the ${brand.name} fleet, from minivans to 44 passenger buses.`,
  },
};

/** The long-term vehicles page. */
export const longTermVehiclesTexts: RouteTextsOf = (route) => texts[route.basePath];
