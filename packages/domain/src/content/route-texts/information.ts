import { brand, whyPath } from '../brand.ts';
import type { RouteTexts, RouteTextsOf } from './route-texts.types.ts';

const texts: Readonly<Record<string, RouteTexts>> = {
  [whyPath()]: {
    title: `Why ${brand.name}`,
    heading: `Why groups choose ${brand.name}`,
    description: `Why schools, churches, teams and companies rent their group vehicles from ${brand.name}: one fleet from minivans to 44 passenger buses, clear prices and real people on the phone.`,
  },
  '/long-term-leasing': {
    title: 'Long Term Leasing',
    heading: 'Long-term vehicle leasing',
    description: `Lease vans, buses and trucks by the month from ${brand.name}, with maintenance included and no long contract.`,
  },
  '/long-term-vehicles': {
    title: 'Long Term Vehicles',
    heading: 'Vehicles for long-term rental',
    description: `Monthly rates for every vehicle in the ${brand.name} fleet, from minivans to 44 passenger buses.`,
  },
  '/fleet-sales': {
    title: 'Fleet Sales',
    heading: 'Buy a used van, bus or truck',
    description: `Well-maintained vehicles from the ${brand.name} rental fleet for sale, with service history, mileage and price.`,
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
  '/organisations': {
    title: 'Organization accounts and invoice terms',
    heading: 'Organization accounts and invoice terms',
    description: `Schools, churches, teams and companies: rent from ${brand.name} in your organization’s name, pay by invoice on net terms, tax exemption included.`,
  },
  '/contact': {
    title: 'Contact Us',
    heading: `Contact ${brand.name}`,
    description: `Phone, e-mail, addresses and opening hours of every ${brand.name} location, and a form to reach us.`,
  },
};

/** The information pages: why us, leasing, fleet sales, guidelines, terms, organisations, contact. */
export const informationTexts: RouteTextsOf = (route) => texts[route.path];
