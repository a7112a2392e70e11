import { baltimoreHarborAddress } from './demo-address.ts';

/**
 * The one typed brand configuration (SPEC Part B §1): every brand string on the
 * site comes from here, so the product is white-label. The why-us path follows
 * the product name (SPEC §2 `/why-{product}`).
 */
export interface Brand {
  /** Product name shown in the logo, titles and copy. */
  name: string;
  /** Short line under the name. */
  tagline: string;
  /** The company that owns the site (SPEC §1: the footer names it). */
  ownerCompany: string;
  phone: string;
  email: string;
  /** Public site origin, used for canonical URLs, sitemap and Open Graph. */
  siteUrl: string;
  address: {
    street: string;
    city: string;
    region: string;
    /** The region's name, as legal text writes it ("the State of Maryland"). */
    regionName: string;
    postalCode: string;
    country: string;
  };
  social: { label: string; url: string }[];
}

export const brand: Brand = {
  name: 'Convoy',
  tagline: 'Group vehicle rentals',
  ownerCompany: 'Harbor Rent-A-Car, Inc.',
  phone: '+1 (800) 555-0142',
  email: 'reservations@convoy.example',
  siteUrl: 'https://www.convoy.example',
  // The state's name beside its code, not looked up in the list of all fifty: that list would be
  // in every page's script for the one sentence of the terms that names it (decision 009).
  address: { ...baltimoreHarborAddress, regionName: 'Maryland' },
  social: [
    { label: 'Facebook', url: 'https://www.facebook.com/convoy.example' },
    { label: 'Instagram', url: 'https://www.instagram.com/convoy.example' },
  ],
};

/** URL-safe form of a brand name: "Convoy" → "convoy". */
export function brandSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The why-us page path, `/why-{product}` (SPEC §2, Part B §1). */
export function whyPath(b: Pick<Brand, 'name'> = brand): string {
  return `/why-${brandSlug(b.name)}`;
}
