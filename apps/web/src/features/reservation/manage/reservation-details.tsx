import type { ReservationResponse } from '@convoy/domain/contracts/reservation.schema';
import type { ReservationChangeResponse } from '@convoy/domain/contracts/reservation-change.schema';
import { useEffect, useRef } from 'react';
import { buttonClass } from '../../../components/form/form-styles';
import { useLocations } from '../../../lib/catalog-queries';
import { formatInstant } from '../../../lib/format';
import { BookingSummary, reservationFacts } from '../components/booking-summary';
import { PriceBreakdown } from '../components/price-breakdown';
import { manageCopy as copy } from '../copy/manage-copy';
import { ManageDrivers } from '../drivers/manage-drivers';
import { CancelDialog } from './cancel-dialog';
import { CancellationTerms } from './cancellation-terms';
import { ChangePanel } from './change-panel';

/**
 * A booking found by code and e-mail: its facts and price, the way to change
 * it, and its cancellation policy before the way to cancel it. `changes`
 * counts the changes applied here: after one, a status message says so and
 * the heading takes the focus again.
 */
export function ReservationDetails({
  found,
  email,
  changes,
  cancelling,
  cancelError,
  onChanged,
  onCancel,
  onAnother,
}: {
  found: ReservationResponse;
  email: string;
  changes: number;
  cancelling: boolean;
  cancelError: string | null;
  onChanged: (changed: ReservationChangeResponse) => void;
  onCancel: () => void;
  onAnother: () => void;
}) {
  const { reservation, pricingBreakdown } = found;
  const heading = useRef<HTMLHeadingElement>(null);
  const locations = useLocations();
  const location = locations.data?.find((l) => l.id === reservation.pickupLocationId);
  const cancelled = reservation.status === 'cancelled';
  // biome-ignore lint/correctness/useExhaustiveDependencies: a change applied takes the focus back too
  useEffect(() => heading.current?.focus(), [changes]);

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
          {changes > 0 && !cancelled ? <p className="font-semibold text-green-800">{copy.changed}</p> : null}
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
        {cancelled ? null : (
          <ChangePanel key={changes} reservation={reservation} email={email} onChanged={onChanged} />
        )}
        <ManageDrivers found={found} email={email} onChanged={onChanged} />
        <CancellationTerms found={found} />
        <div className="flex flex-wrap gap-3">
          {cancelled ? null : (
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
