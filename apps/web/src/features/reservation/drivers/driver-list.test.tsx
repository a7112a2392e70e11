import type { Driver } from '@convoy/domain/contracts/driver.schema';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testPreArrival } from '../../../test/reservation-fixtures';
import { DriverList } from './driver-list';

const driver = (name: string, vehicleNumber: number | null): Driver => ({
  id: name,
  vehicleId: '15-passenger-comfort-bus',
  vehicleNumber,
  vehicleName: '15 Passenger Comfort Bus',
  name,
  licenceCountry: 'US',
  licenceState: 'MD',
  licenceNumberMasked: '•••• 8901',
  licenceExpiry: '2032-01-01',
  licenceClass: 'regular',
  preArrival: testPreArrival,
  passengerEndorsement: false,
  yearsLicensed: 10,
});

describe('the drivers list', () => {
  it('names the bus a numbered driver drives, and the class for a driver of any of them', () => {
    render(
      <DriverList reservation={{ drivers: [driver('Ada', 2), driver('Bo', null)], driversNeeded: 0 }} />,
    );
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items[0]).toContain('Ada, 15 Passenger Comfort Bus 2');
    expect(items[1]).toContain('Bo, 15 Passenger Comfort Bus');
    expect(items[1]).not.toContain('Bus 2');
  });
});
