import { type AdminFleet, fleetClassUpdateSchema } from '@convoy/domain/contracts/admin-fleet.schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { controlClass, errorClass, labelClass } from '../../../components/form/form-styles';
import { ApiError, errorSentence } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { adminCopy } from '../admin-copy';
import { adminApi } from '../api/admin-api';

const copy = adminCopy.fleet;
type FleetClass = AdminFleet['classes'][number];

/** "179" or "179.5" or "$1,074.00" → cents; NaN when it is not an amount (the schema names it). */
export function dollarsToCents(text: string): number {
  const cleaned = text.replace(/[$,\s]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return Number.NaN;
  return Math.round(Number(cleaned) * 100);
}

const centsToDollars = (cents: number) => (cents / 100).toFixed(2);

function ClassForm({ vehicle, locations }: { vehicle: FleetClass; locations: AdminFleet['locations'] }) {
  const id = useId();
  const client = useQueryClient();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: (change: Parameters<typeof adminApi.saveFleetClass>[1]) =>
      adminApi.saveFleetClass(vehicle.id, change),
    onSuccess: (fleet) => {
      client.setQueryData(['admin', 'fleet'], fleet);
      setErrors({});
      toast.success(copy.saved(vehicle.name));
    },
    onError: (error) => {
      if (error instanceof ApiError && error.fields) setErrors(error.fields);
      toast.error(errorSentence(error));
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? '');
    const parsed = fleetClassUpdateSchema.safeParse({
      dailyRateCents: dollarsToCents(text('daily')),
      weeklyRateCents: dollarsToCents(text('weekly')),
      monthlyRateCents: dollarsToCents(text('monthly')),
      units: Object.fromEntries(locations.map((l) => [l.id, Number(text(`units-${l.id}`) || Number.NaN)])),
    });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message])));
      return;
    }
    save.mutate(parsed.data);
  };

  const rate = (
    name: 'daily' | 'weekly' | 'monthly',
    field: string,
    cents: number,
    label: string,
    hint?: string,
  ) => (
    <div>
      <label htmlFor={`${id}-${name}`} className={`${labelClass} text-sm`}>
        {label}
      </label>
      <div className="relative mt-1">
        <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-slate-500">
          $
        </span>
        <input
          id={`${id}-${name}`}
          name={name}
          inputMode="decimal"
          defaultValue={centsToDollars(cents)}
          aria-invalid={errors[field] ? true : undefined}
          aria-describedby={errors[field] ? `${id}-${name}-error` : hint ? `${id}-${name}-hint` : undefined}
          className={`${controlClass} pl-7 tabular-nums`}
        />
      </div>
      {hint ? (
        <p id={`${id}-${name}-hint`} className="mt-1 text-slate-500 text-xs">
          {hint}
        </p>
      ) : null}
      {errors[field] ? (
        <p id={`${id}-${name}-error`} className={errorClass}>
          {errors[field]}
        </p>
      ) : null}
    </div>
  );

  return (
    <form
      key={`${vehicle.dailyRateCents}-${vehicle.weeklyRateCents}-${vehicle.monthlyRateCents}`}
      onSubmit={submit}
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
        {rate('daily', 'dailyRateCents', vehicle.dailyRateCents, copy.daily)}
        {rate('weekly', 'weeklyRateCents', vehicle.weeklyRateCents, copy.weekly, copy.weeklyHint)}
        {rate('monthly', 'monthlyRateCents', vehicle.monthlyRateCents, copy.monthly)}
      </div>
      <fieldset className="mt-4">
        <legend className="font-semibold text-slate-900 text-sm">{copy.units}</legend>
        <div className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
          {locations.map((l) => (
            <div key={l.id}>
              <label htmlFor={`${id}-units-${l.id}`} className="block text-slate-700 text-xs">
                {l.name}
              </label>
              <input
                id={`${id}-units-${l.id}`}
                name={`units-${l.id}`}
                type="number"
                min={0}
                max={1000}
                step={1}
                defaultValue={vehicle.units[l.id] ?? 0}
                aria-invalid={errors[`units.${l.id}`] ? true : undefined}
                className={`${controlClass} mt-1 tabular-nums`}
              />
              {errors[`units.${l.id}`] ? <p className={errorClass}>{errors[`units.${l.id}`]}</p> : null}
            </div>
          ))}
        </div>
      </fieldset>
      <div className="mt-4 flex justify-end">
        <button
          type="submit"
          aria-disabled={save.isPending || undefined}
          className="min-h-11 rounded-md bg-brand-800 px-5 font-semibold text-white hover:bg-brand-900"
        >
          {save.isPending ? copy.saving : `${copy.save} ${vehicle.name}`}
        </button>
      </div>
    </form>
  );
}

/** Rates and units per class: a save applies to the site and new searches at once. */
export function FleetView() {
  const fleet = useQuery({ queryKey: ['admin', 'fleet'], queryFn: adminApi.fleet });
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
            <ClassForm key={vehicle.id} vehicle={vehicle} locations={fleet.data.locations} />
          ))}
        </div>
      ) : (
        <p className="text-slate-600">{adminCopy.table.loading}</p>
      )}
    </section>
  );
}
