import type { ReservationUnits } from '@convoy/domain/contracts/fleet-unit.schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { controlClass } from '../../../components/form/form-styles';
import { errorSentence } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { adminCopy } from '../shell/admin-copy';
import { useStaffAccess } from '../shell/api/use-staff-access';
import { bookingsApi } from './api/bookings-api';
import { bookingsCopy } from './bookings-copy';

const copy = bookingsCopy.vehicles;
type Vehicle = ReservationUnits['vehicles'][number];
const keyOf = (v: Pick<Vehicle, 'classId' | 'seq'>) => `${v.classId}-${v.seq}`;

/** A vehicle's unit: the class's active units at the pickup location in a select, and unassign. */
function VehicleUnit({
  vehicle,
  locationId,
  pending,
  error,
  onAssign,
  onUnassign,
}: {
  vehicle: Vehicle;
  locationId: string;
  pending: boolean;
  error: string | undefined;
  onAssign: (unitId: string) => void;
  onUnassign: () => void;
}) {
  const id = useId();
  const units = useQuery({
    queryKey: ['admin', 'units', locationId, vehicle.classId],
    queryFn: () => bookingsApi.activeUnits(locationId, vehicle.classId),
  });
  const options = units.data?.units ?? [];
  const current = vehicle.unit;
  const label = copy.unit(vehicle.className, vehicle.seq);
  return (
    <li className="rounded-md border border-slate-200 p-3">
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-56 flex-1">
          <label htmlFor={`${id}-unit`} className="block font-semibold text-slate-900">
            {label}
          </label>
          {/* Controlled by the server's answer: a choice shows only once the server accepts it. */}
          <select
            id={`${id}-unit`}
            value={current?.id ?? ''}
            onChange={(e) => (e.target.value && !pending ? onAssign(e.target.value) : undefined)}
            aria-describedby={error ? `${id}-error` : `${id}-state`}
            aria-invalid={error ? true : undefined}
            className={controlClass}
          >
            <option value="">{copy.none}</option>
            {current && !options.some((u) => u.id === current.id) ? (
              <option value={current.id}>{current.fleetNumber}</option>
            ) : null}
            {options.map((u) => (
              <option key={u.id} value={u.id}>
                {[u.fleetNumber, u.plate, u.inMaintenance ? 'in maintenance' : null]
                  .filter(Boolean)
                  .join(' · ')}
              </option>
            ))}
          </select>
        </div>
        {current ? (
          <button
            type="button"
            onClick={onUnassign}
            disabled={pending}
            aria-label={copy.unassignFor(vehicle.className, vehicle.seq)}
            className="min-h-11 rounded-md px-4 font-semibold text-red-800 text-sm ring-1 ring-red-300 ring-inset hover:bg-red-50"
          >
            {copy.unassign}
          </button>
        ) : null}
      </div>
      <p id={`${id}-state`} className="mt-1 text-slate-600 text-xs">
        {pending
          ? copy.saving
          : current
            ? `${current.fleetNumber}${vehicle.assignedBy ? ` · ${copy.byStaff(vehicle.assignedBy)}` : ''}`
            : units.data && options.length === 0
              ? copy.noUnits
              : copy.unassigned}
      </p>
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1 font-semibold text-red-800 text-sm">
          {error}
        </p>
      ) : null}
    </li>
  );
}

/**
 * The units of a booking's vehicles (decision 015): staff choose or take away a
 * unit; a clash with another rental is refused by the server (409) with the
 * booking in the way named beside the vehicle.
 */
export function BookingVehicles({ code, locationId }: { code: string; locationId: string }) {
  const client = useQueryClient();
  const queryKey = ['admin', 'assignments', code];
  const units = useQuery({ queryKey, queryFn: () => bookingsApi.assignments(code) });
  const [errors, setErrors] = useState<Record<string, string>>({});
  // A role that may only read the counter sees each vehicle's unit, with nothing to change.
  const canChange = useStaffAccess('counter').change;
  const settle = (key: string, answer: ReservationUnits) => {
    client.setQueryData(queryKey, answer);
    setErrors(({ [key]: _gone, ...rest }) => rest);
    void client.invalidateQueries({ queryKey: ['admin', 'today'] });
  };
  const change = useMutation({
    mutationFn: ({ vehicle, unitId }: { vehicle: Vehicle; unitId: string | null }) =>
      unitId
        ? bookingsApi.assignUnit(code, vehicle.classId, vehicle.seq, unitId)
        : bookingsApi.unassignUnit(code, vehicle.classId, vehicle.seq),
    onSuccess: (answer, { vehicle, unitId }) => {
      settle(keyOf(vehicle), answer);
      const now = answer.vehicles.find((v) => keyOf(v) === keyOf(vehicle))?.unit;
      toast.success(unitId && now ? copy.assigned(now.fleetNumber) : copy.removed);
    },
    onError: (error, { vehicle }) => setErrors((all) => ({ ...all, [keyOf(vehicle)]: errorSentence(error) })),
  });
  const pendingKey = change.isPending && change.variables ? keyOf(change.variables.vehicle) : null;
  return (
    <section aria-labelledby="booking-vehicles-heading" className="text-sm">
      <h3 id="booking-vehicles-heading" className="font-semibold text-slate-900">
        {copy.title}
      </h3>
      <p className="text-slate-600 text-xs">{copy.lead}</p>
      {units.error ? (
        <p className="mt-2 text-red-800">{errorSentence(units.error)}</p>
      ) : !units.data ? (
        <p className="mt-2 text-slate-600">{adminCopy.table.loading}</p>
      ) : (
        <ul className="mt-2 space-y-2">
          {units.data.vehicles.map((v) =>
            !canChange ? (
              <li key={keyOf(v)}>
                {`${v.className} ${v.seq}: `}
                {v.unit ? (
                  <span className="font-mono font-semibold">{v.unit.fleetNumber}</span>
                ) : (
                  <span className="font-semibold text-red-800">{bookingsCopy.vehicles.unassigned}</span>
                )}
              </li>
            ) : (
              <VehicleUnit
                key={keyOf(v)}
                vehicle={v}
                locationId={locationId}
                pending={pendingKey === keyOf(v)}
                error={errors[keyOf(v)]}
                onAssign={(unitId) => change.mutate({ vehicle: v, unitId })}
                onUnassign={() => change.mutate({ vehicle: v, unitId: null })}
              />
            ),
          )}
        </ul>
      )}
    </section>
  );
}
