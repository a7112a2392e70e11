import type { DriverInput } from '@convoy/domain/contracts/driver.schema';
import { manualReviewCode } from '@convoy/domain/contracts/manual-review';
import type { ReservationResponse } from '@convoy/domain/contracts/reservation.schema';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { FormGuard } from '../../../components/form/use-form-guard';
import { getAttributionEnvelope } from '../../../lib/analytics/flow-analytics';
import { ApiError, errorSentence } from '../../../lib/api-client';
import type { FlowContact, SelectedVehicle } from '../../../lib/flow/flow-state';
import { flowStore } from '../../../lib/flow/use-flow';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { toast } from '../../../lib/toast';
import { createReservation } from '../api/reservation-api';
import type { ConflictState } from '../availability.screen';
import type { FlowRedirectState } from '../components/step-guard';
import { confirmCopy } from '../copy/confirm-copy';
import { additionalDriverCount } from '../drivers/driver-entries';
import { driverErrorsFromApi } from '../drivers/driver-input';
import { type PaymentFields, reservationRequest } from './reservation-request';

const copy = confirmCopy.errors;

/** How a failed booking attempt is shown on the confirm form. */
export interface BookingProblem {
  /** Messages for the contact fields, keyed by the form's names. */
  fields: Record<string, string>;
  /** Messages about the booking as a whole. */
  general: string[];
  /** The trip itself must change (a search field failed): offer the way back to it. */
  tripProblem: boolean;
  /** Messages for the drivers' fields (`drivers.N.<field>`, as the API names them). */
  drivers?: Record<string, string>;
  /** The purchase order number's message, beside its field (`poNumber`). */
  payment?: Record<string, string>;
}

const contactPrefix = 'contact.';
const choiceFields = [
  'extras',
  'protection',
  'promoCode',
  'estimatedMiles',
  'drivers',
  'paymentMethod',
  'poNumber',
  'organisation',
];

/**
 * The lines a 409 names as short (`lines.N.quantity`, decision 013): the classes
 * someone else took the last units of. Every line when it names none.
 */
export function shortLines(
  fields: Record<string, string> | undefined,
  selected: readonly SelectedVehicle[],
): SelectedVehicle[] {
  const named = Object.keys(fields ?? {})
    .map((path) => /^lines\.(\d+)\.quantity$/.exec(path)?.[1])
    .map((index) => (index === undefined ? undefined : selected[Number(index)]))
    .filter((line): line is SelectedVehicle => line !== undefined);
  return named.length > 0 ? named : [...selected];
}

/** The rule is in README "Booking once": one key per attempt, kept only while the outcome is unknown. */
function attemptKey(): string {
  const flow = flowStore();
  const existing = flow.getState().submissionId;
  if (existing) return existing;
  const key = newIdempotencyKey();
  flow.setSubmissionId(key);
  return key;
}

/**
 * Books the chosen vehicle (POST /api/reservations with an Idempotency-Key).
 * A second submit while one is on its way is ignored, and a retry after no
 * answer reuses the key, so a double click or a retry never books twice.
 * A 409 (the last unit went to someone else) returns to availability with
 * fresh results. A quick visitor first waits out the form's minimum fill
 * time (decision 008), the button already saying it is booking.
 */
