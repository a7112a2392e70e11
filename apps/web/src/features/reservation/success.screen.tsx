import { useEffect } from 'react';
import { buttonClass } from '../../components/form/form-styles';
import { Link } from '../../components/link';
import { useLocations } from '../../lib/catalog-queries';
import { useFlow } from '../../lib/flow/use-flow';
import type { ScreenProps } from '../../lib/route-handle';
import { BookingSummary, reservationFacts } from './components/booking-summary';
import { FlowLayout } from './components/flow-layout';
import { PriceBreakdown } from './components/price-breakdown';
import { driversCopy } from './copy/drivers-copy';
import { successCopy as copy } from './copy/success-copy';
import { DriverList } from './drivers/driver-list';
import { finishBooking } from './flow-actions';
import { AddToCalendar } from './success/add-to-calendar';
import { managePath, reservationEvent } from './success/calendar-event';

/** Reservation step 4 (SPEC §2 "/success"). */
export default function SuccessScreen({ entry }: ScreenProps) {
  return (
    <FlowLayout entry={entry} step="success">
      <SuccessView />
    </FlowLayout>
  );
}

function SuccessView() {
  const reservation = useFlow((s) => s.reservation);
  const breakdown = useFlow((s) => s.pricingBreakdown);
  const locations = useLocations();
  useEffect(() => finishBooking(), []);

  if (!reservation) return null;
  const location = locations.data?.find((l) => l.id === reservation.pickupLocationId);
  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_24rem]">
      <div className="space-y-8">
        <section
          aria-labelledby="code-heading"
          className="rounded-lg border-2 border-green-700 bg-green-50 p-5"
        >
          <h2 id="code-heading" className="font-semibold text-slate-900">
            {copy.codeLabel}
          </h2>
          <p
            className="mt-1 font-bold font-mono text-3xl text-slate-900 tracking-wider"
            data-testid="reservation-code"
          >
            {reservation.code}
          </p>
          <p className="mt-2 text-slate-800">{copy.emailSent(reservation.contact.email)}</p>
          <p className="mt-1 text-slate-700 text-sm">{copy.codeHint}</p>
        </section>
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
            {copy.next.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ol>
        </section>
        <div className="flex flex-wrap gap-3">
          <Link to={managePath(reservation.code)} className={buttonClass.primary}>
            {copy.manage}
          </Link>
          <Link to="/" className={buttonClass.secondary}>
            {copy.another}
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
            <BookingSummary location={location} facts={reservationFacts(reservation)} />
          </div>
        </section>
        {breakdown ? (
          <div className="rounded-lg border border-slate-200 bg-white p-4 sm:p-5">
            <PriceBreakdown breakdown={breakdown} />
          </div>
        ) : null}
      </div>
    </div>
  );
}
