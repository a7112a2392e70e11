import { audiencePage } from '@convoy/domain/content/audience-pages';
import { brand } from '@convoy/domain/content/brand';
import { fillDeep } from '@convoy/domain/content/fill-brand';
import { fleetSeed } from '@convoy/domain/content/fleet';
import { fleetSales } from '@convoy/domain/content/fleet-sales';
import { home } from '@convoy/domain/content/home';
import { leasing } from '@convoy/domain/content/leasing';
import { locationDetails } from '@convoy/domain/content/location-pages';
import { type Location, locationSeed } from '@convoy/domain/content/locations';
import type { RouteEntry } from '@convoy/domain/content/route-entries';
import { vehiclePage } from '@convoy/domain/content/vehicle-pages';
import { vehiclesForSaleSeed } from '@convoy/domain/content/vehicles-for-sale';
import { whyUs } from '@convoy/domain/content/why-us';
import { demoCancellationWords } from '@convoy/domain/contracts/demo-cancellation-policy';
import { toVehicleForSale } from '@convoy/domain/rules/vehicle-for-sale-listing';
import { breadcrumbTrail } from '../lib/breadcrumbs';
import { faqPage } from '../lib/faq-structured-data';
import { fleetStats } from '../lib/fleet-stats';
import { ogImage } from '../lib/images/og-image';
import { siteUrl } from '../lib/page-meta';
import {
  breadcrumbList,
  type JsonLd,
  locationBusiness,
  organization,
  vehicleProduct,
  vehiclesForSaleList,
} from './json-ld';

/** What a prerendered page's head carries beyond its title and description. */
export interface HeadExtras {
  jsonLd: JsonLd[];
  ogImage: { url: string; width: number; height: number; alt: string };
}

/** The fleet class a page is about (its own, or an audience's first recommendation), for its picture. */
function pictureClass(entry: RouteEntry): string | undefined {
  if (entry.screen === 'vehicle') return entry.contentId;
  if (entry.screen === 'audience') return audiencePage(entry.contentId ?? '')?.recommendedVehicles[0]?.id;
  return undefined;
}

function locationNode(location: Location, image: string): JsonLd {
  const details = locationDetails[location.id];
  if (!details) throw new Error(`No page data for the location ${location.id} (content/locations.ts)`);
  return locationBusiness(location, details, brand, image);
}

/**
 * Structured data of the page's own content: the same filled copy the screen shows, with the
 * demo cancellation policy's words, as the screens' first render (lib/faq-structured-data.ts
 * follows the stored policy after hydration).
 */
function pageNodes(entry: RouteEntry, image: string): JsonLd[] {
  const id = entry.contentId ?? '';
  switch (entry.screen) {
    case 'start':
      return [organization(brand, image), faqPage(fillDeep(home, { values: demoCancellationWords }).faqs)];
    case 'vehicle': {
      const vehicle = fleetSeed.find((v) => v.id === id);
      const page = vehiclePage(id);
      if (!vehicle || !page) throw new Error(`No vehicle data for ${entry.path}`);
      const filled = fillDeep(page, { vehicle });
      return [vehicleProduct(vehicle, filled.metaDescription, entry.path, image), faqPage(filled.faqs)];
    }
    case 'audience': {
      const page = audiencePage(id);
      if (!page) throw new Error(`No audience content for ${entry.path}`);
      return [faqPage(fillDeep(page, { values: demoCancellationWords }).faqs)];
    }
    case 'info':
      return id === 'why' ? [faqPage(fillDeep(whyUs, { values: fleetStats() }).faqs)] : [];
    case 'long-term-leasing':
      return [faqPage(fillDeep(leasing).faqs)];
    case 'fleet-sales': {
      const listed = vehiclesForSaleSeed
        .map((seed) => toVehicleForSale(seed))
        .filter((v) => v.status !== 'sold');
      return [vehiclesForSaleList(listed), faqPage(fillDeep(fleetSales).faqs)];
    }
    case 'contact':
    case 'locations':
      return locationSeed.map((location) => locationNode(location, image));
    case 'location': {
      const location = locationSeed.find((l) => l.id === id);
      if (!location) throw new Error(`No location data for ${entry.path}`);
      return [locationNode(location, image)];
    }
    default:
      return [];
  }
}

/** JSON-LD and Open Graph extras of a route; the not-found page gets the site card only. */
export function headExtras(entry: RouteEntry | undefined): HeadExtras {
  const classId = entry ? pictureClass(entry) : undefined;
  const card = ogImage(classId);
  const vehicleName = fleetSeed.find((v) => v.id === classId)?.name;
  const ogImageInfo = {
    url: siteUrl(card.src),
    width: card.width,
    height: card.height,
    alt: vehicleName ? `${brand.name}: ${vehicleName}` : `${brand.name}: ${brand.tagline}`,
  };
  if (!entry) return { jsonLd: [], ogImage: ogImageInfo };
  const trail = breadcrumbTrail(entry);
  const jsonLd = [...pageNodes(entry, ogImageInfo.url), ...(trail.length > 0 ? [breadcrumbList(trail)] : [])];
  return { jsonLd, ogImage: ogImageInfo };
}