export function useBooking(onBooked: (response: ReservationResponse) => void) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const inFlight = useRef(false);
  const [pending, setPending] = useState(false);

  /**
   * `drivers`: the drivers named, checked, in the order shown; `payment`: how it is paid, for whom;
   * `shownTotalCents`: the total on the screen as the renter pressed the button (SPEC Part B §13: the
   * booking is made at that total or refused with the new one).
   */
  async function book(
    contact: FlowContact,
    guard: FormGuard,
    drivers: readonly DriverInput[] = [],
    payment: PaymentFields = {},
    shownTotalCents?: number,
  ): Promise<BookingProblem | null> {
    const flow = flowStore();
    const selected = flow.getState().selectedVehicles;
    if (inFlight.current || selected.length === 0) return null;
    inFlight.current = true;
    setPending(true);
    flow.updateContact(contact);
    try {
      const checks = await guard.settle();
      const state = flow.getState();
      const key = attemptKey();
      const attribution = getAttributionEnvelope('reserve');
      if (attribution.analytics) flow.updateAnalytics(attribution.analytics);
      const named = { list: drivers, additional: additionalDriverCount(drivers, selected) };
      const body = reservationRequest(
        state.form,
        selected,
        state.choices,
        state.contact,
        attribution,
        named,
        payment,
      );
      const shown = shownTotalCents === undefined ? {} : { shownTotalCents };
      const response = await createReservation({ ...body, ...checks, ...shown }, key);
      onBooked(response);
      return null;
    } catch (error) {
      return handleFailure(error, selected);
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  }

  function handleFailure(error: unknown, selected: readonly SelectedVehicle[]): BookingProblem | null {
    const flow = flowStore();
    const definite =
      error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429;
    // A definite refusal ends this attempt; with no answer the next press must reuse the key.
    if (definite) flow.setSubmissionId(null);
    // A stocked extra gone or a promo code used up: the vehicles are still there; change the choice here.
    if (
      error instanceof ApiError &&
      (error.code === 'extra_unavailable' || error.code === 'promo_code_used_up')
    ) {
      if (error.code === 'promo_code_used_up') flow.updateChoices({ promoCode: '' });
      void queryClient.invalidateQueries({ queryKey: ['price'] });
      return { fields: {}, general: [error.message], tripProblem: false };
    }
    // The price changed since it was shown: the new total comes in its place, to be checked and booked.
    if (error instanceof ApiError && error.code === 'price_changed') {
      void queryClient.invalidateQueries({ queryKey: ['price'] });
      return { fields: {}, general: [copy.priceChanged], tripProblem: false };
    }
    // Held for a person's review: nothing to change here, only the company to call.
    if (error instanceof ApiError && error.code === manualReviewCode) {
      return { fields: {}, general: [error.message], tripProblem: false };
    }
    // No driver free to deliver or collect then (decision 030): the search is where the time or the
    // delivery choice changes, so the renter goes back to it with the reason.
    if (error instanceof ApiError && error.code === 'no_delivery_driver') {
      navigate('/#reserve', { state: { flowNotice: error.message } satisfies FlowRedirectState });
      return null;
    }
    if (error instanceof ApiError && error.status === 409) {
      const short = shortLines(error.fields, selected);
      const vehicleName = copy.names(short.map((l) => l.name));
      toast.error(copy.conflictToast(vehicleName));
      queryClient.removeQueries({ queryKey: ['availability'] });
      navigate('/availability', {
        state: { conflict: { vehicleName, vehicleIds: short.map((l) => l.id) } } satisfies ConflictState,
      });
      return null;
    }
    if (!(error instanceof ApiError) || !definite) {
      return { fields: {}, general: [copy.unknownOutcome(errorSentence(error))], tripProblem: false };
    }
    if (error.status === 422 && error.code.includes('idempotency')) {
      return { fields: {}, general: [copy.keyReused], tripProblem: false };
    }
    // The bot checks (decision 008): nothing about the trip or the fields to change.
    if (error.status === 422 && (error.code === 'too_fast' || error.code === 'automated_submission')) {
      return { fields: {}, general: [error.message], tripProblem: false };
    }
    if (error.status === 422 && error.code === 'ineligible') {
      return { fields: {}, general: [error.message || copy.ineligible], tripProblem: true };
    }
    // A driver who does not qualify, or a field in the wrong format: beside that driver's field.
    const named = driverErrorsFromApi(error.fields, 'drivers');
    if (Object.keys(named.drivers).length > 0 && Object.keys(named.rest).length === 0) {
      return { fields: {}, general: [], tripProblem: false, drivers: named.drivers };
    }
    const fields: Record<string, string> = {};
    const general: string[] = [];
    const payment: Record<string, string> = {};
    let tripProblem = false;
    for (const [path, message] of Object.entries(named.rest)) {
      if (path.startsWith(contactPrefix)) fields[path.slice(contactPrefix.length)] = message;
      else if (path === 'poNumber') payment[path] = message;
      else {
        general.push(message);
        // The extras, protection, cover and promo code are changed on this page, not in the search.
        if (!choiceFields.some((field) => path === field || path.startsWith(`${field}.`))) tripProblem = true;
      }
    }
    const beside = Object.keys(fields).length + Object.keys(payment).length;
    if (beside === 0 && general.length === 0) general.push(error.message);
    return { fields, general, tripProblem, drivers: named.drivers, payment };
  }

  return { book, pending };
}
