import { brand } from '../brand.ts';
import type { RouteTexts, RouteTextsOf } from './route-texts.types.ts';

const texts: Readonly<Record<string, RouteTexts>> = {
  '/fleet-sales': {
    title: 'Fleet Sales',
    heading: 'Buy a used van, bus or truck',
    description: `Well-maintained vehicles from the ${brand.name} rental fleet for sale, with service history, mileage and price.`,
  },
};

/** The fleet sales page. */
export const fleetSalesTexts: RouteTextsOf = (route) => texts[route.basePath];
