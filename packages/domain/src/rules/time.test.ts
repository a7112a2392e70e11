import { describe, expect, it } from 'vitest';
import { locationSeed } from '../content/locations.ts';
import { daysInMonth } from './local-date.ts';
import {
  addMonthsSameDay,
  checkOpeningHours,
  instantToLocal,
  isValidTimezone,
  isWithinOpeningHours,
  localToday,
  localToInstant,
  TimeError,
  toIsoWithOffset,
  weekdayOf,
} from './time.ts';

const NY = 'America/New_York';
const PHX = 'America/Phoenix';
const HOUR = 3_600_000;

function errorCode(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (error) {
    if (error instanceof TimeError) return error.code;
    throw error;
  }
  return undefined;
}

describe('localToInstant', () => {
  it('uses standard time in winter and daylight time in summer in New York', () => {
    expect(localToInstant('2026-01-15', '09:00', NY).toISOString()).toBe('2026-01-15T14:00:00.000Z');
    expect(localToInstant('2026-07-04', '09:00', NY).toISOString()).toBe('2026-07-04T13:00:00.000Z');
  });

  it('keeps Phoenix on UTC-7 all year (no daylight saving)', () => {
    expect(localToInstant('2026-01-15', '09:00', PHX).toISOString()).toBe('2026-01-15T16:00:00.000Z');
    expect(localToInstant('2026-07-04', '09:00', PHX).toISOString()).toBe('2026-07-04T16:00:00.000Z');
    expect(localToInstant('2026-03-08', '02:30', PHX).toISOString()).toBe('2026-03-08T09:30:00.000Z');
  });

  it('rejects a time in the spring-forward gap (2026-03-08 02:00–02:59 in New York)', () => {
    expect(errorCode(() => localToInstant('2026-03-08', '02:00', NY))).toBe('nonexistent_local_time');
    expect(errorCode(() => localToInstant('2026-03-08', '02:59', NY))).toBe('nonexistent_local_time');
    // Either side of the gap exists: 01:59 EST and 03:00 EDT are one minute apart.
    const before = localToInstant('2026-03-08', '01:59', NY).getTime();
    const after = localToInstant('2026-03-08', '03:00', NY).getTime();
    expect(after - before).toBe(60_000);
  });

  it('takes the earlier instant (EDT) for a time in the repeated fall-back hour (2026-11-01)', () => {
    const ambiguous = localToInstant('2026-11-01', '01:30', NY);
    expect(ambiguous.toISOString()).toBe('2026-11-01T05:30:00.000Z');
    expect(toIsoWithOffset(ambiguous, NY)).toBe('2026-11-01T01:30:00-04:00');
    // 02:00 exists once (EST): 1.5 real hours after 01:30 EDT.
    expect(localToInstant('2026-11-01', '02:00', NY).getTime() - ambiguous.getTime()).toBe(1.5 * HOUR);
  });

  it('counts the real hours of the DST days: 23 in March, 25 in November', () => {
    const march =
      localToInstant('2026-03-09', '00:00', NY).getTime() -
      localToInstant('2026-03-08', '00:00', NY).getTime();
    const november =
      localToInstant('2026-11-02', '00:00', NY).getTime() -
      localToInstant('2026-11-01', '00:00', NY).getTime();
    expect(march).toBe(23 * HOUR);
    expect(november).toBe(25 * HOUR);
  });

  it('rejects impossible dates, malformed times and unknown zones with a code', () => {
    expect(errorCode(() => localToInstant('2026-02-29', '09:00', NY))).toBe('invalid_date');
    expect(errorCode(() => localToInstant('2026-13-01', '09:00', NY))).toBe('invalid_date');
    expect(errorCode(() => localToInstant('2026-1-01', '09:00', NY))).toBe('invalid_date');
    expect(errorCode(() => localToInstant('2026-01-01', '24:00', NY))).toBe('invalid_time');
    expect(errorCode(() => localToInstant('2026-01-01', '9:00', NY))).toBe('invalid_time');
    expect(errorCode(() => localToInstant('2026-01-01', '09:00', 'Mars/Olympus'))).toBe('invalid_timezone');
    expect(localToInstant('2028-02-29', '09:00', NY).toISOString()).toBe('2028-02-29T14:00:00.000Z');
  });
});

