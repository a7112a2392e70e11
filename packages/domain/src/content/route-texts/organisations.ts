import { brand } from '../brand.ts';
import type { RouteTexts, RouteTextsOf } from './route-texts.types.ts';

const texts: Readonly<Record<string, RouteTexts>> = {
  '/organisations': {
    title: 'Organization accounts and invoice terms',
    heading: 'Organization accounts and invoice terms',
    description: `Schools, churches, teams and companies: rent from ${brand.name} in your organization’s name, pay by invoice on net terms, tax exemption included.`,
  },
};

/** The organisation accounts page. */
export const organisationsTexts: RouteTextsOf = (route) => texts[route.basePath];
