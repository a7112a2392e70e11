import {
  type AdminFleet,
  type FleetClassUpdate,
  fleetClassUpdateSchema,
} from '@convoy/domain/contracts/admin-fleet.schema';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { errorAt } from '../../../components/form/form-errors';
import { controlClass, errorClass, labelClass } from '../../../components/form/form-styles';
import { schemaResolver } from '../../../components/form/schema-resolver';
import { SubmitButton } from '../../../components/form/submit-button';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { errorSentence } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { adminCopy } from '../shell/admin-copy';
import { adminApi } from '../shell/api/admin-api';
import { useStaffAccess } from '../shell/api/use-staff-access';
import { centsToDollars, dollarsToCents } from '../shell/components/format';
import { fleetApi } from './api/fleet-api';
import { fleetCopy } from './fleet-copy';

const copy = fleetCopy.fleet;
type FleetClass = AdminFleet['classes'][number];
const rateNames = ['dailyRateCents', 'weeklyRateCents', 'monthlyRateCents'] as const;
type RateName = (typeof rateNames)[number];
/** What the class form's inputs hold: dollars as typed, units by location id. */
type ClassValues = Record<RateName, string> & { units: Record<string, string> };
type ClassForm = Pick<UseFormReturn<ClassValues, unknown, FleetClassUpdate>, 'register' | 'formState'>;

const resolver = schemaResolver(fleetClassUpdateSchema, (values: ClassValues) => ({
  dailyRateCents: dollarsToCents(values.dailyRateCents),
  weeklyRateCents: dollarsToCents(values.weeklyRateCents),
  monthlyRateCents: dollarsToCents(values.monthlyRateCents),
  units: Object.fromEntries(
    Object.entries(values.units).map(([location, count]) => [location, Number(count || Number.NaN)]),
  ),
}));

/** One rate in dollars, with its hint and its message. */
function RateField({
  form,
  name,
  label,
  hint,
  disabled,
}: {
  form: ClassForm;
  name: RateName;
  label: string;
  hint?: string;
  disabled: boolean;
}) {
  const id = `${useId()}-${name}`;
  const error = errorAt(form.formState.errors, name);
  return (
    <div>
      <label htmlFor={id} className={`${labelClass} text-sm`}>
        {label}
      </label>
      <div className="relative mt-1">
        <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-slate-500">
          $
        </span>
        <input
          id={id}
          {...form.register(name)}
          disabled={disabled}
          inputMode="decimal"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
          className={`${controlClass} pl-7 tabular-nums`}
        />
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-slate-500 text-xs">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={errorClass}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The units of the class at each location. */
function UnitsFields({
  form,
  locations,
  disabled,
}: {
  form: ClassForm;
  locations: AdminFleet['locations'];
  disabled: boolean;
}) {
  const id = useId();
  return (
    <fieldset className="mt-4">
      <legend className="font-semibold text-slate-900 text-sm">{copy.units}</legend>
      <div className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {locations.map((l) => {
          const error = errorAt(form.formState.errors, `units.${l.id}`);
          return (
            <div key={l.id}>
              <label htmlFor={`${id}-units-${l.id}`} className="block text-slate-700 text-xs">
                {l.name}
              </label>
              <input
                id={`${id}-units-${l.id}`}
                {...form.register(`units.${l.id}`)}
                disabled={disabled}
                type="number"
                min={0}
                max={1000}
                step={1}
                aria-invalid={error ? true : undefined}
                className={`${controlClass} mt-1 tabular-nums`}
              />
              {error ? <p className={errorClass}>{error}</p> : null}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}

/**
 * A class's rates and units, checked with the API's schema (fleetClassUpdateSchema)
 * before it is sent; a failed check or save leaves the focus where it was (the
 * messages stand beside the fields; this form has no error summary).
 */
function ClassForm({
  vehicle,
  locations,
  readOnly,
}: {
  vehicle: FleetClass;
  locations: AdminFleet['locations'];
  /** A role that may only read the fleet (a counter agent, a viewer): the fields shown, not changed. */
  readOnly: boolean;
}) {
  const id = useId();
  const client = useQueryClient();
  const form = useSchemaForm({
    resolver,
    // Messages stay as the last submit left them until the next one.
    reValidateMode: 'onSubmit',
    defaultValues: {
      dailyRateCents: centsToDollars(vehicle.dailyRateCents),
      weeklyRateCents: centsToDollars(vehicle.weeklyRateCents),
      monthlyRateCents: centsToDollars(vehicle.monthlyRateCents),
      units: Object.fromEntries(locations.map((l) => [l.id, String(vehicle.units[l.id] ?? 0)])),
    },
    order: [...rateNames, ...locations.map((l) => `units.${l.id}`)],
    send: (change) => fleetApi.saveFleetClass(vehicle.id, change),
    // The fleet query takes the answer; the server's field messages go beside the fields, its sentence in a toast.
    onSent: (fleet) => {
      client.setQueryData(['admin', 'fleet'], fleet);
      form.clearErrors();
      toast.success(copy.saved(vehicle.name));
    },
    failure: (error) => {
      toast.error(errorSentence(error));
      return undefined;
    },
  });

  return (
    <form
      {...form.formProps}
      // The browser's own checks of the unit counts (min, max, step) run first, as they always did.
      noValidate={false}
      aria-labelledby={`${id}-name`}
      className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={`${id}-name`} className="font-bold text-lg text-slate-900">
          {vehicle.name}
        </h3>
        <span className="text-slate-500 text-sm">{vehicle.passengers} seats</span>
      </div>
      <div className="mt-4 grid gap-4 sm:grid-cols-3">
        <RateField form={form} name="dailyRateCents" label={copy.daily} disabled={readOnly} />
        <RateField
          form={form}
          name="weeklyRateCents"
          label={copy.weekly}
          hint={copy.weeklyHint}
          disabled={readOnly}
        />
        <RateField form={form} name="monthlyRateCents" label={copy.monthly} disabled={readOnly} />
      </div>
      <UnitsFields form={form} locations={locations} disabled={readOnly} />
      {readOnly ? null : (
        <div className="mt-4 flex justify-end">
          <SubmitButton pending={form.pending} pendingLabel={copy.saving}>
            {`${copy.save} ${vehicle.name}`}
          </SubmitButton>
        </div>
      )}
    </form>
  );
}

/** Rates and units per class: a save applies to the site and new searches at once. */
export function FleetView() {
  const fleet = useQuery({ queryKey: ['admin', 'fleet'], queryFn: adminApi.fleet });
  const readOnly = !useStaffAccess('fleet').change;
  return (
    <section aria-labelledby="fleet-heading" className="space-y-4">
      <h2 id="fleet-heading" className="font-bold text-slate-900 text-xl">
        {adminCopy.views.fleet}
      </h2>
      <p className="max-w-3xl text-slate-700">{copy.lead}</p>
      {fleet.error ? (
        <p role="alert" className="text-red-800">
          {errorSentence(fleet.error)}
        </p>
      ) : null}
      {fleet.data ? (
        <div className="grid gap-4">
          {fleet.data.classes.map((vehicle) => (
            <ClassForm
              // A saved rate comes back as the server stores it ("179.5" → "179.50"): the form starts again from it.
              key={`${vehicle.id}-${vehicle.dailyRateCents}-${vehicle.weeklyRateCents}-${vehicle.monthlyRateCents}`}
              vehicle={vehicle}
              locations={fleet.data.locations}
              readOnly={readOnly}
            />
          ))}
        </div>
      ) : (
        <p className="text-slate-600">{adminCopy.table.loading}</p>
      )}
    </section>
  );
}
