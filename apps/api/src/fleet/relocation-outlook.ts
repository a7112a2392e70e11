import type { HeldPeriod } from './peak-usage.ts';
import { peakUnitsHeld } from './peak-usage.ts';
import { lowestStock, type StockMove } from './stock-over-time.ts';

/** One location's ledger of a class (decision 028's count over time, relocations in it, decision 031). */
export interface LocationLedger {
  locationId: string;
  units: number;
  moves: readonly StockMove[];
  holds: readonly HeldPeriod[];
}

export interface OutlookDay {
  date: string;
  /** Its units at the start of the day: the stock, moved by the pending moves until then. */
  units: number;
  /** The most held at once during the day (booked demand, maintenance, relocations leaving). */
  held: number;
  /** The fewest free at any instant of the day; negative: short. */
  free: number;
}

export interface OutlookSuggestion {
  fromLocationId: string;
  toLocationId: string;
  units: number;
  /** The first day the destination is short: the transfer must arrive before it. */
  arriveBy: string;
}

/**
 * The 30-day view of a class (decision 031): per location and day (its
 * bounds given, in the location's timezone), units against the peak held and
 * the fewest free; and per location short on some day, transfers suggested
 * from the locations that can spare units from then on (the most spare first),
 * each spare unit offered once.
 */
export function outlook(
  ledgers: readonly LocationLedger[],
  days: (locationId: string) => readonly { date: string; start: number; end: number }[],
): { locations: { locationId: string; days: OutlookDay[] }[]; suggestions: OutlookSuggestion[] } {
  const locations = ledgers.map((l) => ({
    locationId: l.locationId,
    days: days(l.locationId).map((d) => {
      let units = l.units;
      for (const m of l.moves) if (m.at <= d.start) units += m.delta;
      const during = l.holds
        .filter((h) => h.start < d.end && h.end > d.start)
        .map((h) => ({
          start: Math.max(h.start, d.start),
          end: Math.min(h.end, d.end),
          quantity: h.quantity,
        }));
      return {
        date: d.date,
        units,
        held: peakUnitsHeld(during),
        free: lowestStock(l.units, l.moves, l.holds, d.start, d.end),
      };
    }),
  }));
  // What each location can give for good from an instant on: its lowest count from then.
  const spareFrom = (l: LocationLedger, from: number) =>
    Math.max(0, lowestStock(l.units, l.moves, l.holds, from, Number.POSITIVE_INFINITY));
  const given = new Map<string, number>();
  const suggestions: OutlookSuggestion[] = [];
  for (const [i, l] of ledgers.entries()) {
    const firstShort = locations[i]!.days.find((d) => d.free < 0);
    if (!firstShort) continue;
    const start = days(l.locationId).find((d) => d.date === firstShort.date)!.start;
    let need = -Math.min(...locations[i]!.days.map((d) => d.free));
    const givers = ledgers
      .filter((g) => g.locationId !== l.locationId)
      .map((g) => ({ g, spare: spareFrom(g, start) - (given.get(g.locationId) ?? 0) }))
      .filter((x) => x.spare > 0)
      .sort((a, b) => b.spare - a.spare || (a.g.locationId < b.g.locationId ? -1 : 1));
    for (const { g, spare } of givers) {
      if (need <= 0) break;
      const units = Math.min(spare, need);
      suggestions.push({
        fromLocationId: g.locationId,
        toLocationId: l.locationId,
        units,
        arriveBy: firstShort.date,
      });
      given.set(g.locationId, (given.get(g.locationId) ?? 0) + units);
      need -= units;
    }
  }
  return { locations, suggestions };
}
