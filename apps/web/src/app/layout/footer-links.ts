import { brand, whyPath } from '@convoy/domain/content/brand';

/** Footer link columns. Every `to` is a route-table path (footer-links.test.ts checks it). */
export interface FooterSection {
  heading: string;
  links: { label: string; to: string }[];
}

export const footerSections: FooterSection[] = [
  {
    heading: 'Rent',
    links: [
      { label: 'Start a reservation', to: '/' },
      { label: 'Locations', to: '/locations' },
      { label: 'Request a group quote', to: '/quote' },
      { label: 'Manage your booking', to: '/manage' },
      { label: 'Organization accounts', to: '/organisations' },
      { label: 'Long-term leasing', to: '/long-term-leasing' },
    ],
  },
  {
    heading: 'Fleet',
    links: [
      { label: '15 passenger vans', to: '/15-passenger-van' },
      { label: '25 passenger buses', to: '/25-passenger-bus' },
      { label: '44 passenger buses', to: '/44-passenger-bus' },
      { label: 'Cargo vans & box trucks', to: '/cargo-van-box-truck' },
      { label: 'Vehicles for sale', to: '/fleet-sales' },
    ],
  },
  {
    heading: 'Company',
    links: [
      { label: `Why ${brand.name}`, to: whyPath() },
      { label: 'Rental guidelines', to: '/rental-guidelines' },
      { label: 'Terms and conditions', to: '/terms' },
      { label: 'Contact us', to: '/contact' },
    ],
  },
];
