import type { FlowAnalytics } from '@convoy/domain/contracts/attribution.schema';
import type { VehicleAvailability } from '@convoy/domain/contracts/availability.schema';
import type { LicenceClass } from '@convoy/domain/contracts/driver';
import type { PaymentMethod } from '@convoy/domain/contracts/payment.schema';
import type { PricedReservation } from '@convoy/domain/contracts/pricing-breakdown.schema';
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
  /** Reminders by text at `phone` (decision 022); false unless ticked. Absent in a state saved before it. */
  smsConsent?: boolean;
  agreeToTerms: boolean;
}

/**
 * What the renter adds on the confirm step (SPEC Part B §13): extras, protection
 * or their own cover, a promo code, an estimated distance, and how they pay
 * (decision 014). `promoCode` is the code as applied (the field's text is the
 * form's until "Apply").
 */
export interface FlowChoices {
  extras: { id: string; quantity: number }[];
  protection: string[];
  /** Explicitly declined: a certificate of insurance is uploaded after booking (decision 023). */
  declineProtection: boolean;
  promoCode: string;
  estimatedMiles: number | null;
  /** The method chosen; null: the first one offered (the company's, card or at pickup). */
  paymentMethod: PaymentMethod | null;
  /** The purchase order number, as typed; sent when paying by invoice. */
  poNumber: string;
  /** Booking privately although an organization account is remembered on this device. */
  bookPrivately: boolean;
}

export function defaultChoices(): FlowChoices {
  return {
    extras: [],
    protection: [],
    declineProtection: false,
    promoCode: '',
    estimatedMiles: null,
    paymentMethod: null,
    poNumber: '',
    bookPrivately: false,
  };
}

/**
 * A driver named on the confirm step (decision 013), as typed: the driver of one
 * vehicle of the convoy (`slot`, "15-passenger-van--2" for the second van) or an
 * additional driver (`slot` null) of the class `vehicleId`, each driving the
 * vehicle `vehicleNumber` of it. The licence number
 * is personal data: it lives in memory only and is never saved with the rest of
 * the flow (flow-persistence.ts).
 */
export const driverWays = ['invite', 'licence'] as const;
export type DriverWay = (typeof driverWays)[number];

export interface FlowDriver {
  /** Stable while the entry exists: the slot, or a made-up id for an additional driver. */
  id: string;
  slot: string | null;
  vehicleId: string;
  /** Which vehicle of the class, 1 up (null or absent, as in a flow saved before: any of them). */
  vehicleNumber?: number | null;
  name: string;
  /**
   * How the driver gives their licence: `invite`, a link e-mailed to them
   * (decision 024), or `licence`, typed in now (absent, as in a flow saved
   * before: the licence).
   */
  way?: DriverWay;
  /** Where an invited driver's link goes, and their mobile number (optional). */
  email?: string;
  phone?: string;
  dateOfBirth: string;
  licenceCountry: string;
  licenceState: string;
  licenceNumber: string;
  licenceExpiry: string;
  licenceClass: LicenceClass | '';
  passengerEndorsement: boolean;
  /** Whole years as typed. */
  yearsLicensed: string;
}

/** A chosen class as availability listed it, and how many vehicles of it: one line of the reservation. */
export type SelectedVehicle = VehicleAvailability & { quantity: number };

export interface FlowState {
  form: TripDraft;
  vehicles: VehicleAvailability[];
  /**
   * SPEC §3 `selectedVehicle`, as a convoy (decision 013): one line per chosen
   * class, in the order chosen; empty while nothing is chosen. Choosing one
   * vehicle is a convoy of one line.
   */
  selectedVehicles: SelectedVehicle[];
  contact: FlowContact;
  choices: FlowChoices;
  /** The drivers named so far, in the order the confirm step shows them. */
  drivers: FlowDriver[];
  reservation: Reservation | null;
  /** The server's price of the choice (confirm) or of the booking (success), grouped per class. */
  pricingBreakdown: PricedReservation | null;
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
  return { firstName: '', lastName: '', email: '', phone: '', smsConsent: false, agreeToTerms: false };
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
    selectedVehicles: [],
    contact: defaultContact(),
    choices: defaultChoices(),
    drivers: [],
    reservation: null,
    pricingBreakdown: null,
    analytics,
    locationTimezone: defaultTimezone,
    quoteId: null,
    quoteCode: null,
    submissionId: null,
  };
}
