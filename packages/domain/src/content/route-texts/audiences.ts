import { audiences } from '../audiences.ts';
import { brand } from '../brand.ts';
import type { RouteTextsOf } from './route-texts.types.ts';

/** An audience's page (schools, churches, teams…). */
export const audienceTexts: RouteTextsOf = (route) => {
  const a = audiences.find((audience) => audience.slug === route.contentId);
  if (!a) return undefined;
  return {
    title: `${a.name} Vehicle Rentals`,
    heading: `Vehicle rentals for ${a.name.toLowerCase()}`,
    description: `Vans, buses and trucks for ${a.name.toLowerCase()}: the right vehicles for your group, clear pricing and one point of contact at ${brand.name}.`,
  };
};
