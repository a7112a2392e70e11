import type { Relocation, RelocationOutlook } from '@convoy/domain/contracts/relocation.schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type RefObject, useRef, useState } from 'react';
import { buttonClass } from '../../../components/form/form-styles';
import { errorSentence } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { adminCopy } from '../shell/admin-copy';
import { adminApi } from '../shell/api/admin-api';
import { useStaffAccess } from '../shell/api/use-staff-access';
import { ListPicker } from '../shell/components/list-picker';
import { fleetApi } from './api/fleet-api';
import { type RelocationDraft, RelocationForm } from './relocation-form';
import { relocationsCopy as copy } from './relocations-copy';

const scheduledKey = ['admin', 'relocations', 'scheduled'];

type Suggestion = RelocationOutlook['suggestions'][number];

/**
 * Relocations (decision 031): for a class, each location's units against
 * what is booked there on each of the next 30 days, the transfers suggested
 * where one is short (each may be scheduled from the form, filled in), and
 * the relocations scheduled (change, cancel, mark done).
 */
export function RelocationsView() {
  const fleet = useQuery({ queryKey: ['admin', 'fleet'], queryFn: adminApi.fleet });
  const [picked, setPicked] = useState('');
  const classId = picked || fleet.data?.classes[0]?.id || '';
  const outlook = useQuery({
    queryKey: ['admin', 'relocations', 'outlook', classId],
    queryFn: () => fleetApi.relocationOutlook(classId),
    enabled: classId !== '',
  });
  const names = new Map((fleet.data?.locations ?? []).map((l) => [l.id, l.name]));
  const nameOf = (id: string) => names.get(id) ?? id;
  const error = fleet.error ?? outlook.error;
  const mayChange = useStaffAccess('fleet').change;
  const [draft, setDraft] = useState<RelocationDraft | null>(null);
  const [opened, setOpened] = useState(0);
  const scheduledHeading = useRef<HTMLHeadingElement>(null);
  const open = (next: RelocationDraft) => {
    setDraft(next);
    setOpened((n) => n + 1);
  };
  const close = (message?: string) => {
    setDraft(null);
    if (message) toast.success(message);
    scheduledHeading.current?.focus();
  };
  const schedule = mayChange
    ? (suggestion?: Suggestion) => open({ mode: 'new', classId, ...(suggestion ? { suggestion } : {}) })
    : undefined;
  return (
    <section aria-labelledby="relocations-view-heading" className="space-y-6">
      <div className="space-y-2">
        <h2 id="relocations-view-heading" className="font-bold text-slate-900 text-xl">
          {adminCopy.views.relocations}
        </h2>
        <p className="max-w-3xl text-slate-700">{copy.lead}</p>
      </div>
      {fleet.data ? (
        <ListPicker label={copy.class} value={classId} options={fleet.data.classes} onChange={setPicked} />
      ) : null}
      {error ? (
        <p role="alert" className="text-red-800">
          {errorSentence(error)}
        </p>
      ) : outlook.data ? (
        <Outlook outlook={outlook.data} nameOf={nameOf} onSchedule={schedule} />
      ) : (
        <p className="text-slate-600">{adminCopy.table.loading}</p>
      )}
      {schedule && !draft ? (
        <button type="button" onClick={() => schedule()} className={buttonClass.secondary}>
          {copy.form.open}
        </button>
      ) : null}
      {draft && fleet.data ? (
        <RelocationForm
          key={opened}
          draft={draft}
          classes={fleet.data.classes.map((c) => ({ value: c.id, label: c.name }))}
          locations={fleet.data.locations.map((l) => ({ value: l.id, label: l.name }))}
          onDone={close}
        />
      ) : null}
      <Scheduled
        nameOf={nameOf}
        heading={scheduledHeading}
        onChange={mayChange ? (relocation) => open({ mode: 'change', relocation }) : undefined}
      />
    </section>
  );
}

