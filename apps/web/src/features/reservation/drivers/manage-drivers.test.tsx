import type { Driver } from '@convoy/domain/contracts/driver.schema';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app';
import {
  testPreArrival,
  testPricedReservation,
  testReservationResponse,
} from '../../../test/reservation-fixtures';
import { json, stubApi } from '../../../test/stub-api';

afterEach(() => vi.unstubAllGlobals());

const code = 'CNV-7K3M9Q';
const base = `/api/reservations/${code}`;
const named = (id: string, name: string, last4: string): Driver => ({
  id,
  vehicleId: '15-passenger-van',
  vehicleNumber: null,
  vehicleName: '15 Passenger Van',
  name,
  licenceCountry: 'US',
  licenceState: 'MD',
  licenceNumberMasked: `•••• ${last4}`,
  licenceExpiry: '2032-01-01',
  licenceClass: 'regular',
  preArrival: testPreArrival,
  passengerEndorsement: false,
  yearsLicensed: 10,
});
const ada = named('d1', 'Ada Driver', '8901');
const bo = { ...named('d2', 'Bo Driver', '4321'), vehicleNumber: 2 };
const change = {
  changes: ['Driver added: Bo Driver (15 Passenger Van)'],
  previousTotalCents: 35_800,
  totalCents: 35_800,
  differenceCents: 0,
  cancellationFeeFloorCents: 0,
};
const fleet = [
  { id: '15-passenger-van', name: '15 Passenger Van', requiresCdl: false, minAge: 25 },
  { id: '25-passenger-bus', name: '25 Passenger Bus', requiresCdl: true, minAge: 25 },
];
const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body));
const keyOf = (init: RequestInit | undefined) =>
  (init?.headers as Record<string, string> | undefined)?.['Idempotency-Key'];

