import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ageOn,
  type DriverRule,
  type DriverToCheck,
  driverProblems,
  maskLicenceNumber,
} from './driver-rules.ts';

const bus: DriverRule = {
  classId: '25-passenger-bus',
  minAge: 25,
  cdlRequired: true,
  passengerEndorsementRequired: true,
  minYearsLicensed: 0,
};
const van: DriverRule = {
  classId: '15-passenger-van',
  minAge: 25,
  cdlRequired: false,
  passengerEndorsementRequired: false,
  minYearsLicensed: 3,
};
const trip = { pickupDate: '2026-07-06', returnDate: '2026-07-08' };
const sam: DriverToCheck = {
  name: 'Sam Lee',
  dateOfBirth: '1990-04-21',
  licenceExpiry: '2029-01-31',
  licenceClass: 'regular',
  passengerEndorsement: false,
  yearsLicensed: 10,
};

describe('driverProblems', () => {
  it('checks only what a driver named by e-mail has given so far', () => {
    expect(driverProblems({ name: 'Sam Lee' }, bus, '25 Passenger Bus', trip)).toEqual([]);
    expect(
      driverProblems({ name: 'Sam Lee', dateOfBirth: '2005-01-01' }, van, '15 Passenger Van', trip).map(
        (p) => p.field,
      ),
    ).toEqual(['dateOfBirth']);
    expect(
      driverProblems(
        { name: 'Sam Lee', licenceClass: 'regular', yearsLicensed: null },
        bus,
        '25 Passenger Bus',
        trip,
      ).map((p) => p.field),
    ).toEqual(['licenceClass']);
  });

  it('passes a qualified driver', () => {
    expect(driverProblems(sam, van, '15 Passenger Van', trip)).toEqual([]);
    expect(
      driverProblems(
        { ...sam, licenceClass: 'cdl-b', passengerEndorsement: true },
        bus,
        '25 Passenger Bus',
        trip,
      ),
    ).toEqual([]);
  });

  it('refuses a bus without a CDL, in plain words naming the license class', () => {
    expect(driverProblems(sam, bus, '25 Passenger Bus', trip)).toEqual([
      {
        field: 'licenceClass',
        message: expect.stringMatching(
          /25 Passenger Bus needs a commercial driver’s license.*Sam Lee has a regular license/,
        ),
      },
    ]);
  });

  it('refuses a CDL without the passenger endorsement', () => {
    const [problem] = driverProblems({ ...sam, licenceClass: 'cdl-c' }, bus, '25 Passenger Bus', trip);
    expect(problem).toEqual({
      field: 'passengerEndorsement',
      message: expect.stringMatching(/passenger \(P\) endorsement/),
    });
  });

  it('refuses too young on the pickup day, an expiry before the return and too few years, each on its field', () => {
    const problems = driverProblems(
      { ...sam, dateOfBirth: '2001-07-07', licenceExpiry: '2026-07-07', yearsLicensed: 2 },
      van,
      '15 Passenger Van',
      trip,
    );
    expect(problems.map((p) => p.field)).toEqual(['dateOfBirth', 'licenceExpiry', 'yearsLicensed']);
    expect(problems[0]!.message).toMatch(/25 or older on the pickup day; Sam Lee will be 24/);
    expect(problems[2]!.message).toMatch(/at least 3 years; Sam Lee has held one for 2 years/);
  });

  it('counts a birthday on the pickup day as a year more', () => {
    expect(ageOn('2001-07-06', '2026-07-06')).toBe(25);
    expect(ageOn('2001-07-07', '2026-07-06')).toBe(24);
    expect(ageOn('2000-02-29', '2025-02-28')).toBe(24);
    expect(ageOn('2000-02-29', '2025-03-01')).toBe(25);
  });

  it('ageOn agrees with counting birthdays one by one', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1930-01-01'), max: new Date('2010-12-31'), noInvalidDate: true }),
        fc.date({ min: new Date('2020-01-01'), max: new Date('2040-12-31'), noInvalidDate: true }),
        (born, on) => {
          const iso = (d: Date) => d.toISOString().slice(0, 10);
          let years = 0;
          const b = iso(born);
          while (`${Number(b.slice(0, 4)) + years + 1}${b.slice(4)}` <= iso(on)) years++;
          expect(ageOn(b, iso(on))).toBe(years);
        },
      ),
    );
  });
});

describe('maskLicenceNumber', () => {
  it('keeps the last four of a long number and two of a short one', () => {
    expect(maskLicenceNumber('D123-4567-8901')).toBe('•••• 8901');
    expect(maskLicenceNumber('A12345')).toBe('•••• 45');
  });
});
