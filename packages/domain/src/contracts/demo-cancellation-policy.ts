import type { CancellationPolicy } from './cancellation.schema.ts';

/**
 * The demo company's cancellation policy (SPEC Part B §14; the back office
 * changes it, and a database that stores none applies this one). Tiers by
 * notice before pickup, the first whose hours the notice reaches applies; a
 * reservation of `groupMinVehicles` or more vehicles follows the group tiers,
 * as group specialists ask more notice for a convoy they held back from other
 * customers. A fee is days of the vehicles' daily rate (per vehicle, as booked)
 * plus a percent of the total, never more than the total. A no-show (not
 * collected, not cancelled) pays the no-show fee.
 *
 * Zod-free (a type import only): the marketing pages load no schema (decision 009).
 */
export const demoCancellationPolicy: CancellationPolicy = {
  groupMinVehicles: 3,
  // Keys in the schema's order, the order the API writes them in (lib/live-cancellation-policy.ts compares).
  single: [
    { feeBaseDays: 0, feePercent: 0, minHoursBefore: 72 },
    { feeBaseDays: 1, feePercent: 0, minHoursBefore: 0 },
  ],
  group: [
    { feeBaseDays: 0, feePercent: 0, minHoursBefore: 14 * 24 },
    { feeBaseDays: 0, feePercent: 25, minHoursBefore: 72 },
    { feeBaseDays: 0, feePercent: 50, minHoursBefore: 0 },
  ],
  noShow: { feeBaseDays: 1, feePercent: 25 },
};

/**
 * The demo policy in the words of rules/cancellation-words.ts
 * (`cancellationPlaceholders`; its test keeps the two equal): what the pages
 * are prerendered with and hydrate with, without loading the words' function
 * (decision 009: the home page's JS budget).
 */
export const demoCancellationWords = {
  cancellationPolicy:
    'Canceling is free until 3 days before pickup, then costs one day of each vehicle’s daily rate. For 3 or more vehicles, canceling is free until 14 days before pickup, costs 25% of the total until 3 days before pickup, then costs 50% of the total. Not collected and not canceled (a no-show): one day of each vehicle’s daily rate plus 25% of the total. A fee is never more than the booking’s total, except that after a change canceling costs at least what it would have cost just before the change.',
  freeCancellation:
    'Canceling is free until 3 days before pickup, or until 14 days before pickup for 3 or more vehicles.',
};
