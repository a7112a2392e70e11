import { audiences } from '@convoy/domain/content/audiences';
import { fillDeep } from '@convoy/domain/content/fill-brand';
import { locationDetails, locationPageLabels } from '@convoy/domain/content/location-pages';
import { type HolidayHours, type Location, locationSeed } from '@convoy/domain/content/locations';
import { ButtonLink } from '../../components/button-link';
import { Link } from '../../components/link';
import { PublishedReviews } from '../../components/marketing/published-reviews';
import { PageHeader } from '../../components/page-header';
import { Section } from '../../components/section';
import { availabilityHref, quoteHref } from '../../lib/flow-links';
import { useLiveLocations } from '../../lib/live-locations';
import { mapHref, telHref } from '../../lib/location-links';
import type { ScreenProps } from '../../lib/route-handle';
import { KeptClasses } from './components/kept-classes';
import { LocationHours } from './components/location-hours';
import { LocationReachSections } from './components/location-reach';

const linkClass = 'font-semibold text-brand-800 underline underline-offset-2';
/** One empty list, so a location without holidays gives the hours the same one each render. */
const noHolidays: readonly HolidayHours[] = [];

/** The location of a route, live (GET /api/locations) once loaded, else the built data. */
function useShownLocation(id: string): Location {
  const location = useLiveLocations().find((l) => l.id === id) ?? locationSeed.find((l) => l.id === id);
  if (!location) throw new Error(`No location "${id}"`);
  return location;
}

/**
 * One template for every location page (decision 029; STYLE "Content is typed data"): the
 * route's `contentId` is the location id. Address and hours follow the stored location, the
 * delivery areas and one-way destinations the stored price book (GET /api/locations/:id/reach);
 * coordinates, the counter and the groups nearby are the page data beside it
 * (content/location-pages.ts `locationDetails`).
 */
export default function LocationScreen({ entry }: ScreenProps) {
  const id = entry.contentId ?? '';
  const location = useShownLocation(id);
  const details = locationDetails[id];
  if (!details) throw new Error(`No page data for the location "${id}"`);
  const { street, city, region, postalCode } = location.address;
  const labels = fillDeep(locationPageLabels, {
    values: { location: location.name, zone: location.timezone.replace('_', ' ') },
  });
  const search = availabilityHref({ pickupLocationId: id });
  const nearby = audiences.filter((a) => details.nearbyAudiences.includes(a.slug));
  const actions = (
    <>
      <ButtonLink to={search}>{labels.book}</ButtonLink>
      <ButtonLink to={quoteHref()} variant="secondary">
        {labels.quote}
      </ButtonLink>
    </>
  );

  return (
    <>
      <PageHeader entry={entry} eyebrow={`${city}, ${region}`} lead={entry.description}>
        {actions}
      </PageHeader>

      <Section id="address" heading={labels.contact}>
        <address className="text-lg text-slate-700 not-italic">
          {street}
          <br />
          {city}, {region} {postalCode}
        </address>
        <p className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
          <a href={telHref(location.phone)} className={linkClass}>
            {location.phone}
          </a>
          <a href={mapHref(location)} rel="noopener" target="_blank" className={linkClass}>
            {labels.openInMaps}
            <span className="sr-only"> ({labels.newTab})</span>
          </a>
        </p>
      </Section>

      <Section id="hours" heading={labels.hours} intro={labels.localTime}>
        <LocationHours location={location} holidays={location.holidayHours ?? noHolidays} labels={labels} />
      </Section>

      <Section id="counter" heading={labels.counter}>
        <div className="max-w-3xl space-y-3 text-slate-700 leading-relaxed">
          {details.counter.map((text) => (
            <p key={text}>{text}</p>
          ))}
        </div>
      </Section>

      <Section id="vehicles" heading={labels.vehicles} intro={labels.vehiclesIntro}>
        <KeptClasses location={location} labels={labels} />
      </Section>

      <LocationReachSections
        key={id}
        locationId={id}
        built={{ oneWayDestinations: details.oneWayDestinations, deliveryAreas: details.deliveryAreas }}
        labels={labels}
      />

      <PublishedReviews of={{ locationId: id }} />

      <Section id="nearby" heading={labels.audiences}>
        <ul className="flex flex-wrap gap-3">
          {nearby.map((a) => (
            <li key={a.slug}>
              <Link
                to={`/${a.slug}`}
                className="inline-flex min-h-11 items-center rounded-full border border-slate-300 px-4 text-brand-800 hover:bg-brand-50"
              >
                {a.name}
              </Link>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="book" heading={labels.ready}>
        <div className="flex flex-wrap gap-3">{actions}</div>
      </Section>
    </>
  );
}

/** The texts of the pages this screen draws (title, h1, description). */
export { locationTexts as routeTexts } from '@convoy/domain/content/route-texts/locations';
