import type { Repositories } from '../repositories.ts';

/**
 * A one-way reservation checked in at its return location (decision 028): its
 * pending moves become stock. Each class's count moves from the pickup
 * location to the return location, the rows locked in the order of the
 * location ids (the booking's order), and the lines are marked moved, so the
 * availability query no longer reads them. Once per reservation: false when
 * it is not one-way or was moved already.
 */
export async function recordOneWayArrival(
  repos: Repositories,
  r: {
    id: string;
    locationId: string;
    returnLocationId?: string | null;
    lines: readonly { classId: string; quantity: number }[];
  },
  at: number,
): Promise<boolean> {
  const to = r.returnLocationId;
  if (!to || to === r.locationId) return false;
  if (!(await repos.reservations.markMoved(r.id, at))) return false;
  const [first, second] = [r.locationId, to].sort();
  for (const line of [...r.lines].sort((a, b) =>
    a.classId < b.classId ? -1 : a.classId > b.classId ? 1 : 0,
  )) {
    const counts = new Map<string, number>();
    for (const locationId of [first!, second!]) {
      counts.set(locationId, await repos.units.claimOrCreate(locationId, line.classId));
    }
    const from = counts.get(r.locationId) ?? 0;
    await repos.units.set({
      locationId: r.locationId,
      classId: line.classId,
      count: Math.max(0, from - line.quantity),
    });
    await repos.units.set({
      locationId: to,
      classId: line.classId,
      count: (counts.get(to) ?? 0) + line.quantity,
    });
  }
  return true;
}
