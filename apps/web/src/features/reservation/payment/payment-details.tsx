import type { ReservationPayment } from '@convoy/domain/contracts/payment.schema';
import type { Reservation } from '@convoy/domain/contracts/reservation.schema';
import type { ReactNode } from 'react';
import { formatDate, formatDateTime, formatMoney } from '../../../lib/format';
import { documentUrl } from '../api/reservation-api';
import { paymentCopy as copy } from '../copy/payment-copy';

const linkClass = 'font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900';

/** The invoice the renter pays now: the one not voided (a change or a cancellation voids the one before). */
function currentInvoice(payment: ReservationPayment) {
  return payment.invoices.findLast((i) => i.status !== 'void') ?? null;
}

/** When what is still due must be paid: an invoice's due date, else the pickup. */
function dueWhen(payment: ReservationPayment, reservation: Reservation): string {
  const invoice = payment.method === 'invoice' ? currentInvoice(payment) : null;
  if (invoice) return copy.dueBy(formatDate(invoice.dueOn, 'long'));
  return `${copy.dueAtPickup}, ${formatDateTime(reservation.pickupDate, reservation.pickupTime)}`;
}

/** How the booking is paid, in one sentence. */
export function paymentSentence(payment: ReservationPayment, totalCents: number): string {
  if (payment.method === 'invoice') {
    const invoice = currentInvoice(payment);
    return copy.summary.invoice(totalCents, invoice ? formatDate(invoice.dueOn, 'long') : null);
  }
  if (payment.method === 'at_pickup') return copy.summary.atPickup(totalCents);
  if (payment.paidCents >= totalCents && totalCents > 0) return copy.summary.paidInFull(payment.paidCents);
  if (payment.heldCents > 0) return copy.summary.depositHeld(payment.heldCents, totalCents);
  return copy.summary.atPickup(totalCents);
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4">
      <dt className="text-slate-700">{label}</dt>
      <dd className="text-slate-900 tabular-nums">{children}</dd>
    </div>
  );
}

/** Each invoice with its PDF, and each payment received with its receipt (plain links: the PDFs are attachments). */
function Documents({
  payment,
  code,
  email,
  Sub,
}: {
  payment: ReservationPayment;
  code: string;
  email: string;
  Sub: 'h3' | 'h4';
}) {
  const received = payment.payments.filter((p) => p.capturedCents > 0);
  const several = payment.invoices.length > 1;
  return (
    <>
      {payment.invoices.length > 0 ? (
        <div>
          <Sub className="font-semibold text-slate-900">{copy.invoicesHeading}</Sub>
          <ul className="mt-2 space-y-2">
            {payment.invoices.map((invoice) => (
              <li key={invoice.number}>
                <p className="text-slate-800">
                  {copy.invoiceLine(
                    invoice.number,
                    copy.invoiceStatus[invoice.status] ?? invoice.status,
                    formatDate(invoice.dueOn, 'long'),
                    invoice.totalCents,
                  )}
                </p>
                <a
                  href={documentUrl(code, email, { invoice: invoice.number })}
                  download={`${invoice.number}.pdf`}
                  className={linkClass}
                >
                  {several ? copy.downloadInvoiceNumbered(invoice.number) : copy.downloadInvoice}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {received.length > 0 ? (
        <div>
          <Sub className="font-semibold text-slate-900">{copy.paymentsHeading}</Sub>
          <ul className="mt-2 space-y-2">
            {received.map((p) => (
              <li key={p.id}>
                <p className="text-slate-800">{copy.paymentLine(p.kind, p.description, p.capturedCents)}</p>
                <a href={documentUrl(code, email, { receipt: p.id })} className={linkClass}>
                  {copy.downloadReceipt(received.length > 1 ? p.description : '')}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </>
  );
}

/**
 * A booking's money, on the success and manage pages (decision 014): how it is
 * paid and for whom, what was paid, held and refunded, what is still due and
 * when, its invoices and receipts as PDFs, and `action` (a payment button).
 */
export function PaymentDetails({
  payment,
  reservation,
  totalCents,
  email,
  headingLevel = 2,
  action,
}: {
  payment: ReservationPayment;
  reservation: Reservation;
  totalCents: number;
  email: string;
  headingLevel?: 2 | 3;
  action?: ReactNode;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby="payment-details-heading" className="space-y-4">
      <Heading id="payment-details-heading" className="font-bold text-lg text-slate-900">
        {copy.sectionHeading}
      </Heading>
      <p className="text-slate-800">{paymentSentence(payment, totalCents)}</p>
      <dl className="space-y-1">
        <Row label={copy.method}>{copy.methods[payment.method]}</Row>
        {payment.organisation ? <Row label={copy.organisation}>{payment.organisation}</Row> : null}
        {payment.poNumber ? <Row label={copy.po}>{payment.poNumber}</Row> : null}
        <Row label={copy.paid}>{formatMoney(payment.paidCents)}</Row>
        {payment.heldCents > 0 ? <Row label={copy.held}>{formatMoney(payment.heldCents)}</Row> : null}
        {payment.refundedCents > 0 ? (
          <Row label={copy.refunded}>{formatMoney(payment.refundedCents)}</Row>
        ) : null}
        <Row label={copy.balance}>
          {payment.balanceCents > 0
            ? `${formatMoney(payment.balanceCents)}, ${dueWhen(payment, reservation)}`
            : copy.settled}
        </Row>
      </dl>
      {action}
      <Documents
        payment={payment}
        code={reservation.code}
        email={email}
        Sub={headingLevel === 2 ? 'h3' : 'h4'}
      />
    </section>
  );
}