function Outlook({
  outlook,
  nameOf,
  onSchedule,
}: {
  outlook: RelocationOutlook;
  nameOf: (id: string) => string;
  /** For roles that may change the fleet: opens the form filled in from a suggestion. */
  onSchedule: ((suggestion: Suggestion) => void) | undefined;
}) {
  const dates = outlook.locations[0]?.days.map((d) => d.date) ?? [];
  return (
    <div className="space-y-4">
      <div className="overflow-x-auto">
        <table
          // Thirty days are wider than the screen: focusable, so a keyboard can scroll it (WCAG 2.1.1).
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the table is what the keyboard scrolls
          tabIndex={0}
          className="min-w-max border-collapse text-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-inset"
        >
          <caption className="text-left font-semibold text-slate-900">
            {copy.outlookCaption(outlook.className)}
          </caption>
          <thead>
            <tr>
              <th scope="col" className="sticky left-0 bg-white px-2 py-1 text-left">
                {copy.location}
              </th>
              {dates.map((date) => (
                <th key={date} scope="col" className="px-2 py-1 text-left font-medium">
                  {copy.day(date)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {outlook.locations.map((l) => (
              <tr key={l.locationId} className="border-slate-200 border-t">
                <th scope="row" className="sticky left-0 bg-white px-2 py-1 text-left font-medium">
                  {l.locationName}
                </th>
                {l.days.map((d) => (
                  <td
                    key={d.date}
                    className={`px-2 py-1 tabular-nums ${d.free < 0 ? 'bg-red-50 font-semibold text-red-800' : 'text-slate-800'}`}
                  >
                    {copy.cell(d.held, d.units)}
                    {d.free < 0 ? <span className="block">{copy.short(-d.free)}</span> : null}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="space-y-2">
        <h3 className="font-semibold text-lg text-slate-900">{copy.suggestionsTitle}</h3>
        {outlook.suggestions.length === 0 ? (
          <p className="text-slate-700">{copy.noSuggestion}</p>
        ) : (
          <ul className="list-disc space-y-1 pl-6 text-slate-800">
            {outlook.suggestions.map((s) => (
              <li key={`${s.fromLocationId}>${s.toLocationId}`}>
                {copy.suggestion(s.units, nameOf(s.fromLocationId), nameOf(s.toLocationId), s.arriveBy)}
                {onSchedule ? (
                  <button
                    type="button"
                    aria-label={copy.scheduleThisLabel(
                      s.units,
                      nameOf(s.fromLocationId),
                      nameOf(s.toLocationId),
                    )}
                    onClick={() => onSchedule(s)}
                    className="ml-3 min-h-10 rounded-md px-3 font-semibold text-brand-800 text-sm ring-1 ring-slate-300 ring-inset hover:bg-slate-50"
                  >
                    {copy.scheduleThis}
                  </button>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

function Scheduled({
  nameOf,
  heading,
  onChange,
}: {
  nameOf: (id: string) => string;
  /** Where the focus goes back when the form closes. */
  heading: RefObject<HTMLHeadingElement | null>;
  /** For roles that may change the fleet: opens the form on a scheduled relocation. */
  onChange: ((relocation: Relocation) => void) | undefined;
}) {
  const client = useQueryClient();
  const scheduled = useQuery({ queryKey: scheduledKey, queryFn: fleetApi.scheduledRelocations });
  const mayChange = useStaffAccess('fleet').change;
  const act = useMutation({
    mutationFn: ({ r, action }: { r: Relocation; action: 'cancel' | 'done' }) =>
      action === 'cancel' ? fleetApi.cancelRelocation(r.id) : fleetApi.markRelocationDone(r.id),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'relocations'] }),
  });
  const rows = scheduled.data?.relocations ?? [];
  return (
    <div className="space-y-2">
      <h3 ref={heading} tabIndex={-1} className="font-semibold text-lg text-slate-900 focus:outline-none">
        {copy.scheduledTitle}
      </h3>
      {act.error ? (
        <p role="alert" className="text-red-800">
          {errorSentence(act.error)}
        </p>
      ) : null}
      {scheduled.error ? (
        <p role="alert" className="text-red-800">
          {errorSentence(scheduled.error)}
        </p>
      ) : !scheduled.data ? (
        <p className="text-slate-600">{adminCopy.table.loading}</p>
      ) : rows.length === 0 ? (
        <p className="text-slate-700">{copy.noneScheduled}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="min-w-full text-left text-sm">
            <caption className="sr-only">{copy.scheduledTitle}</caption>
            <thead>
              <tr>
                {Object.entries(copy.columns)
                  .filter(([key]) => mayChange || key !== 'actions')
                  .map(([key, header]) => (
                    <th key={key} scope="col" className="px-2 py-1">
                      {header}
                    </th>
                  ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.id} className="border-slate-200 border-t">
                  <th scope="row" className="px-2 py-1 font-medium">
                    {r.fleetNumber}
                  </th>
                  <td className="px-2 py-1">{nameOf(r.fromLocationId)}</td>
                  <td className="px-2 py-1">{nameOf(r.toLocationId)}</td>
                  <td className="px-2 py-1">{copy.when(r.leaveDate, r.leaveTime)}</td>
                  <td className="px-2 py-1">{copy.when(r.arriveDate, r.arriveTime)}</td>
                  <td className="px-2 py-1">{r.driverName}</td>
                  <td className="px-2 py-1">
                    {r.reason === 'staff' ? copy.byStaff : copy.replaces(r.reservationCode)}
                  </td>
                  {mayChange ? (
                    <td className="space-x-2 whitespace-nowrap px-2 py-1">
                      <button
                        type="button"
                        aria-label={copy.change(r.fleetNumber)}
                        onClick={() => onChange?.(r)}
                        className="rounded border border-slate-400 px-2 py-1"
                      >
                        {copy.changeButton}
                      </button>
                      <button
                        type="button"
                        aria-label={copy.cancel(r.fleetNumber)}
                        disabled={act.isPending}
                        onClick={() => act.mutate({ r, action: 'cancel' })}
                        className="rounded border border-slate-400 px-2 py-1"
                      >
                        {copy.cancelButton}
                      </button>
                      <button
                        type="button"
                        aria-label={copy.done(r.fleetNumber)}
                        disabled={act.isPending}
                        onClick={() => act.mutate({ r, action: 'done' })}
                        className="rounded border border-slate-400 px-2 py-1"
                      >
                        {copy.doneButton}
                      </button>
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
