import { brand } from '../brand.ts';
import type { RouteTexts, RouteTextsOf } from './route-texts.types.ts';

const texts: Readonly<Record<string, RouteTexts>> = {
  '/quote': {
    title: 'Request a group quote',
    heading: 'Request a group quote',
    description: `Tell us about your trip and ${brand.name} sends a written quote for the vehicles your group needs, usually within one business day.`,
  },
};

/** The group quote page. */
export const quoteTexts: RouteTextsOf = (route) => texts[route.basePath];
