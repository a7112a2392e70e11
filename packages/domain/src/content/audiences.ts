import type { RentalPurposeId } from './rental-purposes.ts';

/**
 * Audiences (SPEC §1) and their pages (SPEC §2). Each audience page maps to one of the flow's rental
 * purposes (rental-purposes.ts) so that its calls to action prefill the purpose.
 */
export interface Audience {
  /** Page path without the slash. */
  slug: string;
  /** Entry text in the Who We Serve menu (SPEC §2). */
  navLabel: string;
  /** Page heading. */
  name: string;
  purpose: RentalPurposeId;
}

export const audiences: readonly Audience[] = [
  {
    slug: 'schools-colleges',
    navLabel: 'Schools & Colleges',
    name: 'Schools & Colleges',
    purpose: 'schools-colleges',
  },
  {
    slug: 'film-production',
    navLabel: 'Film Production',
    name: 'Film & TV Production',
    purpose: 'film-crews',
  },
  { slug: 'summer-camps', navLabel: 'Summer Camps', name: 'Summer Camps', purpose: 'camps-clubs-youth' },
  {
    slug: 'clubs-youth-orgs',
    navLabel: 'Recreation Clubs',
    name: 'Clubs & Youth Organizations',
    purpose: 'camps-clubs-youth',
  },
  { slug: 'sports-teams', navLabel: 'Teams', name: 'Sports Teams', purpose: 'sports-teams' },
  {
    slug: 'sports-hospitality',
    navLabel: 'Sports Hospitality',
    name: 'Sports Hospitality',
    purpose: 'tour-destination-operators',
  },
  { slug: 'churches-ministries', navLabel: 'Churches', name: 'Churches & Ministries', purpose: 'churches' },
  {
    slug: 'businesses-corporations',
    navLabel: 'Corporate',
    name: 'Businesses & Corporations',
    purpose: 'corporations',
  },
  {
    slug: 'government-military',
    navLabel: 'Government',
    name: 'Government & Military',
    purpose: 'government-military',
  },
  {
    slug: 'construction-contractors',
    navLabel: 'Construction',
    name: 'Construction & Contractors',
    purpose: 'construction',
  },
  {
    slug: 'wine-tours-sightseeing',
    navLabel: 'Wine Tours',
    name: 'Wine Tours & Sightseeing',
    purpose: 'tour-destination-operators',
  },
  {
    slug: 'destination-management',
    navLabel: 'Destination Management',
    name: 'Destination Management Companies',
    purpose: 'tour-destination-operators',
  },
  {
    slug: 'equipment-rental',
    navLabel: 'Equipment Rental',
    name: 'Equipment Rental Companies',
    purpose: 'equipment-renters',
  },
  {
    slug: 'shuttle-transportation',
    navLabel: 'Shuttle Transportation',
    name: 'Shuttle Transportation',
    purpose: 'tour-destination-operators',
  },
  {
    slug: 'family-vacations',
    navLabel: 'Vacations',
    name: 'Family Vacations',
    purpose: 'weddings-family-reunions',
  },
  {
    slug: 'family-reunions',
    navLabel: 'Family Reunions',
    name: 'Family Reunions',
    purpose: 'weddings-family-reunions',
  },
  { slug: 'weddings', navLabel: 'Weddings', name: 'Weddings', purpose: 'weddings-family-reunions' },
  {
    slug: 'limousine-companies',
    navLabel: 'Limousine',
    name: 'Limousine Companies',
    purpose: 'limousine-companies',
  },
];
