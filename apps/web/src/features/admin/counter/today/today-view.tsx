import type { ComponentType } from 'react';
import { lazy, Suspense, useId, useState } from 'react';
import { errorSentence } from '../../../../lib/api-client';
import { addDays, formatDate } from '../../../../lib/format';
import { adminCopy } from '../../shell/admin-copy';
import { useStaffAccess } from '../../shell/api/use-staff-access';
import { counterCopy } from '../counter-copy';
import { RoadTable } from './road-table';
import { TodayTable } from './today-table';
import { TomorrowWarning } from './tomorrow-warning';
import { useToday } from './use-today';

const copy = counterCopy.today;
// Its own chunk (with signature_pad's, loaded by the signature box): the day's lists do not carry it.
const HandoverScreen = lazy(() => import('../handover/handover-screen'));
const dayButton =
  'min-h-11 rounded-md bg-white px-4 font-semibold text-brand-800 text-sm ring-1 ring-slate-300 ring-inset hover:bg-slate-50 disabled:cursor-not-allowed disabled:text-slate-500';

/**
 * The counter's day (decision 015): a location's pickups and returns with what each
 * pickup still lacks, and tomorrow's vehicles still without a unit. A vehicle
 * without a unit opens its booking, where the unit is chosen; a booking's
 * check-out or check-in opens in its place (counter/handover).
 */
export function TodayView({
  BookingDetail,
}: {
  /** One booking, where a unit is chosen (the bookings area's, handed in by the dashboard). */
  BookingDetail: ComponentType<{ code: string; onClose: () => void }>;
}) {
  const id = useId();
  const { location, date, today, choose, handover, handoverHref } = useToday();
  const [open, setOpen] = useState<string | null>(null);
  // Only a role that may change the counter is offered Assign, Check out and Check in.
  const mayAct = useStaffAccess('counter').change;
  const assign = mayAct ? setOpen : undefined;
  const act = mayAct ? handoverHref : undefined;
  const data = today.data;
  if (handover) {
    return (
      <Suspense fallback={<p className="text-slate-600">{adminCopy.table.loading}</p>}>
        <HandoverScreen code={handover.code} side={handover.side} backHref={handoverHref()} />
      </Suspense>
    );
  }
  return (
    <div className="space-y-6">
      {/* The location and the day are the back office's, chosen in its top bar (decision 041); a day
          before or after only once the location, and so its today, is known. */}
      <div className="flex flex-wrap items-end gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
        <div className="flex gap-2">
          <button
            type="button"
            className={dayButton}
            disabled={!date}
            onClick={() => choose({ date: addDays(date, -1) })}
          >
            <span aria-hidden="true">← </span>
            {copy.previous}
          </button>
          <button
            type="button"
            className={dayButton}
            disabled={!date}
            onClick={() => choose({ date: addDays(date, 1) })}
          >
            {copy.next}
            <span aria-hidden="true"> →</span>
          </button>
        </div>
      </div>

      <div>
        <h2 className="font-bold text-slate-900 text-xl">{adminCopy.views.today}</h2>
        <p className="font-semibold text-slate-700" aria-live="polite">
          {location ? `${location.name} · ${formatDate(date, 'long')}` : copy.chooseLocation}
        </p>
      </div>

      {today.error ? (
        <p role="alert" className="text-red-800">
          {errorSentence(today.error)}
        </p>
      ) : !data ? (
        <p className="text-slate-600">{adminCopy.table.loading}</p>
      ) : (
        <>
          <TomorrowWarning items={data.unassignedTomorrow} onAssign={assign} />
          <section aria-labelledby={`${id}-pickups`} className="space-y-2">
            <h3 id={`${id}-pickups`} className="font-semibold text-lg text-slate-900">
              {`${copy.pickups} (${data.pickups.length})`}
            </h3>
            <TodayTable
              caption={copy.pickups}
              kind="pickup"
              items={data.pickups}
              empty={copy.noPickups}
              onAssign={assign}
              handoverHref={act}
            />
          </section>
          <section aria-labelledby={`${id}-returns`} className="space-y-2">
            <h3 id={`${id}-returns`} className="font-semibold text-lg text-slate-900">
              {`${copy.returns} (${data.returns.length})`}
            </h3>
            <TodayTable
              caption={copy.returns}
              kind="return"
              items={data.returns}
              empty={copy.noReturns}
              onAssign={assign}
              handoverHref={act}
            />
          </section>
          {(['delivery', 'collection'] as const).map((way) => {
            // Absent from a day answered before decision 030 (the schema's default, not applied here).
            const items = (way === 'delivery' ? data.deliveries : data.collections) ?? [];
            const title = way === 'delivery' ? copy.road.deliveries : copy.road.collections;
            return items.length > 0 ? (
              <section key={way} aria-labelledby={`${id}-${way}`} className="space-y-2">
                <h3 id={`${id}-${way}`} className="font-semibold text-lg text-slate-900">
                  {`${title} (${items.length})`}
                </h3>
                <RoadTable way={way} items={items} onAssign={assign} />
              </section>
            ) : null;
          })}
          <p className="text-slate-500 text-xs">{copy.refreshed}</p>
        </>
      )}
      {open ? <BookingDetail code={open} onClose={() => setOpen(null)} /> : null}
    </div>
  );
}
