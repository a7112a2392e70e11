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
 * Zod-free (a type import only): the marketing pages are prerendered with its
 * words (rules/cancellation-words.ts) and load no schema (decision 009).
 */
export const demoCancellationPolicy: CancellationPolicy = {
  groupMinVehicles: 3,
  single: [
    { minHoursBefore: 72, feeBaseDays: 0, feePercent: 0 },
    { minHoursBefore: 0, feeBaseDays: 1, feePercent: 0 },
  ],
  group: [
    { minHoursBefore: 14 * 24, feeBaseDays: 0, feePercent: 0 },
    { minHoursBefore: 72, feeBaseDays: 0, feePercent: 25 },
    { minHoursBefore: 0, feeBaseDays: 0, feePercent: 50 },
  ],
  noShow: { feeBaseDays: 1, feePercent: 25 },
};
