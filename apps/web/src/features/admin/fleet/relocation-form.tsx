import {
  type Relocation,
  type RelocationOutlook,
  relocationCreateSchema,
  relocationUpdateSchema,
} from '@convoy/domain/contracts/relocation.schema';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { type Resolver, useWatch } from 'react-hook-form';
import { ErrorSummary } from '../../../components/form/error-summary';
import { formCopy } from '../../../components/form/form-copy';
import { buttonClass } from '../../../components/form/form-styles';
import { schemaResolver } from '../../../components/form/schema-resolver';
import { SelectField } from '../../../components/form/select-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { addDays } from '../../../lib/format';
import { fleetApi } from './api/fleet-api';
import { relocationsCopy } from './relocations-copy';

const copy = relocationsCopy.form;
type Suggestion = RelocationOutlook['suggestions'][number];
type Option = { value: string; label: string };

/** What the form opens on: a new relocation (perhaps from a suggestion), or a scheduled one to change. */
export type RelocationDraft =
  | { mode: 'new'; classId: string; suggestion?: Suggestion }
  | { mode: 'change'; relocation: Relocation };

/** The form's inputs as typed; the class only narrows the vehicles offered. */
interface Values {
  classId: string;
  unitId: string;
  fromLocationId: string;
  toLocationId: string;
  leaveDate: string;
  leaveTime: string;
  arriveDate: string;
  arriveTime: string;
  driverName: string;
}
const timeFields = ['leaveDate', 'leaveTime', 'arriveDate', 'arriveTime'] as const;
const changeable = ['toLocationId', ...timeFields, 'driverName'] as const;

/**
 * A suggestion as a draft: from and to as suggested, arriving at noon the day
 * before the destination is first short (its arrival counts once the vehicle is
 * made ready, decision 031), leaving the morning before that.
 */
function initialValues(draft: RelocationDraft): Values {
  if (draft.mode === 'change') {
    const { classId, unitId, fromLocationId, toLocationId, driverName, ...r } = draft.relocation;
    const times = Object.fromEntries(timeFields.map((f) => [f, r[f]])) as Pick<
      Values,
      (typeof timeFields)[number]
    >;
    return { classId, unitId, fromLocationId, toLocationId, driverName, ...times };
  }
  const s = draft.suggestion;
  return {
    classId: draft.classId,
    unitId: '',
    fromLocationId: s?.fromLocationId ?? '',
    toLocationId: s?.toLocationId ?? '',
    leaveDate: s ? addDays(s.arriveBy, -2) : '',
    leaveTime: s ? '08:00' : '',
    arriveDate: s ? addDays(s.arriveBy, -1) : '',
    arriveTime: s ? '12:00' : '',
    driverName: '',
  };
}

/** The check of what is sent: a new relocation whole, a change as the fields that differ. */
function resolverFor(draft: RelocationDraft): Resolver<Values, unknown, unknown> {
  if (draft.mode === 'new')
    return schemaResolver(relocationCreateSchema, ({ classId: _, ...relocation }: Values) => relocation);
  const was = draft.relocation;
  return schemaResolver(relocationUpdateSchema, (values: Values) =>
    Object.fromEntries(changeable.filter((f) => values[f] !== was[f]).map((f) => [f, values[f]])),
  );
}

/**
 * Schedules a relocation (POST /api/admin/relocations) or changes a scheduled
 * one's destination, times or driver (PATCH, what differs). Checked with the
 * API's schemas first; a refusal (the origin would be short, the vehicle is
 * elsewhere then) goes beside its field, as the server words it.
 */
