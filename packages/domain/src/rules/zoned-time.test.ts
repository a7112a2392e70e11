import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { instantToLocal } from './time.ts';
import { zonedToday } from './zoned-time.ts';

const zones = [
  'America/New_York',
  'America/Phoenix',
  'America/Los_Angeles',
  'Europe/London',
  'Australia/Lord_Howe',
  'Pacific/Chatham',
  'America/Santiago',
  'Asia/Kolkata',
  'UTC',
];

describe('zonedToday', () => {
  it('gives the date instantToLocal gives, at any instant and in any zone, remembered or not', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...zones),
        fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2032, 0, 1) }),
        fc.integer({ min: -2 * 86_400_000, max: 2 * 86_400_000 }),
        (zone, at, step) => {
          // A first call fills the zone's memo; a second, nearby, may be answered from it.
          expect(zonedToday(at, zone)).toBe(instantToLocal(at, zone).date);
          expect(zonedToday(at + step, zone)).toBe(instantToLocal(at + step, zone).date);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('changes at local midnight, not before', () => {
    const beforeMidnight = Date.parse('2026-07-06T23:59:59.999-04:00');
    expect(zonedToday(beforeMidnight, 'America/New_York')).toBe('2026-07-06');
    expect(zonedToday(beforeMidnight + 1, 'America/New_York')).toBe('2026-07-07');
    expect(zonedToday(beforeMidnight, 'America/New_York')).toBe('2026-07-06');
  });
});
