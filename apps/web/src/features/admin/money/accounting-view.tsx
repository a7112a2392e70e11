import type { AccountingFailure, AccountingStatus } from '@convoy/domain/contracts/accounting.schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { buttonClass, controlClass, errorClass, labelClass } from '../../../components/form/form-styles';
import { errorSentence } from '../../../lib/api-client';
import { adminCopy } from '../shell/admin-copy';
import { useStaffAccess } from '../shell/api/use-staff-access';
import { type Column, DataTable } from '../shell/components/data-table';
import { DownloadIcon } from '../shell/components/download-icon';
import { formatInstantShort, shiftDay, todayInAdminZone } from '../shell/components/format';
import { type Said, StatusLine } from '../shell/components/status-line';
import { accountingCopy as copy } from './accounting-copy';
import { AccountMappingPanel } from './accounting-mapping';
import { accountingApi } from './api/accounting-api';

const statusKey = ['admin', 'accounting', 'status'] as const;
const panelClass = 'space-y-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-5';

/** What staff came back from Intuit's page with (the API's callback redirects here). */
function arrival(param: string | null): Said | null {
  if (param === 'connected') return { text: copy.quickbooks.justConnected };
  if (param === 'refused') return { text: copy.quickbooks.refused, failed: true };
  return null;
}

function QuickBooksPanel({ status, onSaid }: { status: AccountingStatus; onSaid: (said: Said) => void }) {
  const settings = useStaffAccess('settings');
  const money = useStaffAccess('money');
  const client = useQueryClient();
  const fail = (error: unknown) => onSaid({ text: errorSentence(error), failed: true });
  const connect = useMutation({
    mutationFn: accountingApi.connect,
    onSuccess: ({ url }) => window.location.assign(url),
    onError: fail,
  });
  const disconnect = useMutation({
    mutationFn: accountingApi.disconnect,
    onSuccess: (answer) => {
      client.setQueryData(statusKey, answer);
      onSaid({ text: copy.quickbooks.wasDisconnected });
    },
    onError: fail,
  });
  const retry = useMutation({
    mutationFn: (f: AccountingFailure) => accountingApi.retry(f.id),
    onSuccess: (answer, f) => {
      client.setQueryData(statusKey, answer);
      onSaid({ text: copy.failures.retried(f.reference) });
    },
    onError: fail,
  });
  const columns: Column<AccountingFailure>[] = [
    {
      header: copy.failures.entry,
      cell: (f) => (
        <span>
          <span className="font-semibold">{f.reference}</span>{' '}
          <span className="text-slate-600">
            {copy.failures.kinds[f.kind]}, {copy.failures.status[f.status]}
          </span>
        </span>
      ),
    },
    { header: copy.failures.day, cell: (f) => <span className="whitespace-nowrap">{f.occurredOn}</span> },
    { header: copy.failures.attempts, cell: (f) => f.attempts, className: 'text-right' },
    { header: copy.failures.error, cell: (f) => f.lastError ?? '' },
    ...(money.change
      ? [
          {
            header: copy.failures.actions,
            cell: (f: AccountingFailure) => (
              <button
                type="button"
                className={buttonClass.secondary}
                aria-disabled={retry.isPending}
                onClick={() => !retry.isPending && retry.mutate(f)}
              >
                {copy.failures.retry(f.reference)}
              </button>
            ),
          },
        ]
      : []),
  ];
  const since = status.connectedAt ? formatInstantShort(status.connectedAt) : '';
  return (
    <section aria-labelledby="accounting-quickbooks" className={panelClass}>
      <h3 id="accounting-quickbooks" className="font-bold text-lg text-slate-900">
        {copy.quickbooks.title}
      </h3>
      <p className="text-slate-800">
        {!status.configured
          ? copy.quickbooks.notConfigured
          : status.connected
            ? copy.quickbooks.connected(status.companyName, since)
            : copy.quickbooks.disconnected}
      </p>
      {status.connectionError ? (
        <p role="alert" className="font-semibold text-red-800">
          {copy.quickbooks.renewalRefused(status.connectionError)}
        </p>
      ) : null}
      <p className="text-slate-700 text-sm">
        {copy.quickbooks.lastPush(status.lastPushedAt ? formatInstantShort(status.lastPushedAt) : null)}{' '}
        {copy.quickbooks.counts(status.pending, status.pushed, status.failed)}
      </p>
      {settings.change && status.configured ? (
        status.connected ? (
          <button
            type="button"
            className={buttonClass.secondary}
            aria-disabled={disconnect.isPending}
            onClick={() => !disconnect.isPending && disconnect.mutate()}
          >
            {disconnect.isPending ? copy.quickbooks.disconnecting : copy.quickbooks.disconnect}
          </button>
        ) : (
          <button
            type="button"
            className={buttonClass.primary}
            aria-disabled={connect.isPending}
            onClick={() => !connect.isPending && connect.mutate()}
          >
            {connect.isPending ? copy.quickbooks.connecting : copy.quickbooks.connect}
          </button>
        )
      ) : null}
      <h4 className="pt-2 font-semibold text-slate-900">{copy.failures.title}</h4>
      <DataTable
        caption={copy.failures.caption}
        rows={status.failures}
        rowKey={(f) => f.id}
        loading={false}
        empty={copy.failures.empty}
        columns={columns}
      />
    </section>
  );
}

