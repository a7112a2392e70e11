import type { CancellationPolicy } from '@convoy/domain/contracts/cancellation.schema';
import type { ReservationResponse } from '@convoy/domain/contracts/reservation.schema';
import {
  type BookedForCancellation,
  cancellationFee,
  describeNoShow,
  describeTiers,
  tiersFor,
} from '@convoy/domain/rules/cancellation';
import type { StoredReservation } from './reservation.ts';

/** The stored booking's figures a cancellation fee is computed from: never recomputed. */
export function bookedForCancellation(r: StoredReservation): BookedForCancellation {
  return { totalCents: r.pricing.totalCents, vehicles: r.pricing.vehicles };
}

/** What cancelling costs a reservation at `at`, by the policy in force (rules/cancellation.ts). */
export function cancellationFeeAt(r: StoredReservation, policy: CancellationPolicy, at: number): number {
  return cancellationFee(policy, bookedForCancellation(r), r.pickupAt, at).feeCents;
}

/** The policy that applies to this reservation in words, and what cancelling now would cost. */
export function cancellationTerms(
  r: StoredReservation,
  policy: CancellationPolicy,
  now: number,
): NonNullable<ReservationResponse['cancellation']> {
  return {
    policy: describeTiers(tiersFor(policy, r.quantity)),
    noShow: describeNoShow(policy.noShow),
    feeIfCancelledNowCents:
      r.status === 'confirmed' && now < r.pickupAt ? cancellationFeeAt(r, policy, now) : null,
  };
}
