import { brand } from '../brand.ts';
import type { RouteTexts, RouteTextsOf } from './route-texts.types.ts';

const texts: Readonly<Record<string, RouteTexts>> = {
  '/': {
    title: `${brand.name} | Group Van, Bus & Truck Rentals`,
    heading: 'Rent vans, buses and trucks for your group',
    description: `Reserve 9 to 44 passenger vans and buses, cargo vans, box trucks and SUVs online with ${brand.name}. Clear prices, group-friendly service, several vehicles in one booking.`,
  },
};

/** The home page. */
export const startTexts: RouteTextsOf = (route) => texts[route.basePath];
