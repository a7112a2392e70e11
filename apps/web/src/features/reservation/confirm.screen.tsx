import { rentalPolicy } from '@convoy/domain/content/rental-policy';
import type { ReservationContact } from '@convoy/domain/contracts/contact.schema';
import type { PricedReservation } from '@convoy/domain/contracts/pricing-breakdown.schema';
import type { ReservationResponse } from '@convoy/domain/contracts/reservation.schema';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { buttonClass } from '../../components/form/form-styles';
import type { FormGuard } from '../../components/form/use-form-guard';
import { Link } from '../../components/link';
import { useLocations } from '../../lib/catalog-queries';
import type { SelectedVehicle } from '../../lib/flow/flow-state';
import { flowStore, useFlow } from '../../lib/flow/use-flow';
import { formatDateTime } from '../../lib/format';
import type { ScreenProps } from '../../lib/route-handle';
import { priceQuery } from './api/queries';
import { BookingSummary } from './components/booking-summary';
import { FlowLayout } from './components/flow-layout';
import { PriceBreakdown } from './components/price-breakdown';
import { ChoicesPanel, choicesProblem } from './confirm/choices-panel';
import { ContactForm } from './confirm/contact-form';
import { priceRequest } from './confirm/reservation-request';
import { useBooking } from './confirm/use-booking';
import { choicesCopy } from './copy/choices-copy';
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

/** The wall-clock `hours` before a local date and time ("2026-07-06", "09:00"), as date and time. */
export function hoursBefore(date: string, time: string, hours: number): { date: string; time: string } {
  const at = new Date(Date.parse(`${date}T${time}:00Z`) - hours * 3_600_000).toISOString();
  return { date: at.slice(0, 10), time: at.slice(11, 16) };
}

function ConfirmView() {
  const selected = useFlow((s) => s.selectedVehicles);
  return selected.length > 0 ? <ConfirmChosen selected={selected} /> : null;
}

/** The lines for analytics: each class with the server's price of it when known, else availability's. */
function pricedLines(selected: readonly SelectedVehicle[], pricing: PricedReservation | undefined) {
  return selected.map((l) => ({
    ...l,
    pricingBreakdown:
      pricing?.vehicles.find((g) => g.vehicleId === l.id) ??
      quantityBreakdown(l.pricingBreakdown, l.quantity),
  }));
}

function ConfirmChosen({ selected }: { selected: readonly SelectedVehicle[] }) {
  const form = useFlow((s) => s.form);
  const contact = useFlow((s) => s.contact);
  const choices = useFlow((s) => s.choices);
  const locations = useLocations();
  const navigate = useNavigate();
  const location = locations.data?.find((l) => l.id === form.pickupLocationId);
  const ctx = commerceContext(form, locations.data);
  const [problem, setProblem] = useState<ReturnType<typeof choicesProblem>>(null);

  // The server prices the whole booking with the renter's choices, live.
  const request = priceRequest(form, selected, choices);
  const { promoCode: _, ...withoutPromo } = request;
  const price = useQuery({ ...priceQuery(request), placeholderData: keepPreviousData });
  const pricing = price.data?.pricingBreakdown;
  useEffect(() => {
    if (pricing) flowStore().setPricingBreakdown(pricing);
  }, [pricing]);

  const onBooked = (response: ReservationResponse) => {
    const flow = flowStore();
    flow.setReservation(response.reservation);
    flow.setPricingBreakdown(response.pricingBreakdown);
    flowEvents.purchase(response.reservation.code, pricedLines(selected, response.pricingBreakdown), ctx);
    navigate('/success', { replace: true });
  };
  const { book, pending } = useBooking(onBooked);
  const submit = async (details: ReservationContact, guard: FormGuard) => {
    const found = choicesProblem(flowStore().getState().choices);
    setProblem(found);
    if (found) return { fields: {}, general: [found.message], tripProblem: false };
    return book(details, guard);
  };

  const checkedOut = useRef('');
  useEffect(() => {
    // Once per choice entering this step, not on every render.
    const key = selected.map((l) => `${l.id}:${l.quantity}`).join('+');
    if (checkedOut.current === key) return;
    checkedOut.current = key;
    flowEvents.beginCheckout(pricedLines(selected, undefined), ctx);
  }, [selected, ctx]);

  const deadline = hoursBefore(form.pickupDate, form.pickupTime, rentalPolicy.freeCancellationHours);
  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_24rem]">
      <div className="space-y-6 lg:order-last">
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
              facts={{
                vehicles: selected.map((l) => ({ name: l.name, quantity: l.quantity })),
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
        <div className="rounded-lg border border-slate-200 bg-white p-4 sm:p-5" aria-busy={price.isFetching}>
          <p role="status" className="text-slate-700 text-sm">
            {price.isFetching ? choicesCopy.pricing : price.isError ? choicesCopy.priceFailed : ''}
          </p>
          {pricing ? <PriceBreakdown breakdown={pricing} /> : null}
        </div>
        <section
          aria-labelledby="cancellation-heading"
          className="rounded-lg border border-slate-200 bg-white p-4 sm:p-5"
        >
          <h2 id="cancellation-heading" className="font-bold text-lg text-slate-900">
            {choicesCopy.cancellationHeading}
          </h2>
          <p className="mt-2 text-slate-700 text-sm">
            {choicesCopy.cancellationFree(formatDateTime(deadline.date, deadline.time))}
          </p>
        </section>
      </div>
      <div className="space-y-6">
        <ChoicesPanel
          locationId={form.pickupLocationId}
          request={withoutPromo}
          pricing={pricing}
          problem={problem && choicesProblem(choices) ? problem : null}
        />
        <ContactForm initial={contact} pending={pending} onSubmit={submit} />
      </div>
    </div>
  );
}
