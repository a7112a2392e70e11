import type { VehicleAvailability } from '@convoy/domain/contracts/availability.schema';
import { buttonClass } from '../../../components/form/form-styles';
import { Link } from '../../../components/link';
import type { SelectedVehicle } from '../../../lib/flow/flow-state';
import { availabilityCopy } from '../copy/availability-copy';
import { minibusOptions } from './school-vans';

const copy = availabilityCopy.school;

/**
 * The notice for schools beside a 15 Passenger Van (school-vans.ts): what the
 * rules say, and each minibus to choose instead, or its page when it cannot be
 * booked for these dates. `short` is the convoy panel's one-line version.
 */
export function SchoolVanNotice({
  vehicles,
  convoy,
  onChoose,
  short = false,
}: {
  vehicles: readonly VehicleAvailability[];
  convoy: readonly SelectedVehicle[];
  onChoose: (minibus: VehicleAvailability) => void;
  short?: boolean;
}) {
  return (
    <div
      role="note"
      className="mt-2 rounded-md border border-amber-600 bg-amber-50 p-3 text-slate-900 text-sm"
    >
      <p>
        <strong>{copy.title}</strong> {short ? copy.short : copy.body}
      </p>
      <ul className="mt-1 flex flex-wrap gap-x-4">
        {minibusOptions(vehicles, convoy).map((m) => (
          <li key={m.id}>
            {m.vehicle ? (
              <button
                type="button"
                className={`${buttonClass.link} text-sm`}
                onClick={() => m.vehicle && onChoose(m.vehicle)}
              >
                {copy.choose(m.name)}
              </button>
            ) : (
              <Link to={`/${m.id}`} className={`${buttonClass.link} text-sm`}>
                {copy.see(m.name)}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
