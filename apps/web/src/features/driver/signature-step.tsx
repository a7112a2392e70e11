import type { RemoteSignature } from '@convoy/domain/contracts/pre-arrival.schema';
import { CheckboxField } from '../../components/form/checkbox-field';
import { ErrorSummary } from '../../components/form/error-summary';
import { lazySchemaResolver } from '../../components/form/schema-resolver';
import { SignatureField, type SignatureWords } from '../../components/form/signature-field';
import { SubmitButton } from '../../components/form/submit-button';
import { useSchemaForm } from '../../components/form/use-schema-form';
import { AgreedText } from './agreed-text';
import m from './driver.messages';
import { endingFailure, preArrivalSchemas, type StepProps } from './step-props';

/** The signature box's words. */
const box: SignatureWords = {
  signature: m.signature(),
  signatureHint: m.signatureHint(),
  signatureBox: m.signatureBox(),
  signed: m.signed(),
  notSigned: m.notSigned(),
  signatureLoading: m.signatureLoading(),
  clearSignature: m.clearSignature(),
};

/** `termsVersion`: the terms' version shown, sent with the signature. */
type Values = { consent: boolean; signature: string; termsVersion: string };
const resolver = lazySchemaResolver(
  async () => (await preArrivalSchemas()).remoteSignatureSchema,
  (v: Values) => ({
    signature: v.signature === '' ? undefined : v.signature,
    consent: v.consent || undefined,
    termsVersion: v.termsVersion,
  }),
);

/**
 * The last step: the authorised driver's terms (and the consent to sign
 * electronically) in the versions shown, a box ticked, and a signature drawn
 * with a finger. The API keeps the evidence and e-mails the signed PDF.
 */
export function SignatureStep({ api, page, onEnded, onSigned }: StepProps & { onSigned: () => void }) {
  const form = useSchemaForm<Values, RemoteSignature>({
    resolver,
    defaultValues: { consent: false, signature: '', termsVersion: page.terms.version },
    order: ['consent', 'signature'],
    send: (values) => api.sign(values),
    onSent: onSigned,
    failure: endingFailure(onEnded),
  });
  return (
    <form {...form.formProps} className="space-y-5">
      <p className="text-slate-700">{m.signatureLead()}</p>
      <AgreedText text={page.terms} />
      {page.safetyBriefing ? <AgreedText text={page.safetyBriefing} /> : null}
      <AgreedText text={page.consent} />
      <ErrorSummary {...form.summary} />
      <CheckboxField {...form.field('consent')} label={m.signatureConsent()} />
      <SignatureField
        name="signature"
        words={box}
        error={form.err('signature')}
        onChange={(dataUrl) =>
          form.setValue('signature', dataUrl, { shouldValidate: form.formState.isSubmitted })
        }
      />
      <SubmitButton pending={form.pending} pendingLabel={m.signaturePending()}>
        {m.signatureSubmit()}
      </SubmitButton>
    </form>
  );
}
