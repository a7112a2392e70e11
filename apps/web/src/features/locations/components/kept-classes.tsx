import { fleetSeed } from '@convoy/domain/content/fleet';
import { type Location, locationSeed, seedUnitCount } from '@convoy/domain/content/locations';
import { formatUsd } from '@convoy/domain/content/rental-policy';
import { Link } from '../../../components/link';
import { type LiveVehicleClass, useLiveFleet } from '../../../lib/live-fleet';

/**
 * The classes stocked at a location, as the demo data spreads the units (locations.ts
 * `seedUnitCount`, the same count the database is seeded with), with their live rates.
 */
export function classesAt(location: Location, fleet: readonly LiveVehicleClass[]): LiveVehicleClass[] {
  const locationIndex = locationSeed.findIndex((l) => l.id === location.id);
  return fleet.filter((vehicle) => {
    const classIndex = fleetSeed.findIndex((c) => c.id === vehicle.id);
    return (
      locationIndex >= 0 &&
      classIndex >= 0 &&
      seedUnitCount(locationIndex, classIndex, vehicle.passengers) > 0
    );
  });
}

/** Each class kept at the location: its page, its seats and its "from" daily rate. */
export function KeptClasses({
  location,
  labels,
}: {
  location: Location;
  labels: { from: string; perDay: string };
}) {
  const kept = classesAt(location, useLiveFleet());
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {kept.map((vehicle) => (
        <li key={vehicle.id} className="rounded-lg border border-slate-200 bg-white p-4">
          <Link
            to={`/${vehicle.id}`}
            className="font-semibold text-brand-800 underline-offset-2 hover:underline"
          >
            {vehicle.name}
          </Link>
          <p className="mt-1 text-slate-700">
            {labels.from}{' '}
            <strong className="text-slate-900">
              {formatUsd(vehicle.dailyRateCents)}
              {labels.perDay}
            </strong>
          </p>
        </li>
      ))}
    </ul>
  );
}
