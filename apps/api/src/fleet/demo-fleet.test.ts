import { randomUUID } from 'node:crypto';
import { isValidVin } from '@convoy/domain/contracts/vin';
import { describe, expect, it } from 'vitest';
import { demoCounts, demoFleetUnits } from './demo-fleet.ts';

const counted = demoCounts();

describe('the demo fleet', () => {
  const units = demoFleetUnits(counted, 0, randomUUID);

  it('has one unit per counted vehicle, each with a valid VIN, distinct numbers and plates of its state', () => {
    expect(units).toHaveLength(counted.reduce((sum, c) => sum + c.count, 0));
    expect(units.every((u) => u.vin !== null && isValidVin(u.vin))).toBe(true);
    for (const key of ['fleet_number', 'vin', 'plate'] as const) {
      expect(new Set(units.map((u) => u[key])).size, key).toBe(units.length);
    }
    const atlanta = units.filter((u) => u.location_id === 'atlanta');
    expect(atlanta[0]).toMatchObject({ fleet_number: 'ATL-101', plate_state: 'GA' });
  });

  it('is the same fleet every time, with its next service ahead of each odometer', () => {
    expect(demoFleetUnits(counted, 0, () => 'x').map((u) => u.vin)).toEqual(units.map((u) => u.vin));
    for (const u of units) expect(u.service_due_miles!).toBeGreaterThan(u.odometer_miles);
  });
});
