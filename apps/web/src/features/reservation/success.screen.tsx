import type { PricedReservation } from '@convoy/domain/contracts/pricing-breakdown.schema';
import type { Reservation, ReservationStatus } from '@convoy/domain/contracts/reservation.schema';
import { useEffect, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { QueryProblem } from '../../components/feedback/query-problem';
import { buttonClass } from '../../components/form/form-styles';
import { Link } from '../../components/link';
import { useLocations } from '../../lib/catalog-queries';
import { useFlow, useFlowRestored } from '../../lib/flow/use-flow';
import type { ScreenProps } from '../../lib/route-handle';
import { BookingSummary, reservationFacts } from './components/booking-summary';
import { FlowLayout } from './components/flow-layout';
import { PriceBreakdown } from './components/price-breakdown';
import { driversCopy } from './copy/drivers-copy';
import { paymentCopy } from './copy/payment-copy';
import { successCopy as copy } from './copy/success-copy';
import { DriverList } from './drivers/driver-list';
import { finishBooking } from './flow-actions';
import { PaymentDetails } from './payment/payment-details';
import { PaymentState } from './payment/payment-state';
import { useBookingStatus } from './payment/use-booking-status';
import { AddToCalendar } from './success/add-to-calendar';
import { managePath, reservationEvent } from './success/calendar-event';

/**
 * Reservation step 4 (SPEC §2 "/success"), also where the payment provider
 * returns (`?code=…&payment=done|cancelled`, decision 014): the h1 follows the
 * booking's status. Back from the provider without this tab's flow (another
 * browser, a lost session), the booking is looked up on the manage page.
 */
export default function SuccessScreen({ entry }: ScreenProps) {
  const [status, setStatus] = useState<ReservationStatus | null>(null);
  const [params] = useSearchParams();
  const restored = useFlowRestored();
  const booked = useFlow((s) => s.reservation);
  const returnedCode = params.get('code')?.trim().toUpperCase().slice(0, 16) ?? '';
  const elsewhere = restored && returnedCode !== '' && booked?.code !== returnedCode;
  return (
    <FlowLayout
      entry={entry}
      heading={status ? copy.headings[status] : entry.heading}
      step="success"
      hold={elsewhere ? <Navigate to={managePath(returnedCode)} replace /> : undefined}
    >
      <SuccessView onStatus={setStatus} />
    </FlowLayout>
  );
}

function SuccessView({ onStatus }: { onStatus: (status: ReservationStatus) => void }) {
  const reservation = useFlow((s) => s.reservation);
  const breakdown = useFlow((s) => s.pricingBreakdown);
  useEffect(() => finishBooking(), []);
  if (!reservation) return null;
  return <Booked booked={reservation} breakdown={breakdown} onStatus={onStatus} />;
}

function Booked({
  booked,
  breakdown,
  onStatus,
}: {
  booked: Reservation;
  breakdown: PricedReservation | null;
  onStatus: (status: ReservationStatus) => void;
}) {
  const [params] = useSearchParams();
  const returned = params.get('payment');
  const email = booked.contact.email;
  const status = useBookingStatus(booked.code, email);
  const found = status.query.data;
  const reservation = found?.reservation ?? booked;
  const pricing = found?.pricingBreakdown ?? breakdown;
  const locations = useLocations();
  const location = locations.data?.find((l) => l.id === reservation.pickupLocationId);
  const live = reservation.status === 'confirmed' || reservation.status === 'pending_payment';
  useEffect(() => onStatus(reservation.status), [reservation.status, onStatus]);

  const box =
    reservation.status === 'confirmed'
      ? 'border-green-700 bg-green-50'
      : reservation.status === 'pending_payment'
        ? 'border-amber-600 bg-amber-50'
        : 'border-slate-400 bg-slate-50';
  const depositHeldOnline = (found?.payment?.heldCents ?? 0) > 0;
  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_24rem]">
      <div className="space-y-8">
        <section aria-labelledby="code-heading" className={`rounded-lg border-2 p-5 ${box}`}>
          <h2 id="code-heading" className="font-semibold text-slate-900">
            {copy.codeLabel}
          </h2>
          <p
            className="mt-1 font-bold font-mono text-3xl text-slate-900 tracking-wider"
            data-testid="reservation-code"
          >
            {reservation.code}
          </p>
          {live ? (
            <p className="mt-2 text-slate-800">
              {reservation.status === 'confirmed'
                ? copy.emailSent(reservation.contact.email)
                : copy.emailOnPayment(reservation.contact.email)}
            </p>
          ) : null}
          <p className="mt-1 text-slate-700 text-sm">{copy.codeHint}</p>
        </section>
        <PaymentState status={status} returned={returned} booked={reservation} email={email} />
        {status.query.isError && !found ? (
          <QueryProblem
            error={status.query.error}
            title={paymentCopy.lookupFailed}
            onRetry={() => void status.query.refetch()}
          />
        ) : null}
        {found?.payment && live ? (
          <PaymentDetails
            payment={found.payment}
            reservation={reservation}
            totalCents={found.pricingBreakdown.totalCents}
            email={email}
          />
        ) : null}
        {live ? (
          <>
            <section aria-labelledby="drivers-heading">
              <h2 id="drivers-heading" className="font-bold text-lg text-slate-900">
                {driversCopy.list.heading}
              </h2>
              <div className="mt-3">
                <DriverList reservation={reservation} />
              </div>
            </section>
            <section aria-labelledby="calendar-heading">
              <h2 id="calendar-heading" className="font-bold text-lg text-slate-900">
                {copy.calendarHeading}
              </h2>
              <div className="mt-3">
                <AddToCalendar event={reservationEvent(reservation, location)} code={reservation.code} />
              </div>
            </section>
            <section aria-labelledby="next-heading">
              <h2 id="next-heading" className="font-bold text-lg text-slate-900">
                {copy.nextHeading}
              </h2>
              <ol className="mt-3 list-decimal space-y-2 pl-6 text-slate-800">
                {(depositHeldOnline ? copy.next : [copy.nextCard, ...copy.next]).map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ol>
            </section>
          </>
        ) : null}
        <div className="flex flex-wrap gap-3">
          {live ? (
            <Link to={managePath(reservation.code)} className={buttonClass.primary}>
              {copy.manage}
            </Link>
          ) : null}
          <Link to="/" className={live ? buttonClass.secondary : buttonClass.primary}>
            {live ? copy.another : paymentCopy.bookAgain}
          </Link>
        </div>
      </div>
      <div className="space-y-6">
        <section
          aria-labelledby="summary-heading"
          className="rounded-lg border border-slate-200 bg-white p-4 sm:p-5"
        >
          <h2 id="summary-heading" className="font-bold text-lg text-slate-900">
            {copy.summaryHeading}
          </h2>
          <div className="mt-3">
            <BookingSummary
              location={location}
              locations={locations.data}
              facts={reservationFacts(reservation)}
            />
          </div>
        </section>
        {pricing ? (
          <div className="rounded-lg border border-slate-200 bg-white p-4 sm:p-5">
            <PriceBreakdown breakdown={pricing} />
          </div>
        ) : null}
      </div>
    </div>
  );
}

/** The texts of the pages this screen draws (title, h1, description). */
export { flowTexts as routeTexts } from '@convoy/domain/content/route-texts/flow';
