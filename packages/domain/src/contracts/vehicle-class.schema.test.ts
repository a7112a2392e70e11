import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import { fleetSeed, type VehicleClass } from '../content/fleet.ts';
import { vehicleClassSchema } from './vehicle-class.schema.ts';

describe('vehicleClassSchema', () => {
  it('has the shape of the VehicleClass of fleet.ts', () => {
    expectTypeOf<z.infer<typeof vehicleClassSchema>>().toEqualTypeOf<VehicleClass>();
  });

  it('accepts every seeded class', () => {
    for (const vehicle of fleetSeed) expect(vehicleClassSchema.safeParse(vehicle).error).toBeUndefined();
  });

  it('refuses a fractional rate or an unknown category', () => {
    const van = fleetSeed[0]!;
    expect(vehicleClassSchema.safeParse({ ...van, dailyRateCents: 149.5 }).success).toBe(false);
    expect(vehicleClassSchema.safeParse({ ...van, category: 'car' }).success).toBe(false);
  });
});
