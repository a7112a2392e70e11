import type { RentalPurposeId } from '@convoy/domain/content/audiences';
import type { VehicleCategory } from '@convoy/domain/content/fleet';
import type { FlowAnalytics } from '@convoy/domain/contracts/attribution.schema';
import type { VehicleAvailability } from '@convoy/domain/contracts/availability.schema';
import type { PricingBreakdown, RentalType } from '@convoy/domain/contracts/pricing-breakdown.schema';
import type { Reservation } from '@convoy/domain/contracts/reservation.schema';

/**
 * The reservation flow state (SPEC §3 "Reservation flow state"), kept in the
 * browser session as a whole (SPEC Part B §8). Absent values are null rather
 * than undefined so the state survives JSON in sessionStorage unchanged.
 */
export type VehicleTypeFilter = 'all' | VehicleCategory;

export interface FlowForm {
  rentalType: RentalType;
  pickupLocationId: string;
  /** Wall-clock at the pickup location (SPEC Part B §4): "YYYY-MM-DD" and "HH:mm". */
  pickupDate: string;
  pickupTime: string;
  returnDate: string;
  returnTime: string;
  renterAge: number | null;
  vehicleType: VehicleTypeFilter;
  rentalPurpose: RentalPurposeId | null;
  /** Monthly rentals only (SPEC §3 "rentalMonths (optional)"). */
  rentalMonths: number | null;
  /** Issue 4: the group's size, from which availability suggests vehicles. Not sent to the API. */
  passengers: number | null;
}

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
  form: FlowForm;
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

/**
 * SPEC §3 defaults: vehicleType all, agreeToTerms false, timezone New York. The
 * rest are ours: a daily rental, 10:00 pickup and return (inside every
 * location's opening hours), nothing else chosen.
 */
export function defaultForm(): FlowForm {
  return {
    rentalType: 'daily',
    pickupLocationId: '',
    pickupDate: '',
    pickupTime: '10:00',
    returnDate: '',
    returnTime: '10:00',
    renterAge: null,
    vehicleType: 'all',
    rentalPurpose: null,
    rentalMonths: null,
    passengers: null,
  };
}

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
    form: defaultForm(),
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
