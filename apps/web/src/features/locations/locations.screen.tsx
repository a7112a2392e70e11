import { locationsPageLabels as labels } from '@convoy/domain/content/location-pages';
import { Link } from '../../components/link';
import { PageHeader } from '../../components/page-header';
import { Section } from '../../components/section';
import { useLiveLocations } from '../../lib/live-locations';
import type { ScreenProps } from '../../lib/route-handle';

/** Every pickup location with its address, each a link to its own page (decision 029). */
export default function LocationsScreen({ entry }: ScreenProps) {
  const locations = useLiveLocations();
  return (
    <>
      <PageHeader entry={entry} lead={labels.intro} />
      <Section id="locations" heading={labels.heading}>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {locations.map((location) => {
            const { street, city, region, postalCode } = location.address;
            return (
              <li key={location.id} className="rounded-lg border border-slate-200 bg-white p-5">
                <h3 className="font-semibold text-lg">
                  <Link
                    to={`/locations/${location.id}`}
                    className="text-brand-800 underline underline-offset-2 hover:text-brand-900"
                  >
                    {location.name}
                  </Link>
                </h3>
                <address className="mt-2 text-slate-700 not-italic">
                  {street}
                  <br />
                  {city}, {region} {postalCode}
                </address>
                <p className="mt-2 text-slate-700">{location.phone}</p>
              </li>
            );
          })}
        </ul>
      </Section>
    </>
  );
}

/** The texts of the pages this screen draws (title, h1, description). */
export { locationTexts as routeTexts } from '@convoy/domain/content/route-texts/locations';
