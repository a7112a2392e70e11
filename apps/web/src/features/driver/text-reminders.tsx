import { smsConsentText } from '@convoy/domain/content/sms-consent';
import type { DriverSmsOptIn, PreArrivalPage } from '@convoy/domain/contracts/pre-arrival.schema';
import { CheckboxField } from '../../components/form/checkbox-field';
import { ErrorSummary } from '../../components/form/error-summary';
import { lazySchemaResolver } from '../../components/form/schema-resolver';
import { SubmitButton } from '../../components/form/submit-button';
import { TextField } from '../../components/form/text-field';
import { useSchemaForm } from '../../components/form/use-schema-form';
import m from './driver.messages';
import { endingFailure, preArrivalSchemas, type StepProps } from './step-props';

type Values = { phone: string; smsConsent: boolean };
const resolver = lazySchemaResolver(
  async () => (await preArrivalSchemas()).driverSmsOptInSchema,
  (v: Values) => ({ phone: v.phone, smsConsent: v.smsConsent || undefined }),
);

/**
 * "Text me reminders at this number" (decision 022): the driver's own mobile
 * number and the box, beside the steps while the link works; once opted in,
 * the number it goes to and how to stop. Nothing when the site sends no texts.
 */
export function TextReminders({ api, page, onSaved, onEnded }: StepProps) {
  const texts = page.textReminders;
  const form = useSchemaForm<Values, DriverSmsOptIn, PreArrivalPage>({
    resolver,
    defaultValues: { phone: texts?.phone ?? '', smsConsent: false },
    order: ['phone', 'smsConsent'],
    send: (values) => api.textReminders(values),
    onSent: onSaved,
    failure: endingFailure(onEnded),
  });
  if (!texts) return null;
  return (
    <section aria-labelledby="driver-texts" className="rounded-lg border border-slate-200 p-4">
      <h2 id="driver-texts" className="font-semibold text-lg text-slate-900">
        {m.textsHeading()}
      </h2>
      {texts.optedIn && texts.phone ? (
        <p role="status" className="mt-2 text-slate-700">
          {m.textsOptedIn({ phone: texts.phone })}
        </p>
      ) : (
        <form {...form.formProps} className="mt-3 space-y-5">
          <ErrorSummary {...form.summary} />
          <TextField {...form.field('phone')} label={m.textsPhone()} type="tel" autoComplete="tel" />
          <CheckboxField
            {...form.field('smsConsent')}
            label={smsConsentText.driverLabel}
            hint={smsConsentText.hint}
          />
          <SubmitButton pending={form.pending} pendingLabel={m.saving()}>
            {m.textsSubmit()}
          </SubmitButton>
        </form>
      )}
    </section>
  );
}
