import type { Location } from '@convoy/domain/content/locations';
import { mapHref, telHref } from '../../../lib/location-links';
import { describeRun, hoursRuns } from '../../../lib/opening-hours';
import m from '../contact.messages';

/** One pickup location: address, opening hours in words, phone and a map link. */
export function LocationCard({ location }: { location: Location }) {
  const { street, city, region, postalCode } = location.address;
  return (
    <li
      id={`location-${location.id}`}
      className="flex flex-col rounded-lg border border-slate-200 bg-white p-5"
    >
      <h3 className="font-semibold text-lg text-slate-900">{location.name}</h3>
      <address className="mt-2 text-slate-700 not-italic">
        {street}
        <br />
        {city}, {region} {postalCode}
      </address>
      <h4 className="mt-4 font-semibold text-slate-900 text-sm">{m.openingHours()}</h4>
      <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-slate-700 text-sm">
        {hoursRuns(location.openingHours).map((run) => {
          const { label, text } = describeRun(run);
          return (
            <div key={label} className="contents">
              <dt>{label}</dt>
              <dd>{text}</dd>
            </div>
          );
        })}
      </dl>
      <p className="mt-1 text-slate-600 text-xs">
        {m.localTime({ zone: location.timezone.replace('_', ' ') })}
      </p>
      <div className="mt-auto flex flex-wrap gap-x-5 gap-y-2 pt-4">
        <a
          href={telHref(location.phone)}
          className="font-semibold text-brand-800 underline underline-offset-2"
        >
          {location.phone}
        </a>
        <a
          href={mapHref(location)}
          rel="noopener"
          target="_blank"
          className="text-brand-800 underline underline-offset-2"
        >
          {m.openInMaps()}
          <span className="sr-only"> {m.newTab({ location: location.name })}</span>
        </a>
      </div>
    </li>
  );
}
