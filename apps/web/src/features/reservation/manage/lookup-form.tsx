import { emailSchema } from '@convoy/domain/contracts/common.schema';
import type { ReservationResponse } from '@convoy/domain/contracts/reservation.schema';
import { reservationCodeSchema } from '@convoy/domain/contracts/reservation.schema';
import { z } from 'zod';
import { ErrorSummary } from '../../../components/form/error-summary';
import { FormBody } from '../../../components/form/form-body';
import { FormHeading } from '../../../components/form/form-heading';
import { schemaResolver } from '../../../components/form/schema-resolver';
import { SubmitButton } from '../../../components/form/submit-button';
import { CodeField, TextField } from '../../../components/form/text-field';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { ApiError } from '../../../lib/api-client';
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
  const form = useSchemaForm<LookupValues, LookupValues, { found: ReservationResponse; email: string }>({
    form: { id: 'manage-booking', name: 'Find a booking' },
    resolver,
    defaultValues: initial,
    order: fieldOrder,
    send: async ({ code, email }) => {
      const found = await lookupReservation(code, email);
      return { found, email };
    },
    onSent: ({ found, email }) => onFound(found, email),
    failure: (error) => (error instanceof ApiError && error.status === 404 ? [copy.notFound] : undefined),
  });
  const { register, err } = form;

  return (
    <form {...form.formProps} aria-labelledby="lookup-heading" className="max-w-xl">
      <FormBody ready={ready} className="space-y-6">
        <FormHeading id="lookup-heading" heading={copy.lookupHeading} intro={copy.lookupIntro} />
        <ErrorSummary {...form.summary} />
        <CodeField
          registration={register('code')}
          label={copy.code}
          hint={copy.codeHint}
          error={err('code')}
        />
        <TextField
          registration={register('email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          spellCheck={false}
          label={copy.email}
          error={err('email')}
        />
        <SubmitButton pending={form.pending} pendingLabel={copy.finding}>
          {copy.find}
        </SubmitButton>
      </FormBody>
    </form>
  );
}
