import { type VehicleClass, vehicleCategoryLabels } from '@convoy/domain/content/fleet';
import { formatUsd } from '@convoy/domain/content/rental-policy';
import { vehicleImage } from '../../lib/images/vehicle-image';
import { useLiveFleet } from '../../lib/live-fleet';
import { Icon, type IconProps } from '../icons';
import { Link } from '../link';
import { ResponsiveImage } from '../responsive-image';
import m from './home.messages';

function licenceText(v: VehicleClass): string {
  return v.requiresCdl ? m.cdlRequired() : m.regularLicense();
}

/** Every vehicle class as a card linking to its page, with its live daily rate (the fleet data, SPEC §1). */
export function FleetOverview() {
  const fleet = useLiveFleet();
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {fleet.map((v) => {
        const image = vehicleImage(v.id, v.imageSet);
        return (
          <li key={v.id}>
            <Link
              to={`/${v.id}`}
              className="group flex h-full flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm transition hover:border-brand-600 hover:shadow-md"
            >
              {image ? (
                <ResponsiveImage
                  image={{ ...image, alt: '' }}
                  sizes="(min-width: 1024px) 24rem, (min-width: 640px) 50vw, 100vw"
                />
              ) : null}
              <span className="flex flex-1 flex-col p-5">
                <span className="font-medium text-brand-700 text-sm">
                  {vehicleCategoryLabels[v.category]}
                </span>
                <span className="mt-1 font-semibold text-lg text-slate-900">{v.name}</span>
                <span className="mt-2 text-slate-700">
                  {m.card({ seats: v.passengers, license: licenceText(v), minAge: v.minAge })}
                </span>
                <span className="mt-1 text-slate-700">
                  {m.fromPerDay({ price: formatUsd(v.dailyRateCents) })}
                </span>
                <span className="mt-4 inline-flex items-center gap-1 font-semibold text-brand-800 text-sm">
                  {m.seeDetails()}{' '}
                  <ArrowRightIcon className="transition-transform group-hover:translate-x-0.5" />
                </span>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

function ArrowRightIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M5 12h14m-6-6 6 6-6 6" />
    </Icon>
  );
}
