import { counterCopy } from '../counter-copy';
import { type HandoverVehicle, vehicleName } from './use-handover';

const copy = counterCopy.handover;

/** A booked vehicle's heading: its class and number, then the unit it goes on (or that it has none yet). */
export function VehicleHeading({ id, vehicle }: { id: string; vehicle: HandoverVehicle }) {
  return (
    <div className="mb-4">
      <h3 id={id} className="font-semibold text-lg text-slate-900">
        {vehicleName(vehicle)}
      </h3>
      {vehicle.unit ? (
        <p className="font-mono font-semibold text-slate-700">
          {copy.unit(vehicle.unit.fleetNumber, vehicle.unit.plate)}
        </p>
      ) : (
        <p className="font-semibold text-red-800">{copy.noUnit}</p>
      )}
    </div>
  );
}
