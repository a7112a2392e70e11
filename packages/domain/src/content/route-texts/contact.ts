import { brand } from '../brand.ts';
import type { RouteTexts, RouteTextsOf } from './route-texts.types.ts';

const texts: Readonly<Record<string, RouteTexts>> = {
  '/contact': {
    title: 'Contact Us',
    heading: `Contact ${brand.name}`,
    description: `Phone, e-mail, addresses and opening hours of every ${brand.name} location, and a form to reach us.`,
  },
};

/** The contact page. */
export const contactTexts: RouteTextsOf = (route) => texts[route.basePath];
