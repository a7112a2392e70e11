import { locationSeed } from '@convoy/domain/content/locations';
import { describe, expect, it } from 'vitest';
import { clockTime, describeRun, hoursRuns } from './opening-hours';

describe('opening hours in words', () => {
  it('groups equal consecutive days and says closed days', () => {
    const chicago = locationSeed.find((l) => l.id === 'chicago')!;
    expect(hoursRuns(chicago.openingHours).map(describeRun)).toEqual([
      { label: 'Monday to Friday', text: '7 am to 7 pm' },
      { label: 'Saturday', text: '8 am to 5 pm' },
      { label: 'Sunday', text: 'Closed' },
    ]);
  });

  it('keeps a day with its own hours apart', () => {
    const phoenix = locationSeed.find((l) => l.id === 'phoenix')!;
    expect(hoursRuns(phoenix.openingHours).map(describeRun).slice(0, 2)).toEqual([
      { label: 'Monday', text: '6 am to 8 pm' },
      { label: 'Tuesday to Friday', text: '7 am to 7 pm' },
    ]);
  });

  it('writes noon, midnight and minutes the American way', () => {
    expect(['00:00', '12:00', '12:30', '09:05', '23:59'].map(clockTime)).toEqual([
      '12 am',
      '12 pm',
      '12:30 pm',
      '9:05 am',
      '11:59 pm',
    ]);
  });
});
