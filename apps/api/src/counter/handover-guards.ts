import { ApiError } from '../errors.ts';
import type { Repositories } from '../repositories.ts';
import type { StoredReservation } from '../reservations/reservation.ts';
import { validationError } from '../validation-error.ts';
import type { StoredInspection } from './inspection.repository.ts';

/** The reservation by its code; 404 when none. */
export async function reservationOf(repos: Repositories, code: string): Promise<StoredReservation> {
  const r = await repos.reservations.findByCode(code);
  if (!r) throw new ApiError(404, 'not_found', 'No reservation has that code.');
  return r;
}

/**
 * The reservation, its row held for the transaction (`repos` over it): only a
 * confirmed one goes out, comes back or swaps a vehicle.
 */
export async function lockedReservation(repos: Repositories, code: string): Promise<StoredReservation> {
  const r = await reservationOf(repos, code);
  if (!(await repos.reservations.lockConfirmed(r.id))) {
    throw new ApiError(
      409,
      'not_confirmed',
      `${code} is ${r.status.replace('_', ' ')}: only a confirmed booking goes out or comes back.`,
    );
  }
  return r;
}

/**
 * The inspections already stored under these keys (the same submit again,
 * decision 034); refused when a key is given twice (on that key's field) or
 * belongs to another booking.
 */
export async function earlierInspections(
  repos: Repositories,
  r: StoredReservation,
  keys: readonly { key: string; field: string }[],
): Promise<StoredInspection[]> {
  const twice = keys.findIndex((k, i) => keys.findIndex((o) => o.key === k.key) !== i);
  if (twice >= 0) {
    throw validationError({ [keys[twice]!.field]: 'Give each vehicle’s inspection its own key.' });
  }
  const earlier = await repos.inspections.byKeys(keys.map((k) => k.key));
  if (earlier.some((e) => e.reservationId !== r.id)) {
    throw new ApiError(
      409,
      'inspection_key_used',
      'That inspection belongs to another booking: start it again.',
    );
  }
  return earlier;
}
