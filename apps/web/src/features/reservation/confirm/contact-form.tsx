import { type ReservationContact, reservationContactSchema } from '@convoy/domain/contracts/contact.schema';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { ErrorSummary } from '../../../components/form/error-summary';
import { errorAt, summaryItems } from '../../../components/form/form-errors';
import { buttonClass } from '../../../components/form/form-styles';
import { HoneypotField } from '../../../components/form/honeypot-field';
import { RenterContactFields } from '../../../components/form/renter-contact-fields';
import { schemaResolver } from '../../../components/form/schema-resolver';
import { SubmitButton } from '../../../components/form/submit-button';
import { type FormGuard, useFormGuard } from '../../../components/form/use-form-guard';
import { useSubmitFeedback } from '../../../components/form/use-submit-feedback';
import { Link } from '../../../components/link';
import { useFormAnalytics } from '../../../lib/analytics/use-form-analytics';
import type { FlowContact } from '../../../lib/flow/flow-state';
import { flowStore } from '../../../lib/flow/use-flow';
import { confirmCopy as copy } from '../copy/confirm-copy';
import type { BookingProblem } from './use-booking';

// The terms (a long document) and the dialog code load when asked for.
const TermsDialog = lazy(() => import('./terms-dialog'));

const fieldOrder = ['firstName', 'lastName', 'email', 'phone', 'agreeToTerms'] as const;
const resolver = schemaResolver(reservationContactSchema, (values: FlowContact) => values);

/**
 * The renter's contact details and the terms (SPEC §3 `contact`). Every change
 * is saved to the flow, so a reload or opening the terms loses nothing. The
 * bot checks (issue 8) time the form from when it is shown; `onSubmit` settles them.
 */
export function ContactForm({
  initial,
  pending,
  onSubmit,
}: {
  initial: FlowContact;
  pending: boolean;
  onSubmit: (contact: ReservationContact, guard: FormGuard) => Promise<BookingProblem | null>;
}) {
  const feedback = useSubmitFeedback();
  const guard = useFormGuard();
  const analytics = useFormAnalytics('reservation-contact', 'Reservation contact details');
  const [termsOpen, setTermsOpen] = useState(false);
  const [tripProblem, setTripProblem] = useState(false);
  const termsButton = useRef<HTMLButtonElement>(null);
  const { register, handleSubmit, watch, setError, formState } = useForm<
    FlowContact,
    unknown,
    ReservationContact
  >({
    defaultValues: initial,
    resolver,
    shouldFocusError: false,
  });

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

  const onValid = async (contact: ReservationContact) => {
    feedback.clear();
    const problem = await onSubmit(contact, guard);
    if (!problem) {
      analytics.trackSubmit();
      return;
    }
    for (const [field, message] of Object.entries(problem.fields)) {
      setError(field as keyof FlowContact, { type: 'server', message });
    }
    setTripProblem(problem.tripProblem);
    feedback.fail(problem.general);
  };
  const err = (name: string) => errorAt(formState.errors, name);

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onValid, () => feedback.fail())}
      onFocus={analytics.onFocus}
      aria-labelledby="contact-heading"
      className="space-y-6"
    >
      <div>
        <h2 id="contact-heading" className="font-bold text-xl text-slate-900">
          {copy.contactHeading}
        </h2>
        <p className="mt-1 text-slate-700">{copy.contactIntro}</p>
      </div>
      <ErrorSummary
        items={summaryItems(formState.errors, fieldOrder, feedback.general)}
        focusKey={feedback.focusKey}
      />
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
      <CheckboxField registration={register('agreeToTerms')} label={copy.agree} error={err('agreeToTerms')}>
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
      <div className="space-y-2">
        <SubmitButton pending={pending} pendingLabel={copy.pending}>
          {copy.submit}
        </SubmitButton>
        <p className="text-slate-600 text-sm">{copy.noCharge}</p>
      </div>
    </form>
  );
}
