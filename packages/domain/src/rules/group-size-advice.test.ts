import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fleetSeed, type VehicleClass } from '../content/fleet.ts';
import { adviseGroup, maxAdvisedGroup } from './group-size-advice.ts';

const byId = new Map(fleetSeed.map((c) => [c.id, c]));
const carriers = fleetSeed.filter((c) => ['van', 'bus', 'minivan', 'suv'].includes(c.category));
const cargo = fleetSeed.filter((c) => c.category === 'cargo');

/** The oracle's own reading of a vehicle's suitcase room: a cargo body takes 40 (convoy-suggestion.ts). */
const room = (c: VehicleClass) => (c.category === 'cargo' ? Math.max(c.luggage, 40) : c.luggage);

/**
 * Every convoy by brute force: a passenger class (1 to 10 of it) alone, or with
 * one cargo class (1 to 10), at most 20 vehicles, that seats the group and carries
 * the suitcases. Independent of convoy-suggestion.ts's arithmetic.
 */
function everyConvoy(passengers: number, luggage: number) {
  const found: { vehicles: number; cdl: boolean }[] = [];
  for (const c of carriers)
    for (let n = 1; n <= 10; n++) {
      if (n * c.passengers < passengers) continue;
      if (n * room(c) >= luggage) found.push({ vehicles: n, cdl: c.requiresCdl });
      for (const k of cargo)
        for (let m = 1; m <= 10 && n + m <= 20; m++)
          if (n * room(c) + m * room(k) >= luggage) found.push({ vehicles: n + m, cdl: c.requiresCdl });
    }
  return found;
}

const fewest = (convoys: { vehicles: number }[]) => Math.min(...convoys.map((c) => c.vehicles));

/** What the advised convoy holds, counted from the fleet data rather than read from the option. */
function holds(lines: readonly { classId: string; count: number }[]) {
  const vehicles = lines.map((l) => ({ c: byId.get(l.classId)!, count: l.count }));
  return {
    seatsForGroup: vehicles[0]!.count * vehicles[0]!.c.passengers,
    suitcases: vehicles.reduce((sum, v) => sum + v.count * room(v.c), 0),
    cdl: vehicles.some((v) => v.c.requiresCdl),
  };
}

describe('adviseGroup', () => {
  it('answers 28 people with 20 suitcases: one 33 passenger bus, or two comfort buses without a CDL', () => {
    const advice = adviseGroup({ passengers: 28, luggage: 20 }, fleetSeed);
    expect(advice.map((a) => [a.kind, a.option.lines.map((l) => `${l.count} ${l.classId}`)])).toEqual([
      ['fewest', ['1 33-passenger-bus']],
      ['withoutCdl', ['2 15-passenger-comfort-bus']],
      ['alternative', ['1 44-passenger-bus']],
    ]);
    expect(advice.map((a) => a.option.luggage)).toEqual([28, 30, 40]);
  });

  it('adds a cargo van when the seats alone leave suitcases behind', () => {
    const [, withoutCdl] = adviseGroup({ passengers: 40, luggage: 60 }, fleetSeed);
    expect(withoutCdl!.option.lines.map((l) => l.classId)).toContain('cargo-van-box-truck');
    expect(withoutCdl!.option.luggage).toBeGreaterThanOrEqual(60);
  });

  it('answers nothing outside 1 to 150 people or for a count that is not whole', () => {
    expect(adviseGroup({ passengers: 0 }, fleetSeed)).toEqual([]);
    expect(adviseGroup({ passengers: maxAdvisedGroup + 1 }, fleetSeed)).toEqual([]);
    expect(adviseGroup({ passengers: 12.5 }, fleetSeed)).toEqual([]);
    expect(adviseGroup({ passengers: 12, luggage: -1 }, fleetSeed)).toEqual([]);
    expect(adviseGroup({ passengers: maxAdvisedGroup }, fleetSeed)).not.toEqual([]);
  });

  it('every option seats everyone and carries every suitcase; the first has the fewest vehicles of any convoy', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: maxAdvisedGroup }),
        fc.integer({ min: 0, max: 200 }),
        (passengers, luggage) => {
          const advice = adviseGroup({ passengers, luggage }, fleetSeed);
          const convoys = everyConvoy(passengers, luggage);
          expect(advice.length > 0).toBe(convoys.length > 0);
          if (advice.length === 0) return;
          for (const { option } of advice) {
            const held = holds(option.lines);
            expect(held.seatsForGroup).toBeGreaterThanOrEqual(passengers);
            expect(held.suitcases).toBeGreaterThanOrEqual(luggage);
            expect(option.luggage).toBe(held.suitcases);
            expect(option.licence).toBe(held.cdl ? 'cdl' : 'standard');
          }
          const [first, ...rest] = advice;
          expect(first!.kind).toBe('fewest');
          expect(first!.option.vehicles).toBe(fewest(convoys));
          const standard = convoys.filter((c) => !c.cdl);
          const withoutCdl = rest.find((a) => a.kind === 'withoutCdl');
          if (first!.option.licence === 'cdl' && standard.length > 0) {
            expect(withoutCdl!.option.licence).toBe('standard');
            expect(withoutCdl!.option.vehicles).toBe(fewest(standard));
          } else expect(withoutCdl).toBeUndefined();
          const carriersShown = advice.map((a) => a.option.lines[0]!.classId);
          expect(new Set(carriersShown).size).toBe(advice.length);
        },
      ),
    );
  });
});
