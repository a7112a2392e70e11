import type { AttributionEnvelope } from '@convoy/domain/contracts/attribution.schema';
import type { DriverInput } from '@convoy/domain/contracts/driver.schema';
import type {
  ReservationCreateInput,
  ReservationPriceInput,
} from '@convoy/domain/contracts/reservation.schema';
import { availabilityRequest, type TripDraft } from '@convoy/domain/contracts/trip-draft';
import type { FlowChoices, FlowContact, SelectedVehicle } from '../../../lib/flow/flow-state';

/**
 * How the booking is paid and for whom (decision 014): the method and the
 * organization's credentials, priced as they will be booked (its tax
 * exemption, what is due when); the purchase order number goes with the
 * booking only (use-payment-choice.ts).
 */
export type PaymentFields = Pick<ReservationCreateInput, 'paymentMethod' | 'organisation' | 'poNumber'>;

/**
 * The body of POST /api/reservations/price: the search, the vehicles as
 * `lines` (one per class with how many; one vehicle is one line) and the
 * renter's choices, as the booking will send them. Protection is always said:
 * the products taken, or none (declined). `additionalDrivers`: the drivers
 * named beyond one per vehicle, so the total shows their fee.
 */
export function priceRequest(
  form: TripDraft,
  selected: readonly Pick<SelectedVehicle, 'id' | 'quantity'>[],
  choices: FlowChoices,
  additionalDrivers = 0,
  payment: PaymentFields = {},
): ReservationPriceInput {
  const { poNumber: _bookingOnly, ...priced } = payment;
  return {
    ...priced,
    ...availabilityRequest(form),
    lines: selected.map((l) => ({ vehicleId: l.id, quantity: l.quantity })),
    extras: choices.extras.filter((e) => e.quantity > 0),
    protection: choices.declineProtection ? [] : choices.protection,
    ...(choices.promoCode ? { promoCode: choices.promoCode } : {}),
    ...(choices.estimatedMiles === null ? {} : { estimatedMiles: choices.estimatedMiles }),
    ...(additionalDrivers > 0 ? { additionalDrivers } : {}),
  };
}

/**
 * The body of POST /api/reservations: the priced request, the contact, the
 * renter's own cover, the drivers named (checked, additionalDrivers(…) of them
 * beyond one per vehicle), how it is paid and attribution.
 */
export function reservationRequest(
  form: TripDraft,
  selected: readonly SelectedVehicle[],
  choices: FlowChoices,
  contact: FlowContact,
  attribution: AttributionEnvelope,
  drivers: { list: readonly DriverInput[]; additional: number } = { list: [], additional: 0 },
  payment: PaymentFields = {},
): ReservationCreateInput {
  return {
    ...priceRequest(form, selected, choices, drivers.additional, payment),
    ...(payment.poNumber ? { poNumber: payment.poNumber } : {}),
    ...(drivers.list.length > 0 ? { drivers: [...drivers.list] } : {}),
    ...(form.rentalPurpose ? { rentalPurpose: form.rentalPurpose } : {}),
    contact: {
      firstName: contact.firstName,
      lastName: contact.lastName,
      email: contact.email,
      phone: contact.phone,
      smsConsent: contact.smsConsent === true,
      agreeToTerms: contact.agreeToTerms as true,
    },
    attribution,
  };
}
