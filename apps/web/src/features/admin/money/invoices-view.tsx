import type { AdminInvoicePage, AdminInvoiceRow } from '@convoy/domain/contracts/admin-money.schema';
import { agingBucketLabels, agingBuckets } from '@convoy/domain/contracts/payment.schema';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { errorSentence } from '../../../lib/api-client';
import { formatMoney } from '../../../lib/format';
import { adminCopy } from '../shell/admin-copy';
import { useStaffAccess } from '../shell/api/use-staff-access';
import { AdminList, listColumn, listFilter, useAnsweredRow } from '../shell/components/admin-list';
import type { Column } from '../shell/components/data-table';
import { MetricCard } from '../shell/components/metric-card';
import { BookingLink, day, InvoiceLink, invoiceStatus } from '../shell/components/money-tables';
import { type Said, StatusLine } from '../shell/components/status-line';
import { moneyApi } from './api/money-api';
import { BankTransferDialog } from './bank-transfer-form';
import { invoiceCopy as copy } from './money-copy';

const f = adminCopy.filters;
const rowButton =
  'min-h-9 whitespace-nowrap rounded-md px-3 font-semibold text-brand-800 text-sm ring-1 ring-slate-300 ring-inset hover:bg-slate-50';

/** The five aged-receivables figures: every open invoice's balance due by days past due. */
function AgedReceivables({ aged }: { aged: AdminInvoicePage['aged'] | undefined }) {
  return (
    <section aria-labelledby="aged-heading" className="space-y-2">
      <h3 id="aged-heading" className="font-semibold text-lg text-slate-900">
        {copy.aged}
      </h3>
      <p className="text-slate-600 text-sm">{copy.agedLead}</p>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {agingBuckets.map((bucket) => (
          <MetricCard
            key={bucket}
            label={agingBucketLabels[bucket]}
            value={aged ? formatMoney(aged[bucket]) : '…'}
          />
        ))}
      </div>
    </section>
  );
}

/** "Send again": e-mails the invoice with its PDF, and says to whom. */
function ResendButton({ invoice, say }: { invoice: AdminInvoiceRow; say: (said: Said) => void }) {
  const resend = useMutation({
    mutationFn: () => moneyApi.resendInvoice(invoice.number),
    onSuccess: ({ to }) => say({ text: copy.resent(invoice.number, to) }),
    onError: (error) => say({ text: errorSentence(error), failed: true }),
  });
  return (
    <button
      type="button"
      onClick={() => (resend.isPending ? undefined : resend.mutate())}
      aria-disabled={resend.isPending || undefined}
      aria-label={copy.resendOf(invoice.number)}
      className={rowButton}
    >
      {resend.isPending ? copy.resending : copy.resend}
    </button>
  );
}

/**
 * Invoices (decision 014): aged receivables first, then the list filtered by the
 * day issued, status and a search, with its CSV export; each invoice's PDF, a
 * bank transfer recorded against it (the row shows what it changed), and the
 * invoice e-mailed again.
 */
export function InvoicesView() {
  const answered = useAnsweredRow('invoices', (i) => i.number);
  const [recording, setRecording] = useState<AdminInvoiceRow | null>(null);
  const [said, setSaid] = useState<Said | null>(null);
  // Recording a payment and sending an invoice again are for staff who may change money.
  const may = useStaffAccess('money').change;

  const recorded = (row: AdminInvoiceRow, cents: number) => {
    answered(row);
    setRecording(null);
    setSaid({ text: copy.recorded(cents, row.number, row.status, row.balanceDueCents) });
  };

  const columns: Column<AdminInvoiceRow>[] = [
    { header: 'Invoice', cell: (i) => <span className="font-mono font-semibold">{i.number}</span> },
    { header: 'Status', cell: (i) => invoiceStatus(i.status) },
    { header: 'Issued', cell: (i) => day(i.issuedOn) },
    { header: 'Due', cell: (i) => day(i.dueOn) },
    { header: 'Booking', cell: (i) => <BookingLink code={i.reservationCode} /> },
    {
      header: 'Billed to',
      cell: (i) => (
        <span>
          {i.billTo}
          {i.organisationCode ? (
            <span className="block font-mono text-slate-500 text-xs">{i.organisationCode}</span>
          ) : null}
        </span>
      ),
    },
    { header: 'PO', cell: (i) => i.poNumber ?? '—' },
    listColumn.money('Total', (i) => i.totalCents),
    listColumn.money('Paid', (i) => i.paidCents),
    listColumn.money('Balance', (i) => i.balanceDueCents),
    {
      header: 'Days overdue',
      cell: (i) => copy.overdueDays(i.daysOverdue),
      className: 'text-right tabular-nums',
    },
    {
      header: 'Actions',
      cell: (i) => (
        <span className="flex flex-wrap gap-2">
          <InvoiceLink number={i.number} label={copy.pdfOf(i.number)} text={copy.pdf} />
          {may && i.status === 'open' ? (
            <button
              type="button"
              onClick={() => setRecording(i)}
              aria-label={copy.recordOf(i.number)}
              className={rowButton}
            >
              {copy.record}
            </button>
          ) : null}
          {may && i.status !== 'void' ? <ResendButton invoice={i} say={setSaid} /> : null}
        </span>
      ),
    },
  ];

  return (
    <AdminList
      view="invoices"
      list="invoices"
      filters={[
        ...listFilter.period(f.issuedFrom, f.issuedTo),
        // The invoice's statuses, and overdue: open and past due.
        listFilter.select('status', f.status, copy.anyStatus, copy.statuses),
        listFilter.search(copy.searchHint),
      ]}
      columns={columns}
      rowKey={(i) => i.number}
      lead={(page) => (
        <>
          <AgedReceivables aged={page?.aged} />
          <StatusLine said={said} />
        </>
      )}
    >
      {recording ? (
        <BankTransferDialog invoice={recording} onClose={() => setRecording(null)} onDone={recorded} />
      ) : null}
    </AdminList>
  );
}
