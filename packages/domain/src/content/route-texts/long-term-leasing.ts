import { brand } from '../brand.ts';
import type { RouteTexts, RouteTextsOf } from './route-texts.types.ts';

const texts: Readonly<Record<string, RouteTexts>> = {
  '/long-term-leasing': {
    title: 'Long Term Leasing',
    heading: 'Long-term vehicle leasing',
    description: `Lease vans, buses and trucks by the month from ${brand.name}, with maintenance included and no long contract.`,
  },
};

/** The long-term leasing page. */
export const longTermLeasingTexts: RouteTextsOf = (route) => texts[route.basePath];
