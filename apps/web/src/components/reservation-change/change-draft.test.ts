import { describe, expect, it } from 'vitest';
import { testReservation } from '../../test/reservation-fixtures';
import { changeOf, draftOf, fieldOf } from './change-draft';

const booked = testReservation({
  lines: [
    { vehicleId: '15-passenger-van', vehicleName: '15 Passenger Van', quantity: 2 },
    { vehicleId: 'cargo-van', vehicleName: 'Cargo Van', quantity: 1 },
  ],
  extras: [{ id: 'child-seat', quantity: 1 }],
});
const order = ['15-passenger-van', 'cargo-van'];

describe('changeOf', () => {
  it('sends nothing for the booking as it is', () => {
    expect(changeOf(booked, draftOf(booked), order)).toEqual({});
  });

  it('sends only the fields that differ', () => {
    const values = { ...draftOf(booked), returnDate: '2030-07-04' };
    expect(changeOf(booked, values, order)).toEqual({ returnDate: '2030-07-04' });
  });

  it('sends the whole new list of vehicles: a class at 0 left out, an added one last', () => {
    const values = draftOf(booked);
    values.quantities = { '15-passenger-van': '1', 'cargo-van': '0', minivan: '2' };
    expect(changeOf(booked, values, [...order, 'minivan']).lines).toEqual([
      { vehicleId: '15-passenger-van', quantity: 1 },
      { vehicleId: 'minivan', quantity: 2 },
    ]);
  });

  it('sends the extras and protection when changed, declined protection as none', () => {
    const values = { ...draftOf(booked), extras: { 'child-seat': '0', gps: '1' } };
    expect(changeOf(booked, values, order)).toEqual({ extras: [{ id: 'gps', quantity: 1 }] });
    const declined = { ...draftOf(booked), declineProtection: true };
    expect(changeOf(booked, declined, order)).toEqual({ protection: [] });
  });

  it('changes the months of a monthly rental, never its computed return', () => {
    const monthly = testReservation({ rentalType: 'monthly', rentalMonths: 2 });
    const values = { ...draftOf(monthly), rentalMonths: '3', returnDate: '2031-01-01' };
    expect(changeOf(monthly, values, ['15-passenger-van'])).toEqual({ rentalMonths: 3 });
  });
});

describe('fieldOf', () => {
  const sent = {
    lines: [
      { vehicleId: '15-passenger-van', quantity: 3 },
      { vehicleId: 'cargo-van', quantity: 1 },
    ],
  };
  it('puts a line’s message beside its class’s count, and the list’s on the list', () => {
    expect(fieldOf(['lines', '1', 'quantity'], sent)).toBe('quantities.cargo-van');
    expect(fieldOf(['lines'], sent)).toBe('lines');
  });
  it('names the dates, the protection for an old cover statement, nothing for a driver', () => {
    expect(fieldOf(['returnTime'], {})).toBe('returnTime');
    expect(fieldOf(['ownCoverStatement'], {})).toBe('protection');
    expect(fieldOf(['addDrivers', '0', 'licenceClass'], {})).toBeUndefined();
  });

  it('sends another return location, and the pickup location to make a one-way booking a round trip again', () => {
    const roundTrip = { ...booked, pickupLocationId: 'baltimore', returnLocationId: 'baltimore' };
    expect(changeOf(roundTrip, draftOf(roundTrip), order)).toEqual({});
    expect(changeOf(roundTrip, { ...draftOf(roundTrip), returnLocationId: 'chicago' }, order)).toEqual({
      returnLocationId: 'chicago',
    });
    const oneWay = { ...roundTrip, returnLocationId: 'chicago' };
    expect(draftOf(oneWay).returnLocationId).toBe('chicago');
    expect(changeOf(oneWay, { ...draftOf(oneWay), returnLocationId: 'baltimore' }, order)).toEqual({
      returnLocationId: 'baltimore',
    });
    expect(fieldOf(['returnLocationId'], {})).toBe('returnLocationId');
  });
});
