import { describe, expect, it } from 'vitest';
import { fleetSeed } from '../content/fleet.ts';
import { maxReservationQuantity } from '../contracts/reservation.schema.ts';
import {
  groupSizeOptions,
  maxSuggestedVehicles,
  passengerCategories,
  suggestGroupVehicles,
} from './group-size.ts';

const byId = new Map(fleetSeed.map((c) => [c.id, c]));

describe('suggestGroupVehicles', () => {
  it('suggests at most what one reservation can book', () => {
    // The web app caps its quantity pickers with this constant, to keep zod out of the availability page.
    expect(maxSuggestedVehicles).toBe(maxReservationQuantity);
  });

  it('gives every group from 1 to 150 people an option that seats them all', () => {
    for (let size = 1; size <= 150; size++) {
      const { best, withoutCdl } = suggestGroupVehicles(size, fleetSeed);
      expect(best, `size ${size}`).toBeDefined();
      for (const option of [best, withoutCdl]) {
        if (!option) continue;
        const vehicle = byId.get(option.classId)!;
        expect(option.seats).toBe(option.count * vehicle.passengers);
        expect(option.seats).toBeGreaterThanOrEqual(size);
        // No vehicle too many: one fewer would not seat the group.
        expect((option.count - 1) * vehicle.passengers).toBeLessThan(size);
        expect(option.count).toBeLessThanOrEqual(maxSuggestedVehicles);
        expect(passengerCategories).toContain(vehicle.category);
        expect(option.licence).toBe(vehicle.requiresCdl ? 'cdl' : 'standard');
        expect(option.minAge).toBe(vehicle.minAge);
      }
    }
  });

  it('offers a choice without a CDL for every size up to 150 (ten 15 passenger vans)', () => {
    for (let size = 1; size <= 150; size++) {
      const { best, withoutCdl } = suggestGroupVehicles(size, fleetSeed);
      const standard = best?.licence === 'standard' ? best : withoutCdl;
      expect(standard?.licence, `size ${size}`).toBe('standard');
    }
  });

  it('40 people: one 44 passenger bus (CDL), or three 15 passenger vans', () => {
    const { best, withoutCdl } = suggestGroupVehicles(40, fleetSeed);
    expect(best).toMatchObject({ classId: '44-passenger-bus', count: 1, licence: 'cdl', seats: 44 });
    expect(withoutCdl).toMatchObject({
      classId: '15-passenger-van',
      count: 3,
      licence: 'standard',
      seats: 45,
    });
    expect(withoutCdl?.dailyCostCents).toBe(3 * 17900);
  });

  it('prefers fewer vehicles, then the lower daily cost', () => {
    // 7 people: a minivan ($89) beats an SUV ($119) and vans; all are one vehicle.
    expect(suggestGroupVehicles(7, fleetSeed).best).toMatchObject({ classId: 'minivan', count: 1 });
    // 8 people: the SUV seats 8 for less than any van.
    expect(suggestGroupVehicles(8, fleetSeed).best).toMatchObject({ classId: 'suvs', count: 1 });
    // 15 people: the van is the cheapest 15-seater; the buses cost more.
    expect(suggestGroupVehicles(15, fleetSeed).best).toMatchObject({ classId: '15-passenger-van', count: 1 });
    const options = groupSizeOptions(20, fleetSeed);
    for (let i = 1; i < options.length; i++) {
      const [a, b] = [options[i - 1]!, options[i]!];
      expect(a.count < b.count || (a.count === b.count && a.dailyCostCents <= b.dailyCostCents)).toBe(true);
    }
  });

  it('never suggests cargo, flatbed or pickup trucks to carry people', () => {
    const ids = groupSizeOptions(3, fleetSeed).map((o) => o.classId);
    expect(ids).not.toContain('cargo-van-box-truck');
    expect(ids).not.toContain('flatbed-truck');
    expect(ids).not.toContain('trucks');
  });

  it('respects the units free for the dates', () => {
    const scarce = fleetSeed.map((c) => ({ ...c, availableUnits: c.id === '15-passenger-van' ? 2 : 0 }));
    expect(suggestGroupVehicles(40, scarce).best).toBeUndefined();
    expect(suggestGroupVehicles(30, scarce).best).toMatchObject({ classId: '15-passenger-van', count: 2 });
  });

  it('has no answer for a group no ten vehicles can carry, nor for a count that is not a size', () => {
    expect(suggestGroupVehicles(441, fleetSeed).best).toBeUndefined();
    expect(suggestGroupVehicles(0, fleetSeed).best).toBeUndefined();
    expect(suggestGroupVehicles(2.5, fleetSeed).best).toBeUndefined();
  });
});
