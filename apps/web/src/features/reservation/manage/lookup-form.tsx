import { emailSchema } from '@convoy/domain/contracts/common.schema';
import type { ReservationResponse } from '@convoy/domain/contracts/reservation.schema';
import { reservationCodeSchema } from '@convoy/domain/contracts/reservation.schema';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { ErrorSummary } from '../../../components/form/error-summary';
import { FormBody } from '../../../components/form/form-body';
import { applyApiFieldErrors, errorAt, summaryItems } from '../../../components/form/form-errors';
import { schemaResolver } from '../../../components/form/schema-resolver';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { useSubmitFeedback } from '../../../components/form/use-submit-feedback';
import { useFormAnalytics } from '../../../lib/analytics/use-form-analytics';
import { ApiError, errorSentence } from '../../../lib/api-client';
import { lookupReservation } from '../api/reservation-api';
import { manageCopy as copy } from '../copy/manage-copy';

const lookupSchema = z.object({ code: reservationCodeSchema, email: emailSchema });
type LookupValues = { code: string; email: string };
const resolver = schemaResolver(lookupSchema, (values: LookupValues) => values);
const fieldOrder = ['code', 'email'] as const;

/** Finds a booking by its code and e-mail (GET /api/reservations/:code?email=). */
export function LookupForm({
  initial,
  onFound,
  ready,
}: {
  initial: LookupValues;
  /** False while the page is not yet interactive (see FormBody). */
  ready: boolean;
  onFound: (found: ReservationResponse, email: string) => void;
}) {
  const feedback = useSubmitFeedback();
  const analytics = useFormAnalytics('manage-booking', 'Find a booking');
  const [pending, setPending] = useState(false);
  const { register, handleSubmit, setError, formState } = useForm<LookupValues, unknown, LookupValues>({
    defaultValues: initial,
    resolver,
    shouldFocusError: false,
  });

  const onValid = async ({ code, email }: LookupValues) => {
    if (pending) return;
    setPending(true);
    feedback.clear();
    try {
      const found = await lookupReservation(code, email);
      analytics.trackSubmit();
      onFound(found, email);
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) feedback.fail([copy.notFound]);
      else if (error instanceof ApiError) feedback.fail(applyApiFieldErrors(error, setError, fieldOrder));
      else feedback.fail([errorSentence(error)]);
    } finally {
      setPending(false);
    }
  };

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onValid, () => feedback.fail())}
      onFocus={analytics.onFocus}
      aria-labelledby="lookup-heading"
      className="max-w-xl"
    >
      <FormBody ready={ready} className="space-y-6">
        <div>
          <h2 id="lookup-heading" className="font-bold text-xl text-slate-900">
            {copy.lookupHeading}
          </h2>
          <p className="mt-1 text-slate-700">{copy.lookupIntro}</p>
        </div>
        <ErrorSummary
          items={summaryItems(formState.errors, fieldOrder, feedback.general)}
          focusKey={feedback.focusKey}
        />
        <TextField
          registration={register('code')}
          label={copy.code}
          hint={copy.codeHint}
          error={errorAt(formState.errors, 'code')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
        />
        <TextField
          registration={register('email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          spellCheck={false}
          label={copy.email}
          error={errorAt(formState.errors, 'email')}
        />
        <SubmitButton pending={pending} pendingLabel={copy.finding}>
          {copy.find}
        </SubmitButton>
      </FormBody>
    </form>
  );
}
