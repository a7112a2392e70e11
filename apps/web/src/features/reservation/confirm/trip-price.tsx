import type { PricedTrip } from '@convoy/domain/contracts/pricing-breakdown.schema';
import { oneWayReturn, type TripDraft } from '@convoy/domain/contracts/trip-draft';
import { buttonClass } from '../../../components/form/form-styles';
import { Link } from '../../../components/link';
import type { PickupLocation } from '../../../lib/catalog-queries';
import type { SelectedVehicle } from '../../../lib/flow/flow-state';
import { BookingSummary, draftRoadFacts } from '../components/booking-summary';
import { PriceBreakdown } from '../components/price-breakdown';
import { choicesCopy } from '../copy/choices-copy';
import { confirmCopy as copy } from '../copy/confirm-copy';
import { breakdownId } from './total-bar';

/**
 * The confirm step's first part: what is booked, then the price as the server gave it. On a wide
 * screen the price comes first and stays in view beside the form (it scrolls on its own when
 * taller than the screen); on a phone the total bar stands in for it, and shows it on demand.
 */
export function TripAndPrice({
  location,
  locations,
  form,
  selected,
  pricing,
  fetching,
  failed,
  shownOnPhone,
}: {
  location: PickupLocation | undefined;
  locations?: readonly PickupLocation[] | undefined;
  form: TripDraft;
  selected: readonly SelectedVehicle[];
  pricing: PricedTrip | undefined;
  fetching: boolean;
  failed: boolean;
  /** A phone shows the breakdown when the renter asks for it from the total bar. */
  shownOnPhone: boolean;
}) {
  return (
    <>
      <section
        aria-labelledby="booking-heading"
        className="rounded-lg border border-slate-200 bg-white p-4 sm:p-5"
      >
        <h2 id="booking-heading" className="font-bold text-lg text-slate-900">
          {copy.summaryHeading}
        </h2>
        <div className="mt-3">
          <BookingSummary
            location={location}
            locations={locations}
            facts={{
              returnLocationId: oneWayReturn(form),
              vehicles: selected.map((l) => ({ name: l.name, quantity: l.quantity })),
              pickupDate: form.pickupDate,
              pickupTime: form.pickupTime,
              returnDate: form.rentalType === 'daily' ? form.returnDate : '',
              returnTime: form.returnTime,
              rentalMonths: form.rentalMonths,
              renterAge: form.renterAge,
              ...draftRoadFacts(form),
            }}
          />
        </div>
        <Link to="/availability" className={`${buttonClass.link} mt-2`}>
          {copy.change}
        </Link>
      </section>
      {/* Until the first price arrives the box keeps about a breakdown's height, so nothing beside or
          below it moves when the breakdown comes (decision 009: CLS on /confirm). */}
      <div
        id={breakdownId}
        tabIndex={-1}
        className={`rounded-lg border border-slate-200 bg-white p-4 sm:p-5 lg:sticky lg:top-20 lg:order-first lg:max-h-[calc(100vh-6rem)] lg:overflow-y-auto ${pricing || failed ? '' : 'min-h-[30rem]'} ${shownOnPhone ? '' : 'max-lg:hidden'}`}
        aria-busy={fetching}
      >
        {/* Not a live region: the total bar announces the new total once it is known. */}
        <p className="text-slate-700 text-sm">
          {fetching ? choicesCopy.pricing : failed ? choicesCopy.priceFailed : ''}
        </p>
        {pricing ? <PriceBreakdown breakdown={pricing} /> : null}
      </div>
    </>
  );
}
