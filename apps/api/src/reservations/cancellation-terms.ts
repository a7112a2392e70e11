import type { Locale } from '@convoy/domain/content/locale';
import type { CancellationPolicy } from '@convoy/domain/contracts/cancellation.schema';
import type { ReservationResponse } from '@convoy/domain/contracts/reservation.schema';
import {
  type BookedForCancellation,
  feeSchedule,
  feeWithFloor,
  floorAfterChange,
  policyOfBooking,
  tiersFor,
} from '@convoy/domain/rules/cancellation';
import { describeNoShow, describeTiers } from '@convoy/domain/rules/cancellation-words';
import { zonedIso } from '@convoy/domain/rules/zoned-time';
import type { StoredReservation } from './reservation.ts';

/** The stored booking's figures a cancellation fee is computed from: never recomputed. */
export function bookedForCancellation(r: StoredReservation): BookedForCancellation {
  return { totalCents: r.pricing.totalCents, vehicles: r.pricing.vehicles };
}

/*
 * Each function takes the company's policy in force and applies the one the
 * reservation kept as booked instead, when its one-way route had its own
 * (decision 028, rules/cancellation.ts `policyOfBooking`).
 */

/**
 * What cancelling costs a reservation at `at`, by its policy, never less than
 * the floor its changes left (rules/cancellation.ts). The one rule every
 * cancellation uses: the renter's, staff's, and the figure answers show.
 */
export function cancellationFeeAt(r: StoredReservation, company: CancellationPolicy, at: number): number {
  const policy = policyOfBooking(r.cancellationPolicy, company);
  return feeWithFloor(policy, bookedForCancellation(r), r.pickupAt, at, r.cancellationFeeFloorCents);
}

/** The floor a change of `r` made at `at` leaves: what cancelling it just before the change would cost. */
export function floorAfterChangeOf(r: StoredReservation, company: CancellationPolicy, at: number): number {
  const policy = policyOfBooking(r.cancellationPolicy, company);
  return floorAfterChange(policy, bookedForCancellation(r), r.pickupAt, at, r.cancellationFeeFloorCents);
}

/**
 * The policy that applies to this reservation in words: the tiers for its
 * size and the no-show fee, and whether they are its one-way route's own.
 * In the language given: the booking's own (`r.locale`, decision 048) for its answers and e-mails.
 */
export function cancellationWords(
  r: StoredReservation,
  company: CancellationPolicy,
  locale: Locale = 'en',
): Pick<NonNullable<ReservationResponse['cancellation']>, 'policy' | 'noShow' | 'oneWayTerms'> {
  const policy = policyOfBooking(r.cancellationPolicy, company);
  return {
    policy: describeTiers(tiersFor(policy, r.quantity), locale),
    noShow: describeNoShow(policy.noShow, locale),
    ...(r.cancellationPolicy ? { oneWayTerms: true } : {}),
  };
}

/**
 * The policy that applies to this reservation in words, what cancelling now
 * would cost, and what it costs until pickup with each deadline, in the
 * location's time (the same rule and floor, rules/cancellation.ts).
 */
export function cancellationTerms(
  r: StoredReservation,
  company: CancellationPolicy,
  now: number,
): NonNullable<ReservationResponse['cancellation']> {
  const open = r.status === 'confirmed' && now < r.pickupAt;
  const policy = policyOfBooking(r.cancellationPolicy, company);
  const schedule = open
    ? feeSchedule(policy, bookedForCancellation(r), r.pickupAt, now, r.cancellationFeeFloorCents)
    : [];
  return {
    ...cancellationWords(r, company, r.locale),
    feeIfCancelledNowCents: open ? cancellationFeeAt(r, company, now) : null,
    feeSchedule: schedule.map((s) => ({ feeCents: s.feeCents, until: zonedIso(s.until, r.timezone) })),
  };
}
