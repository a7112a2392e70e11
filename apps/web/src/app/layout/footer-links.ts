import { brand, whyPath } from '@convoy/domain/content/brand';
import m from './footer.messages';

/** Footer link columns. Every `to` is a route-table path (footer-links.test.ts checks it). */
export interface FooterSection {
  heading: string;
  links: { label: string; to: string }[];
}

export const footerSections: FooterSection[] = [
  {
    heading: m.rent(),
    links: [
      { label: m.startReservation(), to: '/' },
      { label: m.locations(), to: '/locations' },
      { label: m.groupQuote(), to: '/quote' },
      { label: m.manageBooking(), to: '/manage' },
      { label: m.organizationAccounts(), to: '/organisations' },
      { label: m.longTermLeasing(), to: '/long-term-leasing' },
    ],
  },
  {
    heading: m.fleet(),
    links: [
      { label: m.passengerVans15(), to: '/15-passenger-van' },
      { label: m.passengerBuses25(), to: '/25-passenger-bus' },
      { label: m.passengerBuses44(), to: '/44-passenger-bus' },
      { label: m.cargoVansBoxTrucks(), to: '/cargo-van-box-truck' },
      { label: m.vehiclesForSale(), to: '/fleet-sales' },
    ],
  },
  {
    heading: m.company(),
    links: [
      { label: m.whyBrand({ brand: brand.name }), to: whyPath() },
      { label: m.rentalGuidelines(), to: '/rental-guidelines' },
      { label: m.terms(), to: '/terms' },
      { label: m.contactUs(), to: '/contact' },
    ],
  },
];