describe('instantToLocal and toIsoWithOffset', () => {
  it('round-trips every quarter hour across both 2026 New York changes', () => {
    for (const date of ['2026-03-07', '2026-03-08', '2026-03-09', '2026-10-31', '2026-11-01', '2026-11-02']) {
      for (let minutes = 0; minutes < 24 * 60; minutes += 15) {
        const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
        if (date === '2026-03-08' && time >= '02:00' && time < '03:00') continue;
        expect(instantToLocal(localToInstant(date, time, NY), NY)).toEqual({ date, time });
      }
    }
  });

  it('writes the offset in force at the instant', () => {
    expect(toIsoWithOffset(localToInstant('2026-03-08', '01:00', NY), NY)).toBe('2026-03-08T01:00:00-05:00');
    expect(toIsoWithOffset(localToInstant('2026-03-08', '09:00', NY), NY)).toBe('2026-03-08T09:00:00-04:00');
    expect(toIsoWithOffset(localToInstant('2026-07-04', '09:00', PHX), PHX)).toBe(
      '2026-07-04T09:00:00-07:00',
    );
    expect(toIsoWithOffset(Date.UTC(2026, 10, 1, 6, 30), NY)).toBe('2026-11-01T01:30:00-05:00');
  });

  it('gives the local date at the location for "today"', () => {
    // 03:30 UTC on 5 July is still 4 July in New York and in Phoenix.
    const now = Date.UTC(2026, 6, 5, 3, 30);
    expect(localToday(NY, now)).toBe('2026-07-04');
    expect(localToday(PHX, now)).toBe('2026-07-04');
    expect(localToday('Europe/Berlin', now)).toBe('2026-07-05');
  });

  it('knows real zones only', () => {
    expect(isValidTimezone(NY)).toBe(true);
    expect(isValidTimezone('America/Nowhere')).toBe(false);
  });
});

describe('weekdays and opening hours', () => {
  const baltimore = locationSeed.find((l) => l.id === 'baltimore')!.openingHours;
  const chicago = locationSeed.find((l) => l.id === 'chicago')!.openingHours;

  it('names the weekday of a local date', () => {
    expect(weekdayOf('2026-07-04')).toBe('sat');
    expect(weekdayOf('2026-03-08')).toBe('sun');
    expect(weekdayOf('2026-11-02')).toBe('mon');
    expect(weekdayOf('2028-02-29')).toBe('tue');
  });

  it('accepts times from opening to closing inclusive', () => {
    expect(isWithinOpeningHours(baltimore, '2026-07-06', '07:00')).toBe(true);
    expect(isWithinOpeningHours(baltimore, '2026-07-06', '19:00')).toBe(true);
    expect(checkOpeningHours(baltimore, '2026-07-06', '06:59')).toMatchObject({
      open: false,
      reason: 'before_opening',
      hours: { open: '07:00', close: '19:00' },
    });
    expect(checkOpeningHours(baltimore, '2026-07-04', '17:01')).toMatchObject({
      open: false,
      reason: 'after_closing',
      weekday: 'sat',
    });
  });

  it('reports a day the location is closed', () => {
    expect(checkOpeningHours(chicago, '2026-07-05', '12:00')).toEqual({
      open: false,
      reason: 'closed_all_day',
      weekday: 'sun',
      hours: null,
    });
  });
});

describe('addMonthsSameDay', () => {
  it('returns the same day of the month', () => {
    expect(addMonthsSameDay('2026-03-15', 1)).toBe('2026-04-15');
    expect(addMonthsSameDay('2026-11-15', 3)).toBe('2027-02-15');
    expect(addMonthsSameDay('2026-06-01', 12)).toBe('2027-06-01');
  });

  it('clamps to the last day of a shorter month, counting from the start date', () => {
    expect(addMonthsSameDay('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonthsSameDay('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonthsSameDay('2026-03-31', 1)).toBe('2026-04-30');
    expect(addMonthsSameDay('2026-01-31', 2)).toBe('2026-03-31');
  });

  it('rejects an impossible start date', () => {
    expect(errorCode(() => addMonthsSameDay('2026-02-30', 1))).toBe('invalid_date');
  });

  it('agrees with the month lengths', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((m) => daysInMonth(2026, m))).toEqual([
      31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31,
    ]);
    expect(daysInMonth(2000, 2)).toBe(29);
    expect(daysInMonth(2100, 2)).toBe(28);
  });
});
