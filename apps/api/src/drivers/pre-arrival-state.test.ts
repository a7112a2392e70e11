import { describe, expect, it } from 'vitest';
import { noSteps, type StoredDriver } from './driver.repository.ts';
import { driverPreArrival, missingSteps, readyForPickup } from './pre-arrival-state.ts';

const named: StoredDriver = {
  id: 'd1',
  classId: '15-passenger-van',
  vehicleNumber: null,
  name: 'Ana Ruiz',
  email: 'ana@example.com',
  phone: null,
  dateOfBirth: null,
  licenceCountry: null,
  licenceState: null,
  licenceNumberSealed: null,
  licenceMask: null,
  homeAddressSealed: null,
  licenceExpiry: null,
  licenceClass: null,
  passengerEndorsement: null,
  yearsLicensed: null,
  createdAt: 1,
  erasedAt: null,
  linkSentAt: null,
  steps: noSteps,
};
const done: StoredDriver = {
  ...named,
  dateOfBirth: '1988-03-14',
  licenceCountry: 'US',
  licenceNumberSealed: 'v1.x',
  licenceMask: '•••• 0401',
  licenceExpiry: '2030-01-01',
  licenceClass: 'regular',
  passengerEndorsement: false,
  yearsLicensed: 9,
  steps: {
    identityConfirmedAt: 2,
    licenceEnteredAt: 3,
    licencePhotoSides: 2,
    safetyAcknowledgedAt: 4,
    acknowledgementSignedAt: 5,
  },
};

describe('a driver’s pre-arrival state', () => {
  it('is invited before any step, started after one, ready after all', () => {
    expect(driverPreArrival(named)).toEqual({
      status: 'invited',
      licence: false,
      licencePhotos: false,
      safetyAcknowledged: false,
      acknowledgementSigned: false,
    });
    const onePhoto = { ...named, steps: { ...noSteps, licencePhotoSides: 1 } };
    expect(driverPreArrival(onePhoto)).toMatchObject({ status: 'started', licencePhotos: false });
    expect(driverPreArrival(done).status).toBe('ready');
    expect(missingSteps(done)).toEqual([]);
  });

  it('asks the safety briefing of 15-passenger van drivers only', () => {
    const minivan = { ...done, classId: 'minivan', steps: { ...done.steps, safetyAcknowledgedAt: null } };
    expect(driverPreArrival(minivan)).toMatchObject({ status: 'ready', safetyAcknowledged: null });
    const van = { ...done, steps: { ...done.steps, safetyAcknowledgedAt: null } };
    expect(missingSteps(van)).toEqual(['safetyAcknowledgement']);
  });
});

describe('readyForPickup', () => {
  const lines = [{ classId: '15-passenger-van', quantity: 2 }];
  it('needs a ready driver for every vehicle and the signed agreement', () => {
    const base = { status: 'confirmed', lines, renterSignedAt: 9 };
    expect(readyForPickup({ ...base, drivers: [done, { ...done, id: 'd2' }] })).toBe(true);
    expect(readyForPickup({ ...base, drivers: [done, { ...named, id: 'd2' }] })).toBe(false);
    expect(readyForPickup({ ...base, renterSignedAt: null, drivers: [done, { ...done, id: 'd2' }] })).toBe(
      false,
    );
    expect(readyForPickup({ ...base, status: 'cancelled', drivers: [done, { ...done, id: 'd2' }] })).toBe(
      false,
    );
  });
});
