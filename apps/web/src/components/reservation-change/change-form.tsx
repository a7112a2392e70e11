import {
  type ChangeSummary,
  type ReservationChange,
  reservationStaffChangeSchema,
} from '@convoy/domain/contracts/reservation-change.schema';
import { useEffect, useRef, useState } from 'react';
import { type FieldErrors, get, type Resolver, set, useWatch } from 'react-hook-form';
import { ApiError, errorSentence } from '../../lib/api-error';
import { isDefinite, submissionAttempt } from '../../lib/submission-attempt';
import { ErrorSummary } from '../form/error-summary';
import { applyApiFieldErrors } from '../form/form-errors';
import { SubmitButton } from '../form/submit-button';
import { useSchemaForm } from '../form/use-schema-form';
import { changeCopy as copy } from './change-copy';
import { type BookedTrip, type ChangeValues, changeOf, draftOf, fieldOf, fieldOrder } from './change-draft';
import { type ChangeChoices, ChoiceFields, DateFields, VehicleFields } from './change-fields';
import { ChangePreview } from './change-preview';

/**
 * Checks the change the form makes with the API's own schema, each message
 * beside the field it is about (a line's beside its class's count).
 */
function changeResolver(
  booked: BookedTrip,
  order: { current: readonly string[] },
): Resolver<ChangeValues, unknown, ReservationChange> {
  return async (values) => {
    const change = changeOf(booked, values, order.current);
    const result = await reservationStaffChangeSchema.safeParseAsync(change);
    if (result.success) return { values: result.data, errors: {} };
    const errors: FieldErrors<ChangeValues> = {};
    for (const issue of result.error.issues) {
      const field = fieldOf(issue.path as (string | number)[], change) ?? 'lines';
      if (!get(errors, field)) set(errors, field, { type: issue.code, message: issue.message });
    }
    return { values: {}, errors };
  };
}

/** The fields folded under "Extras and protection". */
const choiceFieldNames = ['extras', 'protection', 'declineProtection'] as const;

export interface ChangeFormProps<Applied> {
  /** The form's accessible name. */
  label: string;
  booked: BookedTrip;
  /** The classes that may be added (GET /api/vehicles). */
  fleet: readonly { id: string; name: string }[];
  /** The locations a booking may come back to (decision 028); none: the return location is not changed here. */
  locations?: readonly { id: string; name: string }[] | undefined;
  /** Extras and protection to choose from; none: those are not changed here. */
  choices?: ChangeChoices | undefined;
  preview: (change: ReservationChange) => Promise<{ change: ChangeSummary }>;
  apply: (change: ReservationChange, idempotencyKey: string) => Promise<Applied>;
  onApplied: (applied: Applied) => void;
}

/**
 * Changing a booking in two steps: "Review the change" asks the server what
 * it would cost (nothing changes), "Confirm the change" applies it once
 * (lib/submission-attempt.ts). Editing the form after a review hides the review, so
 * what is confirmed is always what was shown. The server's messages go beside
 * their fields and into the error summary, which takes the focus.
 */
