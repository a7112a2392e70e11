import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TodayDrivers } from './driver-state';

const driver = (
  name: string,
  preArrival: Parameters<typeof TodayDrivers>[0]['drivers'][number]['preArrival'],
) => ({
  id: name,
  name,
  classId: '15-passenger-van',
  vehicleName: '15 Passenger Van 1',
  preArrival,
});

describe('each driver’s state on Today', () => {
  it('says in words who is ready and what each other driver still has to do', () => {
    render(
      <TodayDrivers
        drivers={[
          driver('Ana Ruiz', {
            status: 'ready',
            licence: true,
            licencePhotos: true,
            safetyAcknowledged: true,
            acknowledgementSigned: true,
          }),
          driver('Ben Okoro', {
            status: 'started',
            licence: true,
            licencePhotos: false,
            safetyAcknowledged: false,
            acknowledgementSigned: false,
          }),
          driver('Cy Park', {
            status: 'invited',
            licence: false,
            licencePhotos: false,
            safetyAcknowledged: null,
            acknowledgementSigned: false,
          }),
        ]}
      />,
    );
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual([
      'Ana Ruiz · 15 Passenger Van 1✓ Ready: checked in online',
      'Ben Okoro · 15 Passenger Van 1Started onlineStill missing: license photos, safety briefing, signed acknowledgement.',
      'Cy Park · 15 Passenger Van 1Invited, has not startedStill missing: license details, license photos, signed acknowledgement.',
    ]);
  });

  it('says when nobody is named yet', () => {
    render(<TodayDrivers drivers={[]} />);
    expect(screen.getByText('No driver named yet.')).toBeTruthy();
  });
});
