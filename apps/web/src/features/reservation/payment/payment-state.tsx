import type { Reservation, ReservationStatus } from '@convoy/domain/contracts/reservation.schema';
import { useState } from 'react';
import { buttonClass } from '../../../components/form/form-styles';
import { formatClock } from '../../../lib/format';
import { paymentCopy as copy } from '../copy/payment-copy';
import { PayButton } from './pay-button';
import type { useBookingStatus } from './use-booking-status';

/** What the live region says of the booking's payment, given its status and the checking so far. */
export function stateMessage(
  current: ReservationStatus,
  {
    checking,
    gaveUp,
    returned,
    waited,
  }: { checking: boolean; gaveUp: boolean; returned: string | null; waited: boolean },
): string {
  if (current === 'pending_payment') {
    if (returned === 'cancelled') return copy.cancelledReturn;
    if (checking) return copy.checking;
    return gaveUp ? copy.stillWaiting : '';
  }
  if (current === 'confirmed') return waited ? copy.confirmed : '';
  return current === 'expired' ? copy.expired : copy.cancelled;
}

/**
 * Where a card payment stands on the success page (decision 014): a polite live
 * region saying what is happening (checking with the provider, received,
 * still not heard of, left unpaid, released), and while the booking waits for
 * its payment, until when its vehicles are held and "Pay now". Back from the
 * provider with `payment=done`, "Pay now" waits until the checking is over: a
 * second page opened then could take a second payment.
 */
export function PaymentState({
  status,
  returned,
  booked,
  email,
}: {
  status: ReturnType<typeof useBookingStatus>;
  /** The provider's return: `done`, `cancelled`, or null when the page was not opened from it. */
  returned: string | null;
  booked: Reservation;
  email: string;
}) {
  const found = status.query.data;
  const current = found?.reservation.status ?? booked.status;
  // "Payment received" is news only to someone who was waiting for it.
  const [waited] = useState(() => booked.status === 'pending_payment' || returned !== null);
  const payBy = found?.payment?.payBy ?? null;

  const checking = status.polling || status.query.isPending;
  const message = stateMessage(current, { checking, gaveUp: status.gaveUp, returned, waited });
  const offerPay = current === 'pending_payment' && !(returned === 'done' && checking);
  return (
    <>
      <p role="status" className="font-semibold text-slate-900 empty:hidden">
        {message}
      </p>
      {current === 'pending_payment' ? (
        <section
          aria-labelledby="waiting-heading"
          className="space-y-3 rounded-lg border-2 border-amber-600 bg-amber-50 p-5"
        >
          <h2 id="waiting-heading" className="font-bold text-lg text-slate-900">
            {payBy ? copy.waiting(formatClock(payBy, booked.locationTimezone)) : copy.waitingNoTime}
          </h2>
          <div className="flex flex-wrap items-start gap-3">
            {offerPay ? <PayButton code={booked.code} email={email} label={copy.payNow} /> : null}
            {status.gaveUp ? (
              <button type="button" onClick={status.again} className={buttonClass.secondary}>
                {copy.checkAgain}
              </button>
            ) : null}
          </div>
        </section>
      ) : null}
    </>
  );
}
