import type { PreArrivalPage } from '@convoy/domain/contracts/pre-arrival.schema';
import { CheckboxField } from '../../components/form/checkbox-field';
import { ErrorSummary } from '../../components/form/error-summary';
import { lazySchemaResolver } from '../../components/form/schema-resolver';
import { SubmitButton } from '../../components/form/submit-button';
import { useSchemaForm } from '../../components/form/use-schema-form';
import { AgreedText } from './agreed-text';
import m from './driver.messages';
import { endingFailure, preArrivalSchemas, type StepProps } from './step-props';

/** `version`: the briefing's version shown, sent with the box ticked. */
type Values = { acknowledged: boolean; version: string };
const resolver = lazySchemaResolver(
  async () => (await preArrivalSchemas()).safetyAcknowledgementSchema,
  (v: Values) => ({ version: v.version, acknowledged: v.acknowledged || undefined }),
);

/** Step 4, where the vehicle is a 15-passenger van: the briefing read, in the version shown. */
export function SafetyStep({ api, page, onSaved, onEnded }: StepProps) {
  const briefing = page.safetyBriefing;
  const form = useSchemaForm<Values, { version: string; acknowledged: true }, PreArrivalPage>({
    resolver,
    defaultValues: { acknowledged: false, version: briefing?.version ?? '' },
    order: ['acknowledged'],
    send: ({ version }) => api.safety(version),
    onSent: onSaved,
    failure: endingFailure(onEnded),
  });
  if (!briefing) return null;
  return (
    <form {...form.formProps} className="space-y-5">
      <AgreedText text={briefing} />
      <ErrorSummary {...form.summary} />
      <CheckboxField {...form.field('acknowledged')} label={m.safetyAcknowledged()} />
      <SubmitButton pending={form.pending} pendingLabel={m.saving()}>
        {m.continue()}
      </SubmitButton>
    </form>
  );
}
