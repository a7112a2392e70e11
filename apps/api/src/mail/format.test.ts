import { locationSeed } from '@convoy/domain/content/locations';
import fc from 'fast-check';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { inLanguage } from '../i18n/language.ts';
import {
  formatAddress,
  formatClock,
  formatLocalDate,
  formatLocalDateTime,
  formatMoney,
  formatOpeningHours,
} from './format.ts';

describe('e-mail formatting', () => {
  it('writes cents as dollars', () => {
    expect(formatMoney(1234567)).toBe('$12,345.67');
    expect(formatMoney(5)).toBe('$0.05');
  });

  it('writes an instant in the location’s wall-clock time with its zone abbreviation', () => {
    expect(formatLocalDateTime('2026-07-06T09:00:00-04:00', 'America/New_York')).toBe(
      'Monday, July 6, 2026 at 9:00 AM EDT',
    );
    expect(formatLocalDateTime(Date.UTC(2026, 0, 5, 20, 30), 'America/Los_Angeles')).toBe(
      'Monday, January 5, 2026 at 12:30 PM PST',
    );
    // An instant given with another zone's offset is written in the location's zone; midnight and noon read as people say them.
    expect(formatLocalDateTime('2026-07-06T09:00:00-04:00', 'America/Denver')).toBe(
      'Monday, July 6, 2026 at 7:00 AM MDT',
    );
    expect(formatLocalDateTime(Date.UTC(2026, 11, 7, 7, 5), 'America/Phoenix')).toBe(
      'Monday, December 7, 2026 at 12:05 AM MST',
    );
    expect(formatLocalDateTime(Date.UTC(2026, 11, 7, 19, 0), 'America/Phoenix')).toBe(
      'Monday, December 7, 2026 at 12:00 PM MST',
    );
    expect(formatLocalDate('2026-07-04')).toBe('Saturday, July 4, 2026');
  });

  it('writes opening hours compactly, closed days included', () => {
    expect(formatClock('00:05')).toBe('12:05 AM');
    expect(formatClock('12:00')).toBe('12:00 PM');
    const chicago = locationSeed.find((l) => l.id === 'chicago')!;
    expect(formatOpeningHours(chicago.openingHours)).toEqual([
      'Mon–Fri 7:00 AM–7:00 PM',
      'Sat 8:00 AM–5:00 PM',
      'Sun closed',
    ]);
    expect(formatAddress(chicago.address)).toBe('850 West Lake Street, Chicago, IL 60607');
  });

  it('writes them for es-US in a Spanish render (decision 048): the same amounts, Spanish days and hours', () => {
    inLanguage('es', () => {
      expect(formatMoney(1234567)).toBe('$12,345.67');
      expect(formatLocalDateTime('2026-07-06T09:00:00-04:00', 'America/New_York')).toBe(
        'lunes, 6 de julio de 2026, 9:00 a.m. EDT',
      );
      expect(formatLocalDate('2026-07-04')).toBe('sábado, 4 de julio de 2026');
      expect(formatClock('19:00')).toBe('7:00 p.m.');
      const chicago = locationSeed.find((l) => l.id === 'chicago')!;
      expect(formatOpeningHours(chicago.openingHours)).toEqual([
        'lun–vie 7:00 a.m.–7:00 p.m.',
        'sáb 8:00 a.m.–5:00 p.m.',
        'dom cerrado',
      ]);
    });
    // Outside the render, English again.
    expect(formatClock('19:00')).toBe('7:00 PM');
  });

  it('writes any calendar day as Luxon does, in English and in Spanish', () => {
    // Luxon, which wrote these dates before, as the oracle: every day from 1990 to 2100.
    const days = fc
      .integer({ min: Date.UTC(1990, 0, 1) / 86_400_000, max: Date.UTC(2100, 11, 31) / 86_400_000 })
      .map((n) => new Date(n * 86_400_000).toISOString().slice(0, 10));
    fc.assert(
      fc.property(days, (date) => {
        const day = DateTime.fromISO(date, { zone: 'UTC' });
        expect(formatLocalDate(date)).toBe(day.setLocale('en-US').toFormat('cccc, LLLL d, yyyy'));
        expect(inLanguage('es', () => formatLocalDate(date))).toBe(
          day
            .setLocale('es-US')
            .toLocaleString({ weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' }),
        );
      }),
      { numRuns: 500 },
    );
  });

  it('writes text that is no calendar day as it is, never throwing in the middle of a message', () => {
    for (const text of ['2026-02-31', '2025-02-29', '2026-07', 'tomorrow', ''])
      expect(formatLocalDate(text)).toBe(text);
    expect(formatLocalDate('2024-02-29')).toBe('Thursday, February 29, 2024');
  });
});
