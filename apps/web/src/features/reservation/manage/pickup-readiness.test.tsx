import type { Driver } from '@convoy/domain/contracts/driver.schema';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testReservationResponse } from '../../../test/reservation-fixtures';
import { json, stubApi } from '../../../test/stub-api';
import { PickupReadiness } from './pickup-readiness';

afterEach(() => vi.unstubAllGlobals());

const invited = {
  status: 'invited',
  licence: false,
  licencePhotos: false,
  safetyAcknowledged: false,
  acknowledgementSigned: false,
} as const;
const driver = (
  id: string,
  name: string,
  preArrival: Driver['preArrival'],
  vehicleNumber: number,
): Driver => ({
  id,
  vehicleId: '15-passenger-van',
  vehicleNumber,
  vehicleName: '15 Passenger Van',
  name,
  licenceCountry: null,
  licenceState: null,
  licenceNumberMasked: null,
  licenceExpiry: null,
  licenceClass: null,
  passengerEndorsement: null,
  yearsLicensed: null,
  preArrival,
});
const ada = driver('11111111-1111-4111-8111-111111111111', 'Ada Driver', invited, 1);
const bo = driver(
  '22222222-2222-4222-8222-222222222222',
  'Bo Driver',
  {
    status: 'ready',
    licence: true,
    licencePhotos: true,
    safetyAcknowledged: true,
    acknowledgementSigned: true,
  },
  2,
);
const resendPath = `/api/reservations/CNV-7K3M9Q/drivers/${ada.id}/pre-arrival-link`;

function show(overrides: Parameters<typeof testReservationResponse>[0] = {}) {
  const found = testReservationResponse({ drivers: [ada, bo], agreementSignedAt: null, ...overrides });
  render(<PickupReadiness found={found} email="grace@example.com" />);
  return screen.getByRole('region', { name: 'Ready for pickup' });
}

describe('the booking’s readiness for pickup', () => {
  it('says what each driver still has to do, and that the agreement is not signed', () => {
    stubApi({});
    const section = show();
    expect(section.textContent).toContain('Not ready for pickup yet.');
    const [first, second] = within(section).getAllByRole('listitem');
    expect(first?.textContent).toContain('Ada Driver, 15 Passenger Van 1');
    expect(first?.textContent).toContain('Invited: has not opened their link yet');
    expect(first?.textContent).toContain(
      'Still missing: license details, license photos, safety briefing, signature.',
    );
    expect(second?.textContent).toContain('Bo Driver');
    expect(second?.textContent).toContain('Ready');
    expect(within(second!).queryByRole('button')).toBeNull();
    expect(section.textContent).toContain('Rental agreement: not signed yet.');
    expect(within(section).getByRole('link', { name: 'Sign it below' }).getAttribute('href')).toBe(
      '#agreement-heading',
    );
  });

  it('says a booking is ready once the API says so', () => {
    stubApi({});
    const section = show({
      drivers: [bo],
      readyForPickup: true,
      agreementSignedAt: '2030-06-20T10:00:00-04:00',
    });
    expect(section.textContent).toContain('Your booking is ready for pickup');
    expect(section.textContent).toContain('Rental agreement: signed.');
    expect(within(section).queryByRole('button')).toBeNull();
  });

  it('sends a driver’s link again, then says so; a refusal is shown as an alert', async () => {
    const answers = [
      new Response(null, { status: 204 }),
      json(429, {
        error: { code: 'rate_limited', message: 'Too many attempts: wait a minute and try again.' },
      }),
    ];
    const calls = stubApi({ [resendPath]: () => answers.shift() ?? json(500, {}) });
    const section = show();
    const button = within(section).getByRole('button', { name: 'Send the link again to Ada Driver' });
    fireEvent.click(button);
    expect(await within(section).findByText('We have e-mailed Ada Driver their link again.')).toBeTruthy();
    expect(JSON.parse(String(calls.find((c) => c.url === resendPath)?.init?.body))).toEqual({
      email: 'grace@example.com',
    });
    fireEvent.click(within(section).getByRole('button', { name: 'Send the link again to Ada Driver' }));
    expect((await within(section).findByRole('alert')).textContent).toMatch(/Too many attempts|wait/i);
  });
});
