import { describe, expect, it } from 'vitest';
import type { SelectedVehicle } from '../../../lib/flow/flow-state';
import { fleetVehicle, testBreakdown, testVehicle } from '../../../test/flow-fixtures';
import { convoyFromLines, convoyTotals, estimatedTotalCents, lineCap, withLine } from './convoy';

const van = testVehicle({ availableUnits: 12, pricingBreakdown: testBreakdown({ totalCents: 40000 }) });
const cargo = fleetVehicle('cargo-van-box-truck', {
  availableUnits: 1,
  pricingBreakdown: testBreakdown({ totalCents: 30000 }),
});
const line = (v: typeof van, quantity: number): SelectedVehicle => ({ ...v, quantity });

describe('the convoy built on availability', () => {
  it('adds up every seat and the suitcases, a cargo van’s load space included', () => {
    expect(convoyTotals([line(van, 2), line(cargo, 1)])).toEqual({ vehicles: 3, seats: 33, luggage: 48 });
    expect(convoyTotals([])).toEqual({ vehicles: 0, seats: 0, luggage: 0 });
  });

  it('never lets a class exceed its free units or a line the per-class maximum', () => {
    expect(lineCap(cargo, [])).toBe(1);
    expect(lineCap(van, [])).toBe(10);
    expect(withLine([], cargo, 3)).toMatchObject([{ id: cargo.id, quantity: 1 }]);
  });

  it('keeps the whole convoy within what one booking holds: 20 vehicles, 8 classes', () => {
    const others = Array.from({ length: 8 }, (_, i) =>
      line(testVehicle({ id: `class-${i}`, availableUnits: 10 }), i < 2 ? 9 : 0),
    ).filter((l) => l.quantity > 0);
    expect(lineCap(van, others)).toBe(2);
    const eight = Array.from({ length: 8 }, (_, i) => line(testVehicle({ id: `class-${i}` }), 1));
    expect(lineCap(van, eight)).toBe(0);
    expect(lineCap(eight[0]!, eight)).toBe(3);
  });

  it('sets, changes and removes a line, a new class last', () => {
    let convoy = withLine([], van, 2);
    convoy = withLine(convoy, cargo, 1);
    expect(convoy.map((l) => [l.id, l.quantity])).toEqual([
      [van.id, 2],
      [cargo.id, 1],
    ]);
    convoy = withLine(convoy, van, 3);
    expect(convoy.map((l) => [l.id, l.quantity])).toEqual([
      [van.id, 3],
      [cargo.id, 1],
    ]);
    expect(withLine(convoy, van, 0).map((l) => l.id)).toEqual([cargo.id]);
  });

  it('estimates the total from availability’s one-vehicle totals', () => {
    expect(estimatedTotalCents([line(van, 2), line(cargo, 1)])).toBe(110000);
  });

  it('turns a suggestion into the convoy when its classes are listed and free', () => {
    const lines = [
      { classId: van.id, className: van.name, count: 2 },
      { classId: cargo.id, className: cargo.name, count: 1 },
    ];
    expect(convoyFromLines(lines, [van, cargo])?.map((l) => [l.id, l.quantity])).toEqual([
      [van.id, 2],
      [cargo.id, 1],
    ]);
    expect(convoyFromLines(lines, [van])).toBeNull();
    expect(convoyFromLines([{ ...lines[1]!, count: 2 }], [van, cargo])).toBeNull();
  });
});
