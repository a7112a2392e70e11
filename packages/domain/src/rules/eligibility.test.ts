import { describe, expect, it } from 'vitest';
import { fleetSeed } from '../content/fleet.ts';
import { checkEligibility } from './eligibility.ts';

const van = fleetSeed.find((v) => v.id === '15-passenger-van')!;
const bus = fleetSeed.find((v) => v.id === '44-passenger-bus')!;
const minivan = fleetSeed.find((v) => v.id === 'minivan')!;

describe('checkEligibility', () => {
  it('lets a driver of the minimum age or older book a class without a CDL', () => {
    expect(checkEligibility(van, 25)).toEqual({ eligible: true });
    expect(checkEligibility(van, 99)).toEqual({ eligible: true });
    expect(checkEligibility(minivan, 21)).toEqual({ eligible: true });
  });

  it('flags a driver below the minimum age with the class name and the age in plain words', () => {
    expect(checkEligibility(van, 24)).toEqual({
      eligible: false,
      code: 'under_min_age',
      reason: 'Drivers of this 15 Passenger Van must be 25 or older.',
    });
    expect(checkEligibility(minivan, 20)).toMatchObject({ eligible: false, code: 'under_min_age' });
  });

  it('lets a CDL class be booked online: its drivers’ licenses are checked when they are named', () => {
    expect(checkEligibility(bus, 40)).toEqual({ eligible: true });
    expect(checkEligibility(bus, 22)).toMatchObject({ code: 'under_min_age' });
  });

  it('opens every seeded class to a renter of 50, the CDL buses included', () => {
    const cdl = fleetSeed.filter((v) => v.requiresCdl).map((v) => v.id);
    expect(cdl).toEqual(['25-passenger-bus', '33-passenger-bus', '44-passenger-bus']);
    for (const v of fleetSeed) expect(checkEligibility(v, 50).eligible).toBe(true);
  });
});
