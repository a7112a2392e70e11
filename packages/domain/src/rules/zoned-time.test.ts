import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { instantToLocal } from './time.ts';
import { anyZoneDaysBounds, zonedInstant, zonedIso, zonedToday } from './zoned-time.ts';

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

describe('zonedIso', () => {
  it('writes an instant with the offset of its zone, remembered or not', () => {
    const at = zonedInstant('2026-07-06', '09:00', 'America/New_York');
    for (let i = 0; i < 2; i++) {
      expect(zonedIso(at, 'America/New_York')).toBe('2026-07-06T09:00:00-04:00');
      expect(zonedIso(at, 'America/Phoenix')).toBe('2026-07-06T06:00:00-07:00');
    }
  });
});

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

describe('instants of local days in any timezone', () => {
  const extremeZones = [
    ...zones,
    'Pacific/Kiritimati',
    'Etc/GMT+12',
    'Pacific/Pago_Pago',
    'America/Anchorage',
  ];

  it('contain every instant whose local date, anywhere, falls on the days', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.parse('2020-01-01'), max: Date.parse('2030-12-31') }),
        fc.constantFrom(...extremeZones),
        fc.integer({ min: 0, max: 40 }),
        (instant, zone, span) => {
          // The oracle: the instant's date read by Intl in that zone.
          const { date } = instantToLocal(instant, zone);
          const to = new Date(Date.parse(`${date}T00:00:00Z`) + span * 86_400_000).toISOString().slice(0, 10);
          const { start, end } = anyZoneDaysBounds(date, to);
          expect(instant).toBeGreaterThanOrEqual(start!);
          expect(instant).toBeLessThan(end!);
        },
      ),
    );
  });

  it('are at most a day and two hours wider than the days, and open where no date is given', () => {
    const { start, end } = anyZoneDaysBounds('2026-07-01', '2026-07-01');
    expect(end! - start!).toBe(26 * 3_600_000 + 24 * 3_600_000);
    expect(anyZoneDaysBounds(undefined, '2026-07-01')).toEqual({ end: Date.parse('2026-07-02T12:00:00Z') });
    expect(anyZoneDaysBounds()).toEqual({});
  });
});
