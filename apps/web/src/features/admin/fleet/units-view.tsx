import type { Unit } from '@convoy/domain/contracts/fleet-unit.schema';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { toast } from '../../../lib/toast';
import { adminCopy } from '../shell/admin-copy';
import { adminApi } from '../shell/api/admin-api';
import { useStaffAccess } from '../shell/api/use-staff-access';
import { listFilter } from '../shell/components/admin-list';
import { DataTable } from '../shell/components/data-table';
import { FilterBar } from '../shell/components/filter-bar';
import { useLocationOptions } from '../shell/components/use-location-options';
import { useShellScope } from '../shell/components/use-shell-scope';
import { useViewParams } from '../shell/components/use-view-params';
import { fleetApi } from './api/fleet-api';
import { unitColumns } from './unit-columns';
import { UnitForm } from './unit-form';
import { UnitMaintenance } from './unit-maintenance';
import { unitsCopy } from './units-copy';

type Panel = { kind: 'add' } | { kind: 'edit' | 'maintenance'; unitId: string };
const filterNames = ['classId', 'status'];

/**
 * The fleet's units (decision 015): each vehicle of a location, class or status
 * with its plate, VIN, odometer, service and maintenance; staff add one,
 * change one (move it, retire it) and book or remove its maintenance. The
 * form or maintenance of one unit opens above the table.
 */
export function UnitsView() {
  const client = useQueryClient();
  const locations = useLocationOptions();
  const fleet = useQuery({ queryKey: ['admin', 'fleet'], queryFn: adminApi.fleet });
  const view = useViewParams(filterNames);
  const { apply, clear } = view;
  // The location is the back office's, chosen in its top bar (decision 041).
  const scope = useShellScope();
  const values: Record<string, string> = { ...view.values, locationId: scope.location };
  const units = useQuery({
    queryKey: ['admin', 'units', values],
    queryFn: () => fleetApi.units(values),
    placeholderData: keepPreviousData,
  });
  const [panel, setPanel] = useState<Panel | null>(null);
  // A unit a link points at (the global search's result): marked in the list.
  const unitParam = new URLSearchParams(useLocation().search).get('unit') ?? undefined;
  // A role that may only read the fleet (a counter agent, a viewer) is offered no changes.
  const canChange = useStaffAccess('fleet').change;
  const heading = useRef<HTMLHeadingElement>(null);
  const reload = () => client.invalidateQueries({ queryKey: ['admin', 'units'] });
  const close = (message?: string) => {
    setPanel(null);
    if (message) toast.success(message);
    heading.current?.focus();
  };
  const classes = (fleet.data?.classes ?? []).map((c) => ({ value: c.id, label: c.name }));
  const options = {
    locations: locations.slice(1),
    classes,
    preset: { locationId: values.locationId, classId: values.classId },
  };
  const open =
    panel && panel.kind !== 'add' ? units.data?.units.find((u) => u.id === panel.unitId) : undefined;
  const saved = (message: (fleetNumber: string) => string) => async (unit?: Unit) => {
    if (unit) await reload();
    close(unit ? message(unit.fleetNumber) : undefined);
  };

  return (
    <section aria-labelledby="units-heading" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="max-w-3xl space-y-2">
          <h2
            id="units-heading"
            ref={heading}
            tabIndex={-1}
            className="font-bold text-slate-900 text-xl focus:outline-none"
          >
            {adminCopy.views.units}
          </h2>
          <p className="text-slate-700">{unitsCopy.lead}</p>
        </div>
        {panel?.kind === 'add' || !canChange ? null : (
          <button
            type="button"
            onClick={() => setPanel({ kind: 'add' })}
            className="min-h-11 rounded-md bg-brand-800 px-4 font-semibold text-sm text-white hover:bg-brand-900"
          >
            {unitsCopy.add}
          </button>
        )}
      </div>
      <FilterBar
        // Anew once the choices arrive, so a location or class in the URL shows selected.
        key={`${locations.length}-${classes.length}`}
        fields={[
          {
            name: 'classId',
            label: unitsCopy.filters.class,
            type: 'select',
            options: [{ value: '', label: unitsCopy.filters.allClasses }, ...classes],
          },
          listFilter.select(
            'status',
            unitsCopy.filters.status,
            unitsCopy.filters.anyStatus,
            unitsCopy.statuses,
          ),
        ]}
        values={view.values}
        onApply={apply}
        onClear={clear}
      />
      {panel?.kind === 'add' ? (
        <UnitForm unit={undefined} options={options} onDone={saved(unitsCopy.added)} />
      ) : null}
      {panel?.kind === 'edit' && open ? (
        <UnitForm key={open.id} unit={open} options={options} onDone={saved(unitsCopy.saved)} />
      ) : null}
      {panel?.kind === 'maintenance' && open ? (
        <UnitMaintenance key={open.id} unit={open} onChange={reload} onClose={() => close()} />
      ) : null}
      <DataTable
        caption={adminCopy.views.units}
        columns={unitColumns(canChange ? (kind, unit) => setPanel({ kind, unitId: unit.id }) : null)}
        rows={units.data?.units}
        rowKey={(u) => u.id}
        current={unitParam}
        loading={units.isPending}
        error={units.error}
      />
    </section>
  );
}