export function RelocationForm({
  draft,
  classes,
  locations,
  onDone,
}: {
  draft: RelocationDraft;
  classes: readonly Option[];
  locations: readonly Option[];
  /** Saved (what to say) or closed (nothing). */
  onDone: (message?: string) => void;
}) {
  const client = useQueryClient();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const [resolver] = useState(() => resolverFor(draft));
  const changing = draft.mode === 'change' ? draft.relocation : undefined;
  const order = changing ? [...changeable] : ['classId', 'fromLocationId', 'unitId', ...changeable];
  const [initial] = useState(() => initialValues(draft));
  const form = useSchemaForm<Values, unknown, Relocation>({
    resolver,
    reValidateMode: 'onSubmit',
    defaultValues: initial,
    order,
    send: (values) =>
      changing
        ? fleetApi.changeRelocation(changing.id, values as Parameters<typeof fleetApi.changeRelocation>[1])
        : fleetApi.scheduleRelocation(values as Parameters<typeof fleetApi.scheduleRelocation>[0]),
    onSent: async (saved) => {
      await client.invalidateQueries({ queryKey: ['admin', 'relocations'] });
      onDone(changing ? copy.changed(saved.fleetNumber) : copy.scheduled(saved.fleetNumber));
    },
  });
  const [classId, fromLocationId, unitId] = useWatch({
    control: form.control,
    name: ['classId', 'fromLocationId', 'unitId'],
  });
  const units = useQuery({
    queryKey: ['admin', 'relocations', 'units', fromLocationId, classId],
    queryFn: () => fleetApi.units({ locationId: fromLocationId, classId, status: 'active' }),
    enabled: !changing && fromLocationId !== '' && classId !== '',
  });
  const unitOptions = (units.data?.units ?? []).map((u) => ({ value: u.id, label: u.fleetNumber }));
  // A vehicle of another class or origin is not offered: choose again.
  useEffect(() => {
    if (units.data && unitId !== '' && !units.data.units.some((u) => u.id === unitId))
      form.setValue('unitId', '');
  }, [units.data, unitId, form.setValue]);
  const nameOf = (id: string) => locations.find((l) => l.value === id)?.label ?? id;
  const title = changing ? copy.changeTitle(changing.fleetNumber) : copy.newTitle;

  return (
    <form
      {...form.formProps}
      aria-labelledby="relocation-form-heading"
      className="space-y-4 rounded-lg border border-brand-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div>
        <h4
          id="relocation-form-heading"
          ref={heading}
          tabIndex={-1}
          className="font-bold text-lg text-slate-900 focus:outline-none"
        >
          {title}
        </h4>
        <p className="text-slate-700 text-sm">{copy.lead}</p>
        <p className="text-slate-700 text-sm">
          {changing
            ? copy.changeLead
            : draft.mode === 'new' && draft.suggestion
              ? copy.fromSuggestion(draft.suggestion.arriveBy)
              : null}
        </p>
      </div>
      <ErrorSummary {...form.summary} />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {changing ? (
          <p className="sm:col-span-2 lg:col-span-4">
            <span className="font-semibold text-slate-900">{copy.unitId}: </span>
            {copy.vehicleFixed(changing.fleetNumber, nameOf(changing.fromLocationId))}
          </p>
        ) : (
          <>
            <SelectField
              {...form.field('classId')}
              label={copy.classId}
              options={classes}
              defaultValue={initial.classId}
            />
            <SelectField
              {...form.field('fromLocationId')}
              label={copy.fromLocationId}
              options={locations}
              defaultValue={initial.fromLocationId}
              placeholder={formCopy.choose}
            />
            <SelectField
              {...form.field('unitId')}
              label={copy.unitId}
              hint={units.data && unitOptions.length === 0 ? copy.noUnit : copy.unitHint}
              options={unitOptions}
              placeholder={formCopy.choose}
            />
          </>
        )}
        <SelectField
          {...form.field('toLocationId')}
          label={copy.toLocationId}
          options={locations}
          defaultValue={initial.toLocationId}
          placeholder={formCopy.choose}
        />
        <TextField {...form.field('leaveDate')} label={copy.leaveDate} type="date" />
        <TextField {...form.field('leaveTime')} label={copy.leaveTime} type="time" />
        <TextField {...form.field('arriveDate')} label={copy.arriveDate} type="date" />
        <TextField {...form.field('arriveTime')} label={copy.arriveTime} type="time" />
        <TextField
          {...form.field('driverName')}
          label={copy.driverName}
          hint={copy.driverHint}
          autoComplete="off"
          className="sm:col-span-2"
        />
      </div>
      <div className="flex flex-wrap items-center justify-end gap-3">
        <button type="button" onClick={() => onDone()} className={buttonClass.secondary}>
          {copy.close}
        </button>
        <SubmitButton pending={form.pending} pendingLabel={copy.saving}>
          {changing ? copy.save : copy.schedule}
        </SubmitButton>
      </div>
    </form>
  );
}
