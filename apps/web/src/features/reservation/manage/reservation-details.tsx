import type { ReservationResponse } from '@convoy/domain/contracts/reservation.schema';
import type { ReservationChangeResponse } from '@convoy/domain/contracts/reservation-change.schema';
import type { SplitPaymentView } from '@convoy/domain/contracts/split-payment.schema';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { buttonClass } from '../../../components/form/form-styles';
import { useLocations } from '../../../lib/catalog-queries';
import { formatInstant } from '../../../lib/format';
import { lookupReservation } from '../api/reservation-api';
import { BookingSummary, reservationFacts } from '../components/booking-summary';
import { PriceBreakdown } from '../components/price-breakdown';
import { manageCopy as copy } from '../copy/manage-copy';
import { paymentCopy } from '../copy/payment-copy';
import { ManageDrivers } from '../drivers/manage-drivers';
import { PayButton } from '../payment/pay-button';
import { PaymentDetails } from '../payment/payment-details';
import { CancelDialog } from './cancel-dialog';
import { CancellationTerms } from './cancellation-terms';
import { ChangePanel } from './change-panel';
import { InsuranceSection } from './insurance-section';
import { SplitSection, useSplit } from './split-section';

// The drivers' readiness and the remote signature (decision 024) in chunks of their own, loaded once a
// booking is found: the manage page's first load stays within the flow's JavaScript budget.
const PickupReadiness = lazy(() =>
  import('./pickup-readiness').then((m) => ({ default: m.PickupReadiness })),
);
const AgreementSection = lazy(() =>
  import('./agreement-section').then((m) => ({ default: m.AgreementSection })),
);

/**
 * The payment button a booking offers: "Pay now" while it waits for its card payment, the balance of a
 * card booking; of a split one (decision 045), the organiser's own share still due.
 */
function payLabel(found: ReservationResponse, split: SplitPaymentView | undefined): string | null {
  const { payment, reservation } = found;
  if (payment?.method !== 'card') return null;
  if (reservation.status === 'pending_payment') return paymentCopy.payNow;
  if (reservation.status !== 'confirmed') return null;
  if (split && split.payers.length > 0) {
    return split.organiser.dueCents > 0 ? paymentCopy.payShare(split.organiser.dueCents) : null;
  }
  return payment.balanceCents > 0 ? paymentCopy.payBalance(payment.balanceCents) : null;
}

/**
 * A booking found by code and e-mail: its facts and, right after them, the way
 * to change it; its payment, drivers and price; its cancellation policy and
 * what cancelling costs before the way to cancel it.
 * `changes` counts the changes applied here: after one, a status message says
 * so and the heading takes the focus again. `focusPay` (the reminder e-mail's
 * `pay=balance` link): the payment button takes the focus first instead.
 */
export function ReservationDetails({
  found,
  email,
  changes,
  focusPay = false,
  cancelling,
  cancelError,
  onChanged,
  onRefreshed,
  onCancel,
  onAnother,
}: {
  found: ReservationResponse;
  email: string;
  changes: number;
  focusPay?: boolean;
  cancelling: boolean;
  cancelError: string | null;
  onChanged: (changed: ReservationChangeResponse) => void;
  /** The booking looked up again (after a certificate's upload), nothing changed by the renter's hand. */
  onRefreshed: (response: ReservationResponse) => void;
  onCancel: () => void;
  onAnother: () => void;
}) {
  const { reservation, pricingBreakdown } = found;
  const heading = useRef<HTMLHeadingElement>(null);
  const locations = useLocations();
  const location = locations.data?.find((l) => l.id === reservation.pickupLocationId);
  const cancelled = reservation.status === 'cancelled';
  // Released when its payment never came: nothing to change or cancel.
  const closed = cancelled || reservation.status === 'expired';
  const split = useSplit(found, email);
  const pay = payLabel(found, split.data);
  const payButton = useRef<HTMLButtonElement>(null);
  const payFirst = useRef(focusPay);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a change applied takes the focus back too
  useEffect(() => {
    const target = payFirst.current && payButton.current ? payButton.current : heading.current;
    payFirst.current = false;
    target?.focus();
  }, [changes]);

  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_24rem]">
      <section aria-labelledby="details-heading" className="space-y-5">
        <h2
          id="details-heading"
          ref={heading}
          tabIndex={-1}
          className="font-bold text-2xl text-slate-900 focus:outline-none"
        >
          {copy.detailsHeading(reservation.code)}
        </h2>
        <p>
          <span className="text-slate-600">{copy.statusLabel}: </span>
          <strong
            className={
              closed
                ? 'text-red-800'
                : reservation.status === 'confirmed'
                  ? 'text-green-800'
                  : 'text-amber-800'
            }
          >
            {copy.status[reservation.status]}
          </strong>
        </p>
        <div role="status">
          {changes > 0 && !closed ? <p className="font-semibold text-green-800">{copy.changed}</p> : null}
          {cancelled && reservation.cancelledAt ? (
            <p className="font-semibold text-slate-900">
              {copy.cancelledOn(formatInstant(reservation.cancelledAt, reservation.locationTimezone))}
            </p>
          ) : null}
        </div>
        {cancelError ? (
          <p role="alert" className="rounded-md border-2 border-red-700 bg-red-50 p-3 text-red-900">
            {cancelError}
          </p>
        ) : null}
        <Suspense fallback={null}>
          <PickupReadiness found={found} email={email} />
        </Suspense>
        <BookingSummary
          location={location}
          locations={locations.data}
          facts={reservationFacts(reservation)}
        />
        <p>
          <span className="text-slate-600">{copy.contact}: </span>
          {reservation.contact.firstName} {reservation.contact.lastName}, {reservation.contact.email}
        </p>
        {reservation.protection.length > 0 ? null : (
          <p>
            <span className="text-slate-600">{copy.protection}: </span>
            {reservation.protectionDeclined ? copy.declined(reservation.ownCoverStatement) : copy.notChosen}
          </p>
        )}
        {closed ? null : (
          // Next to the dates it changes: on a phone the form is a tap away, not past the payment.
          <ChangePanel key={changes} reservation={reservation} email={email} onChanged={onChanged} />
        )}
        {found.payment ? (
          <PaymentDetails
            payment={found.payment}
            reservation={reservation}
            totalCents={pricingBreakdown.totalCents}
            email={email}
            headingLevel={3}
            action={
              pay ? (
                <PayButton code={reservation.code} email={email} label={pay} buttonRef={payButton} />
              ) : null
            }
          />
        ) : null}
        {closed ? null : <SplitSection found={found} email={email} />}
        <InsuranceSection found={found} email={email} onRefreshed={onRefreshed} />
        <Suspense fallback={null}>
          <AgreementSection
            found={found}
            email={email}
            onSigned={() => {
              void lookupReservation(reservation.code, email).then(onRefreshed, () => undefined);
            }}
          />
        </Suspense>
        <ManageDrivers found={found} email={email} onChanged={onChanged} />
        <CancellationTerms found={found} />
        <div className="flex flex-wrap gap-3">
          {closed ? null : (
            <CancelDialog
              code={reservation.code}
              feeNow={found.cancellation?.feeIfCancelledNowCents ?? null}
              pending={cancelling}
              onConfirm={onCancel}
            />
          )}
          <button type="button" onClick={onAnother} className={buttonClass.link}>
            {copy.another}
          </button>
        </div>
      </section>
      <div className="rounded-lg border border-slate-200 bg-white p-4 sm:p-5">
        <PriceBreakdown breakdown={pricingBreakdown} />
      </div>
    </div>
  );
}
