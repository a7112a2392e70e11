import { smsConsentText } from '@convoy/domain/content/sms-consent';
import { type ReservationContact, reservationContactSchema } from '@convoy/domain/contracts/contact.schema';
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { ErrorSummary } from '../../../components/form/error-summary';
import { FormHeading } from '../../../components/form/form-heading';
import { buttonClass } from '../../../components/form/form-styles';
import { HoneypotField } from '../../../components/form/honeypot-field';
import { RenterContactFields } from '../../../components/form/renter-contact-fields';
import { schemaResolver } from '../../../components/form/schema-resolver';
import { SubmitButton } from '../../../components/form/submit-button';
import { type FormGuard, useFormGuard } from '../../../components/form/use-form-guard';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { Link } from '../../../components/link';
import type { FlowContact } from '../../../lib/flow/flow-state';
import { flowStore } from '../../../lib/flow/use-flow';
import { confirmCopy as copy } from '../copy/confirm-copy';
import { RemindMe } from './remind-me';
import type { BookingProblem } from './use-booking';

// The terms (a long document) and the dialog code load when asked for.
const TermsDialog = lazy(() => import('./terms-dialog'));

const fieldOrder = ['firstName', 'lastName', 'email', 'phone', 'smsConsent', 'agreeToTerms'] as const;
const resolver = schemaResolver(reservationContactSchema, (values: FlowContact) => values);

/**
 * The renter's contact details and the terms (SPEC §3 `contact`). Every change
 * is saved to the flow, so a reload or opening the terms loses nothing. The
 * bot checks (honeypot, minimum fill time) time the form from when it is
 * shown; `onSubmit` settles them. `children` are read just before the
 * Confirm button (the cancellation policy).
 */
export function ContactForm({
  initial,
  pending,
  onSubmit,
  note = copy.noCharge,
  children,
}: {
  initial: FlowContact;
  pending: boolean;
  onSubmit: (contact: ReservationContact, guard: FormGuard) => Promise<BookingProblem | null>;
  /** Under the Confirm button: what happens to the renter's money next. */
  note?: string;
  children?: ReactNode;
}) {
  const guard = useFormGuard();
  const [termsOpen, setTermsOpen] = useState(false);
  const [tripProblem, setTripProblem] = useState(false);
  const termsButton = useRef<HTMLButtonElement>(null);
  const form = useSchemaForm<FlowContact, ReservationContact>({
    form: { id: 'reservation-contact', name: 'Reservation contact details' },
    resolver,
    defaultValues: initial,
    order: fieldOrder,
    send: async (contact) => {
      const problem = await onSubmit(contact, guard);
      if (!problem) return true;
      for (const [field, message] of Object.entries(problem.fields)) {
        form.setError(field as keyof FlowContact, { type: 'server', message });
      }
      setTripProblem(problem.tripProblem);
      form.feedback.fail(problem.general);
      return false;
    },
  });
  const { register, watch, err, feedback } = form;
  // Consent to texts belongs to a number: the box shows once one is typed (decision 022).
  const phoneGiven = (watch('phone') ?? '').trim() !== '';

  // Back to the button that opened the terms (WAI-ARIA dialog pattern), once the dialog is gone.
  const termsWereOpen = useRef(false);
  useEffect(() => {
    if (termsOpen) termsWereOpen.current = true;
    else if (termsWereOpen.current) termsButton.current?.focus();
  }, [termsOpen]);

  useEffect(() => {
    const subscription = watch((values) => flowStore().updateContact(values as Partial<FlowContact>));
    return () => subscription.unsubscribe();
  }, [watch]);

  return (
    <form {...form.formProps} aria-labelledby="contact-heading" className="space-y-6">
      <FormHeading id="contact-heading" heading={copy.contactHeading} intro={copy.contactIntro} />
      <ErrorSummary {...form.summary} />
      {tripProblem && feedback.general.length > 0 ? (
        <p>
          <Link to="/" className={buttonClass.link}>
            {copy.errors.changeTrip}
          </Link>
        </p>
      ) : null}
      <div className="grid gap-6 sm:grid-cols-2">
        <RenterContactFields
          field={(name) => ({ registration: register(name), error: err(name) })}
          labels={copy}
          hints={{ email: copy.emailHint, phone: copy.phoneHint }}
        />
      </div>
      {phoneGiven ? (
        <CheckboxField
          registration={register('smsConsent')}
          label={smsConsentText.renterLabel}
          hint={smsConsentText.hint}
          error={err('smsConsent')}
        />
      ) : null}
      <RemindMe email={watch('email') ?? ''} />
      <CheckboxField
        registration={register('agreeToTerms')}
        label={copy.agree}
        hint={copy.agreeHint}
        error={err('agreeToTerms')}
      >
        <button
          ref={termsButton}
          type="button"
          aria-haspopup="dialog"
          onClick={() => setTermsOpen(true)}
          className={buttonClass.link}
        >
          {copy.readTerms}
        </button>
      </CheckboxField>
      {termsOpen ? (
        <Suspense fallback={<p role="status">{copy.termsLoading}</p>}>
          <TermsDialog onClose={() => setTermsOpen(false)} />
        </Suspense>
      ) : null}
      <HoneypotField guard={guard} />
      {children}
      <div className="space-y-2">
        <SubmitButton pending={pending} pendingLabel={copy.pending}>
          {copy.submit}
        </SubmitButton>
        <p className="text-slate-600 text-sm">{note}</p>
      </div>
    </form>
  );
}
