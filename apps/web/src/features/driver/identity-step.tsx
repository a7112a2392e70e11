import type { PreArrivalIdentity, PreArrivalPage } from '@convoy/domain/contracts/pre-arrival.schema';
import { ErrorSummary } from '../../components/form/error-summary';
import { hintClass, labelClass } from '../../components/form/form-styles';
import { lazySchemaResolver } from '../../components/form/schema-resolver';
import { SelectField } from '../../components/form/select-field';
import { stateOptions } from '../../components/form/state-options';
import { SubmitButton } from '../../components/form/submit-button';
import { TextField } from '../../components/form/text-field';
import { useSchemaForm } from '../../components/form/use-schema-form';
import m from './driver.messages';
import { endingFailure, preArrivalSchemas, type StepProps } from './step-props';

type Values = {
  name: string;
  dateOfBirth: string;
  address: { line1: string; line2: string; city: string; region: string; postalCode: string };
};
// As the API names them, so its field messages land beside the same fields.
const order = [
  'name',
  'dateOfBirth',
  'address.line1',
  'address.line2',
  'address.city',
  'address.region',
  'address.postalCode',
] as const;
const resolver = lazySchemaResolver(
  async () => (await preArrivalSchemas()).preArrivalIdentitySchema,
  (v: Values) => ({ ...v, address: { ...v.address, line2: v.address.line2.trim() || undefined } }),
);

/**
 * Step 1: the driver confirms their name and date of birth (the age rule is
 * the API's) and gives their home address, which a toll or ticket of the
 * rental can be transferred to (decision 037). The API answers the address
 * as its city, state and ZIP alone, so the street is typed again to change it.
 */
export function IdentityStep({ api, page, onSaved, onEnded }: StepProps) {
  const area = page.driver.homeArea;
  const form = useSchemaForm<Values, PreArrivalIdentity, PreArrivalPage>({
    resolver,
    defaultValues: {
      name: page.driver.name,
      dateOfBirth: page.driver.dateOfBirth ?? '',
      address: {
        line1: '',
        line2: '',
        city: area?.city ?? '',
        region: area?.region ?? '',
        postalCode: area?.postalCode ?? '',
      },
    },
    order,
    send: (values) => api.identity(values),
    onSent: onSaved,
    failure: endingFailure(onEnded),
  });
  return (
    <form {...form.formProps} className="space-y-5">
      <p className="text-slate-700">{m.identityLead()}</p>
      <ErrorSummary {...form.summary} />
      <TextField {...form.field('name')} label={m.identityName()} autoComplete="name" />
      <TextField
        {...form.field('dateOfBirth')}
        label={m.identityDateOfBirth()}
        type="date"
        autoComplete="bday"
      />
      <fieldset className="grid gap-4 sm:grid-cols-2" aria-describedby="home-address-hint">
        <legend className={labelClass}>{m.addressLegend()}</legend>
        <p id="home-address-hint" className={`${hintClass} sm:col-span-2`}>
          {m.addressHint()}
        </p>
        {area ? (
          <p className="text-slate-700 sm:col-span-2">
            {m.addressSaved({ area: `${area.city}, ${area.region} ${area.postalCode}` })}
          </p>
        ) : null}
        <TextField
          {...form.field('address.line1')}
          label={m.addressLine1()}
          autoComplete="address-line1"
          className="sm:col-span-2"
        />
        <TextField
          {...form.field('address.line2')}
          label={m.addressLine2()}
          autoComplete="address-line2"
          optional
          className="sm:col-span-2"
        />
        <TextField {...form.field('address.city')} label={m.addressCity()} autoComplete="address-level2" />
        <SelectField
          {...form.field('address.region')}
          label={m.addressRegion()}
          placeholder={m.choose()}
          options={stateOptions}
          autoComplete="address-level1"
        />
        <TextField
          {...form.field('address.postalCode')}
          label={m.addressPostalCode()}
          autoComplete="postal-code"
          inputMode="numeric"
          maxLength={10}
        />
      </fieldset>
      <SubmitButton pending={form.pending} pendingLabel={m.saving()}>
        {m.identitySubmit()}
      </SubmitButton>
    </form>
  );
}
