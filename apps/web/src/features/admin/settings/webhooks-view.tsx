import {
  type WebhookEndpoint,
  type WebhookEndpointWithSecret,
  webhookEventLabels,
} from '@convoy/domain/contracts/webhook.schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/dialog/confirm-dialog';
import { buttonClass } from '../../../components/form/form-styles';
import { errorSentence } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { adminCopy } from '../shell/admin-copy';
import { useStaffAccess } from '../shell/api/use-staff-access';
import { DataTable } from '../shell/components/data-table';
import { formatInstantShort } from '../shell/components/format';
import { webhooksApi } from './api/webhooks-api';
import { WebhookDeliveries } from './webhook-deliveries';
import { WebhookRegisterForm } from './webhook-register-form';
import { WebhookSecret } from './webhook-secret';
import { webhooksCopy as copy } from './webhooks-copy';

const listKey = ['admin', 'webhooks'] as const;

function EndpointActions({
  endpoint,
  onSecret,
}: {
  endpoint: WebhookEndpoint;
  onSecret: (made: WebhookEndpointWithSecret) => void;
}) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: listKey });
  const toggle = useMutation({
    mutationFn: () => webhooksApi.change(endpoint.id, { enabled: !endpoint.enabled }),
    onSuccess: (changed) => {
      void refresh();
      toast.success(changed.enabled ? copy.enabledToast : copy.disabledToast);
    },
    onError: (error) => toast.error(errorSentence(error)),
  });
  const rotate = useMutation({
    mutationFn: () => webhooksApi.rotateSecret(endpoint.id),
    onSuccess: (made) => {
      void refresh();
      onSecret(made);
    },
    onError: (error) => toast.error(errorSentence(error)),
  });
  const remove = useMutation({
    mutationFn: () => webhooksApi.remove(endpoint.id),
    onSuccess: () => {
      void refresh();
      toast.success(copy.removed);
    },
    onError: (error) => toast.error(errorSentence(error)),
  });
  return (
    <div className="flex flex-wrap gap-2">
      <button
        type="button"
        onClick={() => (toggle.isPending ? undefined : toggle.mutate())}
        aria-disabled={toggle.isPending || undefined}
        aria-label={endpoint.enabled ? copy.disableLabel(endpoint.url) : copy.enableLabel(endpoint.url)}
        className={buttonClass.secondary}
      >
        {endpoint.enabled ? copy.disable : copy.enable}
      </button>
      <ConfirmDialog
        trigger={copy.rotate}
        triggerLabel={copy.rotateLabel(endpoint.url)}
        title={copy.rotateTitle}
        body={copy.rotateBody}
        keep={copy.keep}
        confirm={copy.rotate}
        pendingLabel={copy.rotating}
        pending={rotate.isPending}
        onConfirm={() => rotate.mutate()}
      />
      <ConfirmDialog
        trigger={copy.remove}
        triggerLabel={copy.removeLabel(endpoint.url)}
        title={copy.removeTitle}
        body={copy.removeBody}
        keep={copy.keep}
        confirm={copy.remove}
        pendingLabel={copy.removing}
        pending={remove.isPending}
        onConfirm={() => remove.mutate()}
      />
    </div>
  );
}

/**
 * Partners' webhooks (decision 038), in the settings area: owners register
 * and change endpoints (managers read them); a new secret is shown once; each
 * endpoint's delivery log opens below the list, with "Send again".
 */
export function WebhooksView() {
  const may = useStaffAccess('settings');
  const list = useQuery({ queryKey: listKey, queryFn: webhooksApi.list });
  const client = useQueryClient();
  const [secret, setSecret] = useState<WebhookEndpointWithSecret | null>(null);
  const [open, setOpen] = useState<string | null>(null);
  const opened = list.data?.endpoints.find((e) => e.id === open);
  return (
    <section aria-labelledby="webhooks-heading" className="space-y-8">
      <div>
        <h2 id="webhooks-heading" className="font-bold text-slate-900 text-xl">
          {adminCopy.views.webhooks}
        </h2>
        <p className="mt-1 max-w-3xl text-slate-700">{copy.lead}</p>
      </div>
      {secret ? (
        <WebhookSecret url={secret.url} secret={secret.secret} onClose={() => setSecret(null)} />
      ) : null}
      <section aria-labelledby="webhook-endpoints" className="space-y-3">
        <h3 id="webhook-endpoints" className="font-bold text-lg text-slate-900">
          {copy.endpointsTitle}
        </h3>
        <DataTable
          caption={copy.endpointsTitle}
          rows={list.data?.endpoints}
          rowKey={(e) => e.id}
          loading={list.isPending}
          error={list.error}
          empty={copy.empty}
          columns={[
            { header: copy.address, cell: (e) => <span className="break-all">{e.url}</span> },
            { header: copy.events, cell: (e) => e.events.map((t) => webhookEventLabels[t]).join(', ') },
            { header: copy.status, cell: (e) => (e.enabled ? copy.enabled : copy.disabled) },
            { header: copy.created, cell: (e) => formatInstantShort(e.createdAt) },
            {
              header: copy.actions,
              cell: (e) => (
                <div className="flex flex-wrap gap-2">
                  <button
                    type="button"
                    onClick={() => setOpen(e.id)}
                    aria-label={copy.showLogLabel(e.url)}
                    aria-pressed={open === e.id}
                    className={buttonClass.secondary}
                  >
                    {copy.showLog}
                  </button>
                  {may.change ? <EndpointActions endpoint={e} onSecret={setSecret} /> : null}
                </div>
              ),
            },
          ]}
        />
      </section>
      {opened ? <WebhookDeliveries endpoint={opened} mayReplay={may.change} /> : null}
      {may.change ? (
        <WebhookRegisterForm
          onRegistered={(made) => {
            setSecret(made);
            void client.invalidateQueries({ queryKey: listKey });
            toast.success(copy.registered);
          }}
        />
      ) : null}
    </section>
  );
}
