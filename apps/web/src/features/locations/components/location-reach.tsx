import { fleetSeed } from '@convoy/domain/content/fleet';
import { postalRangesText } from '@convoy/domain/content/location-pages';
import { type Location, locationSeed } from '@convoy/domain/content/locations';
import { formatUsd } from '@convoy/domain/content/rental-policy';
import { Link } from '../../../components/link';
import { Section } from '../../../components/section';
import { availabilityHref } from '../../../lib/flow-links';
import { type LocationReach, useLiveLocationReach } from '../../../lib/live-location-reach';
import { useLiveLocations } from '../../../lib/live-locations';

interface ReachLabels {
  delivery: string;
  deliveryText: string;
  noDelivery: string;
  postalCodes: string;
  deliveryFee: string;
  collectionFee: string;
  perVehicle: string;
  oneWay: string;
  oneWayText: string;
  oneWayFrom: string;
  oneWayClasses: string;
  oneWayBook: string;
}

const linkClass = 'font-semibold text-brand-800 underline underline-offset-2';
const cardClass = 'rounded-lg border border-slate-200 bg-white p-4';

/** Class ids as the fleet names them, in the fleet's order. */
function classNames(ids: readonly string[]): string[] {
  return fleetSeed.filter((c) => ids.includes(c.id)).map((c) => c.name);
}

/**
 * Where the location delivers and collects, and where a rental from it may end (decisions 028 and 030):
 * the demo price book's in the prerendered page, the stored one's once hydrated. Keyed by the location
 * by its screen, so each location's page starts from its own built values.
 */
export function LocationReachSections({
  locationId,
  built,
  labels,
}: {
  locationId: string;
  built: LocationReach;
  labels: ReachLabels & { rangeTo: string };
}) {
  const reach = useLiveLocationReach(locationId, built);
  const locations = useLiveLocations();
  const oneWay = reach.oneWayDestinations.flatMap((d) => {
    const to: Location | undefined =
      locations.find((l) => l.id === d.locationId) ?? locationSeed.find((l) => l.id === d.locationId);
    return to ? [{ ...d, to }] : [];
  });
  return (
    <>
      <Section id="delivery" heading={labels.delivery}>
        {reach.deliveryAreas.length > 0 ? (
          <>
            <p className="max-w-3xl text-slate-700">{labels.deliveryText}</p>
            <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {reach.deliveryAreas.map((area) => (
                <li key={area.label} className={cardClass}>
                  <h3 className="font-semibold text-slate-900">{area.label}</h3>
                  <p className="mt-1 text-slate-700">{`${labels.postalCodes} ${postalRangesText([area], labels.rangeTo)}`}</p>
                  <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 text-slate-700">
                    <dt>{labels.deliveryFee}</dt>
                    <dd>
                      <strong className="text-slate-900">{formatUsd(area.deliveryFeeCents)}</strong>{' '}
                      {labels.perVehicle}
                    </dd>
                    <dt>{labels.collectionFee}</dt>
                    <dd>
                      <strong className="text-slate-900">{formatUsd(area.collectionFeeCents)}</strong>{' '}
                      {labels.perVehicle}
                    </dd>
                  </dl>
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p className="max-w-3xl text-slate-700">{labels.noDelivery}</p>
        )}
      </Section>

      {oneWay.length > 0 ? (
        <Section id="one-way" heading={labels.oneWay} intro={labels.oneWayText}>
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {oneWay.map((d) => (
              <li key={d.locationId} className={cardClass}>
                <h3 className="font-semibold text-slate-900">
                  <Link to={`/locations/${d.locationId}`} className={linkClass}>
                    {d.to.name}
                  </Link>
                </h3>
                <p className="mt-1 text-slate-700">
                  {labels.oneWayFrom} <strong className="text-slate-900">{formatUsd(d.fromFeeCents)}</strong>{' '}
                  {labels.perVehicle}
                </p>
                <p className="mt-2 text-slate-600 text-sm">{labels.oneWayClasses}:</p>
                <p className="text-slate-700 text-sm">{classNames(d.classIds).join(', ')}</p>
                <Link
                  to={availabilityHref({ pickupLocationId: locationId, returnLocationId: d.locationId })}
                  aria-label={`${labels.oneWayBook}: ${d.to.name}`}
                  className={`${linkClass} mt-2 inline-flex min-h-11 items-center`}
                >
                  {labels.oneWayBook}
                </Link>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
    </>
  );
}