/** Opens the manage page and finds the booking, as the renter does. */
async function findBooking() {
  await renderApp(`/manage?code=${code}`);
  fireEvent.change(await screen.findByLabelText('E-mail address'), {
    target: { value: 'grace@example.com' },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Find my booking' }));
}

/** The booking with Ada named and a van still without a driver, found; the price checks and the changes answered in turn. */
async function findAdaBooking(priceAnswers: Response[], applyAnswers: Response[]) {
  const calls = stubApi({
    '/api/vehicles': () => json(200, { vehicles: fleet }),
    [base]: () => json(200, testReservationResponse({ drivers: [ada], driversNeeded: 1 })),
    [`${base}/changes/price`]: () => priceAnswers.shift() ?? json(500, {}),
    [`${base}/changes`]: () => applyAnswers.shift() ?? json(500, {}),
  });
  await findBooking();
  return calls;
}

/** Bo Driver, licensed `years` years, entered with the license now; answers the entry's field filler. */
function fillBo(entry: HTMLElement, years: string) {
  const fill = (label: string, value: string) =>
    fireEvent.change(within(entry).getByLabelText(label), { target: { value } });
  fill('Full name', 'Bo Driver');
  fireEvent.click(within(entry).getByLabelText('Enter their license now'));
  fill('Date of birth', '1990-04-21');
  fill('License number', 'B-765-4321');
  fill('License expiry date', '2032-01-01');
  fill('Years licensed', years);
  return fill;
}

describe('adding drivers from the manage page', { timeout: 15_000 }, () => {
  it('lists the drivers masked, prices the new one, shows a refusal on its field, and adds it once', async () => {
    const yearsRefused = 'Drivers of the 15 Passenger Van must have held a license for at least 3 years.';
    const priceAnswers = [
      json(422, {
        error: {
          code: 'driver_not_qualified',
          message: 'A driver does not qualify.',
          fields: { 'drivers.1.yearsLicensed': yearsRefused },
        },
      }),
      json(200, { pricingBreakdown: testPricedReservation(), change }),
    ];
    const applyAnswers = [
      json(503, { error: { code: 'server_error', message: 'down' } }),
      json(200, { ...testReservationResponse({ drivers: [ada, bo], driversNeeded: 0 }), change }),
    ];
    const calls = await findAdaBooking(priceAnswers, applyAnswers);

    const drivers = await screen.findByRole('region', { name: 'Drivers' });
    expect(drivers.textContent).toContain('Ada Driver, 15 Passenger Van');
    expect(drivers.textContent).toContain('•••• 8901');
    expect(drivers.textContent).toContain('1 vehicle still needs a named driver before pickup.');

    fireEvent.click(within(drivers).getByRole('button', { name: 'Add another driver' }));
    const entry = within(drivers).getByRole('group', { name: 'New driver 1' });
    // Each van by its number: the first has Ada, so the new driver is offered the second.
    const drives = within(entry).getByLabelText('Drives') as HTMLSelectElement;
    expect([...drives.options].map((o) => o.text)).toEqual(['15 Passenger Van 1', '15 Passenger Van 2']);
    expect(drives.selectedOptions[0]?.text).toBe('15 Passenger Van 2');
    // A van needs no CDL: neither the license class nor the P endorsement is asked.
    expect(within(entry).queryByLabelText('License class')).toBeNull();
    expect(within(entry).queryByLabelText(/passenger \(P\) endorsement/)).toBeNull();
    const fill = fillBo(entry, '1');
    fireEvent.click(within(drivers).getByRole('button', { name: 'Check the price' }));

    // The API counts the driver already named first: drivers.1 is the first one added.
    const years = within(entry).getByLabelText('Years licensed');
    await waitFor(() => expect(document.activeElement).toBe(years));
    expect(years.getAttribute('aria-invalid')).toBe('true');
    expect(drivers.textContent).toContain(yearsRefused);
    expect(bodyOf(calls.at(-1)?.init)).toMatchObject({
      email: 'grace@example.com',
      addDrivers: [
        {
          name: 'Bo Driver',
          vehicleId: '15-passenger-van',
          vehicleNumber: 2,
          licenceNumber: 'B-765-4321',
          licenceClass: 'regular',
          passengerEndorsement: false,
          yearsLicensed: 1,
        },
      ],
    });

    fill('Years licensed', '4');
    fireEvent.click(within(drivers).getByRole('button', { name: 'Check the price' }));
    await within(drivers).findByText('Driver added: Bo Driver (15 Passenger Van)');
    expect(drivers.textContent).toContain('The total stays the same.');

    // No answer: pressing again sends the same key, so the drivers are added once.
    fireEvent.click(within(drivers).getByRole('button', { name: 'Add these drivers' }));
    await within(drivers).findByRole('alert');
    fireEvent.click(within(drivers).getByRole('button', { name: 'Add these drivers' }));
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Drivers' }).textContent).toContain('•••• 4321'),
    );
    // The van Bo drives, by its number.
    expect(screen.getByRole('region', { name: 'Drivers' }).textContent).toContain(
      'Bo Driver, 15 Passenger Van 2',
    );
    const applied = calls.filter((c) => c.url === `${base}/changes`);
    expect(applied).toHaveLength(2);
    expect(keyOf(applied[0]?.init)).toBeTruthy();
    expect(keyOf(applied[1]?.init)).toBe(keyOf(applied[0]?.init));
    expect(screen.getByRole('region', { name: 'Drivers' }).textContent).toContain(
      'Every vehicle has a named driver.',
    );
  });

  it('adds the drivers at the total shown; told the price changed, shows the new one and adds them at it', async () => {
    const dearer = { ...change, totalCents: 38_800, differenceCents: 3_000 };
    const priceAnswers = [change, dearer].map((c) =>
      json(200, { pricingBreakdown: testPricedReservation(c.totalCents), change: c }),
    );
    const applyAnswers = [
      json(409, {
        error: {
          code: 'price_changed',
          message: 'The total is now $388.00, not the $358.00 you were shown.',
          fields: { shownTotalCents: 'The total is now $388.00, not the $358.00 you were shown.' },
        },
      }),
      json(200, { ...testReservationResponse({ drivers: [ada, bo], driversNeeded: 0 }), change: dearer }),
    ];
    const calls = await findAdaBooking(priceAnswers, applyAnswers);
    const drivers = await screen.findByRole('region', { name: 'Drivers' });
    fireEvent.click(within(drivers).getByRole('button', { name: 'Add another driver' }));
    const entry = within(drivers).getByRole('group', { name: 'New driver 1' });
    fillBo(entry, '4');
    fireEvent.click(within(drivers).getByRole('button', { name: 'Check the price' }));
    await within(drivers).findByText('Driver added: Bo Driver (15 Passenger Van)');
    expect(drivers.textContent).toContain('The total stays the same.');

    fireEvent.click(within(drivers).getByRole('button', { name: 'Add these drivers' }));
    await waitFor(() =>
      expect(drivers.textContent).toContain('The price changed since you reviewed the change.'),
    );
    await waitFor(() => expect(drivers.textContent).toContain('$30.00'));
    expect(drivers.textContent).not.toContain('The total stays the same.');
    fireEvent.click(within(drivers).getByRole('button', { name: 'Add these drivers' }));
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Drivers' }).textContent).toContain('•••• 4321'),
    );
    const sent = calls.filter((c) => c.url === `${base}/changes`).map((c) => bodyOf(c.init).shownTotalCents);
    expect(sent).toEqual([35_800, 38_800]);
  });

  it('asks a bus driver for the CDL and the P endorsement, and a van driver for neither', async () => {
    stubApi({
      '/api/vehicles': () => json(200, { vehicles: fleet }),
      [base]: () =>
        json(
          200,
          testReservationResponse({
            quantity: 3,
            lines: [
              { vehicleId: '25-passenger-bus', vehicleName: '25 Passenger Bus', quantity: 2 },
              { vehicleId: '15-passenger-van', vehicleName: '15 Passenger Van', quantity: 1 },
            ],
            driversNeeded: 3,
          }),
        ),
    });
    await findBooking();
    const drivers = await screen.findByRole('region', { name: 'Drivers' });
    fireEvent.click(within(drivers).getByRole('button', { name: 'Add another driver' }));
    const entry = within(drivers).getByRole('group', { name: 'New driver 1' });
    const drives = within(entry).getByLabelText('Drives') as HTMLSelectElement;
    fireEvent.click(within(entry).getByLabelText('Enter their license now'));
    expect([...drives.options].map((o) => o.text)).toEqual([
      '25 Passenger Bus 1',
      '25 Passenger Bus 2',
      '15 Passenger Van',
    ]);
    await waitFor(() => expect(within(entry).getByLabelText('License class')).toBeTruthy());
    expect(within(entry).getByLabelText(/passenger \(P\) endorsement/)).toBeTruthy();

    // Option values are safe in an element id.
    expect([...drives.options].map((o) => o.value)).toEqual([
      '25-passenger-bus--1',
      '25-passenger-bus--2',
      '15-passenger-van--1',
    ]);
    fireEvent.change(drives, { target: { value: '15-passenger-van--1' } });
    expect(within(entry).queryByLabelText('License class')).toBeNull();
    expect(within(entry).queryByLabelText(/passenger \(P\) endorsement/)).toBeNull();
  });

  it('offers a new driver the van no driver drives yet: van 1 when the one named drives van 2', async () => {
    stubApi({
      '/api/vehicles': () => json(200, { vehicles: fleet }),
      [base]: () =>
        json(200, testReservationResponse({ drivers: [{ ...ada, vehicleNumber: 2 }], driversNeeded: 1 })),
    });
    await findBooking();
    const drivers = await screen.findByRole('region', { name: 'Drivers' });
    expect(drivers.textContent).toContain('Ada Driver, 15 Passenger Van 2');
    fireEvent.click(within(drivers).getByRole('button', { name: 'Add another driver' }));
    const entry = within(drivers).getByRole('group', { name: 'New driver 1' });
    const drives = within(entry).getByLabelText('Drives') as HTMLSelectElement;
    expect(drives.selectedOptions[0]?.text).toBe('15 Passenger Van 1');
  });
});
