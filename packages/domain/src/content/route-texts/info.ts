import { brand, whyPath } from '../brand.ts';
import type { RouteTexts, RouteTextsOf } from './route-texts.types.ts';

const texts: Readonly<Record<string, RouteTexts>> = {
  [whyPath()]: {
    title: `Why ${brand.name}`,
    heading: `Why groups choose ${brand.name}`,
    description: `Why schools, churches, teams and companies rent their group vehicles from ${brand.name}: one fleet from minivans to 44 passenger buses, clear prices and real people on the phone.`,
  },
  '/rental-guidelines': {
    title: 'Rental Guidelines',
    heading: 'Rental guidelines',
    description: `Driver ages, licenses and CDL, insurance, deposits, fuel, mileage and everything else to know before you rent from ${brand.name}.`,
  },
  '/terms': {
    title: 'Terms and Conditions',
    heading: 'Terms and conditions',
    description: `The rental terms and conditions of ${brand.name}, operated by ${brand.ownerCompany.replace(/\.$/, '')}.`,
  },
};

/** The information documents: why us, the rental guidelines, the terms. */
export const infoTexts: RouteTextsOf = (route) => texts[route.basePath];
