import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type CoveredLine,
  type CoveringDriver,
  drivenVehicleName,
  vehicleNumberProblems,
  vehiclesWithoutDriver,
} from './driver-coverage.ts';

const buses = { classId: 'bus', quantity: 2, vehicleName: '15 Passenger Comfort Bus' };
const van = { classId: 'van', quantity: 1, vehicleName: '15 Passenger Van' };

describe('vehiclesWithoutDriver', () => {
  it('counts drivers without a number one vehicle each, as bookings before numbers did', () => {
    expect(vehiclesWithoutDriver([], [buses, van])).toBe(3);
    expect(vehiclesWithoutDriver([{ classId: 'bus' }], [buses, van])).toBe(2);
    expect(vehiclesWithoutDriver([{ classId: 'bus' }, { classId: 'bus' }], [buses])).toBe(0);
  });

  it('counts two drivers of the same bus once', () => {
    const both1 = [
      { classId: 'bus', vehicleNumber: 1 },
      { classId: 'bus', vehicleNumber: 1 },
    ];
    expect(vehiclesWithoutDriver(both1, [buses])).toBe(1);
    expect(vehiclesWithoutDriver([...both1, { classId: 'bus', vehicleNumber: 2 }], [buses])).toBe(0);
  });

  it('lets a driver without a number cover the bus no numbered driver covers', () => {
    expect(
      vehiclesWithoutDriver(
        [
          { classId: 'bus', vehicleNumber: 2 },
          { classId: 'bus', vehicleNumber: null },
        ],
        [buses],
      ),
    ).toBe(0);
  });

  it('counts a number past the quantity (a vehicle since taken off) as any vehicle', () => {
    expect(
      vehiclesWithoutDriver([{ classId: 'bus', vehicleNumber: 2 }], [{ classId: 'bus', quantity: 1 }]),
    ).toBe(0);
  });

  it('ignores drivers of classes not booked', () => {
    expect(vehiclesWithoutDriver([{ classId: 'car', vehicleNumber: 1 }], [van])).toBe(1);
  });
});

/**
 * The oracle: the most vehicles the drivers can cover, one driver per vehicle
 * at most, found by trying every way of giving each driver one vehicle it may
 * drive (or none). Independent of the counting rule it checks.
 */
function oracleUncovered(drivers: readonly CoveringDriver[], lines: readonly CoveredLine[]): number {
  const vehicles = lines.flatMap((l) =>
    Array.from({ length: l.quantity }, (_, i) => `${l.classId}#${i + 1}`),
  );
  const choices = drivers.map((d) => {
    const line = lines.find((l) => l.classId === d.classId);
    if (!line) return [];
    const n = d.vehicleNumber;
    const named = n != null && n >= 1 && n <= line.quantity;
    return Array.from({ length: line.quantity }, (_, i) => i + 1)
      .filter((k) => !named || k === n)
      .map((k) => `${d.classId}#${k}`);
  });
  let best = 0;
  const walk = (i: number, taken: Set<string>) => {
    best = Math.max(best, taken.size);
    if (i === choices.length || best === vehicles.length) return;
    walk(i + 1, taken);
    for (const v of choices[i] ?? []) {
      if (taken.has(v)) continue;
      taken.add(v);
      walk(i + 1, taken);
      taken.delete(v);
    }
  };
  walk(0, new Set());
  return vehicles.length - best;
}

describe('vehiclesWithoutDriver against the oracle', () => {
  it('leaves as many vehicles uncovered as the best assignment of drivers', () => {
    const classIds = ['a', 'b', 'c'];
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.constantFrom(...classIds), { minLength: 1, maxLength: 3 }).chain((ids) =>
          fc.tuple(
            fc.constant(ids),
            fc.array(fc.integer({ min: 1, max: 3 }), { minLength: ids.length, maxLength: ids.length }),
            fc.array(
              fc.record({
                classId: fc.constantFrom(...classIds),
                vehicleNumber: fc.option(fc.integer({ min: 1, max: 4 }), { nil: null }),
              }),
              { maxLength: 6 },
            ),
          ),
        ),
        ([ids, quantities, drivers]) => {
          const lines = ids.map((classId, i) => ({ classId, quantity: quantities[i] ?? 1 }));
          expect(vehiclesWithoutDriver(drivers, lines)).toBe(oracleUncovered(drivers, lines));
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('vehicleNumberProblems', () => {
  it('accepts a number within the class’s quantity, or none', () => {
    expect(
      vehicleNumberProblems(
        [{ classId: 'bus', vehicleNumber: 2 }, { classId: 'bus' }, { classId: 'van', vehicleNumber: 1 }],
        [buses, van],
      ),
    ).toEqual({});
  });

  it('names each driver whose number is past the quantity, counting from `first`', () => {
    expect(
      vehicleNumberProblems(
        [
          { classId: 'van', vehicleNumber: 1 },
          { classId: 'bus', vehicleNumber: 3 },
          { classId: 'van', vehicleNumber: 2 },
        ],
        [buses, van],
        1,
      ),
    ).toEqual({
      'drivers.2.vehicleNumber':
        'This booking holds 2 of the 15 Passenger Comfort Bus: choose one from 1 to 2.',
      'drivers.3.vehicleNumber': 'This booking holds one 15 Passenger Van: choose it, not a vehicle 2.',
    });
  });

  it('leaves a class not booked to the class check', () => {
    expect(vehicleNumberProblems([{ classId: 'car', vehicleNumber: 9 }], [van])).toEqual({});
  });
});

describe('drivenVehicleName', () => {
  it('names the bus when the driver has a number', () => {
    expect(drivenVehicleName({ vehicleName: '15 Passenger Comfort Bus', vehicleNumber: 2 })).toBe(
      '15 Passenger Comfort Bus 2',
    );
    expect(drivenVehicleName({ vehicleName: '15 Passenger Van', vehicleNumber: null })).toBe(
      '15 Passenger Van',
    );
  });
});
