import type { ReservationPayment } from '@convoy/domain/contracts/payment.schema';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/dialog/confirm-dialog';
import { errorSentence } from '../../../lib/api-client';
import { formatMoney } from '../../../lib/format';
import { useStaffAccess } from '../shell/api/use-staff-access';
import { DetailRow } from '../shell/components/detail-row';
import { InvoiceTable, PaymentTable } from '../shell/components/money-tables';
import { formWords, paymentMethodWords, statusWords } from '../shell/components/money-words';
import { type Said, StatusLine } from '../shell/components/status-line';
import { useKeyedMutation } from '../shell/components/use-keyed-mutation';
import { bookingsApi } from './api/bookings-api';
import { bookingPaymentCopy as copy } from './booking-payment-copy';

/**
 * "Charge the balance to the saved card": asked first, then charged at once;
 * the API's refusal (no saved card, declined) is said in its words.
 */
function ChargeBalance({ code, balanceCents }: { code: string; balanceCents: number }) {
  const client = useQueryClient();
  const [said, setSaid] = useState<Said | null>(null);
  const charge = useKeyedMutation({
    mutationFn: (key: string) => bookingsApi.chargeBalance(code, key),
    onSuccess: (row) => {
      setSaid({ text: copy.charged(row.amountCents, statusWords.payment[row.status]) });
      for (const name of ['reservation', 'payments', 'invoices'])
        void client.invalidateQueries({ queryKey: ['admin', name] });
    },
    onError: (error) => setSaid({ text: errorSentence(error), failed: true }),
  });
  return (
    <div className="space-y-2">
      <ConfirmDialog
        trigger={copy.charge}
        title={copy.chargeTitle(balanceCents)}
        body={copy.chargeBody}
        keep={copy.keep}
        confirm={copy.charge}
        pendingLabel={copy.charging}
        pending={charge.isPending}
        onConfirm={() => charge.mutate()}
      />
      <StatusLine said={said} />
    </div>
  );
}

/**
 * How a booking is paid (decision 014): the method, for whom, the PO, what was
 * paid, held and refunded, what is still due, each payment and each invoice
 * with its PDF; the balance charged to the saved card when the booking is
 * paid by card and something is due.
 */
export function BookingPayment({ code, payment }: { code: string; payment: ReservationPayment | undefined }) {
  const may = useStaffAccess('money').change;
  return (
    <section aria-labelledby="booking-payment-heading" className="space-y-3">
      <h3 id="booking-payment-heading" className="font-semibold text-slate-900">
        {copy.title}
      </h3>
      {payment ? (
        <>
          <dl className="divide-y divide-slate-100 text-sm md:grid md:grid-cols-2 md:gap-x-6 md:divide-y-0">
            <DetailRow label={copy.method}>{paymentMethodWords[payment.method]}</DetailRow>
            <DetailRow label={copy.organisation}>{payment.organisation ?? formWords.none}</DetailRow>
            <DetailRow label={copy.po}>{payment.poNumber ?? formWords.none}</DetailRow>
            <DetailRow label={copy.paid}>{formatMoney(payment.paidCents)}</DetailRow>
            <DetailRow label={copy.held}>{formatMoney(payment.heldCents)}</DetailRow>
            <DetailRow label={copy.refunded}>{formatMoney(payment.refundedCents)}</DetailRow>
            <DetailRow label={copy.balance}>
              <span className="font-semibold">{formatMoney(payment.balanceCents)}</span>
            </DetailRow>
          </dl>
          {may && payment.method === 'card' && payment.balanceCents > 0 ? (
            <ChargeBalance code={code} balanceCents={payment.balanceCents} />
          ) : null}
          <h4 className="font-semibold text-slate-900 text-sm">{copy.payments}</h4>
          <PaymentTable caption={copy.payments} rows={payment.payments} empty={copy.none} />
          <h4 className="font-semibold text-slate-900 text-sm">{copy.invoices}</h4>
          <InvoiceTable caption={copy.invoices} rows={payment.invoices} empty={copy.none} />
        </>
      ) : (
        <p className="text-slate-600 text-sm">{copy.none}</p>
      )}
    </section>
  );
}
