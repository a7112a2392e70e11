import type { WebhookDelivery, WebhookEndpoint } from '@convoy/domain/contracts/webhook.schema';
import { webhookEventLabels } from '@convoy/domain/contracts/webhook.schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { buttonClass } from '../../../components/form/form-styles';
import { errorSentence } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { DataTable } from '../shell/components/data-table';
import { formatInstantShort } from '../shell/components/format';
import { webhooksApi } from './api/webhooks-api';
import { webhooksCopy as copy } from './webhooks-copy';

export const deliveriesKey = (id: string) => ['admin', 'webhooks', id, 'deliveries'] as const;

function Replay({ endpointId, delivery }: { endpointId: string; delivery: WebhookDelivery }) {
  const client = useQueryClient();
  const replay = useMutation({
    mutationFn: () => webhooksApi.replay(delivery.id),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: deliveriesKey(endpointId) });
      toast.success(copy.replayed);
    },
    onError: (error) => toast.error(errorSentence(error)),
  });
  return (
    <button
      type="button"
      onClick={() => (replay.isPending ? undefined : replay.mutate())}
      aria-disabled={replay.isPending || undefined}
      aria-label={copy.replayLabel(delivery.id)}
      className={buttonClass.secondary}
    >
      {copy.replay}
    </button>
  );
}

/**
 * One endpoint's latest deliveries (decision 038): the event, its
 * webhook-id, where it stands, every attempt with the receiver's status
 * code, how long it took and the error; and, for those who may change the
 * settings, sending one again with the same webhook-id.
 */
export function WebhookDeliveries({
  endpoint,
  mayReplay,
}: {
  endpoint: WebhookEndpoint;
  mayReplay: boolean;
}) {
  const log = useQuery({
    queryKey: deliveriesKey(endpoint.id),
    queryFn: () => webhooksApi.deliveries(endpoint.id),
    // A delivery on its way changes within seconds.
    refetchInterval: (query) =>
      query.state.data?.deliveries.some((d) => d.status === 'pending' || d.status === 'sending')
        ? 2_000
        : false,
  });
  const title = copy.logTitle(endpoint.url);
  return (
    <section aria-labelledby="webhook-log-title" className="space-y-3">
      <h3 id="webhook-log-title" className="break-all font-bold text-lg text-slate-900">
        {title}
      </h3>
      <DataTable
        caption={title}
        rows={log.data?.deliveries}
        rowKey={(d) => d.id}
        loading={log.isPending}
        error={log.error}
        empty={copy.logEmpty}
        columns={[
          { header: copy.event, cell: (d) => webhookEventLabels[d.eventType] },
          { header: copy.webhookId, cell: (d) => <code className="text-xs">{d.id}</code> },
          {
            header: copy.status,
            cell: (d) => (
              <span>
                <span className="font-semibold">{copy.deliveryStatus[d.status]}</span>
                {d.nextAttemptAt ? (
                  <span className="block text-slate-600 text-xs">
                    {copy.nextAttempt(formatInstantShort(d.nextAttemptAt))}
                  </span>
                ) : null}
              </span>
            ),
          },
          {
            header: copy.attempts,
            cell: (d) => (
              <ol className="space-y-1">
                {d.attempts.map((a, i) => (
                  // Attempts are listed in the order made, and never change.
                  // biome-ignore lint/suspicious/noArrayIndexKey: two attempts may share an instant
                  <li key={i}>
                    {copy.attempt(formatInstantShort(a.at), a.statusCode, a.durationMs)}
                    {a.error ? <span className="block text-slate-600 text-xs">{a.error}</span> : null}
                  </li>
                ))}
              </ol>
            ),
          },
          ...(mayReplay
            ? [
                {
                  header: copy.actions,
                  cell: (d: WebhookDelivery) => <Replay endpointId={endpoint.id} delivery={d} />,
                },
              ]
            : []),
        ]}
      />
    </section>
  );
}
