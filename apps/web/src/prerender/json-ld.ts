import type { Brand } from '@convoy/domain/content/brand';
import type { VehicleClass } from '@convoy/domain/content/fleet';
import type { LocationDetails } from '@convoy/domain/content/location-pages';
import type { Location } from '@convoy/domain/content/locations';
import type { VehicleForSale } from '@convoy/domain/contracts/vehicle-for-sale.schema';
import type { Crumb } from '../lib/breadcrumbs';
import { hoursRuns, schemaDay } from '../lib/opening-hours';
import { siteUrl } from '../lib/page-meta';
import m from './json-ld.messages';

/**
 * schema.org structured data for the prerendered pages (search engines, decision 002): emitted as
 * `<script type="application/ld+json">` data blocks, which a CSP's script-src
 * does not govern. Each builder returns one node; text is plain (no link markup).
 */
export type JsonLd = Record<string, unknown>;
const context = 'https://schema.org';

const dollars = (cents: number) => (cents / 100).toFixed(2);

function postalAddress(address: Location['address']): JsonLd {
  return {
    '@type': 'PostalAddress',
    streetAddress: address.street,
    addressLocality: address.city,
    addressRegion: address.region,
    postalCode: address.postalCode,
    addressCountry: address.country,
  };
}

/** BreadcrumbList of a page's trail (lib/breadcrumbs.ts). */
export function breadcrumbList(trail: Crumb[]): JsonLd {
  return {
    '@context': context,
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: siteUrl(crumb.path),
    })),
  };
}

/** The company as a car rental business (schema.org AutoRental, a LocalBusiness). */
export function organization(brand: Brand, image: string): JsonLd {
  return {
    '@context': context,
    '@type': 'AutoRental',
    '@id': siteUrl('/#organization'),
    name: brand.name,
    description: brand.tagline,
    url: siteUrl('/'),
    image,
    telephone: brand.phone,
    email: brand.email,
    address: postalAddress(brand.address),
    parentOrganization: { '@type': 'Organization', name: brand.ownerCompany },
  };
}

const closedAllDay = { opens: '00:00', closes: '00:00' };

/**
 * A pickup location: AutoRental with address, coordinates, phone and opening hours (SPEC Part B §4:
 * local time); each holiday is a specification of its own, valid that one date, and a closed day
 * opens and closes at midnight (schema.org's convention for closed all day). Its page is its id.
 */
export function locationBusiness(
  location: Location,
  details: LocationDetails,
  brand: Brand,
  image: string,
): JsonLd {
  const path = `/locations/${location.id}`;
  return {
    '@context': context,
    '@type': 'AutoRental',
    '@id': siteUrl(`${path}#location`),
    name: `${brand.name} ${location.name}`,
    url: siteUrl(path),
    image,
    telephone: location.phone,
    address: postalAddress(location.address),
    geo: { '@type': 'GeoCoordinates', latitude: details.geo.latitude, longitude: details.geo.longitude },
    openingHoursSpecification: [
      ...hoursRuns(location.openingHours)
        .filter((run) => run.hours !== null)
        .map((run) => ({
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: run.days.map((day) => schemaDay[day]),
          opens: run.hours?.open,
          closes: run.hours?.close,
        })),
      ...(location.holidayHours ?? []).map((holiday) => ({
        '@type': 'OpeningHoursSpecification',
        name: holiday.name,
        validFrom: holiday.date,
        validThrough: holiday.date,
        ...(holiday.hours ? { opens: holiday.hours.open, closes: holiday.hours.close } : closedAllDay),
      })),
    ],
    parentOrganization: { '@id': siteUrl('/#organization') },
  };
}

/**
 * A vehicle class as a Product whose offer is its daily rate. Its `@id` is how the server finds it to add
 * the rating and published reviews when it sends the page (decision 049).
 */
export function vehicleProduct(
  vehicle: VehicleClass,
  description: string,
  path: string,
  image: string,
): JsonLd {
  return {
    '@context': context,
    '@type': 'Product',
    '@id': siteUrl(`${path}#product`),
    name: m.vehicleRental({ vehicle: vehicle.name }),
    description,
    image,
    url: siteUrl(path),
    offers: {
      '@type': 'Offer',
      url: siteUrl(path),
      price: dollars(vehicle.dailyRateCents),
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: dollars(vehicle.dailyRateCents),
        priceCurrency: 'USD',
        unitCode: 'DAY',
      },
    },
  };
}

/** The vehicles for sale as an ItemList of Vehicle offers. */
export function vehiclesForSaleList(vehicles: VehicleForSale[]): JsonLd {
  return {
    '@context': context,
    '@type': 'ItemList',
    itemListElement: vehicles.map((v, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      item: {
        '@type': 'Vehicle',
        name: v.title,
        brand: { '@type': 'Brand', name: v.make },
        model: v.model,
        vehicleModelDate: String(v.year),
        mileageFromOdometer: { '@type': 'QuantitativeValue', value: v.mileage, unitCode: 'SMI' },
        seatingCapacity: v.passengers,
        offers: {
          '@type': 'Offer',
          price: dollars(v.priceCents),
          priceCurrency: 'USD',
          availability:
            v.status === 'available'
              ? 'https://schema.org/InStock'
              : 'https://schema.org/LimitedAvailability',
          itemCondition: 'https://schema.org/UsedCondition',
        },
      },
    })),
  };
}
