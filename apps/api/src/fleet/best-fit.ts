/** A stretch of time [start, end) during which a unit is taken (a rental plus its turnaround, a block). */
export interface Busy {
  start: number;
  end: number;
}

/** A rental to give a unit: its own stretch, turnaround included. */
export interface Slot extends Busy {
  key: string;
}

/**
 * Best fit (decision 015): each slot, earliest pickup first, goes to the free unit
 * that leaves the smallest gaps around it: the unit whose last stretch before
 * the slot ended latest, and whose next stretch after it starts soonest.
 * Snug placements keep the other units' long free gaps whole for long rentals
 * still to come. A unit is free for a slot when none of its stretches overlaps
 * it; a slot no unit is free for stays unplaced (staff see it in red).
 *
 * `busy` is read, not changed; the answer maps slot keys to unit ids.
 */
export function bestFit(
  units: readonly string[],
  busy: ReadonlyMap<string, readonly Busy[]>,
  slots: readonly Slot[],
): Map<string, string> {
  const taken = new Map<string, Busy[]>(units.map((u) => [u, [...(busy.get(u) ?? [])]]));
  const placed = new Map<string, string>();
  const ordered = [...slots].sort((a, b) => a.start - b.start || b.end - a.end || (a.key < b.key ? -1 : 1));
  for (const slot of ordered) {
    let best: { unit: string; before: number; after: number } | undefined;
    for (const unit of units) {
      const stretches = taken.get(unit)!;
      if (stretches.some((b) => b.start < slot.end && slot.start < b.end)) continue;
      // The idle time before and after the slot on this unit (unbounded counts as very long).
      const before = Math.min(
        ...stretches.filter((b) => b.end <= slot.start).map((b) => slot.start - b.end),
        Number.MAX_SAFE_INTEGER,
      );
      const after = Math.min(
        ...stretches.filter((b) => b.start >= slot.end).map((b) => b.start - slot.end),
        Number.MAX_SAFE_INTEGER,
      );
      if (!best || before < best.before || (before === best.before && after < best.after)) {
        best = { unit, before, after };
      }
    }
    if (!best) continue;
    taken.get(best.unit)!.push(slot);
    placed.set(slot.key, best.unit);
  }
  return placed;
}
