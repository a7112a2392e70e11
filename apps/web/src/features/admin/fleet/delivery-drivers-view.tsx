import {
  type DeliveryDrivers,
  type DeliveryDriversResponse,
  deliveryDriversSchema,
  demoDeliveryDriversPerDay,
  type Weekday,
  weekdays,
} from '@convoy/domain/contracts/delivery-drivers.schema';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { ErrorSummary } from '../../../components/form/error-summary';
import { buttonClass } from '../../../components/form/form-styles';
import { schemaResolver } from '../../../components/form/schema-resolver';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { toast } from '../../../lib/toast';
import { useStaffAccess } from '../shell/api/use-staff-access';
import { useFormRows } from '../shell/components/use-form-rows';
import { fleetApi } from './api/fleet-api';
import { deliveryDriversCopy as copy } from './delivery-drivers-copy';
import { PickedView } from './picked-view';

/** What the form's inputs hold: numbers as typed. */
interface DriverValues {
  weekdays: Record<Weekday, string>;
  dates: { date: string; drivers: string }[];
}

/** A count as typed; anything but digits is NaN, so the schema's message names the field. */
const count = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

const resolver = schemaResolver(deliveryDriversSchema, (values: DriverValues) => ({
  weekdays: Object.fromEntries(weekdays.map((d) => [d, count(values.weekdays[d])])),
  dates: values.dates.map((d) => ({ date: d.date, drivers: count(d.drivers) })),
}));

const valuesOf = (schedule: DeliveryDrivers): DriverValues => ({
  weekdays: Object.fromEntries(weekdays.map((d) => [d, String(schedule.weekdays[d])])) as Record<
    Weekday,
    string
  >,
  dates: schedule.dates.map((d) => ({ date: d.date, drivers: String(d.drivers) })),
});

/**
 * One location's schedule: a number per weekday and dates with their own,
 * checked with the API's schema (deliveryDriversSchema) and saved whole
 * (PUT /api/admin/delivery-drivers/:locationId); the messages go beside
 * their fields and into the error summary, which takes the focus.
 */
function DriversForm({
  answer,
  locationName,
  readOnly,
}: {
  answer: DeliveryDriversResponse;
  locationName: string;
  readOnly: boolean;
}) {
  const id = useId();
  const client = useQueryClient();
  // The summary's order needs the rows before the form exists: their count, kept by useFormRows below.
  const [rows, setRows] = useState(answer.schedule.dates.length);
  const order = [
    ...weekdays.map((d) => `weekdays.${d}`),
    ...Array.from({ length: rows }, (_, i) => [`dates.${i}.date`, `dates.${i}.drivers`]).flat(),
  ];
  const form = useSchemaForm({
    resolver,
    reValidateMode: 'onSubmit',
    defaultValues: valuesOf(answer.schedule),
    order,
    send: (schedule) => fleetApi.saveDeliveryDrivers(answer.locationId, schedule),
    onSent: (saved) => {
      client.setQueryData(['admin', 'delivery-drivers', answer.locationId], saved);
      toast.success(copy.done(locationName));
    },
  });
  const dates = useFormRows(
    () => form.getValues('dates'),
    (rows) => form.setValue('dates', rows),
    answer.schedule.dates.length,
  );
  if (dates.keys.length !== rows) setRows(dates.keys.length);
  return (
    <form {...form.formProps} aria-labelledby={`${id}-title`} className="max-w-3xl space-y-5">
      <div>
        <h3 id={`${id}-title`} className="font-bold text-lg text-slate-900">
          {copy.formTitle(locationName)}
        </h3>
        <p className="text-slate-700 text-sm">
          {answer.saved ? copy.saved : copy.demo(demoDeliveryDriversPerDay)}
        </p>
      </div>
      <ErrorSummary {...form.summary} />
      <fieldset>
        <legend className="font-semibold text-slate-900">{copy.weekdaysLegend}</legend>
        <div className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-7">
          {weekdays.map((d) => (
            <TextField
              key={d}
              {...form.field(`weekdays.${d}`)}
              label={copy.weekdays[d]}
              inputMode="numeric"
              disabled={readOnly}
            />
          ))}
        </div>
      </fieldset>
      <fieldset className="space-y-3">
        <legend className="font-semibold text-slate-900">{copy.datesLegend}</legend>
        <p className="text-slate-600 text-sm">{copy.datesHint}</p>
        {dates.keys.length === 0 ? <p className="text-slate-700 text-sm">{copy.noDates}</p> : null}
        {dates.keys.map((key, i) => (
          <fieldset key={key} className="flex flex-wrap items-end gap-3">
            <legend className="sr-only">{copy.dateLegend(i + 1)}</legend>
            <TextField
              {...form.field(`dates.${i}.date`)}
              label={copy.date}
              type="date"
              disabled={readOnly}
              className="w-48"
            />
            <TextField
              {...form.field(`dates.${i}.drivers`)}
              label={copy.drivers}
              inputMode="numeric"
              disabled={readOnly}
              className="w-40"
            />
            {readOnly ? null : (
              <button
                type="button"
                aria-label={copy.removeDate(i + 1)}
                onClick={() => dates.remove(i)}
                className={buttonClass.secondary}
              >
                {copy.remove}
              </button>
            )}
          </fieldset>
        ))}
        {readOnly ? null : (
          <button
            type="button"
            onClick={() => dates.append({ date: '', drivers: '' })}
            className={buttonClass.secondary}
          >
            {copy.addDate}
          </button>
        )}
      </fieldset>
      {readOnly ? null : (
        <SubmitButton pending={form.pending} pendingLabel={copy.saving}>
          {copy.save}
        </SubmitButton>
      )}
    </form>
  );
}

/** Delivery drivers (decision 030): each location's staff drivers for deliveries and collections. */
export function DeliveryDriversView() {
  const readOnly = !useStaffAccess('fleet').change;
  return (
    <PickedView
      view="delivery-drivers"
      of="locations"
      lead={copy.lead}
      label={copy.location}
      read={(locationId) => ({
        queryKey: ['admin', 'delivery-drivers', locationId],
        queryFn: () => fleetApi.deliveryDrivers(locationId),
      })}
    >
      {(schedule, location) => (
        <DriversForm
          // A new form for each location, and again from what the server saved.
          key={`${location.id}-${JSON.stringify(schedule)}`}
          answer={schedule}
          locationName={location.name}
          readOnly={readOnly}
        />
      )}
    </PickedView>
  );
}
