import type { adminReviewSchema } from '@convoy/domain/contracts/review.schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import { buttonClass, controlClass, labelClass } from '../../../components/form/form-styles';
import { errorSentence } from '../../../lib/api-client';
import { adminCopy } from '../shell/admin-copy';
import { useStaffAccess } from '../shell/api/use-staff-access';
import { DataTable } from '../shell/components/data-table';
import { formatInstantShort } from '../shell/components/format';
import { ListPicker } from '../shell/components/list-picker';
import { contentApi } from './api/content-api';

type AdminReview = z.infer<typeof adminReviewSchema>;
type FollowUp = 'open' | 'resolved' | 'any';

const copy = {
  lead: 'What renters said after their trip. A rating of 3 stars or fewer opens an item for a manager to follow up. Publish a review only when its writer agreed; its words are never changed.',
  followUp: 'Follow-up',
  followUps: { any: 'All reviews', open: 'Needing a follow-up', resolved: 'Followed up' } satisfies Record<
    FollowUp,
    string
  >,
  listTitle: 'Reviews, newest first',
  empty: 'No reviews here yet.',
  rating: 'Rating',
  stars: (n: number) => `${n} of 5`,
  review: 'Review',
  trip: 'Trip',
  sent: 'Sent',
  state: 'Published',
  yes: 'Published',
  noConsent: 'Not to publish',
  notYet: 'Not published',
  publish: (author: string) => `Publish ${author}’s review`,
  unpublish: (author: string) => `Unpublish ${author}’s review`,
  open: 'Follow-up needed',
  resolved: (note: string) => `Followed up: ${note}`,
  resolve: (author: string) => `Resolve ${author}’s follow-up`,
  note: 'What was done',
  save: 'Mark resolved',
};

/**
 * Reviews (decision 047, the content area): every submitted review, the low ratings' follow-ups to
 * resolve with a note, publishing with the reviewer's consent. Managers and owners change; viewers read.
 */
export function ReviewsView() {
  const [search, setSearch] = useSearchParams();
  const followUp = (search.get('followUp') ?? 'any') as FollowUp;
  const access = useStaffAccess('content');
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: ['admin', 'reviews', followUp],
    queryFn: () => contentApi.reviews(followUp),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['admin', 'reviews'] });
  const publish = useMutation({
    mutationFn: ({ id, publish }: { id: string; publish: boolean }) => contentApi.publishReview(id, publish),
    onSuccess: refresh,
  });
  return (
    <section aria-labelledby="reviews-heading" className="space-y-6">
      <div className="space-y-2">
        <h2 id="reviews-heading" className="font-bold text-slate-900 text-xl">
          {adminCopy.views.reviews}
        </h2>
        <p className="max-w-3xl text-slate-700">{copy.lead}</p>
      </div>
      <ListPicker
        label={copy.followUp}
        value={followUp}
        options={(['any', 'open', 'resolved'] as const).map((id) => ({ id, name: copy.followUps[id] }))}
        onChange={(value) =>
          setSearch((s) => {
            const next = new URLSearchParams(s);
            next.set('followUp', value);
            return next;
          })
        }
      />
      {publish.error ? (
        <p role="alert" className="font-semibold text-red-800">
          {errorSentence(publish.error)}
        </p>
      ) : null}
      <DataTable
        caption={copy.listTitle}
        rows={list.data?.reviews}
        rowKey={(r) => r.id}
        loading={list.isPending}
        error={list.error}
        empty={copy.empty}
        columns={[
          { header: copy.rating, cell: (r) => <strong>{copy.stars(r.rating)}</strong> },
          {
            header: copy.review,
            cell: (r) => (
              <span className="block max-w-md space-y-1">
                <span className="block font-semibold">{r.author}</span>
                {r.comment ? <span className="block text-slate-700">{r.comment}</span> : null}
                {r.followUp ? <FollowUpCell review={r} mayChange={access.change} onDone={refresh} /> : null}
              </span>
            ),
          },
          { header: copy.trip, cell: (r) => `${r.code} · ${r.vehicleName} · ${r.locationName}` },
          { header: copy.sent, cell: (r) => formatInstantShort(r.submittedAt) },
          {
            header: copy.state,
            cell: (r) => (
              <span className="block space-y-1">
                <span className="block">
                  {r.publishedAt ? copy.yes : r.consentToPublish ? copy.notYet : copy.noConsent}
                </span>
                {access.change && r.consentToPublish ? (
                  <button
                    type="button"
                    className={buttonClass.link}
                    aria-disabled={publish.isPending || undefined}
                    onClick={() => {
                      if (!publish.isPending) publish.mutate({ id: r.id, publish: !r.publishedAt });
                    }}
                  >
                    {r.publishedAt ? copy.unpublish(r.author) : copy.publish(r.author)}
                  </button>
                ) : null}
              </span>
            ),
          },
        ]}
      />
    </section>
  );
}

function FollowUpCell({
  review,
  mayChange,
  onDone,
}: {
  review: AdminReview;
  mayChange: boolean;
  onDone: () => void;
}) {
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const id = useId();
  const resolve = useMutation({
    mutationFn: () => contentApi.resolveReview(review.id, note),
    onSuccess: onDone,
  });
  const followUp = review.followUp;
  if (!followUp) return null;
  if (followUp.status === 'resolved')
    return <span className="block text-green-800">{copy.resolved(followUp.note ?? '')}</span>;
  return (
    <span className="block space-y-2">
      <span className="block font-semibold text-red-800">{copy.open}</span>
      {mayChange && !open ? (
        <button type="button" className={buttonClass.link} onClick={() => setOpen(true)}>
          {copy.resolve(review.author)}
        </button>
      ) : null}
      {open ? (
        <span className="block space-y-2">
          <label htmlFor={id} className={labelClass}>
            {copy.note}
          </label>
          <textarea
            id={id}
            rows={3}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            className={controlClass}
          />
          {resolve.error ? (
            <span role="alert" className="block font-semibold text-red-800">
              {errorSentence(resolve.error)}
            </span>
          ) : null}
          <button
            type="button"
            className={buttonClass.primary}
            aria-disabled={resolve.isPending || undefined}
            onClick={() => {
              if (!resolve.isPending) resolve.mutate();
            }}
          >
            {copy.save}
          </button>
        </span>
      ) : null}
    </span>
  );
}
