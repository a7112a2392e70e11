import type { AdminReservationDetail } from '@convoy/domain/contracts/admin-lists.schema';
import type { AdminPaymentRow } from '@convoy/domain/contracts/admin-money.schema';
import type { BookingCustomer } from '@convoy/domain/contracts/customer.schema';
import type {
  DoNotRentOverride,
  DoNotRentOverrideRequest,
  DoNotRentReview,
} from '@convoy/domain/contracts/do-not-rent.schema';
import type { counterDriversResponseSchema } from '@convoy/domain/contracts/driver.schema';
import type { ReservationUnits, UnitList } from '@convoy/domain/contracts/fleet-unit.schema';
import type {
  ReservationChange,
  ReservationChangePreview,
  ReservationChangeResponse,
} from '@convoy/domain/contracts/reservation-change.schema';
import type { z } from 'zod';
import { adminRequest, idempotencyHeader, queryString } from '../../shell/api/admin-api';

const assignmentPath = (code: string, classId: string, seq: number) =>
  `${encodeURIComponent(code)}/${encodeURIComponent(classId)}/${seq}`;

/** The counter's view of a booking's drivers (licence numbers in full, dates of birth). */
export type CounterDrivers = z.infer<typeof counterDriversResponseSchema>;

/** The bookings area's calls under /api/admin: one booking's changes, cancellation, payment, drivers and units. */
export const bookingsApi = {
  /** The renter's customer record (its key) and the notes pinned on them and their organisation (decision 043). */
  customer: (code: string) =>
    adminRequest<BookingCustomer>(`/customers/bookings/${encodeURIComponent(code)}`),

  /** Whether the booking is held by the do-not-rent list, and its override (managers and owners, decision 021). */
  doNotRentReview: (code: string) =>
    adminRequest<DoNotRentReview>(`/do-not-rent/reviews/${encodeURIComponent(code)}`),

  /** A manager lets this one held booking go ahead, saying why. */
  overrideDoNotRent: (override: DoNotRentOverrideRequest) =>
    adminRequest<DoNotRentOverride>('/do-not-rent/overrides', { body: override }),

  /** Sets aside the minimum cancellation fee a change left (managers); answers the booking. */
  waiveFeeFloor: (code: string) =>
    adminRequest<AdminReservationDetail>(
      `/reservations/${encodeURIComponent(code)}/cancellation-floor/waive`,
      {
        method: 'POST',
      },
    ),

  cancelReservation: (code: string) =>
    adminRequest<AdminReservationDetail>(`/reservations/${encodeURIComponent(code)}/cancel`, {
      method: 'POST',
    }),

  /** A change priced with today's rules; nothing is changed. */
  priceChange: (code: string, change: ReservationChange) =>
    adminRequest<ReservationChangePreview>(`/reservations/${encodeURIComponent(code)}/changes/price`, {
      body: change,
    }),

  /** Applies a change once per key (lib/submission-attempt.ts); the renter is e-mailed. */
  applyChange: (code: string, change: ReservationChange, idempotencyKey: string) =>
    adminRequest<ReservationChangeResponse>(`/reservations/${encodeURIComponent(code)}/changes`, {
      body: change,
      headers: idempotencyHeader(idempotencyKey),
    }),

  /** The counter's view of a booking's drivers: licence numbers in full and dates of birth. */
  counterDrivers: (code: string) =>
    adminRequest<CounterDrivers>(`/counter/${encodeURIComponent(code)}/drivers`),

  /** Charges what is due to the card saved with the booking's earlier payment. */
  chargeBalance: (code: string, key: string) =>
    adminRequest<AdminPaymentRow>(`/payments/reservations/${encodeURIComponent(code)}/charge-balance`, {
      method: 'POST',
      headers: idempotencyHeader(key),
    }),

  /** The unit of each booked vehicle of a booking. */
  assignments: (code: string) => adminRequest<ReservationUnits>(`/assignments/${encodeURIComponent(code)}`),

  /** Gives a booked vehicle a unit; 409 names the booking in the way. Answers the booking's units. */
  assignUnit: (code: string, classId: string, seq: number, unitId: string) =>
    adminRequest<ReservationUnits>(`/assignments/${assignmentPath(code, classId, seq)}`, {
      method: 'PUT',
      body: { unitId },
    }),

  unassignUnit: (code: string, classId: string, seq: number) =>
    adminRequest<ReservationUnits>(`/assignments/${assignmentPath(code, classId, seq)}`, {
      method: 'DELETE',
    }),

  /** The active units of a class at a location. */
  activeUnits: (locationId: string, classId: string) =>
    adminRequest<UnitList>(`/units${queryString({ locationId, classId, status: 'active' })}`),
};
