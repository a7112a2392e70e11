import type { PickupLocation } from '../../../lib/catalog-queries';
import { timezoneLabel } from '../../../lib/format';
import { searchCopy } from '../copy/search-copy';
import { hoursLines } from './location-hours';

/** The chosen pickup location: address, phone, opening hours and timezone. */
export function LocationDetails({ location }: { location: PickupLocation }) {
  const { address } = location;
  const copy = searchCopy.locationDetails;
  return (
    <section
      aria-label={location.name}
      className="grid gap-4 rounded-md bg-slate-50 p-4 text-slate-800 text-sm sm:grid-cols-2"
    >
      <div>
        <h3 className="font-semibold text-slate-900">{copy.address}</h3>
        <address className="not-italic">
          {location.name}
          <br />
          {address.street}
          <br />
          {address.city}, {address.region} {address.postalCode}
        </address>
        <p className="mt-2">
          {copy.phone}: <a href={`tel:${location.phone.replace(/[^\d+]/g, '')}`}>{location.phone}</a>
        </p>
        <p className="mt-2">
          {copy.timezone}: {timezoneLabel(location.timezone)}
        </p>
      </div>
      <div>
        <h3 className="font-semibold text-slate-900">{copy.hours}</h3>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3">
          {hoursLines(location.openingHours).map((line) => (
            <div key={line.days} className="contents">
              <dt>{line.days}</dt>
              <dd>{line.hours ?? copy.closed}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
