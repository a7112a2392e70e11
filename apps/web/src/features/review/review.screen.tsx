import { type ReviewPage, reviewSubmissionSchema } from '@convoy/domain/contracts/review.schema';
import { useEffect, useRef } from 'react';
import { FactsCard } from '../../components/facts-card';
import { CheckboxField } from '../../components/form/checkbox-field';
import { ErrorSummary } from '../../components/form/error-summary';
import { buttonClass } from '../../components/form/form-styles';
import { RadioGroupField } from '../../components/form/radio-group-field';
import { schemaResolver } from '../../components/form/schema-resolver';
import { SubmitButton } from '../../components/form/submit-button';
import { TextareaField } from '../../components/form/textarea-field';
import { useSchemaForm } from '../../components/form/use-schema-form';
import { LinkPageWaiting, useLinkPage } from '../../components/link-page';
import { ScreenBoundary } from '../../components/screen-boundary';
import { apiRequest } from '../../lib/api-client';
import { formatDate } from '../../lib/format';
import type { ScreenProps } from '../../lib/route-handle';
import m from './review.messages';

type Values = { rating: string; comment: string; consentToPublish: boolean };
const resolver = schemaResolver(reviewSubmissionSchema, (v: Values) => ({
  rating: v.rating === '' ? undefined : Number(v.rating),
  comment: v.comment,
  consentToPublish: v.consentToPublish,
}));
const order = ['rating', 'comment', 'consentToPublish'] as const;

/**
 * /review#token=… (decision 047, noindex): the renter rates the trip after the final return on our
 * own page; once sent, everyone is offered the Google review page, whatever the rating.
 */
export default function ReviewScreen({ entry }: ScreenProps) {
  return (
    <div className="mx-auto min-h-screen max-w-2xl px-4 py-6 sm:px-6 sm:py-10">
      <h1 className="text-balance font-bold text-3xl text-slate-900 tracking-tight">{entry.heading}</h1>
      <div className="mt-6">
        <ScreenBoundary>
          <Review />
        </ScreenBoundary>
      </div>
    </div>
  );
}

const loadPage = (token: string) =>
  apiRequest<ReviewPage>('/api/review', { headers: { authorization: `Bearer ${token}` } });

function Review() {
  const { state, reload, update } = useLinkPage('convoy.review-link', loadPage);
  if (state.kind !== 'open')
    return (
      <LinkPageWaiting
        state={state}
        words={{ loading: m.loading(), invalid: m.invalid(), retry: m.retry() }}
        onRetry={reload}
      />
    );
  return <Open token={state.token} page={state.page} onSent={update} />;
}

function Open({
  token,
  page,
  onSent,
}: {
  token: string;
  page: ReviewPage;
  onSent: (page: ReviewPage) => void;
}) {
  const facts = [
    [m.code(), page.code],
    [m.vehicle(), page.vehicleName],
    [m.location(), page.locationName],
    [m.returned(), formatDate(page.returnDate, 'long')],
  ] as const;
  return (
    <div className="space-y-6">
      <FactsCard id="review-trip" heading={m.trip()} facts={facts} />
      {page.submitted ? <Thanks page={page} /> : <ReviewForm token={token} onSent={onSent} />}
    </div>
  );
}

function Thanks({ page }: { page: ReviewPage }) {
  const said = useRef<HTMLParagraphElement>(null);
  useEffect(() => said.current?.focus(), []);
  return (
    <div className="space-y-3">
      <p ref={said} tabIndex={-1} role="status" className="font-semibold text-green-800 focus:outline-none">
        {m.thanks()} {page.submitted ? m.yours({ count: page.submitted.rating }) : ''}
      </p>
      {page.googleReviewUrl ? (
        <>
          <p>{m.google()}</p>
          <a href={page.googleReviewUrl} rel="noopener" target="_blank" className={buttonClass.secondary}>
            {m.googleLink()}
          </a>
        </>
      ) : null}
    </div>
  );
}

function ReviewForm({ token, onSent }: { token: string; onSent: (page: ReviewPage) => void }) {
  const form = useSchemaForm<Values, ReturnType<typeof reviewSubmissionSchema.parse>, ReviewPage>({
    form: { id: 'trip-review', name: 'Trip review' },
    resolver,
    defaultValues: { rating: '', comment: '', consentToPublish: false },
    order,
    send: (answer) =>
      apiRequest<ReviewPage>('/api/review', { body: answer, headers: { authorization: `Bearer ${token}` } }),
    onSent: (page) => onSent(page),
  });
  return (
    <form {...form.formProps} aria-label={m.send()} className="space-y-6">
      <ErrorSummary {...form.summary} />
      <RadioGroupField
        registration={form.register('rating')}
        legend={m.rating()}
        options={[1, 2, 3, 4, 5].map((n) => ({ value: String(n), label: m.stars({ count: n }) }))}
        error={form.err('rating')}
      />
      <TextareaField {...form.field('comment')} label={m.comment()} rows={5} />
      <CheckboxField {...form.field('consentToPublish')} label={m.consent()} hint={m.consentHint()} />
      <SubmitButton pending={form.pending} pendingLabel={m.sending()}>
        {m.send()}
      </SubmitButton>
    </form>
  );
}

/** The texts of the pages this screen draws (title, h1, description). */
export { flowTexts as routeTexts } from '@convoy/domain/content/route-texts/flow';
