import type { CancellationPolicy } from '@convoy/domain/contracts/cancellation.schema';
import type { ReservationResponse } from '@convoy/domain/contracts/reservation.schema';
import {
  type BookedForCancellation,
  feeSchedule,
  feeWithFloor,
  floorAfterChange,
  tiersFor,
} from '@convoy/domain/rules/cancellation';
import { describeNoShow, describeTiers } from '@convoy/domain/rules/cancellation-words';
import { zonedIso } from '@convoy/domain/rules/zoned-time';
import type { StoredReservation } from './reservation.ts';

/** The stored booking's figures a cancellation fee is computed from: never recomputed. */
export function bookedForCancellation(r: StoredReservation): BookedForCancellation {
  return { totalCents: r.pricing.totalCents, vehicles: r.pricing.vehicles };
}

/**
 * What cancelling costs a reservation at `at`, by the policy in force, never
 * less than the floor its changes left (rules/cancellation.ts). The one rule
 * every cancellation uses: the renter's, staff's, and the figure answers show.
 */
export function cancellationFeeAt(r: StoredReservation, policy: CancellationPolicy, at: number): number {
  return feeWithFloor(policy, bookedForCancellation(r), r.pickupAt, at, r.cancellationFeeFloorCents);
}

/** The floor a change of `r` made at `at` leaves: what cancelling it just before the change would cost. */
export function floorAfterChangeOf(r: StoredReservation, policy: CancellationPolicy, at: number): number {
  return floorAfterChange(policy, bookedForCancellation(r), r.pickupAt, at, r.cancellationFeeFloorCents);
}

/** The policy that applies to this reservation in words: the tiers for its size and the no-show fee. */
export function cancellationWords(
  r: StoredReservation,
  policy: CancellationPolicy,
): Pick<NonNullable<ReservationResponse['cancellation']>, 'policy' | 'noShow'> {
  return { policy: describeTiers(tiersFor(policy, r.quantity)), noShow: describeNoShow(policy.noShow) };
}

/**
 * The policy that applies to this reservation in words, what cancelling now
 * would cost, and what it costs until pickup with each deadline, in the
 * location's time (the same rule and floor, rules/cancellation.ts).
 */
export function cancellationTerms(
  r: StoredReservation,
  policy: CancellationPolicy,
  now: number,
): NonNullable<ReservationResponse['cancellation']> {
  const open = r.status === 'confirmed' && now < r.pickupAt;
  const schedule = open
    ? feeSchedule(policy, bookedForCancellation(r), r.pickupAt, now, r.cancellationFeeFloorCents)
    : [];
  return {
    ...cancellationWords(r, policy),
    feeIfCancelledNowCents: open ? cancellationFeeAt(r, policy, now) : null,
    feeSchedule: schedule.map((s) => ({ feeCents: s.feeCents, until: zonedIso(s.until, r.timezone) })),
  };
}
