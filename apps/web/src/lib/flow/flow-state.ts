import type { FlowAnalytics } from '@convoy/domain/contracts/attribution.schema';
import type { VehicleAvailability } from '@convoy/domain/contracts/availability.schema';
import type { PricingBreakdown } from '@convoy/domain/contracts/pricing-breakdown.schema';
import type { Reservation } from '@convoy/domain/contracts/reservation.schema';
import { defaultTripDraft, type TripDraft } from '@convoy/domain/contracts/trip-draft';

/**
 * The reservation flow state (SPEC §3 "Reservation flow state"), kept in the
 * browser session as a whole (SPEC Part B §8). Absent values are null rather
 * than undefined so the state survives JSON in sessionStorage unchanged.
 */
export interface FlowContact {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  agreeToTerms: boolean;
}

/** The chosen class as availability listed it, and how many vehicles of it. */
export type SelectedVehicle = VehicleAvailability & { quantity: number };

export interface FlowState {
  form: TripDraft;
  vehicles: VehicleAvailability[];
  selectedVehicle: SelectedVehicle | null;
  contact: FlowContact;
  reservation: Reservation | null;
  pricingBreakdown: PricingBreakdown | null;
  analytics: FlowAnalytics;
  locationTimezone: string;
  quoteId: string | null;
  quoteCode: string | null;
  /** The Idempotency-Key of the booking attempt in progress (see README "Booking once"). */
  submissionId: string | null;
}

/** SPEC §9: default timezone. */
export const defaultTimezone = 'America/New_York';

export function defaultContact(): FlowContact {
  return { firstName: '', lastName: '', email: '', phone: '', agreeToTerms: false };
}

/** Analytics fields before anything is captured (and on the server, where there is no visit). */
export function blankAnalytics(): FlowAnalytics {
  return {
    utm_source: '',
    utm_medium: '',
    utm_campaign: '',
    utm_content: '',
    utm_term: '',
    referring_site: '',
    search_keyword: '',
    current_page: '',
    source_page: '',
    source_action: '',
  };
}

export function defaultFlowState(analytics: FlowAnalytics = blankAnalytics()): FlowState {
  return {
    form: defaultTripDraft(),
    vehicles: [],
    selectedVehicle: null,
    contact: defaultContact(),
    reservation: null,
    pricingBreakdown: null,
    analytics,
    locationTimezone: defaultTimezone,
    quoteId: null,
    quoteCode: null,
    submissionId: null,
  };
}
