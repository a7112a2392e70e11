import type { PreArrivalIdentity, PreArrivalPage } from '@convoy/domain/contracts/pre-arrival.schema';
import { ErrorSummary } from '../../components/form/error-summary';
import { lazySchemaResolver } from '../../components/form/schema-resolver';
import { SubmitButton } from '../../components/form/submit-button';
import { TextField } from '../../components/form/text-field';
import { useSchemaForm } from '../../components/form/use-schema-form';
import { driverCopy } from './driver-copy';
import { endingFailure, preArrivalSchemas, type StepProps } from './step-props';

const copy = driverCopy.identity;
type Values = { name: string; dateOfBirth: string };
const resolver = lazySchemaResolver(
  async () => (await preArrivalSchemas()).preArrivalIdentitySchema,
  (v: Values) => v,
);

/** Step 1: the driver confirms their name and date of birth (the age rule is the API's). */
export function IdentityStep({ api, page, onSaved, onEnded }: StepProps) {
  const form = useSchemaForm<Values, PreArrivalIdentity, PreArrivalPage>({
    resolver,
    defaultValues: { name: page.driver.name, dateOfBirth: page.driver.dateOfBirth ?? '' },
    order: ['name', 'dateOfBirth'],
    send: (values) => api.identity(values),
    onSent: onSaved,
    failure: endingFailure(onEnded),
  });
  return (
    <form {...form.formProps} className="space-y-5">
      <p className="text-slate-700">{copy.lead}</p>
      <ErrorSummary {...form.summary} />
      <TextField {...form.field('name')} label={copy.name} autoComplete="name" />
      <TextField {...form.field('dateOfBirth')} label={copy.dateOfBirth} type="date" autoComplete="bday" />
      <SubmitButton pending={form.pending} pendingLabel={copy.pending}>
        {copy.submit}
      </SubmitButton>
    </form>
  );
}
