import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import { type Location, locationSeed } from '../content/locations.ts';
import { locationSchema } from './location.schema.ts';

describe('locationSchema', () => {
  it('has the shape of the Location of locations.ts', () => {
    expectTypeOf<z.infer<typeof locationSchema>>().toEqualTypeOf<Location>();
  });

  it('accepts every seeded location, closed days included', () => {
    for (const location of locationSeed) expect(locationSchema.safeParse(location).error).toBeUndefined();
  });

  it('refuses opening hours that are not HH:mm', () => {
    const baltimore = locationSeed[0]!;
    const openingHours = { ...baltimore.openingHours, mon: { open: '7am', close: '19:00' } };
    expect(locationSchema.safeParse({ ...baltimore, openingHours }).error?.issues[0]?.path).toEqual([
      'openingHours',
      'mon',
      'open',
    ]);
  });
});
