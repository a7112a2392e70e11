import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { forecastService, nextService, paceOf } from './service-forecast.ts';

/**
 * The forecast against an independent oracle: it drives the unit day by day
 * (each day's odometer as miles × day / days, compared in whole numbers
 * multiplied out) until the odometer reaches the due mileage, walks the
 * calendar with Date objects, and takes the earlier date by comparing instants.
 */
const DAY = 86_400_000;
const dayAfter = (date: string, n: number) => {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

function oracleMilesDay(today: string, odometer: number, due: number, pace: { miles: number; days: number }) {
  // odometer + day × miles / days ≥ due, multiplied out by days.
  for (let day = 0; day <= 3_650; day++) {
    if (odometer * pace.days + day * pace.miles >= due * pace.days) return dayAfter(today, day);
  }
  return null;
}

const date = fc
  .integer({ min: 0, max: 3000 })
  .map((n) => new Date(Date.UTC(2026, 0, 1) + n * DAY).toISOString().slice(0, 10));

describe('forecastService', () => {
  it('falls due on the earlier of the months rule and the day the pace reaches the mileage', () => {
    fc.assert(
      fc.property(
        date,
        fc.integer({ min: 0, max: 200_000 }),
        fc.integer({ min: -3_000, max: 20_000 }),
        fc.option(fc.integer({ min: -30, max: 400 }), { nil: null }),
        fc.option(
          fc.record({ miles: fc.integer({ min: 1, max: 20_000 }), days: fc.integer({ min: 1, max: 365 }) }),
          {
            nil: null,
          },
        ),
        (today, odometer, ahead, dateIn, pace) => {
          const dueMiles = Math.max(0, odometer + ahead);
          const dueOn = dateIn === null ? null : dayAfter(today, dateIn);
          const forecast = forecastService({
            today,
            odometerMiles: odometer,
            dueOn,
            dueMiles,
            pace,
            soonDays: 14,
            soonMiles: 500,
          });
          const milesDay =
            odometer >= dueMiles ? today : pace ? oracleMilesDay(today, odometer, dueMiles, pace) : null;
          expect(forecast.milesDueOn).toBe(milesDay);
          const candidates = [dueOn, milesDay].filter((d) => d !== null) as string[];
          const earliest = candidates.length
            ? candidates.reduce((a, b) => (Date.parse(a) <= Date.parse(b) ? a : b))
            : null;
          expect(forecast.dueOn).toBe(earliest);
          const overdue = odometer >= dueMiles || (dueOn !== null && Date.parse(dueOn) <= Date.parse(today));
          expect(forecast.state === 'overdue').toBe(overdue);
          if (!overdue) {
            const soon =
              (earliest !== null && Date.parse(earliest) <= Date.parse(dayAfter(today, 14))) ||
              odometer >= dueMiles - 500;
            expect(forecast.state === 'soon').toBe(soon);
          }
        },
      ),
    );
  });

  it('names why: a date passed, a mileage read, a mileage forecast', () => {
    const base = { today: '2026-07-01', soonDays: 14, soonMiles: 500, pace: null };
    expect(
      forecastService({ ...base, odometerMiles: 10_000, dueOn: '2026-07-01', dueMiles: 10_000 }),
    ).toMatchObject({ state: 'overdue', reasons: ['date', 'miles'] });
    expect(forecastService({ ...base, odometerMiles: 9_600, dueOn: null, dueMiles: 10_000 })).toMatchObject({
      state: 'soon',
      reasons: ['miles'],
      milesDueOn: null,
    });
    // 100 miles a day, 2,000 short: 20 days, past the 14-day threshold; 150 a day: 14 days, soon.
    const paced = (miles: number) =>
      forecastService({
        ...base,
        odometerMiles: 8_000,
        dueOn: '2026-12-31',
        dueMiles: 10_000,
        pace: { miles, days: 1 },
      });
    expect(paced(100)).toMatchObject({ state: null, milesDueOn: '2026-07-21', dueOn: '2026-07-21' });
    expect(paced(150)).toMatchObject({ state: 'soon', reasons: ['forecast'], milesDueOn: '2026-07-15' });
  });
});

describe('paceOf', () => {
  it('is the miles between the first and last reading over the whole days between them', () => {
    const at = (day: number) => Date.UTC(2026, 6, 1) + day * DAY;
    expect(
      paceOf([
        { at: at(10), miles: 1_300 },
        { at: at(0), miles: 1_000 },
        { at: at(4), miles: 1_100 },
      ]),
    ).toEqual({
      miles: 300,
      days: 10,
    });
    expect(paceOf([{ at: at(0), miles: 1_000 }])).toBeNull();
    expect(
      paceOf([
        { at: at(0), miles: 1_000 },
        { at: at(0) + 3_600_000, miles: 1_050 },
      ]),
    ).toEqual({ miles: 50, days: 1 });
  });
});

describe('nextService', () => {
  it('adds the months (clamped to the month’s end) and the miles', () => {
    expect(nextService({ everyMiles: 5_000, everyMonths: 6 }, '2026-08-31', 12_345)).toEqual({
      dueOn: '2027-02-28',
      dueMiles: 17_345,
    });
    expect(nextService({ everyMiles: null, everyMonths: 3 }, '2026-11-30', 1)).toEqual({
      dueOn: '2027-02-28',
      dueMiles: null,
    });
  });
});
