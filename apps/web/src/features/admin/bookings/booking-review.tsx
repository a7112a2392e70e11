import { doNotRentOverrideFormSchema } from '@convoy/domain/contracts/do-not-rent.schema';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { TextareaField } from '../../../components/form/textarea-field';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { errorSentence } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useStaffAccess } from '../shell/api/use-staff-access';
import { ActionForm, actionResolver } from '../shell/components/action-form';
import { formatInstantShort } from '../shell/components/format';
import { bookingsApi } from './api/bookings-api';
import { bookingsCopy } from './bookings-copy';

const copy = bookingsCopy.review;
const reviewKey = (code: string) => ['admin', 'do-not-rent', 'review', code] as const;

/** The override's request under `override`: the field's id (`field-override-reason`) is its own in the dialog. */
const overrideFormSchema = z.object({ override: doNotRentOverrideFormSchema });
type OverrideInputs = { override: { reason: string } };

function OverrideForm({ code }: { code: string }) {
  const client = useQueryClient();
  const resolver = actionResolver(overrideFormSchema, (v: OverrideInputs) => ({
    override: { reservationCode: code, reason: v.override.reason },
  }));
  const form = useSchemaForm({
    resolver,
    reValidateMode: 'onSubmit',
    defaultValues: { override: { reason: '' } },
    order: ['override.reason'],
    send: ({ override }) => bookingsApi.overrideDoNotRent(override),
    onSent: () => {
      toast.success(copy.done(code));
      void client.invalidateQueries({ queryKey: reviewKey(code) });
    },
  });
  return (
    <ActionForm
      form={form}
      label={copy.formLabel(code)}
      submitLabel={copy.submit}
      pendingLabel={copy.pending}
    >
      <p className="text-slate-700">{copy.lead}</p>
      <TextareaField {...form.field('override.reason')} label={copy.reason} hint={copy.reasonHint} rows={2} />
    </ActionForm>
  );
}

function Review({ code }: { code: string }) {
  const review = useQuery({ queryKey: reviewKey(code), queryFn: () => bookingsApi.doNotRentReview(code) });
  // Said in place, not as an alert: the booking's own actions' refusals are the alerts of this dialog.
  if (review.error) return <p className="text-red-800 text-sm">{errorSentence(review.error)}</p>;
  const r = review.data;
  if (!r || (!r.held && !r.override)) return null;
  return (
    <section
      aria-labelledby="booking-review-heading"
      className="space-y-3 rounded-md border border-amber-300 bg-amber-50 p-4 text-sm"
    >
      <h3 id="booking-review-heading" className="font-semibold text-slate-900">
        {copy.heading}
      </h3>
      {r.override ? (
        <>
          <p>{copy.overridden(r.override.by, formatInstantShort(r.override.at))}</p>
          <p className="text-slate-700">{copy.reasonWas(r.override.reason)}</p>
        </>
      ) : (
        <>
          <p className="font-semibold text-amber-900">{copy.held}</p>
          <OverrideForm code={code} />
        </>
      )}
    </section>
  );
}

/**
 * A booking held by the do-not-rent list (decision 021), for managers and
 * owners only (the `do-not-rent` area): that it is held, and the override of
 * this one booking with the reason; once let through, by whom, when and why.
 * Nothing when nothing matches.
 */
export function BookingReview({ code }: { code: string }) {
  const may = useStaffAccess('do-not-rent');
  return may.change ? <Review code={code} /> : null;
}
