import type { ClassChargeColumn, FleetColumn, FleetFactColumn } from '@convoy/domain/content/content.types';
import type { VehicleClass } from '@convoy/domain/content/fleet';
import { fleetTableLabels as labels } from '@convoy/domain/content/fleet-table-labels';
import { Link } from '../../../components/link';

/** The cells of the fleet data's columns; charge-blocks.tsx has the stored charges' (its own chunk). */
const factCells: Record<FleetFactColumn, (v: VehicleClass) => string> = {
  seats: (v) => String(v.passengers),
  luggage: (v) => String(v.luggage),
  minAge: (v) => `${v.minAge}+`,
  license: (v) => (v.requiresCdl ? labels.cdl : labels.regular),
};

/** Whether a column comes from the fleet data (else from the stored class charges). */
export const isFactColumn = (column: FleetColumn): column is FleetFactColumn => column in factCells;

/** The columns of the stored class charges: their cells and headings (components/charge-blocks.tsx). */
export interface ChargeColumns {
  cell: (column: ClassChargeColumn, v: VehicleClass) => string;
  heading: Record<ClassChargeColumn, string>;
}

/** A document's `fleet-table` block: the live fleet data, so no figure is copied into the text. */
export function FleetTable({
  fleet,
  columns,
  caption,
  charges,
}: {
  fleet: readonly VehicleClass[];
  columns: FleetColumn[];
  caption: string;
  /** For columns of the stored class charges. */
  charges?: ChargeColumns;
}) {
  const cell = (column: FleetColumn, v: VehicleClass) =>
    isFactColumn(column) ? factCells[column](v) : charges?.cell(column, v);
  return (
    <div className="relative overflow-x-auto">
      <table className="min-w-full border-collapse text-left">
        <caption className="pb-2 text-left font-semibold text-slate-900">{caption}</caption>
        <thead>
          <tr className="border-slate-300 border-b">
            <th scope="col" className="py-2 pr-4 font-semibold text-slate-900">
              {labels.vehicle}
            </th>
            {columns.map((column) => (
              <th key={column} scope="col" className="py-2 pr-4 font-semibold text-slate-900">
                {isFactColumn(column) ? labels[column] : charges?.heading[column]}
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
                  {cell(column, vehicle)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
