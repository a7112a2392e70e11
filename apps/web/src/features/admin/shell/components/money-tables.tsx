import {
  type InvoiceSummary,
  type Payment,
  paymentKindLabels,
} from '@convoy/domain/contracts/payment.schema';
import { Link } from '../../../../components/link';
import { formatDate } from '../../../../lib/format';
import { adminFiles } from '../api/admin-api';
import { listColumn } from './admin-list';
import { type Column, DataTable } from './data-table';
import { formatInstantShort } from './format';
import { statusWords } from './money-words';
import { StatusBadge } from './status-badge';

/** A day of an invoice ("YYYY-MM-DD") on one line. */
export const day = (date: string) => <span className="whitespace-nowrap">{formatDate(date)}</span>;

/** The link to an invoice's PDF (a new tab: the session cookie goes along), its number unless `text` says otherwise. */
export function InvoiceLink({ number, label, text }: { number: string; label?: string; text?: string }) {
  return (
    <a
      href={adminFiles.invoicePdf(number)}
      target="_blank"
      rel="noopener"
      className="inline-flex min-h-9 items-center whitespace-nowrap font-mono font-semibold text-brand-800 underline underline-offset-2"
      {...(label ? { 'aria-label': label } : {})}
    >
      {text ?? number}
    </a>
  );
}

/** A booking's code as the link to the bookings list found by it. */
export function BookingLink({ code }: { code: string }) {
  return (
    <Link
      to={`/admin?view=bookings&q=${encodeURIComponent(code)}`}
      className="whitespace-nowrap font-mono text-brand-800 underline underline-offset-2"
    >
      {code}
    </Link>
  );
}

export const invoiceStatus = (status: InvoiceSummary['status']) => (
  <StatusBadge status={status} label={statusWords.invoice[status]} />
);

export const paymentStatus = (status: Payment['status']) => (
  <StatusBadge status={status} label={statusWords.payment[status]} />
);

/** What a payment is: its kind, how it was made ("Visa •••• 4242", a transfer's reference), why it failed. */
export function PaymentWhat({ payment }: { payment: Payment }) {
  return (
    <span>
      {paymentKindLabels[payment.kind]}
      <span className="block text-slate-600 text-xs">{payment.description}</span>
      {payment.failureMessage ? (
        <span className="block text-red-800 text-xs">{payment.failureMessage}</span>
      ) : null}
    </span>
  );
}

type BookingInvoice = InvoiceSummary & { reservationCode?: string };

const invoiceColumns: Column<BookingInvoice>[] = [
  { header: 'Invoice', cell: (i) => <InvoiceLink number={i.number} /> },
  { header: 'Status', cell: (i) => invoiceStatus(i.status) },
  { header: 'Issued', cell: (i) => day(i.issuedOn) },
  { header: 'Due', cell: (i) => day(i.dueOn) },
  listColumn.money('Total', (i) => i.totalCents),
  listColumn.money('Paid', (i) => i.paidCents),
  listColumn.money('Balance', (i) => i.balanceDueCents),
];

/** What a payment received, holds on the card and refunded (the payments list shows them too). */
export const paymentAmountColumns = <Row extends Payment>(): Column<Row>[] => [
  listColumn.money('Received', (p) => p.capturedCents),
  listColumn.money('Held', (p) => (p.status === 'authorised' ? p.authorisedCents : 0)),
  listColumn.money('Refunded', (p) => p.refundedCents),
];

type BookingPayment = Payment & { reservationCode?: string };

const paymentColumns: Column<BookingPayment>[] = [
  {
    header: 'Created',
    cell: (p) => <span className="whitespace-nowrap">{formatInstantShort(p.createdAt)}</span>,
  },
  { header: 'Payment', cell: (p) => <PaymentWhat payment={p} /> },
  { header: 'Status', cell: (p) => paymentStatus(p.status) },
  ...paymentAmountColumns<BookingPayment>(),
];

interface MoneyTableProps<Row> {
  caption: string;
  rows: readonly Row[];
  empty: string;
  /** An organisation's: each row's booking first. */
  byBooking?: boolean;
}

function moneyTable<Row extends { reservationCode?: string }>(
  columns: Column<Row>[],
  rowKey: (row: Row) => string,
) {
  const withBooking: Column<Row>[] = [
    { header: 'Booking', cell: (r) => (r.reservationCode ? <BookingLink code={r.reservationCode} /> : null) },
    ...columns,
  ];
  return ({ caption, rows, empty, byBooking = false }: MoneyTableProps<Row>) => (
    <DataTable
      caption={caption}
      columns={byBooking ? withBooking : columns}
      rows={rows}
      rowKey={rowKey}
      loading={false}
      empty={empty}
    />
  );
}

/** Invoices of a booking or an organisation, each number a link to its PDF. */
export const InvoiceTable = moneyTable(invoiceColumns, (i) => i.number);

/** Payments of a booking or an organisation: what, how, received, held, refunded. */
export const PaymentTable = moneyTable(paymentColumns, (p) => p.id);
