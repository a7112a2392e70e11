import type { ReservationContact } from '@convoy/domain/contracts/contact.schema';
import type { PricedReservation } from '@convoy/domain/contracts/pricing-breakdown.schema';
import type { ReservationResponse } from '@convoy/domain/contracts/reservation.schema';
import { oneWayReturn } from '@convoy/domain/contracts/trip-draft';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { FormGuard } from '../../components/form/use-form-guard';
import { useLocations } from '../../lib/catalog-queries';
import type { SelectedVehicle } from '../../lib/flow/flow-state';
import { flowStore, useFlow } from '../../lib/flow/use-flow';
import { useLiveLocations } from '../../lib/live-locations';
import type { ScreenProps } from '../../lib/route-handle';
import { priceQuery } from './api/queries';
import { SchoolVanNotice } from './availability/school-van-notice';
import { chooseMinibus, schoolVanNotice } from './availability/school-vans';
import { FlowLayout } from './components/flow-layout';
import { useFieldErrors } from './components/use-field-errors';
import { CancellationPolicy } from './confirm/cancellation-policy';
import { ChoicesPanel, choicesProblem } from './confirm/choices-panel';
import { ContactForm } from './confirm/contact-form';
import { priceRequest } from './confirm/reservation-request';
import { SectionNav, sectionIds } from './confirm/section-nav';
import { TotalBar } from './confirm/total-bar';
import { TripAndPrice } from './confirm/trip-price';
import { useBooking } from './confirm/use-booking';
import { paymentCopy } from './copy/payment-copy';
import { additionalDriverCount, orderedDrivers } from './drivers/driver-entries';
import { checkDrivers } from './drivers/driver-input';
import { DriversSection, driversPrefix } from './drivers/drivers-section';
import { useDriverErrors } from './drivers/use-driver-errors';
import { chooseVehicles } from './flow-actions';
import { commerceContext, flowEvents } from './flow-events';
import { poProblem } from './payment/payment-options';
import { PaymentSection } from './payment/payment-section';
import { usePaymentChoice } from './payment/use-payment-choice';
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
  const drivers = useFlow((s) => s.drivers);
  const listed = useFlow((s) => s.vehicles);
  const locations = useLocations();
  const navigate = useNavigate();
  // The summary names the pickup place from the first render, from the built list until the API's
  // arrives (lib/live-locations.ts, as the start form does): its "…" placeholder became two lines on
  // a phone when the list came, the step's layout shift (decision 009: CLS on /confirm).
  const liveLocations = useLiveLocations();
  const location = liveLocations.find((l) => l.id === form.pickupLocationId);
  const ctx = commerceContext(form, locations.data);
  const [problem, setProblem] = useState<ReturnType<typeof choicesProblem>>(null);
  const [breakdownShown, setBreakdownShown] = useState(false);
  const driverErrors = useDriverErrors();
  const paymentErrors = useFieldErrors();
  const payment = usePaymentChoice();

  // The server prices the whole booking with the renter's choices, additional drivers and how it
  // is paid (for an organization: its tax exemption), live, once the payment setting is known.
  const additional = additionalDriverCount(orderedDrivers(drivers, selected), selected);
  const request = priceRequest(form, selected, choices, additional, payment.fields);
  const { promoCode: _, ...withoutPromo } = request;
  const price = useQuery({
    ...priceQuery(request),
    placeholderData: keepPreviousData,
    enabled: payment.ready,
  });
  const pricing = price.data?.pricingBreakdown;
  useEffect(() => {
    if (pricing) flowStore().setPricingBreakdown(pricing);
  }, [pricing]);

  const onBooked = (response: ReservationResponse) => {
    const flow = flowStore();
    flow.setReservation(response.reservation);
    flow.setPricingBreakdown(response.pricingBreakdown);
    flowEvents.purchase(response.reservation.code, pricedLines(selected, response.pricingBreakdown), ctx);
    // A card payment taken at booking: the provider's hosted page, which returns to /success.
    const checkoutUrl = response.payment?.checkoutUrl;
    if (response.reservation.status === 'pending_payment' && checkoutUrl) {
      window.location.assign(checkoutUrl);
      return;
    }
    navigate('/success', { replace: true });
  };
  const { book, pending } = useBooking(onBooked);
  const submit = async (details: ReservationContact, guard: FormGuard) => {
    const state = flowStore().getState();
    const found = choicesProblem(state.choices);
    setProblem(found);
    // The drivers' format is checked here; who may drive what, by the server (a 422 per field).
    const named = checkDrivers(orderedDrivers(state.drivers, selected), driversPrefix);
    if (named.ok) driverErrors.clear();
    else driverErrors.show(named.errors);
    const po = poProblem(payment.method, payment.organisation, state.choices.poNumber);
    if (po) paymentErrors.show(po);
    else paymentErrors.clear();
    if (found) return { fields: {}, general: [found.message], tripProblem: false };
    if (!named.ok || po) return { fields: {}, general: [], tripProblem: false };
    // Not before the payment setting and the organization's account answered: it would book privately.
    if (!payment.ready) return { fields: {}, general: [paymentCopy.notReady], tripProblem: false };
    const outcome = await book(details, guard, named.drivers, payment.fields, pricing?.totalCents);
    if (outcome?.drivers && Object.keys(outcome.drivers).length > 0) driverErrors.show(outcome.drivers);
    if (outcome?.payment && Object.keys(outcome.payment).length > 0) paymentErrors.show(outcome.payment);
    return outcome;
  };

  const checkedOut = useRef('');
  useEffect(() => {
    // Once per choice entering this step, not on every render.
    const key = selected.map((l) => `${l.id}:${l.quantity}`).join('+');
    if (checkedOut.current === key) return;
    checkedOut.current = key;
    flowEvents.beginCheckout(pricedLines(selected, undefined), ctx);
  }, [selected, ctx]);

  const vehicles = selected.reduce((sum, l) => sum + l.quantity, 0);
  return (
    <>
      <SectionNav />
      <div className="grid gap-8 lg:grid-cols-[1fr_24rem]">
        <div id={sectionIds.trip} className="flex flex-col gap-6 lg:order-last">
          <TripAndPrice
            location={location}
            locations={liveLocations}
            form={form}
            selected={selected}
            pricing={pricing}
            fetching={price.isFetching}
            failed={price.isError}
            shownOnPhone={breakdownShown}
          />
        </div>
        <div className="space-y-6">
          {schoolVanNotice(
            form.rentalPurpose,
            selected.map((l) => l.id),
          ) ? (
            <SchoolVanNotice
              vehicles={listed}
              convoy={selected}
              onChoose={(minibus) => chooseVehicles(chooseMinibus(selected, minibus))}
            />
          ) : null}
          <div id={sectionIds.choices}>
            <ChoicesPanel
              locationId={form.pickupLocationId}
              request={withoutPromo}
              pricing={pricing}
              problem={problem && choicesProblem(choices) ? problem : null}
            />
          </div>
          <div id={sectionIds.drivers}>
            <DriversSection lines={selected} pricing={pricing} errors={driverErrors} />
          </div>
          <div id={sectionIds.contact} className="space-y-6">
            <PaymentSection choice={payment} pricing={pricing} errors={paymentErrors} />
            <ContactForm
              initial={contact}
              pending={pending}
              onSubmit={submit}
              note={paymentCopy.submitNote[payment.method ?? 'at_pickup']}
            >
              <CancellationPolicy
                vehicles={vehicles}
                pickupDate={form.pickupDate}
                pickupTime={form.pickupTime}
                locationId={form.pickupLocationId}
                returnLocationId={oneWayReturn(form)}
              />
            </ContactForm>
          </div>
        </div>
        <TotalBar
          pricing={pricing}
          failed={price.isError}
          breakdownShown={breakdownShown}
          onShowBreakdown={setBreakdownShown}
        />
      </div>
    </>
  );
}

/** The texts of the pages this screen draws (title, h1, description). */
export { flowTexts as routeTexts } from '@convoy/domain/content/route-texts/flow';
