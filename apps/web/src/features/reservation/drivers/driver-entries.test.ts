import { describe, expect, it } from 'vitest';
import {
  additionalDriverCount,
  blankDriver,
  orderedDrivers,
  parseVehicleValue,
  vehicleOptions,
  vehicleSlots,
} from './driver-entries';
import { checkDrivers, driverErrorsFromApi, orderedDriverErrors } from './driver-input';

const van = { id: '15-passenger-van', name: '15 Passenger Van', quantity: 2, requiresCdl: false, minAge: 25 };
const cargo = {
  id: 'cargo-van-box-truck',
  name: 'Cargo Van / Box Truck',
  quantity: 1,
  requiresCdl: false,
  minAge: 21,
};

function named(id: string, slot: string | null, vehicleId: string) {
  return {
    ...blankDriver(id, slot, vehicleId),
    name: 'Ada Driver',
    dateOfBirth: '1980-02-03',
    licenceState: 'md',
    licenceNumber: ' K123 4567 ',
    licenceExpiry: '2032-01-01',
    licenceClass: 'regular' as const,
    yearsLicensed: '12',
  };
}

describe('the drivers of a convoy', () => {
  it('gives every vehicle of the convoy a place, numbered within its class', () => {
    expect(vehicleSlots([van, cargo]).map((s) => [s.slot, s.label])).toEqual([
      ['15-passenger-van--1', '15 Passenger Van 1'],
      ['15-passenger-van--2', '15 Passenger Van 2'],
      ['cargo-van-box-truck--1', 'Cargo Van / Box Truck 1'],
    ]);
  });

  it('lists the vehicles’ drivers in the convoy’s order, then the additional ones; a vehicle gone takes its driver out', () => {
    const drivers = [
      named('extra', null, '15-passenger-van'),
      named('cargo-van-box-truck--1', 'cargo-van-box-truck--1', 'cargo-van-box-truck'),
      named('15-passenger-van--2', '15-passenger-van--2', '15-passenger-van'),
    ];
    expect(orderedDrivers(drivers, [van, cargo]).map((d) => d.id)).toEqual([
      '15-passenger-van--2',
      'cargo-van-box-truck--1',
      'extra',
    ]);
    expect(orderedDrivers(drivers, [{ ...van, quantity: 1 }]).map((d) => d.id)).toEqual(['extra']);
  });

  it('counts as additional only the drivers beyond one per vehicle of their class, as the API does', () => {
    const two = [{ vehicleId: van.id }, { vehicleId: van.id }];
    expect(additionalDriverCount(two, [van, cargo])).toBe(0);
    expect(additionalDriverCount([...two, { vehicleId: van.id }], [van, cargo])).toBe(1);
    expect(
      additionalDriverCount([...two, { vehicleId: cargo.id }, { vehicleId: cargo.id }], [van, cargo]),
    ).toBe(1);
  });
});

describe('the Drives list', () => {
  it('offers each vehicle of a class booked more than once by its number, a single one by its name', () => {
    expect(vehicleOptions([van, cargo])).toEqual([
      { value: '15-passenger-van--1', label: '15 Passenger Van 1' },
      { value: '15-passenger-van--2', label: '15 Passenger Van 2' },
      { value: 'cargo-van-box-truck--1', label: 'Cargo Van / Box Truck' },
    ]);
    for (const { value } of vehicleOptions([van, cargo])) expect(value).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it('reads an option back as the class and the vehicle’s number', () => {
    expect(parseVehicleValue('15-passenger-van--2')).toEqual({
      vehicleId: '15-passenger-van',
      vehicleNumber: 2,
    });
    expect(parseVehicleValue('15-passenger-van')).toEqual({
      vehicleId: '15-passenger-van',
      vehicleNumber: null,
    });
  });
});

describe('checking drivers before sending them', () => {
  it('sends which vehicle each drives: a vehicle’s place its number, an additional driver the one chosen', () => {
    const result = checkDrivers(
      [
        named('15-passenger-van--2', '15-passenger-van--2', van.id),
        { ...named('extra', null, van.id), vehicleNumber: 1 },
        { ...named('old', null, van.id), vehicleNumber: null },
      ],
      'drivers',
    );
    expect(result.ok && result.drivers.map((d) => d.vehicleNumber)).toEqual([2, 1, undefined]);
  });

  it('puts a refused vehicle number on the Drives list', () => {
    expect(
      driverErrorsFromApi({ 'drivers.2.vehicleNumber': 'Choose one from 1 to 2.' }, 'addDrivers', 1).drivers,
    ).toEqual({ 'addDrivers.1.vehicleId': 'Choose one from 1 to 2.' });
  });

  it('sends them in the API’s shape: trimmed, upper-cased, the years a number', () => {
    const result = checkDrivers([named('a', 'x--1', van.id)], 'drivers');
    expect(result).toEqual({
      ok: true,
      drivers: [
        expect.objectContaining({
          vehicleId: van.id,
          licenceState: 'MD',
          licenceNumber: 'K123 4567',
          licenceCountry: 'US',
          yearsLicensed: 12,
          passengerEndorsement: false,
        }),
      ],
    });
  });

  it('names each field in error by its form name, in the order shown', () => {
    const result = checkDrivers(
      [named('a', 'x--1', van.id), { ...blankDriver('b', null, cargo.id), name: 'Bo' }],
      'drivers',
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors)).toEqual(
      expect.arrayContaining(['drivers.1.dateOfBirth', 'drivers.1.licenceClass', 'drivers.1.yearsLicensed']),
    );
    expect(result.errors['drivers.1.licenceClass']).toBe(
      'Choose the license class: regular, or CDL class A, B or C.',
    );
    expect(Object.keys(result.errors).some((k) => k.startsWith('drivers.0.'))).toBe(false);
    expect(orderedDriverErrors(result.errors, 'drivers', 2)[0]?.field).toBe('drivers.1.dateOfBirth');
  });

  it('puts the API’s reasons on the right driver: on a change, after the drivers already named', () => {
    const fields = {
      'drivers.3.licenceClass': 'The 33 Passenger Bus needs a CDL.',
      'addDrivers.0.licenceNumber': 'Enter the license number as printed.',
      email: 'Use the e-mail address you booked with.',
    };
    expect(driverErrorsFromApi(fields, 'addDrivers', 2)).toEqual({
      drivers: {
        'addDrivers.1.licenceClass': 'The 33 Passenger Bus needs a CDL.',
        'addDrivers.0.licenceNumber': 'Enter the license number as printed.',
      },
      rest: { email: 'Use the e-mail address you booked with.' },
    });
  });
});
