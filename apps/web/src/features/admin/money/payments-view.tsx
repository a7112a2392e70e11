import type { AdminPaymentRow } from '@convoy/domain/contracts/admin-money.schema';
import { paymentKindLabels } from '@convoy/domain/contracts/payment.schema';
import { useState } from 'react';
import { formatMoney } from '../../../lib/format';
import { adminCopy } from '../shell/admin-copy';
import { AdminList, listColumn, listFilter, useAnsweredRow } from '../shell/components/admin-list';
import type { Column } from '../shell/components/data-table';
import { formatInstantShort } from '../shell/components/format';
import {
  BookingLink,
  PaymentWhat,
  paymentAmountColumns,
  paymentStatus,
} from '../shell/components/money-tables';
import { statusWords } from '../shell/components/money-words';
import { StatusBadge } from '../shell/components/status-badge';
import { type Said, StatusLine } from '../shell/components/status-line';
import { paymentCopy as copy } from './money-copy';
import { PaymentActions } from './payment-actions';
import { PaymentSettingsPanel } from './payment-settings';

const f = adminCopy.filters;

/** A payment's refunds, captures and releases: kind, amount, status, reason, who, when, and the provider's error. */
function Operations({ payment }: { payment: AdminPaymentRow }) {
  if (payment.operations.length === 0) return <span className="text-slate-500">—</span>;
  return (
    <ul className="min-w-56 space-y-2">
      {payment.operations.map((o, i) => (
        // Operations are only ever added, in order: the index is stable.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <li key={i} className="text-xs">
          <span className="flex flex-wrap items-center gap-2 text-sm">
            <span className="font-semibold">{statusWords.operationKind[o.kind]}</span>
            {o.kind === 'release' ? null : <span className="tabular-nums">{formatMoney(o.amountCents)}</span>}
            <StatusBadge status={o.status} label={statusWords.operation[o.status]} />
          </span>
          <span className="block text-slate-700">{o.reason}</span>
          <span className="block text-slate-500">
            {formatInstantShort(o.at)}
            {o.by ? ` ${copy.by(o.by)}` : ''}
          </span>
          {o.error ? <span className="block text-red-800">{o.error}</span> : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * Payments (decision 014): the list filtered by the day created, status, kind or a
 * search, with its CSV export; under each payment its refunds, captures and
 * releases; capture, release and refund where they apply; then the payment
 * settings.
 */
export function PaymentsView() {
  const answered = useAnsweredRow('payments', (p) => p.id);
  const [said, setSaid] = useState<Said | null>(null);
  const done = (row: AdminPaymentRow, message: Said) => {
    answered(row);
    setSaid(message);
  };

  const columns: Column<AdminPaymentRow>[] = [
    listColumn.instant('Created'),
    {
      header: 'Payment',
      cell: (p) => (
        <span>
          <PaymentWhat payment={p} />
          {p.createdBy ? (
            <span className="block text-slate-500 text-xs">{copy.recordedBy(p.createdBy)}</span>
          ) : null}
        </span>
      ),
    },
    {
      header: 'Booking',
      cell: (p) => (
        <span>
          <BookingLink code={p.reservationCode} />
          <span className="block text-slate-500 text-xs">{p.renterName}</span>
        </span>
      ),
    },
    {
      header: 'Status',
      cell: (p) => (
        <span>
          {paymentStatus(p.status)}
          {p.dispute ? (
            <span className="mt-1 block text-red-800 text-xs">
              <span className="block font-semibold">
                {copy.disputed(p.dispute.amountCents, p.dispute.reason)}
              </span>
              <span className="block">{copy.disputeStatus(p.dispute.status)}</span>
            </span>
          ) : null}
        </span>
      ),
    },
    listColumn.money('Asked', (p) => p.amountCents),
    ...paymentAmountColumns<AdminPaymentRow>(),
    { header: copy.operations, cell: (p) => <Operations payment={p} /> },
    { header: 'Actions', cell: (p) => <PaymentActions payment={p} onDone={done} say={setSaid} /> },
  ];

  return (
    <AdminList
      view="payments"
      list="payments"
      filters={[
        ...listFilter.period(f.createdFrom, f.createdTo),
        listFilter.select('status', f.status, copy.anyStatus, statusWords.payment),
        listFilter.select('kind', f.kind, copy.anyKind, paymentKindLabels),
        listFilter.search(copy.searchHint),
      ]}
      columns={columns}
      rowKey={(p) => p.id}
      lead={() => <StatusLine said={said} />}
    >
      <div className="pt-6">
        <PaymentSettingsPanel />
      </div>
    </AdminList>
  );
}
