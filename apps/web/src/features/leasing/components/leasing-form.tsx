import { fleetSeed } from '@convoy/domain/content/fleet';
import { numberInput, optionalText } from '@convoy/domain/contracts/form-input';
import { leasingLeadSchema } from '@convoy/domain/contracts/lead.schema';
import type { z } from 'zod';
import { fieldIds } from '../../../components/form/field-ids';
import { errorClass, labelClass } from '../../../components/form/form-styles';
import { LeadFormShell, PersonFields, type PersonValues } from '../../../components/form/lead-form';
import { schemaResolver } from '../../../components/form/schema-resolver';
import { TextField } from '../../../components/form/text-field';
import { TextareaField } from '../../../components/form/textarea-field';
import { useLeadForm } from '../../../components/form/use-lead-form';
import m from './leasing-form.messages';

interface Values extends PersonValues {
  organisation: string;
  vehicleIds: string[];
  vehicleCount: string;
  months: string;
  startDate: string;
  message: string;
}
type LeasingLead = z.output<typeof leasingLeadSchema>;
const order = [
  'name',
  'email',
  'phone',
  'organisation',
  'vehicleIds',
  'vehicleCount',
  'months',
  'startDate',
  'message',
] as const;

const resolver = schemaResolver<Values, typeof leasingLeadSchema>(leasingLeadSchema, (v) => ({
  kind: 'leasing',
  name: v.name,
  organisation: optionalText(v.organisation),
  email: v.email,
  phone: v.phone,
  vehicleIds: Array.isArray(v.vehicleIds) ? v.vehicleIds : v.vehicleIds ? [v.vehicleIds] : [],
  vehicleCount: numberInput(v.vehicleCount),
  months: numberInput(v.months),
  startDate: optionalText(v.startDate),
  message: optionalText(v.message),
}));

/** The leasing request (lead kind `leasing`): which vehicles, how many, for how long. Loaded when near. */
export default function LeasingForm() {
  const lead = useLeadForm<Values, LeasingLead>({
    form: { id: 'leasing-request', name: 'Leasing request' },
    resolver,
    order,
    defaultValues: {
      name: '',
      organisation: '',
      email: '',
      phone: '',
      vehicleIds: [],
      vehicleCount: '1',
      months: '3',
      startDate: '',
      message: '',
    },
  });
  const { register } = lead;
  const vehiclesError = lead.err('vehicleIds');
  const vehiclesIds = fieldIds('vehicleIds');

  return (
    <LeadFormShell
      lead={lead}
      submitLabel={m.submit()}
      sent={{
        heading: m.sentHeading(),
        text: m.sentText(),
      }}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <PersonFields register={register} errors={lead.formState.errors} phoneOptional={false} />
        <TextField
          registration={register('organisation')}
          label={m.organization()}
          autoComplete="organization"
          optional
          error={lead.err('organisation')}
        />
      </div>
      <fieldset aria-describedby={vehiclesError ? vehiclesIds.error : undefined}>
        <legend className={labelClass}>{m.vehicles()}</legend>
        {vehiclesError ? (
          <p id={vehiclesIds.error} className={errorClass}>
            {vehiclesError}
          </p>
        ) : null}
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {fleetSeed.map((vehicle, index) => (
            <label key={vehicle.id} className="flex min-h-11 items-center gap-3 text-slate-900">
              <input
                type="checkbox"
                value={vehicle.id}
                {...register('vehicleIds')}
                id={index === 0 ? vehiclesIds.control : undefined}
                className="size-5 shrink-0 accent-brand-800"
              />
              {vehicle.name}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-5 sm:grid-cols-3">
        <TextField
          registration={register('vehicleCount')}
          label={m.vehicleCount()}
          inputMode="numeric"
          error={lead.err('vehicleCount')}
        />
        <TextField
          registration={register('months')}
          label={m.months()}
          inputMode="numeric"
          error={lead.err('months')}
        />
        <TextField
          registration={register('startDate')}
          label={m.startDate()}
          type="date"
          optional
          error={lead.err('startDate')}
        />
      </div>
      <TextareaField
        registration={register('message')}
        label={m.message()}
        optional
        error={lead.err('message')}
      />
    </LeadFormShell>
  );
}
