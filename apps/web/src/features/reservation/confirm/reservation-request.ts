import type { AttributionEnvelope } from '@convoy/domain/contracts/attribution.schema';
import type { ReservationCreateInput } from '@convoy/domain/contracts/reservation.schema';
import { availabilityRequest, type TripDraft } from '@convoy/domain/contracts/trip-draft';
import type { FlowContact, SelectedVehicle } from '../../../lib/flow/flow-state';

/** The body of POST /api/reservations: the search, the class and number of vehicles, the contact and attribution. */
export function reservationRequest(
  form: TripDraft,
  selected: SelectedVehicle,
  contact: FlowContact,
  attribution: AttributionEnvelope,
): ReservationCreateInput {
  return {
    ...availabilityRequest(form),
    ...(form.rentalPurpose ? { rentalPurpose: form.rentalPurpose } : {}),
    vehicleId: selected.id,
    quantity: selected.quantity,
    contact: {
      firstName: contact.firstName,
      lastName: contact.lastName,
      email: contact.email,
      phone: contact.phone,
      agreeToTerms: contact.agreeToTerms as true,
    },
    attribution,
  };
}
