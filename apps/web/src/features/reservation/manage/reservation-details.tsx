import type { ReservationResponse } from '@convoy/domain/contracts/reservation.schema';
import { useEffect, useRef } from 'react';
import { buttonClass } from '../../../components/form/form-styles';
import { useLocations } from '../../../lib/catalog-queries';
import { formatInstant } from '../../../lib/format';
import { BookingSummary, reservationFacts } from '../components/booking-summary';
import { PriceBreakdown } from '../components/price-breakdown';
import { manageCopy as copy } from '../copy/manage-copy';
import { CancelDialog } from './cancel-dialog';

/** A booking found by code and e-mail: its facts and price, and the way to cancel it. */
export function ReservationDetails({
  found,
  cancelling,
  cancelError,
  onCancel,
  onAnother,
}: {
  found: ReservationResponse;
  cancelling: boolean;
  cancelError: string | null;
  onCancel: () => void;
  onAnother: () => void;
}) {
  const { reservation, pricingBreakdown } = found;
  const heading = useRef<HTMLHeadingElement>(null);
  const locations = useLocations();
  const location = locations.data?.find((l) => l.id === reservation.pickupLocationId);
  const cancelled = reservation.status === 'cancelled';
  useEffect(() => heading.current?.focus(), []);

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
          <strong className={cancelled ? 'text-red-800' : 'text-green-800'}>
            {copy.status[reservation.status]}
          </strong>
        </p>
        <div role="status">
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
        <BookingSummary location={location} facts={reservationFacts(reservation)} />
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
        <div className="flex flex-wrap gap-3">
          {cancelled ? null : (
            <CancelDialog code={reservation.code} pending={cancelling} onConfirm={onCancel} />
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
