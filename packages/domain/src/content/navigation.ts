import { brand, whyPath } from './brand.ts';

/**
 * The top navigation, item for item and in order (SPEC §2 "Top navigation").
 * `to: null` is an entry with no target: Cars, shown as not yet available
 * (SPEC Part B §9).
 */
export interface NavLink {
  label: string;
  to: string | null;
}
export interface NavGroup {
  /** Group heading; absent for SPEC §2's "Direct links", which stand without one. */
  label?: string;
  links: NavLink[];
}
export type NavItem =
  | { kind: 'link'; label: string; to: string }
  | { kind: 'menu'; id: string; label: string; groups: NavGroup[] };

export const whoWeServe: NavGroup[] = [
  {
    label: 'Education & Youth',
    links: [
      { label: 'Schools & Colleges', to: '/schools-colleges' },
      { label: 'Summer Camps', to: '/summer-camps' },
      { label: 'Recreation Clubs', to: '/clubs-youth-orgs' },
    ],
  },
  {
    label: 'Sports & Recreation',
    links: [
      { label: 'Teams', to: '/sports-teams' },
      { label: 'Sports Hospitality', to: '/sports-hospitality' },
    ],
  },
  {
    label: 'Organizations & Groups',
    links: [
      { label: 'Churches', to: '/churches-ministries' },
      { label: 'Corporate', to: '/businesses-corporations' },
      { label: 'Government', to: '/government-military' },
      { label: 'Construction', to: '/construction-contractors' },
      { label: 'Equipment Rental', to: '/equipment-rental' },
    ],
  },
  {
    label: 'Specialty',
    links: [
      { label: 'Film Production', to: '/film-production' },
      { label: 'Limousine', to: '/limousine-companies' },
      { label: 'Shuttle Transportation', to: '/shuttle-transportation' },
    ],
  },
  {
    label: 'Personal',
    links: [
      { label: 'Vacations', to: '/family-vacations' },
      { label: 'Family Reunions', to: '/family-reunions' },
      { label: 'Weddings', to: '/weddings' },
    ],
  },
  {
    label: 'Travel & Tourism',
    links: [
      { label: 'Destination Management', to: '/destination-management' },
      { label: 'Wine Tours', to: '/wine-tours-sightseeing' },
    ],
  },
];

export const ourFleet: NavGroup[] = [
  {
    label: 'Buses',
    links: [
      { label: '15 Passenger Activity Bus', to: '/15-passenger-activity-bus' },
      { label: '15 Passenger Comfort Bus', to: '/15-passenger-comfort-bus' },
      { label: '25 Passenger Bus', to: '/25-passenger-bus' },
      { label: '33 Passenger Bus', to: '/33-passenger-bus' },
      { label: '44 Passenger Bus', to: '/44-passenger-bus' },
    ],
  },
  {
    label: 'Vans',
    links: [
      { label: '12 Passenger Van', to: '/12-passenger-van' },
      { label: '15 Passenger Van', to: '/15-passenger-van' },
      { label: '9 Passenger Conversion Van', to: '/9-passenger-conversion-van' },
      { label: 'Minivan', to: '/minivan' },
      // SPEC §2: Cargo Vans and Cargo Vans/Box Trucks share one page.
      { label: 'Cargo Vans', to: '/cargo-van-box-truck' },
    ],
  },
  {
    // SPEC §2 "Direct links": listed straight under the menu, no group heading.
    links: [
      { label: 'Cars', to: null },
      { label: 'SUVs', to: '/suvs' },
      { label: 'Trucks', to: '/trucks' },
      { label: 'Cargo Vans/Box Trucks', to: '/cargo-van-box-truck' },
      { label: 'Flatbed Truck', to: '/flatbed-truck' },
    ],
  },
];

/**
 * What renters come back to do, besides SPEC §2's items: the phone's drawer
 * lists them first, under their label, and the full bar beside its items.
 */
export const renterTasks: { label: string; links: { label: string; to: string }[] } = {
  label: 'Book and manage',
  links: [
    { label: 'Manage your booking', to: '/manage' },
    { label: 'Request a group quote', to: '/quote' },
    { label: 'Organization accounts', to: '/organisations' },
    // Where to pick up (decision 029): beside SPEC §2's items, which keep their order.
    { label: 'Locations', to: '/locations' },
  ],
};

export const topNavigation: NavItem[] = [
  { kind: 'menu', id: 'who-we-serve', label: 'Who We Serve', groups: whoWeServe },
  { kind: 'menu', id: 'our-fleet', label: 'Our Fleet', groups: ourFleet },
  { kind: 'link', label: `Why ${brand.name}`, to: whyPath() },
  { kind: 'link', label: 'Long Term Leasing', to: '/long-term-leasing' },
  { kind: 'link', label: 'Fleet Sales', to: '/fleet-sales' },
  { kind: 'link', label: 'Rental Guidelines', to: '/rental-guidelines' },
  { kind: 'link', label: 'Contact', to: '/contact' },
];
