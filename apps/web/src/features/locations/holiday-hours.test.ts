import { locationSeed } from '@convoy/domain/content/locations';
import { describe, expect, it } from 'vitest';
import { todayIn } from '../../lib/format';
import { describeHoliday, localDate, upcomingHolidays } from './holiday-hours';

describe('holiday hours in words', () => {
  const holidays = locationSeed.find((l) => l.id === 'chicago')!.holidayHours!;

  it('names each holiday with its local date and hours, closed days as closed', () => {
    expect(holidays.slice(0, 2).map(describeHoliday)).toEqual([
      { label: 'Christmas Eve, Thursday, December 24, 2026', text: '9 am to 2 pm' },
      { label: 'Christmas Day, Friday, December 25, 2026', text: 'Closed' },
    ]);
  });

  it("keeps a local date on its own day whatever the reader's time zone", () => {
    // Midnight UTC on the 1st is still the 31st in Chicago: the date is the location's, never shifted.
    const before = process.env.TZ;
    process.env.TZ = 'Pacific/Honolulu';
    try {
      expect(localDate('2027-01-01')).toBe('Friday, January 1, 2027');
    } finally {
      process.env.TZ = before;
    }
  });

  it('lists only the holidays on or after today at the location', () => {
    const chicago = locationSeed.find((l) => l.id === 'chicago')!;
    // 2026-12-25 05:30 UTC is still the 24th in Chicago: Christmas Eve is today there, not past.
    const today = todayIn(chicago.timezone, Date.UTC(2026, 11, 25, 5, 30));
    expect(today).toBe('2026-12-24');
    expect(upcomingHolidays(holidays, today).map((h) => h.name)[0]).toBe('Christmas Eve');
    expect(upcomingHolidays(holidays, '2026-12-25').map((h) => h.name)[0]).toBe('Christmas Day');
    expect(upcomingHolidays(holidays, '2027-11-26')).toEqual([]);
  });
});
