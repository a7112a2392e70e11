import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fleetSeed } from '../content/fleet.ts';
import {
  maxReservationLines,
  maxReservationQuantity,
  maxReservationVehicles,
} from '../contracts/reservation.schema.ts';
import {
  cargoLuggage,
  convoyName,
  convoyOptions,
  luggageRoom,
  maxConvoyLines,
  maxConvoyVehicles,
  suggestConvoy,
} from './convoy-suggestion.ts';
import { groupSizeOptions, maxSuggestedVehicles, passengerCategories } from './group-size.ts';

const byId = new Map(fleetSeed.map((c) => [c.id, c]));
const cargoVan = byId.get('cargo-van-box-truck')!;

describe('convoyOptions', () => {
  it('suggests at most what one reservation holds', () => {
    expect(maxConvoyVehicles).toBe(maxReservationVehicles);
    expect(maxConvoyLines).toBe(maxReservationLines);
    expect(maxSuggestedVehicles).toBe(maxReservationQuantity);
  });

  it('every convoy seats the group in passenger vehicles and carries the luggage, within the limits', () => {
    const units = fc.option(fc.integer({ min: 0, max: 12 }), { nil: undefined });
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 200 }),
        fc.integer({ min: 0, max: 400 }),
        fc.array(units, { minLength: fleetSeed.length, maxLength: fleetSeed.length }),
        (passengers, luggage, free) => {
          const classes = fleetSeed.map((c, i) => ({ ...c, availableUnits: free[i] }));
          const free$ = new Map(classes.map((c) => [c.id, c.availableUnits]));
          for (const o of convoyOptions({ passengers, luggage }, classes)) {
            const [people, ...rest] = o.lines.map((l) => ({ ...l, vehicle: byId.get(l.classId)! }));
            expect(passengerCategories).toContain(people!.vehicle.category);
            expect(people!.count * people!.vehicle.passengers).toBeGreaterThanOrEqual(passengers);
            for (const l of rest) expect(l.vehicle.category).toBe('cargo');
            const all = [people!, ...rest];
            const room = all.reduce((sum, l) => sum + l.count * luggageRoom(l.vehicle), 0);
            expect(room).toBe(o.luggage);
            expect(room).toBeGreaterThanOrEqual(luggage);
            expect(o.vehicles).toBe(all.reduce((sum, l) => sum + l.count, 0));
            expect(o.seats).toBe(all.reduce((sum, l) => sum + l.count * l.vehicle.passengers, 0));
            expect(o.vehicles).toBeLessThanOrEqual(maxConvoyVehicles);
            expect(new Set(all.map((l) => l.classId)).size).toBe(all.length);
            for (const l of all) {
              expect(l.count).toBeGreaterThanOrEqual(1);
              expect(l.count).toBeLessThanOrEqual(maxSuggestedVehicles);
              expect(l.count).toBeLessThanOrEqual(free$.get(l.classId) ?? Number.POSITIVE_INFINITY);
            }
            expect(o.dailyCostCents).toBe(all.reduce((s, l) => s + l.count * l.vehicle.dailyRateCents, 0));
            expect(o.licence).toBe(all.some((l) => l.vehicle.requiresCdl) ? 'cdl' : 'standard');
          }
        },
      ),
    );
  });

  it('without luggage, gives exactly group-size.ts’s options, one class each', () => {
    for (const size of [1, 7, 15, 28, 40, 150]) {
      const convoys = convoyOptions({ passengers: size }, fleetSeed);
      const single = groupSizeOptions(size, fleetSeed);
      expect(convoys.map((o) => [o.lines, o.seats, o.dailyCostCents])).toEqual(
        single.map((o) => [
          [{ classId: o.classId, className: o.className, count: o.count }],
          o.seats,
          o.dailyCostCents,
        ]),
      );
    }
  });

  it('orders by fewest vehicles, then the lower daily cost', () => {
    const options = convoyOptions({ passengers: 28, luggage: 40 }, fleetSeed);
    for (let i = 1; i < options.length; i++) {
      const [a, b] = [options[i - 1]!, options[i]!];
      expect(
        a.vehicles < b.vehicles || (a.vehicles === b.vehicles && a.dailyCostCents <= b.dailyCostCents),
      ).toBe(true);
    }
  });
});

describe('suggestConvoy', () => {
  it('28 people and 40 suitcases: a 44 passenger bus, or two 15 passenger vans and a cargo van', () => {
    const { best, withoutCdl } = suggestConvoy({ passengers: 28, luggage: 40 }, fleetSeed);
    expect(best).toMatchObject({ licence: 'cdl', vehicles: 1, seats: 44, luggage: 40 });
    expect(best && convoyName(best.lines)).toBe('1 × 44 Passenger Bus');
    // One more suitcase than the bus holds: the bus and a cargo van.
    expect(
      suggestConvoy({ passengers: 28, luggage: 41 }, fleetSeed).best?.lines.map((l) => l.classId),
    ).toEqual(['33-passenger-bus', 'cargo-van-box-truck']);
    expect(withoutCdl).toMatchObject({
      licence: 'standard',
      vehicles: 3,
      seats: 33,
      luggage: 8 + cargoLuggage,
    });
    expect(withoutCdl && convoyName(withoutCdl.lines)).toBe(
      '2 × 15 Passenger Van + 1 × Cargo Van / Box Truck',
    );
    expect(withoutCdl?.dailyCostCents).toBe(2 * 17900 + 12900);
  });

  it('takes more of a roomy passenger class when that needs no more vehicles than adding a cargo van', () => {
    // 28 people, 28 suitcases: two comfort buses carry 30, as few vehicles as any standard-licence answer.
    const { withoutCdl } = suggestConvoy({ passengers: 28, luggage: 28 }, fleetSeed);
    expect(withoutCdl?.lines).toEqual([
      { classId: '15-passenger-comfort-bus', className: '15 Passenger Comfort Bus', count: 2 },
    ]);
  });

  it('uses the cargo class’s load space, not its listed luggage', () => {
    expect(cargoVan.luggage).toBe(0);
    expect(luggageRoom(cargoVan)).toBe(cargoLuggage);
    expect(luggageRoom(byId.get('15-passenger-van')!)).toBe(4);
  });

  it('has no convoy when the cargo class is sold out and no passenger class carries the luggage', () => {
    const scarce = fleetSeed.map((c) => ({
      ...c,
      availableUnits: c.id === '15-passenger-van' ? 2 : 0,
    }));
    expect(suggestConvoy({ passengers: 28, luggage: 40 }, scarce).best).toBeUndefined();
    const withCargo = scarce.map((c) => (c.id === cargoVan.id ? { ...c, availableUnits: 1 } : c));
    expect(suggestConvoy({ passengers: 28, luggage: 40 }, withCargo).best?.lines).toEqual([
      { classId: '15-passenger-van', className: '15 Passenger Van', count: 2 },
      { classId: cargoVan.id, className: cargoVan.name, count: 1 },
    ]);
  });

  it('has no answer for a count that is not a size or a number of suitcases', () => {
    expect(suggestConvoy({ passengers: 0 }, fleetSeed).best).toBeUndefined();
    expect(suggestConvoy({ passengers: 10, luggage: -1 }, fleetSeed).best).toBeUndefined();
    expect(suggestConvoy({ passengers: 10, luggage: 2.5 }, fleetSeed).best).toBeUndefined();
  });
});
