import type { Unit } from '@convoy/domain/contracts/fleet-unit.schema';
import type { Column } from '../shell/components/data-table';
import { StatusBadge } from '../shell/components/status-badge';
import { unitsCopy } from './units-copy';

const c = unitsCopy.columns;
const rowButton =
  'min-h-10 whitespace-nowrap rounded-md px-3 font-semibold text-brand-800 text-sm ring-1 ring-slate-300 ring-inset hover:bg-slate-50';

/** When the next service is due, with a badge once it is overdue or soon. */
function ServiceCell({ unit }: { unit: Unit }) {
  const due = unitsCopy.service.due(unit.serviceDueOn, unit.serviceDueMiles);
  if (!due) return <span className="text-slate-500">{unitsCopy.none}</span>;
  return (
    <span className="block min-w-36">
      {unit.service ? <StatusBadge status={unit.service} label={unitsCopy.service[unit.service]} /> : null}
      <span className="block text-slate-700 text-xs">{due}</span>
    </span>
  );
}

/** The block it is in now, else the next one booked. */
function MaintenanceCell({ unit }: { unit: Unit }) {
  const now = unit.inMaintenance;
  if (now)
    return <span className="block min-w-40">{unitsCopy.inMaintenanceUntil(now.endDate, now.endTime)}</span>;
  const next = unit.maintenance[0];
  if (!next) return <span className="text-slate-500">{unitsCopy.none}</span>;
  return (
    <span className="block min-w-40 text-slate-700">
      {unitsCopy.nextMaintenance(next.startDate, next.startTime)}
      <span className="block text-xs">{next.reason}</span>
    </span>
  );
}

/** The table's columns; each row opens its edit form or its maintenance. */
/** The units' columns; with `open`, the row's Edit and Maintenance buttons (null: a role that may only read). */
export function unitColumns(
  open: ((panel: 'edit' | 'maintenance', unit: Unit) => void) | null,
): Column<Unit>[] {
  const columns: Column<Unit>[] = [
    {
      header: c.fleetNumber,
      cell: (u) => <span className="whitespace-nowrap font-mono font-semibold">{u.fleetNumber}</span>,
    },
    {
      header: c.class,
      cell: (u) => (
        <span className="block min-w-32">
          {u.className}
          <span className="block text-slate-500 text-xs">{u.locationName}</span>
        </span>
      ),
    },
    {
      header: c.plate,
      cell: (u) =>
        u.plate ? (
          <span className="whitespace-nowrap font-mono">
            {u.plate}
            {u.plateState ? ` (${u.plateState})` : ''}
          </span>
        ) : (
          <span className="text-slate-500">{unitsCopy.missing}</span>
        ),
    },
    {
      header: c.vin,
      cell: (u) =>
        u.vin ? (
          <span className="font-mono">{u.vin}</span>
        ) : (
          <span className="whitespace-nowrap text-slate-500">{unitsCopy.missing}</span>
        ),
    },
    {
      header: c.odometer,
      cell: (u) => unitsCopy.miles(u.odometerMiles),
      className: 'whitespace-nowrap text-right tabular-nums',
    },
    { header: c.service, cell: (u) => <ServiceCell unit={u} /> },
    { header: c.maintenance, cell: (u) => <MaintenanceCell unit={u} /> },
    {
      header: c.status,
      cell: (u) => <StatusBadge status={u.status} label={unitsCopy.statuses[u.status]} />,
    },
  ];
  if (!open) return columns;
  return [
    ...columns,
    {
      header: c.actions,
      cell: (u) => (
        <span className="flex gap-2">
          <button
            type="button"
            onClick={() => open('edit', u)}
            aria-label={unitsCopy.editLabel(u.fleetNumber)}
            className={rowButton}
          >
            {unitsCopy.edit}
          </button>
          {u.status === 'active' ? (
            <button
              type="button"
              onClick={() => open('maintenance', u)}
              aria-label={unitsCopy.maintenanceLabel(u.fleetNumber)}
              className={rowButton}
            >
              {unitsCopy.maintenance.button}
            </button>
          ) : null}
        </span>
      ),
    },
  ];
}
