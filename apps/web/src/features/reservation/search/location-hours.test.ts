import { locationSeed } from '@convoy/domain/content/locations';
import { describe, expect, it } from 'vitest';
import { hoursLines } from './location-hours';

describe('hoursLines', () => {
  it('groups consecutive days with the same hours and names closed days', () => {
    const chicago = locationSeed.find((l) => l.id === 'chicago')!;
    expect(hoursLines(chicago.openingHours)).toEqual([
      { days: 'Mon–Fri', hours: '7:00 AM–7:00 PM' },
      { days: 'Sat', hours: '8:00 AM–5:00 PM' },
      { days: 'Sun', hours: null },
    ]);
  });
});
