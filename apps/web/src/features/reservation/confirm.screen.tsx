import type { ReservationResponse } from '@convoy/domain/contracts/reservation.schema';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { buttonClass } from '../../components/form/form-styles';
import { Link } from '../../components/link';
import { useLocations } from '../../lib/catalog-queries';
import { flowStore, useFlow } from '../../lib/flow/use-flow';
import type { ScreenProps } from '../../lib/route-handle';
import { BookingSummary } from './components/booking-summary';
import { FlowLayout } from './components/flow-layout';
import { PriceBreakdown } from './components/price-breakdown';
import { ContactForm } from './confirm/contact-form';
import { useBooking } from './confirm/use-booking';
import { confirmCopy as copy } from './copy/confirm-copy';
import { commerceContext, flowEvents } from './flow-events';
import { quantityBreakdown } from './pricing-view';

/** Reservation step 3 (SPEC §2 "/confirm"). */
export default function ConfirmScreen({ entry }: ScreenProps) {
  return (
    <FlowLayout entry={entry} step="confirm">
      <ConfirmView />
    </FlowLayout>
  );
}

function ConfirmView() {
  const selected = useFlow((s) => s.selectedVehicle);
  const storedBreakdown = useFlow((s) => s.pricingBreakdown);
  const form = useFlow((s) => s.form);
  const contact = useFlow((s) => s.contact);
  const locations = useLocations();
  const navigate = useNavigate();
  const location = locations.data?.find((l) => l.id === form.pickupLocationId);
  const ctx = commerceContext(form, locations.data);

  const onBooked = (response: ReservationResponse) => {
    const flow = flowStore();
    flow.setReservation(response.reservation);
    flow.setPricingBreakdown(response.pricingBreakdown);
    if (selected)
      flowEvents.purchase(
        response.reservation.code,
        { ...selected, pricingBreakdown: response.pricingBreakdown },
        ctx,
      );
    navigate('/success', { replace: true });
  };
  const { book, pending } = useBooking(onBooked);

  const checkedOut = useRef('');
  useEffect(() => {
    // Once per choice entering this step, not on every render.
    const key = selected ? `${selected.id}:${selected.quantity}` : '';
    if (!selected || checkedOut.current === key) return;
    checkedOut.current = key;
    flowEvents.beginCheckout(
      { ...selected, pricingBreakdown: quantityBreakdown(selected.pricingBreakdown, selected.quantity) },
      ctx,
    );
  }, [selected, ctx]);

  if (!selected) return null;
  const breakdown = storedBreakdown ?? quantityBreakdown(selected.pricingBreakdown, selected.quantity);
  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_24rem]">
      <div className="space-y-6 lg:order-last">
        <section className="rounded-lg border border-slate-200 bg-white p-4 sm:p-5">
          <h2 id="booking-heading" className="font-bold text-lg text-slate-900">
            {copy.summaryHeading}
          </h2>
          <div className="mt-3">
            <BookingSummary
              location={location}
              facts={{
                vehicleName: selected.name,
                quantity: selected.quantity,
                pickupDate: form.pickupDate,
                pickupTime: form.pickupTime,
                returnDate: form.rentalType === 'daily' ? form.returnDate : '',
                returnTime: form.returnTime,
                rentalMonths: form.rentalMonths,
                renterAge: form.renterAge,
              }}
            />
          </div>
          <Link to="/availability" className={`${buttonClass.link} mt-2`}>
            {copy.change}
          </Link>
        </section>
        <div className="rounded-lg border border-slate-200 bg-white p-4 sm:p-5">
          <PriceBreakdown breakdown={breakdown} />
        </div>
      </div>
      <ContactForm initial={contact} pending={pending} onSubmit={book} />
    </div>
  );
}
