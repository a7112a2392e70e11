import type { Swap } from '@convoy/domain/contracts/counter.schema';
import { toIsoWithOffset } from '@convoy/domain/rules/time';
import type { Repositories } from '../repositories.ts';
import type { StoredReservation } from '../reservations/reservation.ts';

/** Where staff open a swap's addendum (the `counter` area). */
export const swapAddendumUrl = (code: string, s: { class_id: string; seq: number; leg: number }) =>
  `/api/admin/counter/${code}/swaps/${s.class_id}/${s.seq}/${s.leg}/addendum.pdf`;

/** A reservation's swaps as the counter's view shows them (decision 035), oldest first. */
export async function swapsView(repos: Repositories, r: StoredReservation): Promise<Swap[]> {
  const swaps = await repos.handovers.swapsOf(r.id);
  if (swaps.length === 0) return [];
  const units = new Map(
    (await repos.fleetUnits.byIds(swaps.flatMap((s) => [s.from_unit_id, s.to_unit_id]))).map((u) => [
      u.id,
      u,
    ]),
  );
  const ref = (id: string) => {
    const u = units.get(id);
    return { id, fleetNumber: u?.fleet_number ?? '', plate: u?.plate ?? null };
  };
  return swaps.map((s) => ({
    classId: s.class_id,
    seq: s.seq,
    leg: s.leg,
    at: toIsoWithOffset(s.at, r.timezone),
    from: ref(s.from_unit_id),
    to: ref(s.to_unit_id),
    reason: s.reason,
    upgrade: s.upgrade === 1,
    brokeDown: s.broke_down === 1,
    recordedBy: s.recorded_by,
    addendumUrl: s.hasAddendum ? swapAddendumUrl(r.code, s) : null,
  }));
}
