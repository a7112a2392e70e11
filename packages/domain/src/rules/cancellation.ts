/**
 * # What cancelling costs (SPEC Part B §14)
 *
 * The tier of the policy (contracts/demo-cancellation-policy.ts; the back
 * office's own) whose `minHoursBefore` the notice reaches, the group tiers for a
 * reservation of `groupMinVehicles` or more vehicles. Its fee: `feeBaseDays`
 * days of each vehicle's daily rate as booked, plus `feePercent` of the
 * booked total rounded half-up, never more than the total. Computed from the
 * stored booking only, so a later change of rates never changes it; the policy
 * applied is the one in force when cancelling, except a one-way booking whose
 * route had a policy of its own: it keeps that one as booked (decision 028,
 * `bookedPolicyOf`, `policyOfBooking`). Its words are cancellation-words.ts.
 */
import type { CancellationPolicy } from '../contracts/cancellation.schema.ts';
import { isOneWay, oneWayRouteOf, type PriceBook, percentOf, type TripToPrice } from './total-price.ts';

export interface CancellationFee {
  feeBaseDays: number;
  feePercent: number;
}
export interface CancellationTier extends CancellationFee {
  minHoursBefore: number;
}
export interface CancellationPolicyRules {
  groupMinVehicles: number;
  single: readonly CancellationTier[];
  group: readonly CancellationTier[];
  noShow: CancellationFee;
}

/** The stored booking a fee is computed from. */
export interface BookedForCancellation {
  totalCents: number;
  vehicles: readonly { quantity: number; dailyRateCents: number }[];
}

const HOUR_MS = 3_600_000;

/**
 * The cancellation policy a booking stores (decision 028): its one-way route's
 * own, when the route of its classes has one; null for a round trip or a
 * route without one, which follow the company's policy in force. A route is
 * one per ordered pair, so every class of a booking takes the same one.
 */
export function bookedPolicyOf(
  book: Pick<PriceBook, 'oneWayRoutes'>,
  trip: Pick<TripToPrice, 'locationId' | 'returnLocationId'>,
  classIds: readonly string[],
): CancellationPolicy | null {
  if (!isOneWay(trip)) return null;
  const route = classIds.map((id) => oneWayRouteOf(book, trip, id)).find((r) => r !== undefined);
  return route?.cancellation ?? null;
}

/** The policy a booking is cancelled by: the one it stored (`bookedPolicyOf`), else the company's in force. */
export function policyOfBooking<P extends CancellationPolicyRules>(
  stored: P | null | undefined,
  company: P,
): P {
  return stored ?? company;
}

export function tiersFor(policy: CancellationPolicyRules, vehicleCount: number): readonly CancellationTier[] {
  return vehicleCount >= policy.groupMinVehicles ? policy.group : policy.single;
}

/** The fee's amount for this booking, capped at its total. */
export function feeCents(fee: CancellationFee, booked: BookedForCancellation): number {
  const days = booked.vehicles.reduce((sum, v) => sum + fee.feeBaseDays * v.dailyRateCents * v.quantity, 0);
  return Math.min(booked.totalCents, days + percentOf(booked.totalCents, fee.feePercent));
}

/** The tier that applies `msBefore` pickup (a negative notice, after pickup, takes the 0-hour tier). */
export function tierAt(tiers: readonly CancellationTier[], msBefore: number): CancellationTier {
  const sorted = [...tiers].sort((a, b) => b.minHoursBefore - a.minHoursBefore);
  return sorted.find((t) => msBefore >= t.minHoursBefore * HOUR_MS) ?? (sorted.at(-1) as CancellationTier);
}

/** What cancelling at `at` (epoch ms) costs a booking picked up at `pickupAt`. */
export function cancellationFee(
  policy: CancellationPolicyRules,
  booked: BookedForCancellation,
  pickupAt: number,
  at: number,
): { feeCents: number; tier: CancellationTier } {
  const vehicles = booked.vehicles.reduce((sum, v) => sum + v.quantity, 0);
  const tier = tierAt(tiersFor(policy, vehicles), pickupAt - at);
  return { feeCents: feeCents(tier, booked), tier };
}

/**
 * What cancelling at `at` costs a reservation whose changes left a floor of
 * `floorCents` (SPEC Part B §14): the policy's fee for the booking as it
 * stands, never less than the floor. A floor may exceed the booking's total:
 * it is what cancelling cost before a change made the booking smaller.
 */
export function feeWithFloor(
  policy: CancellationPolicyRules,
  booked: BookedForCancellation,
  pickupAt: number,
  at: number,
  floorCents: number,
): number {
  return Math.max(cancellationFee(policy, booked, pickupAt, at).feeCents, floorCents);
}

/**
 * The floor a change made at `at` leaves: what cancelling the booking as it
 * was, just before the change, would have cost then (its own floor included).
 * So a change never lowers what cancelling costs: moving a booking out of
 * the late window, or shrinking it, then cancelling, costs what cancelling
 * before the change would have.
 */
export function floorAfterChange(
  policy: CancellationPolicyRules,
  bookedBefore: BookedForCancellation,
  pickupBefore: number,
  at: number,
  floorBefore: number,
): number {
  return feeWithFloor(policy, bookedBefore, pickupBefore, at, floorBefore);
}

/** One stretch of the time left before pickup: what cancelling in it costs, and until when (epoch ms). */
export interface FeeUntil {
  feeCents: number;
  /** The last instant the fee applies (a tier's notice is reached at its boundary). */
  until: number;
}

/**
 * What cancelling costs from `at` until pickup, stretch by stretch (SPEC Part
 * B §14): the fee now until the next tier boundary, then each later tier's,
 * the last until pickup; the floor a change left applies throughout, and
 * stretches of the same fee are one. Empty once `at` reaches pickup (cancelling
 * online has closed). The manage page says it in dollars with its deadlines.
 */
export function feeSchedule(
  policy: CancellationPolicyRules,
  booked: BookedForCancellation,
  pickupAt: number,
  at: number,
  floorCents: number,
): FeeUntil[] {
  if (at >= pickupAt) return [];
  const vehicles = booked.vehicles.reduce((sum, v) => sum + v.quantity, 0);
  const boundaries = tiersFor(policy, vehicles)
    .map((t) => pickupAt - t.minHoursBefore * HOUR_MS)
    .filter((b) => b >= at && b < pickupAt);
  const ends = [...new Set(boundaries)].sort((a, b) => a - b);
  const schedule: FeeUntil[] = [];
  // A boundary is the last instant of its tier (tierAt), so each stretch's fee is the one at its end.
  for (const end of [...ends, pickupAt]) {
    const fee = feeWithFloor(policy, booked, pickupAt, end, floorCents);
    const last = schedule.at(-1);
    if (last && last.feeCents === fee) last.until = end;
    else schedule.push({ feeCents: fee, until: end });
  }
  return schedule;
}