export function ChangeForm<Applied>({
  label,
  booked,
  fleet,
  locations,
  choices,
  preview,
  apply,
  onApplied,
}: ChangeFormProps<Applied>) {
  const pickup = locations?.find((l) => l.id === booked.pickupLocationId);
  const returnPlaces = pickup
    ? [
        { value: pickup.id, label: copy.sameLocation(pickup.name) },
        ...(locations ?? []).filter((l) => l.id !== pickup.id).map((l) => ({ value: l.id, label: l.name })),
      ]
    : undefined;
  const [order, setOrder] = useState<string[]>(() => booked.lines.map((l) => l.vehicleId));
  const orderRef = useRef<readonly string[]>(order);
  orderRef.current = order;
  const sent = useRef<ReservationChange>({});
  const attempt = useRef(submissionAttempt());
  const [reviewed, setReviewed] = useState<{ change: ReservationChange; summary: ChangeSummary } | null>(
    null,
  );
  const [applying, setApplying] = useState(false);
  const fields = fieldOrder(
    order,
    (choices?.extras ?? []).map((e) => e.id),
  );

  const showFailure = (error: unknown, change: ReservationChange): string[] => {
    if (!(error instanceof ApiError)) return [errorSentence(error)];
    const rename = Object.fromEntries(
      Object.keys(error.fields ?? {}).map((path) => [path, fieldOf(path.split('.'), change) ?? path]),
    );
    return applyApiFieldErrors(error, form.setError, fields, rename);
  };

  const form = useSchemaForm<
    ChangeValues,
    ReservationChange,
    { change: ReservationChange; summary: ChangeSummary }
  >({
    form: { id: 'change-booking', name: 'Change a booking' },
    resolver: changeResolver(booked, orderRef),
    defaultValues: draftOf(booked),
    order: fields,
    send: async (change) => {
      if (Object.keys(change).length === 0) {
        form.feedback.fail([copy.nothing]);
        return false;
      }
      sent.current = change;
      const { change: summary } = await preview(change);
      return { change, summary };
    },
    onSent: setReviewed,
    failure: (error) => showFailure(error, sent.current),
  });
  const declining = useWatch({ control: form.control, name: 'declineProtection' });
  const [choicesOpen, setChoicesOpen] = useState(false);
  const choiceErrors = choiceFieldNames.some((name) => get(form.formState.errors, name) !== undefined);

  // What is confirmed is what was reviewed: any edit hides the review.
  useEffect(() => {
    const subscription = form.watch(() => setReviewed(null));
    return () => subscription.unsubscribe();
  }, [form.watch]);

  /** The price changed since the review: the same change reviewed at today's price, to confirm or not. */
  async function reviewAgain(change: ReservationChange) {
    try {
      const { change: summary } = await preview(change);
      setReviewed({ change, summary });
      form.feedback.fail([copy.priceChanged]);
    } catch (error) {
      setReviewed(null);
      form.feedback.fail(showFailure(error, change));
    }
  }

  async function confirm() {
    if (!reviewed || applying) return;
    setApplying(true);
    form.feedback.clear();
    // Applied at the total the review showed, or refused with the new one (SPEC Part B §13).
    const sent = { ...reviewed.change, shownTotalCents: reviewed.summary.totalCents };
    try {
      const applied = await apply(sent, attempt.current.keyFor(sent));
      attempt.current.settle();
      onApplied(applied);
    } catch (error) {
      attempt.current.settle(error);
      if (error instanceof ApiError && error.code === 'price_changed') {
        await reviewAgain(reviewed.change);
        return;
      }
      // After a definite refusal the change is mended and reviewed again; else the same press may be retried.
      if (isDefinite(error)) setReviewed(null);
      form.feedback.fail(showFailure(error, reviewed.change));
    } finally {
      setApplying(false);
    }
  }

  const names = (id: string) =>
    booked.lines.find((l) => l.vehicleId === id)?.vehicleName ?? fleet.find((v) => v.id === id)?.name ?? id;

  return (
    <div className="space-y-6">
      <form {...form.formProps} aria-label={label} className="space-y-6">
        <ErrorSummary {...form.summary} />
        <DateFields
          register={form.register}
          err={form.err}
          current={form.getValues}
          monthly={booked.rentalType === 'monthly'}
          returnPlaces={returnPlaces}
        />
        <VehicleFields
          register={form.register}
          err={form.err}
          current={form.getValues}
          order={order}
          names={names}
          fleet={fleet}
          onAdd={(id) => {
            form.setValue(`quantities.${id}`, '1');
            setOrder((current) => [...current, id]);
          }}
        />
        {choices ? (
          // Dates and vehicles come first; the extras and protection fold away so a phone
          // reaches "Review the change" without passing every field. A message inside opens them.
          <details
            open={choicesOpen || choiceErrors}
            onToggle={(e) => setChoicesOpen(e.currentTarget.open)}
            className="rounded-md border border-slate-200"
          >
            <summary className="flex min-h-11 cursor-pointer items-center px-3 py-2 font-bold text-lg text-slate-900">
              {copy.choices}
              <span className="ml-2 font-normal text-base text-slate-600">{copy.choicesHint}</span>
            </summary>
            <div className="space-y-6 border-slate-200 border-t p-3">
              <ChoiceFields
                register={form.register}
                err={form.err}
                current={form.getValues}
                choices={choices}
                declining={declining}
              />
            </div>
          </details>
        ) : null}
        <SubmitButton pending={form.pending} pendingLabel={copy.reviewing}>
          {copy.review}
        </SubmitButton>
      </form>
      {reviewed ? (
        <ChangePreview summary={reviewed.summary} pending={applying} onConfirm={() => void confirm()} />
      ) : null}
    </div>
  );
}
