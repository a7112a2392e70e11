import type { LicenceClass } from '@convoy/domain/contracts/driver';
import type { DriverLicence } from '@convoy/domain/contracts/driver.schema';
import type { PreArrivalPage } from '@convoy/domain/contracts/pre-arrival.schema';
import { CheckboxField } from '../../components/form/checkbox-field';
import { ErrorSummary } from '../../components/form/error-summary';
import { lazySchemaResolver } from '../../components/form/schema-resolver';
import { SelectField } from '../../components/form/select-field';
import { stateOptions } from '../../components/form/state-options';
import { SubmitButton } from '../../components/form/submit-button';
import { TextField } from '../../components/form/text-field';
import { useSchemaForm } from '../../components/form/use-schema-form';
import m from './driver.messages';
import { endingFailure, preArrivalSchemas, type StepProps } from './step-props';

type Values = {
  licenceCountry: string;
  licenceState: string;
  licenceNumber: string;
  licenceExpiry: string;
  licenceClass: string;
  passengerEndorsement: boolean;
  yearsLicensed: string;
};
const order = [
  'licenceCountry',
  'licenceState',
  'licenceNumber',
  'licenceExpiry',
  'licenceClass',
  'passengerEndorsement',
  'yearsLicensed',
] as const;

/** The native inputs' strings as the API's licence schema takes them: numbers, and no empty state. */
const resolver = lazySchemaResolver(
  async () => (await preArrivalSchemas()).preArrivalLicenceSchema,
  (v: Values) => ({
    ...v,
    licenceState: v.licenceState === '' ? undefined : v.licenceState,
    licenceClass: v.licenceClass === '' ? undefined : v.licenceClass,
    yearsLicensed: v.yearsLicensed.trim() === '' ? undefined : Number(v.yearsLicensed),
  }),
);
const countries = [
  { value: 'US', label: m.countryUs() },
  { value: 'CA', label: m.countryCa() },
  { value: 'MX', label: m.countryMx() },
];
/** Every class the API takes (a type-only import: contracts/driver.ts would be a chunk of its own here). */
const classes = {
  regular: m.classRegular(),
  'cdl-a': m.classCdlA(),
  'cdl-b': m.classCdlB(),
  'cdl-c': m.classCdlC(),
} satisfies Record<LicenceClass, string>;
const classOptions = Object.entries(classes).map(([value, label]) => ({ value, label }));

/**
 * Step 2: every field of the licence, checked by the class's driver rules on
 * the API; a refusal (422) puts each reason beside its field. The number is
 * never shown back in full, so it is typed again to change the licence.
 */
export function LicenceStep({ api, page, onSaved, onEnded }: StepProps) {
  const d = page.driver;
  const form = useSchemaForm<Values, DriverLicence, PreArrivalPage>({
    resolver,
    defaultValues: {
      licenceCountry: d.licenceCountry ?? 'US',
      licenceState: d.licenceState ?? '',
      licenceNumber: '',
      licenceExpiry: d.licenceExpiry ?? '',
      licenceClass: d.licenceClass ?? '',
      passengerEndorsement: d.passengerEndorsement ?? false,
      yearsLicensed: d.yearsLicensed === null ? '' : String(d.yearsLicensed),
    },
    order,
    send: (values) => api.licence(values),
    onSent: onSaved,
    failure: endingFailure(onEnded),
  });
  const inUs = form.watch('licenceCountry') === 'US';
  return (
    <form {...form.formProps} className="space-y-5">
      <p className="text-slate-700">{m.licenceLead()}</p>
      {d.licenceNumberMasked ? (
        <p className="text-slate-700">{m.licenceSaved({ masked: d.licenceNumberMasked })}</p>
      ) : null}
      <ErrorSummary {...form.summary} />
      <SelectField {...form.field('licenceCountry')} label={m.licenceCountry()} options={countries} />
      {inUs ? (
        <SelectField
          {...form.field('licenceState')}
          label={m.licenceState()}
          options={stateOptions}
          placeholder={m.choose()}
        />
      ) : (
        <TextField
          {...form.field('licenceState')}
          label={m.licenceRegion()}
          hint={m.licenceRegionHint()}
          autoComplete="off"
          autoCapitalize="characters"
        />
      )}
      <TextField
        {...form.field('licenceNumber')}
        label={m.licenceNumber()}
        hint={m.licenceNumberHint()}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
      />
      <TextField {...form.field('licenceExpiry')} label={m.licenceExpiry()} type="date" />
      <SelectField
        {...form.field('licenceClass')}
        label={m.licenceClass()}
        options={classOptions}
        placeholder={m.choose()}
      />
      <CheckboxField {...form.field('passengerEndorsement')} label={m.licenceEndorsement()} />
      <TextField
        {...form.field('yearsLicensed')}
        label={m.licenceYears()}
        inputMode="numeric"
        pattern="[0-9]*"
        autoComplete="off"
      />
      <SubmitButton pending={form.pending} pendingLabel={m.licencePending()}>
        {m.licenceSubmit()}
      </SubmitButton>
    </form>
  );
}
