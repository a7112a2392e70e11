import { describe, expect, it } from 'vitest';
import { testVehicle } from '../../../test/flow-fixtures';
import { shortLines } from './use-booking';

const van = { ...testVehicle(), quantity: 2 };
const cargo = { ...testVehicle({ id: 'cargo-van-box-truck', name: 'Cargo Van / Box Truck' }), quantity: 1 };

describe('a convoy that lost units (409 unavailable)', () => {
  it('names the lines the server says ran short', () => {
    const message = 'Only 0 left.';
    expect(shortLines({ 'lines.1.quantity': message }, [van, cargo]).map((l) => l.id)).toEqual([
      'cargo-van-box-truck',
    ]);
  });

  it('takes every line when the answer names none (a booking of one class)', () => {
    expect(shortLines(undefined, [van, cargo]).map((l) => l.id)).toEqual([
      '15-passenger-van',
      'cargo-van-box-truck',
    ]);
  });
});