/** The journal of a period as CSV: two days and a plain link (the session cookie goes with it). */
function JournalPanel() {
  const today = todayInAdminZone();
  const [from, setFrom] = useState(shiftDay(today, -30));
  const [to, setTo] = useState(today);
  const backwards = from !== '' && to !== '' && to < from;
  const dayField = (id: string, label: string, value: string, set: (v: string) => void, invalid = false) => (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input
        id={id}
        type="date"
        className={`mt-1 ${controlClass}`}
        value={value}
        onChange={(e) => set(e.target.value)}
        aria-invalid={invalid}
        aria-describedby={invalid ? `${id}-error` : undefined}
      />
      {invalid ? (
        <p id={`${id}-error`} className={errorClass}>
          {copy.journal.backwards}
        </p>
      ) : null}
    </div>
  );
  return (
    <section aria-labelledby="accounting-journal" className={panelClass}>
      <h3 id="accounting-journal" className="font-bold text-lg text-slate-900">
        {copy.journal.title}
      </h3>
      <p className="max-w-3xl text-slate-700 text-sm">{copy.journal.lead}</p>
      <div className="grid max-w-xl gap-4 sm:grid-cols-2">
        {dayField('journal-from', copy.journal.from, from, setFrom)}
        {dayField('journal-to', copy.journal.to, to, setTo, backwards)}
      </div>
      {from && to && !backwards ? (
        <a href={accountingApi.journalHref(from, to)} download className={buttonClass.secondary}>
          <DownloadIcon />
          {copy.journal.download}
        </a>
      ) : null}
    </section>
  );
}

/**
 * Accounting (decision 040): the QuickBooks Online connection and what it has
 * not taken yet, each location's accounts, and the journal export.
 */
export function AccountingView() {
  const [params] = useSearchParams();
  const [said, setSaid] = useState<Said | null>(() => arrival(params.get('quickbooks')));
  const status = useQuery({ queryKey: statusKey, queryFn: accountingApi.status });
  return (
    <section aria-labelledby="accounting-heading" className="space-y-6">
      <div>
        <h2 id="accounting-heading" className="font-bold text-slate-900 text-xl">
          {adminCopy.views.accounting}
        </h2>
        <p className="mt-1 max-w-3xl text-slate-700">{copy.lead}</p>
      </div>
      <StatusLine said={said} />
      {status.error ? (
        <p role="alert" className="text-red-800">
          {errorSentence(status.error)}
        </p>
      ) : status.data ? (
        <QuickBooksPanel status={status.data} onSaid={setSaid} />
      ) : (
        <p className="text-slate-600">{adminCopy.table.loading}</p>
      )}
      <AccountMappingPanel />
      <JournalPanel />
    </section>
  );
}
