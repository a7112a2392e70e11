import {
  type AdminOutboxMessage,
  adminOutboxStatuses,
  retryableOutboxStatuses,
} from '@convoy/domain/contracts/admin-outbox.schema';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '../../../components/link';
import { errorSentence } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { adminCopy } from '../shell/admin-copy';
import { listColumn } from '../shell/components/admin-list';
import { type Column, PagedTable } from '../shell/components/data-table';
import { formatInstantShort } from '../shell/components/format';
import { useViewParams } from '../shell/components/use-view-params';
import { reportsApi } from './api/reports-api';
import { deliveryColumns, MessageCell } from './delivery-columns';
import { reportsCopy } from './reports-copy';
import { TextsTable } from './texts-table';

const pageSize = 25;
const copy = reportsCopy.emails;

function RetryButton({ message }: { message: AdminOutboxMessage }) {
  const client = useQueryClient();
  const retry = useMutation({
    mutationFn: () => reportsApi.retryEmail(message.id),
    onSuccess: () => {
      toast.success(copy.retried);
      void client.invalidateQueries({ queryKey: ['admin', 'outbox'] });
    },
    onError: (error) => toast.error(errorSentence(error)),
  });
  if (!retryableOutboxStatuses.includes(message.status)) return null;
  return (
    <button
      type="button"
      onClick={() => retry.mutate()}
      aria-disabled={retry.isPending || undefined}
      aria-label={`${copy.retry}: ${message.subject} to ${message.to}`}
      className="min-h-9 rounded-md px-3 font-semibold text-brand-800 text-sm ring-1 ring-slate-300 ring-inset hover:bg-slate-50"
    >
      {retry.isPending ? copy.retrying : copy.retry}
    </button>
  );
}

const columns: Column<AdminOutboxMessage>[] = [
  listColumn.instant('Created'),
  {
    header: 'E-mail',
    cell: (m) => <MessageCell title={m.subject} to={m.to} reference={m.reference} />,
  },
  ...deliveryColumns<AdminOutboxMessage>((m) => (
    <span className="text-slate-500 text-xs">Next try {formatInstantShort(m.nextAttemptAt)}</span>
  )),
  { header: 'Action', cell: (m) => <RetryButton message={m} /> },
];

/** The e-mail outbox: sent, on its way, retrying or failed, with a retry button; the texts below. */
export function EmailsView() {
  const { values, page, setPage } = useViewParams(['status']);
  const params = { status: values.status, page, pageSize };
  const list = useQuery({
    queryKey: ['admin', 'outbox', params],
    queryFn: () => reportsApi.outbox(params),
    placeholderData: keepPreviousData,
    staleTime: 5_000,
  });
  const counts = list.data?.counts;
  const statusHref = (status: string) =>
    status ? `/admin?view=emails&status=${status}` : '/admin?view=emails';
  return (
    <section aria-labelledby="emails-heading" className="space-y-4">
      <h2 id="emails-heading" className="font-bold text-slate-900 text-xl">
        {adminCopy.views.emails}
      </h2>
      <nav aria-label="E-mails by status">
        <ul className="flex flex-wrap gap-2">
          {['', ...adminOutboxStatuses].map((status) => (
            <li key={status || 'all'}>
              <Link
                to={statusHref(status)}
                aria-current={values.status === status ? 'page' : undefined}
                className="inline-flex min-h-10 items-center gap-2 rounded-full bg-white px-4 font-semibold text-slate-700 text-sm ring-1 ring-slate-300 ring-inset hover:bg-slate-50 aria-[current=page]:bg-brand-800 aria-[current=page]:text-white aria-[current=page]:ring-brand-800"
              >
                {status ? status.charAt(0).toUpperCase() + status.slice(1) : copy.allStatuses}
                {counts ? (
                  <span className="tabular-nums opacity-80">
                    {status
                      ? counts[status as keyof typeof counts]
                      : Object.values(counts).reduce((a, b) => a + b, 0)}
                  </span>
                ) : null}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <PagedTable
        caption={adminCopy.views.emails}
        columns={columns}
        rowKey={(m) => m.id}
        list={list}
        page={page}
        pageSize={pageSize}
        onPage={setPage}
      />
      <TextsTable />
    </section>
  );
}
