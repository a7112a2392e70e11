import { numberInput } from '@convoy/domain/contracts/form-input';
import { type Program, programRequestSchema } from '@convoy/domain/contracts/maintenance.schema';
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { ErrorSummary } from '../../../components/form/error-summary';
import { schemaResolver } from '../../../components/form/schema-resolver';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { toast } from '../../../lib/toast';
import { fleetApi } from './api/fleet-api';
import { programsCopy as copy } from './programs-copy';

type ProgramValues = Record<'everyMiles' | 'everyMonths' | 'soonMiles' | 'soonDays' | 'serviceHours', string>;

/** A number as typed (NaN for anything else, so the schema's message names the field); empty is none. */
const whole = (text: string) => numberInput(text) ?? Number.NaN;
const wholeOrNone = (text: string) => numberInput(text) ?? null;

const resolver = schemaResolver(programRequestSchema, (values: ProgramValues) => ({
  everyMiles: wholeOrNone(values.everyMiles),
  everyMonths: wholeOrNone(values.everyMonths),
  soonMiles: whole(values.soonMiles),
  soonDays: whole(values.soonDays),
  serviceHours: whole(values.serviceHours),
}));

/** The form's values: the class's program, or the fleet's thresholds for a class without one (decision 033). */
const valuesOf = (program: Program | undefined): ProgramValues => ({
  everyMiles: program?.everyMiles?.toString() ?? '',
  everyMonths: program?.everyMonths?.toString() ?? '',
  soonMiles: String(program?.soonMiles ?? 500),
  soonDays: String(program?.soonDays ?? 14),
  serviceHours: String(program?.serviceHours ?? 8),
});

const order = ['everyMiles', 'everyMonths', 'soonMiles', 'soonDays', 'serviceHours'];

/** One class's program, checked with the API's schema and saved (PUT /api/admin/maintenance/programs/:classId). */
export function ProgramForm({
  vehicleClass,
  program,
  readOnly,
}: {
  vehicleClass: { id: string; name: string };
  program: Program | undefined;
  readOnly: boolean;
}) {
  const id = useId();
  const client = useQueryClient();
  const form = useSchemaForm({
    resolver,
    reValidateMode: 'onSubmit',
    defaultValues: valuesOf(program),
    order,
    send: (request) => fleetApi.saveProgram(vehicleClass.id, request),
    onSent: () => {
      toast.success(copy.done(vehicleClass.name));
      return client.invalidateQueries({ queryKey: ['admin', 'maintenance'] });
    },
  });
  const number = { inputMode: 'numeric', autoComplete: 'off', disabled: readOnly } as const;
  return (
    <form {...form.formProps} aria-labelledby={`${id}-title`} className="max-w-3xl space-y-5">
      <div>
        <h3 id={`${id}-title`} className="font-bold text-lg text-slate-900">
          {copy.formTitle(vehicleClass.name)}
        </h3>
        <p className="text-slate-700 text-sm">{program ? copy.saved : copy.none}</p>
      </div>
      <ErrorSummary {...form.summary} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          {...form.field('everyMiles')}
          label={copy.everyMiles}
          hint={copy.everyMilesHint}
          {...number}
        />
        <TextField
          {...form.field('everyMonths')}
          label={copy.everyMonths}
          hint={copy.everyMonthsHint}
          {...number}
        />
        <TextField {...form.field('soonMiles')} label={copy.soonMiles} {...number} />
        <TextField {...form.field('soonDays')} label={copy.soonDays} {...number} />
        <TextField
          {...form.field('serviceHours')}
          label={copy.serviceHours}
          hint={copy.serviceHoursHint}
          {...number}
        />
      </div>
      {readOnly ? null : (
        <SubmitButton pending={form.pending} pendingLabel={copy.saving}>
          {copy.save}
        </SubmitButton>
      )}
    </form>
  );
}
