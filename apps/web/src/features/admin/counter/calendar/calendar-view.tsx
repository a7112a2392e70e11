import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { errorSentence } from '../../../../lib/api-client';
import { adminCopy } from '../../shell/admin-copy';
import { adminApi } from '../../shell/api/admin-api';
import { useStaffAccess } from '../../shell/api/use-staff-access';
import { FilterBar } from '../../shell/components/filter-bar';
import { useLocationOptions } from '../../shell/components/use-location-options';
import { useShellScope } from '../../shell/components/use-shell-scope';
import { useViewParams } from '../../shell/components/use-view-params';
import { counterApi } from '../api/counter-api';
import { counterCopy } from '../counter-copy';
import { todayIn } from './calendar-days';
import { CalendarGrid, type MoveRequest, rowName } from './calendar-grid';
import { barKey, type RentalBar } from './calendar-layout';
import { MoveDialog } from './move-dialog';
import { useReassign } from './use-reassign';

const copy = counterCopy.calendar;
/** Three months, scrolled sideways (the API answers up to 92 days). */
const calendarDaysShown = 90;

/**
 * The fleet calendar (decision 015): a location's vehicles as rows, 90 days as
 * columns, each booked vehicle and maintenance block as a bar. Staff move a
 * booking to another vehicle of its class by dragging it or from the keyboard.
 */
export function CalendarView() {
  const params = useViewParams(['from', 'classId']);
  // The location and day are the back office's, chosen in its top bar (decision 041).
  const scope = useShellScope();
  const locationOptions = useLocationOptions().filter((o) => o.value !== '');
  const fleet = useQuery({ queryKey: ['admin', 'fleet'], queryFn: adminApi.fleet });
  const locationId = scope.location || locationOptions[0]?.value || '';
  const from = params.values.from || scope.day || todayIn();
  const classId = params.values.classId ?? '';
  const queryKey = ['admin', 'calendar', locationId, from, classId];
  const calendar = useQuery({
    queryKey,
    queryFn: () => counterApi.calendar({ locationId, from, days: calendarDaysShown, classId }),
    enabled: locationId !== '',
  });
  const [message, setMessage] = useState('');
  const [moving, setMoving] = useState<RentalBar | null>(null);
  // A role that may only read the counter is shown the calendar, with nothing to move.
  const canChange = useStaffAccess('counter').change;
  const [focusKey, setFocusKey] = useState<string | null>(null);
  const reassign = useReassign(queryKey, setMessage, setFocusKey);
  const now = useMemo(() => Date.now(), []);
  const today = calendar.data ? todayIn(calendar.data.timezone) : todayIn();

  const move = (bar: RentalBar, unitId: string | null, unitName: string) => {
    if (unitId === bar.unitId || reassign.isPending) return;
    reassign.mutate({ bar, unitId, unitName });
  };
  const drop = ({ bar, row }: MoveRequest) => {
    if (row.kind === 'class' || row.classId !== bar.classId) return;
    move(bar, row.kind === 'unit' ? row.unit.id : null, row.kind === 'unit' ? rowName(row) : copy.unassigned);
  };

  return (
    <section aria-labelledby="calendar-view-heading" className="space-y-4">
      <div className="space-y-2">
        <h2 id="calendar-view-heading" className="font-bold text-slate-900 text-xl">
          {adminCopy.views.calendar}
        </h2>
        <p className="max-w-3xl text-slate-700">{canChange ? copy.lead : copy.readOnly}</p>
      </div>
      <FilterBar
        fields={[
          { name: 'from', label: copy.from, type: 'date' },
          {
            name: 'classId',
            label: copy.vehicleClass,
            type: 'select',
            options: [
              { value: '', label: copy.allClasses },
              ...(fleet.data?.classes ?? []).map((c) => ({ value: c.id, label: c.name })),
            ],
          },
        ]}
        values={{ from, classId }}
        onApply={params.apply}
      />
      <p id="calendar-keyboard-hint" className="text-slate-600 text-sm">
        {copy.keyboardHint}
      </p>
      <p
        role="status"
        aria-live="polite"
        aria-atomic="true"
        className="min-h-6 font-semibold text-slate-800 text-sm"
      >
        {message}
      </p>
      {calendar.error ? (
        <p role="alert" className="text-red-800">
          {errorSentence(calendar.error)}
        </p>
      ) : locationId === '' ? (
        <p className="text-slate-700">{copy.chooseLocation}</p>
      ) : calendar.data ? (
        <CalendarGrid
          calendar={calendar.data}
          today={today}
          now={now}
          focusKey={focusKey}
          onFocusDone={() => setFocusKey(null)}
          onOpen={canChange ? setMoving : () => undefined}
          onDrop={canChange ? drop : () => undefined}
        />
      ) : (
        <p className="text-slate-700">{adminCopy.table.loading}</p>
      )}
      {moving && calendar.data ? (
        <MoveDialog
          bar={moving}
          calendar={calendar.data}
          onClose={() => setMoving(null)}
          onChoose={(unitId, unitName) => {
            const bar = moving;
            setMoving(null);
            setFocusKey(barKey(bar));
            move(bar, unitId, unitName);
          }}
        />
      ) : null}
    </section>
  );
}
