import type { DueUnit, ServiceSlot } from '@convoy/domain/contracts/maintenance.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { buttonClass } from '../../../components/form/form-styles';
import { errorSentence } from '../../../lib/api-client';
import { formatDate, formatTime } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useStaffAccess } from '../shell/api/use-staff-access';
import { fleetApi } from './api/fleet-api';
import { maintenanceCopy as copy } from './maintenance-copy';
import { PickedView } from './picked-view';

const when = (s: ServiceSlot) =>
  s.startDate === s.endDate
    ? `${formatDate(s.startDate)}, ${formatTime(s.startTime)}–${formatTime(s.endTime)}`
    : `${formatDate(s.startDate)} ${formatTime(s.startTime)} – ${formatDate(s.endDate)} ${formatTime(s.endTime)}`;

/** One unit due: why, its figures, the bookings given it since, and its free times, each one click to book. */
function DueCard({ unit, mayBook }: { unit: DueUnit; mayBook: boolean }) {
  const client = useQueryClient();
  const book = useMutation({
    mutationFn: (slot: ServiceSlot) => fleetApi.bookService(unit.unitId, slot),
    onSuccess: (_, slot) => {
      toast.success(copy.done(unit.fleetNumber, when(slot)));
      return client.invalidateQueries({ queryKey: ['admin', 'maintenance'] });
    },
  });
  const headingId = `due-${unit.unitId}`;
  return (
    <li aria-labelledby={headingId} className="space-y-2 rounded-lg border border-slate-300 p-4">
      <h4 id={headingId} className="font-bold text-slate-900">
        {unit.fleetNumber} · {unit.className}{' '}
        <span
          className={`ml-1 rounded px-2 py-0.5 text-sm ${unit.state === 'overdue' ? 'bg-red-100 text-red-900' : 'bg-amber-100 text-amber-900'}`}
        >
          {unit.state === 'overdue' ? copy.overdue : copy.soon}
        </span>
      </h4>
      <p className="text-slate-800">{unit.why}</p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-sm">
        <dt className="text-slate-600">{copy.odometer}</dt>
        <dd>{copy.miles(unit.odometerMiles)}</dd>
        <dt className="text-slate-600">{copy.perDay}</dt>
        <dd>{unit.averageDailyMiles === null ? copy.noPace : copy.miles(unit.averageDailyMiles)}</dd>
        {unit.serviceDueOn ? (
          <>
            <dt className="text-slate-600">{copy.dueBy}</dt>
            <dd>{formatDate(unit.serviceDueOn)}</dd>
          </>
        ) : null}
        {unit.serviceDueMiles !== null ? (
          <>
            <dt className="text-slate-600">{copy.forecast}</dt>
            <dd>
              {copy.miles(unit.serviceDueMiles)}
              {unit.milesDueOn ? `, ${formatDate(unit.milesDueOn)}` : ''}
            </dd>
          </>
        ) : null}
        {unit.serviceBooked ? (
          <>
            <dt className="text-slate-600">{copy.booked}</dt>
            <dd>{when(unit.serviceBooked)}</dd>
          </>
        ) : null}
      </dl>
      {unit.bookedOnIt.length > 0 ? (
        <p className="rounded bg-red-50 p-2 text-red-900 text-sm">
          {copy.bookedOnIt(unit.bookedOnIt.join(', '))}
        </p>
      ) : null}
      {book.error ? (
        <p role="alert" className="text-red-800">
          {errorSentence(book.error)}
        </p>
      ) : null}
      {mayBook && !unit.serviceBooked ? (
        <div>
          <h5 className="font-semibold text-slate-900 text-sm">{copy.slotsTitle}</h5>
          {unit.slots.length === 0 ? (
            <p className="text-slate-700 text-sm">{copy.noSlots}</p>
          ) : (
            <ul className="mt-1 flex flex-wrap gap-2">
              {unit.slots.map((s) => (
                <li key={`${s.startDate}${s.startTime}`}>
                  <button
                    type="button"
                    aria-label={copy.bookLabel(unit.fleetNumber, when(s))}
                    disabled={book.isPending}
                    onClick={() => book.mutate(s)}
                    className={buttonClass.secondary}
                  >
                    {copy.book} {when(s)}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
    </li>
  );
}

/** Service due (decision 033): a location's units overdue or due soon, and one click to book each one's service. */
export function MaintenanceView() {
  const mayBook = useStaffAccess('fleet').change;
  return (
    <PickedView
      view="maintenance"
      of="locations"
      lead={copy.lead}
      label={copy.location}
      read={(locationId) => ({
        queryKey: ['admin', 'maintenance', 'due', locationId],
        queryFn: () => fleetApi.serviceDue(locationId),
      })}
    >
      {(due, location) => (
        <div className="space-y-3">
          <h3 id="maintenance-due-heading" className="font-semibold text-lg text-slate-900">
            {copy.listTitle(location.name)}
          </h3>
          {due.units.length === 0 ? (
            <p className="text-slate-700">{copy.none}</p>
          ) : (
            <ul aria-labelledby="maintenance-due-heading" className="max-w-3xl space-y-3">
              {due.units.map((u) => (
                <DueCard key={u.unitId} unit={u} mayBook={mayBook} />
              ))}
            </ul>
          )}
        </div>
      )}
    </PickedView>
  );
}
