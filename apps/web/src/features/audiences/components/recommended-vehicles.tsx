import { audiencePageLabels } from '@convoy/domain/content/audience-page-labels';
import type { VehicleClass } from '@convoy/domain/content/fleet';
import { fleetTableLabels } from '@convoy/domain/content/fleet-table-labels';
import type { RentalPurposeId } from '@convoy/domain/content/rental-purposes';
import { Link } from '../../../components/link';
import { RateLine } from '../../../components/marketing/rates';
import { ResponsiveImage } from '../../../components/responsive-image';
import { availabilityHref, quoteHref } from '../../../lib/flow-links';
import { vehicleImage } from '../../../lib/images/vehicle-image';
import m from '../audience.messages';

/** The vehicles an audience page recommends, best fit first, each with why and a way to book it. */
export function RecommendedVehicles({
  items,
  purpose,
}: {
  items: { vehicle: VehicleClass; reason: string }[];
  purpose: RentalPurposeId;
}) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {items.map(({ vehicle, reason }) => {
        const image = vehicleImage(vehicle.id);
        const prefill = { vehicleType: vehicle.category, passengers: vehicle.passengers, purpose };
        return (
          <li
            key={vehicle.id}
            className="flex flex-col overflow-hidden rounded-lg border border-slate-200 bg-white"
          >
            {image ? (
              <ResponsiveImage
                image={image}
                sizes="(min-width: 1024px) 24rem, (min-width: 640px) 50vw, 100vw"
              />
            ) : null}
            <div className="flex flex-1 flex-col p-5">
              <h3 className="font-semibold text-lg text-slate-900">
                <Link
                  to={`/${vehicle.id}`}
                  className="underline-offset-2 hover:text-brand-800 hover:underline"
                >
                  {vehicle.name}
                </Link>
              </h3>
              <p className="mt-1 text-slate-700 text-sm">
                {m.vehicleFacts({
                  seats: vehicle.passengers,
                  license: vehicle.requiresCdl ? fleetTableLabels.cdl : fleetTableLabels.regular,
                  minAge: vehicle.minAge,
                })}
              </p>
              <p className="mt-3 text-slate-700">{reason}</p>
              <div className="mt-3 text-sm">
                <RateLine vehicle={vehicle} />
              </div>
              <div className="mt-auto flex flex-wrap gap-x-4 gap-y-2 pt-4 text-sm">
                <Link
                  to={vehicle.requiresCdl ? quoteHref(prefill) : availabilityHref(prefill)}
                  className="font-semibold text-brand-800 underline underline-offset-2"
                >
                  {vehicle.requiresCdl ? audiencePageLabels.quote : audiencePageLabels.book}
                  <span className="sr-only">: {vehicle.name}</span>
                </Link>
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
