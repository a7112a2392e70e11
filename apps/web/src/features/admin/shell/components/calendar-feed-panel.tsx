import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ConfirmDialog } from '../../../../components/dialog/confirm-dialog';
import { buttonClass } from '../../../../components/form/form-styles';
import { errorSentence } from '../../../../lib/api-client';
import { toast } from '../../../../lib/toast';
import { adminCopy } from '../admin-copy';
import { calendarFeedsApi, type FeedOwner } from '../api/calendar-feeds-api';
import { CopyButton } from './copy-button';
import { formatInstantShort } from './format';

const copy = adminCopy.calendarFeed;

/**
 * A calendar feed's URL (decision 039) for staff: shown with a copy button,
 * issued (again: the old URL stops), revoked. `change` offers the buttons to
 * a role that may change the owner's area. Used by an organisation's page
 * (money) and the locations' feeds (settings).
 */
export function CalendarFeedPanel({
  owner,
  label,
  change,
}: {
  owner: FeedOwner;
  label: string;
  change: boolean;
}) {
  const client = useQueryClient();
  const queryKey = ['admin', 'calendar-feed', owner.scope, owner.key] as const;
  const feed = useQuery({ queryKey, queryFn: () => calendarFeedsApi.current(owner) });
  const done = (message: string) => () => {
    void client.invalidateQueries({ queryKey });
    toast.success(message);
  };
  const issue = useMutation({
    mutationFn: () => calendarFeedsApi.issue(owner),
    onSuccess: done(copy.issued),
    onError: (error) => toast.error(errorSentence(error)),
  });
  const revoke = useMutation({
    mutationFn: () => calendarFeedsApi.revoke(owner),
    onSuccess: done(copy.revoked),
    onError: (error) => toast.error(errorSentence(error)),
  });
  const current = feed.data?.feed;
  const urlId = `calendar-feed-${owner.scope}-${owner.key}`;
  if (feed.isPending) return <p className="text-slate-600 text-sm">{adminCopy.table.loading}</p>;
  if (feed.error) return <p className="text-red-800 text-sm">{errorSentence(feed.error)}</p>;
  return (
    <div className="space-y-3">
      {current ? (
        <>
          <p className="text-slate-700 text-sm">{copy.since(formatInstantShort(current.createdAt))}</p>
          <p className="break-all rounded-md bg-slate-50 p-3 font-mono text-slate-900 text-sm ring-1 ring-slate-200">
            <span className="sr-only">{`${copy.url}, ${label}: `}</span>
            <code id={urlId}>{current.secretUrl}</code>
          </p>
        </>
      ) : (
        <p className="text-slate-700 text-sm">{copy.none}</p>
      )}
      <div className="flex flex-wrap items-center gap-2">
        {current ? (
          <CopyButton
            text={current.secretUrl}
            targetId={urlId}
            label={copy.copy}
            className={buttonClass.secondary}
          />
        ) : null}
        {change && !current ? (
          <button
            type="button"
            onClick={() => (issue.isPending ? undefined : issue.mutate())}
            aria-disabled={issue.isPending || undefined}
            aria-label={`${copy.issue}: ${label}`}
            className={buttonClass.secondary}
          >
            {issue.isPending ? copy.issuing : copy.issue}
          </button>
        ) : null}
        {change && current ? (
          <>
            <ConfirmDialog
              trigger={copy.reissue}
              triggerLabel={`${copy.reissue}: ${label}`}
              title={copy.reissueTitle}
              body={copy.reissueBody}
              keep={copy.keep}
              confirm={copy.reissue}
              pendingLabel={copy.issuing}
              pending={issue.isPending}
              onConfirm={() => issue.mutate()}
            />
            <ConfirmDialog
              trigger={copy.revoke}
              triggerLabel={`${copy.revoke}: ${label}`}
              title={copy.revokeTitle}
              body={copy.revokeBody}
              keep={copy.keep}
              confirm={copy.revoke}
              pendingLabel={copy.revoking}
              pending={revoke.isPending}
              onConfirm={() => revoke.mutate()}
            />
          </>
        ) : null}
      </div>
    </div>
  );
}
