import type { FleetColumn } from '@convoy/domain/content/content.types';
import type { VehicleClass } from '@convoy/domain/content/fleet';
import { fleetTableLabels as labels } from '@convoy/domain/content/page-labels';
import { Link } from '../../../components/link';

const cell: Record<FleetColumn, (v: VehicleClass) => string> = {
  seats: (v) => String(v.passengers),
  luggage: (v) => String(v.luggage),
  minAge: (v) => `${v.minAge}+`,
  license: (v) => (v.requiresCdl ? labels.cdl : labels.regular),
};
const heading: Record<FleetColumn, string> = {
  seats: labels.seats,
  luggage: labels.luggage,
  minAge: labels.minAge,
  license: labels.license,
};

/** A document's `fleet-table` block: the live fleet data, so no figure is copied into the text. */
export function FleetTable({
  fleet,
  columns,
  caption,
}: {
  fleet: readonly VehicleClass[];
  columns: FleetColumn[];
  caption: string;
}) {
  return (
    <div className="overflow-x-auto">
      <table className="min-w-full border-collapse text-left">
        <caption className="pb-2 text-left font-semibold text-slate-900">{caption}</caption>
        <thead>
          <tr className="border-slate-300 border-b">
            <th scope="col" className="py-2 pr-4 font-semibold text-slate-900">
              {labels.vehicle}
            </th>
            {columns.map((column) => (
              <th key={column} scope="col" className="py-2 pr-4 font-semibold text-slate-900">
                {heading[column]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {fleet.map((vehicle) => (
            <tr key={vehicle.id} className="border-slate-200 border-b">
              <th scope="row" className="py-2 pr-4 font-normal">
                <Link to={`/${vehicle.id}`} className="text-brand-800 underline underline-offset-2">
                  {vehicle.name}
                </Link>
              </th>
              {columns.map((column) => (
                <td key={column} className="py-2 pr-4 text-slate-700">
                  {cell[column](vehicle)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
