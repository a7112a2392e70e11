import type { PricedReservation } from '@convoy/domain/contracts/pricing-breakdown.schema';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flowStore } from '../../../lib/flow/use-flow';
import { sharedQueryClient } from '../../../lib/shared-query-client';
import { fleetVehicle, flowAtConfirm, testBreakdown } from '../../../test/flow-fixtures';
import { renderApp } from '../../../test/render-app';
import { testReservationResponse } from '../../../test/reservation-fixtures';
import { json, stubApi } from '../../../test/stub-api';

const bus = fleetVehicle('44-passenger-bus', { availableUnits: 2 });
const cargo = fleetVehicle('cargo-van-box-truck', { availableUnits: 2 });
const licenceNumber = 'ZX-5550-1234';
const refusal =
  'The 44 Passenger Bus needs a commercial driver’s license (CDL class A, B or C) with a passenger (P) endorsement; Ada Driver has a regular license.';

const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body));

/** The server's price of what is asked: an additional-driver line when some are. */
function priced(init: RequestInit | undefined) {
  const extra = (bodyOf(init).additionalDrivers as number | undefined) ?? 0;
  const lines = extra
    ? [
        {
          kind: 'driver',
          code: 'additional-driver',
          label: 'Additional drivers',
          quantity: extra * 2,
          unitCents: 1500,
          amountCents: extra * 3000,
          taxable: true,
        },
      ]
    : [];
  const pricing = { ...testBreakdown({ totalCents: 90_000 }), vehicles: [] };
  return json(200, {
    pricingBreakdown: { ...pricing, lines: [...pricing.lines, ...lines] } as unknown as PricedReservation,
  });
}

let calls: ReturnType<typeof stubApi>;
let bookings: Response[];
beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  window.dataLayer = [];
  sharedQueryClient().clear();
  flowAtConfirm(
    [
      { ...bus, quantity: 1 },
      { ...cargo, quantity: 1 },
    ],
    { firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com', phone: '+1 410 555 0120' },
  );
  bookings = [];
  calls = stubApi({
    '/api/locations': () => json(200, { locations: [] }),
    '/api/extras': () => json(200, { extras: [] }),
    '/api/protection': () => json(200, { protection: [] }),
    '/api/cancellation-policy': () => json(500, {}),
    '/api/reservations/price': priced,
    '/api/reservations': () => bookings.shift() ?? json(500, {}),
  });
});
afterEach(() => vi.unstubAllGlobals());

/** Everything the browser keeps or hands to analytics, as one string. */
function keptByTheBrowser(): string {
  const all = (s: Storage) =>
    Array.from({ length: s.length }, (_, i) => `${s.key(i)}=${s.getItem(s.key(i) ?? '')}`);
  const collected = calls.filter((c) => c.url.startsWith('/api/collect')).map((c) => String(c.init?.body));
  return [...all(sessionStorage), ...all(localStorage), JSON.stringify(window.dataLayer), ...collected].join(
    '\n',
  );
}

async function nameBusDriver() {
  await renderApp('/confirm');
  const group = await screen.findByRole('group', { name: '44 Passenger Bus 1' });
  expect(group.textContent).toContain(
    'commercial driver’s license (CDL class A, B or C) with a passenger (P) endorsement',
  );
  fireEvent.click(within(group).getByRole('button', { name: 'Name the driver of 44 Passenger Bus 1' }));
  await waitFor(() => expect(document.activeElement).toBe(within(group).getByLabelText('Full name')));
  const fill = (label: string | RegExp, value: string) =>
    fireEvent.change(within(group).getByLabelText(label), { target: { value } });
  fill('Full name', 'Ada Driver');
  fireEvent.click(within(group).getByLabelText('Enter their license now'));
  fill('Date of birth', '1980-02-03');
  fill(/License state/, 'md');
  fill('License number', licenceNumber);
  fill('License expiry date', '2032-01-01');
  fill('License class', 'regular');
  fill('Years licensed', '12');
  return group;
}

// A booking waits out the form's minimum fill time (decision 008): two seconds.
describe('drivers at booking', { timeout: 15_000 }, () => {
  it('never writes a license number to the session, local storage or analytics; it goes to the API only', async () => {
    bookings.push(json(201, testReservationResponse({ drivers: [] })));
    await nameBusDriver();
    expect(keptByTheBrowser()).toContain('Ada Driver');
    expect(keptByTheBrowser()).not.toContain('5550');

    fireEvent.click(screen.getByRole('button', { name: 'Confirm reservation' }));
    await waitFor(() => expect(calls.some((c) => c.url === '/api/reservations')).toBe(true), {
      timeout: 5000,
    });
    const sent = bodyOf(calls.find((c) => c.url === '/api/reservations')?.init);
    expect(sent.drivers).toEqual([
      expect.objectContaining({
        vehicleId: '44-passenger-bus',
        licenceNumber,
        licenceState: 'MD',
        yearsLicensed: 12,
      }),
    ]);
    await screen.findByTestId('reservation-code');
    expect(keptByTheBrowser()).not.toContain('5550');
  });

  it('invites a group’s driver by e-mail by default: their name and e-mail are all that is asked and sent', async () => {
    bookings.push(json(201, testReservationResponse({ drivers: [] })));
    await renderApp('/confirm');
    const group = await screen.findByRole('group', { name: '44 Passenger Bus 1' });
    fireEvent.click(within(group).getByRole('button', { name: 'Name the driver of 44 Passenger Bus 1' }));
    const invite = (await within(group).findByLabelText(/Invite by e-mail/)) as HTMLInputElement;
    expect(invite.checked).toBe(true);
    expect(within(group).queryByLabelText('Date of birth')).toBeNull();
    expect(within(group).queryByLabelText('License number')).toBeNull();
    const fill = (label: string | RegExp, value: string) =>
      fireEvent.change(within(group).getByLabelText(label), { target: { value } });
    fill('Full name', 'Ada Driver');
    fill('Their e-mail address', 'ada@example');

    fireEvent.click(screen.getByRole('button', { name: 'Confirm reservation' }));
    const email = within(group).getByLabelText('Their e-mail address');
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((c) => c.url === '/api/reservations')).toBe(false);

    fill('Their e-mail address', 'ada@example.com');
    fill(/Their mobile number/, '+1 410 555 0199');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm reservation' }));
    await waitFor(() => expect(calls.some((c) => c.url === '/api/reservations')).toBe(true), {
      timeout: 5000,
    });
    expect(bodyOf(calls.find((c) => c.url === '/api/reservations')?.init).drivers).toEqual([
      {
        vehicleId: '44-passenger-bus',
        vehicleNumber: 1,
        name: 'Ada Driver',
        email: 'ada@example.com',
        phone: '+1 410 555 0199',
      },
    ]);
  });

  it('asks the whole license when the organiser chooses to enter it now', async () => {
    await renderApp('/confirm');
    const group = await screen.findByRole('group', { name: '44 Passenger Bus 1' });
    fireEvent.click(within(group).getByRole('button', { name: 'Name the driver of 44 Passenger Bus 1' }));
    fireEvent.click(await within(group).findByLabelText('Enter their license now'));
    expect(within(group).getByLabelText('Date of birth')).toBeTruthy();
    expect(within(group).getByLabelText('License number')).toBeTruthy();
    expect(within(group).queryByLabelText('Their e-mail address')).toBeNull();
  });

  it('puts the server’s refusal on the license class of the right driver, focused and summed up', async () => {
    bookings.push(
      json(422, {
        error: {
          code: 'driver_not_qualified',
          message: 'A driver does not qualify.',
          fields: { 'drivers.0.licenceClass': refusal },
        },
      }),
    );
    const group = await nameBusDriver();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm reservation' }));
    const licenceClass = within(group).getByLabelText('License class');
    await waitFor(() => expect(licenceClass.getAttribute('aria-invalid')).toBe('true'), { timeout: 5000 });
    const describedBy = licenceClass.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy.split(' ').at(-1) ?? '')?.textContent).toBe(refusal);
    await waitFor(() => expect(document.activeElement).toBe(licenceClass));
    expect(screen.getByRole('link', { name: refusal })).toBeTruthy();
    expect(flowStore().getState().submissionId).toBeNull();

    // Corrected, the message goes and the next press books.
    fireEvent.change(licenceClass, { target: { value: 'cdl-b' } });
    expect(licenceClass.getAttribute('aria-invalid')).toBeNull();
  });

  it('checks the format here first; an additional driver shows its fee through the live total', async () => {
    await renderApp('/confirm');
    // Beyond the bus's own driver, a second one is an additional driver.
    fireEvent.click(await screen.findByRole('button', { name: 'Name the driver of 44 Passenger Bus 1' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Add another driver' }));
    const extra = await screen.findByRole('group', { name: 'Additional driver 1' });
    await waitFor(() => expect(document.activeElement).toBe(within(extra).getByLabelText('Drives')));
    await waitFor(() =>
      expect(
        bodyOf(calls.filter((c) => c.url === '/api/reservations/price').at(-1)?.init).additionalDrivers,
      ).toBe(1),
    );
    await screen.findByText(/Additional drivers: \$15\.00 a day each\./);

    fireEvent.click(screen.getByRole('button', { name: 'Confirm reservation' }));
    const name = screen.getByRole('group', { name: '44 Passenger Bus 1' }).querySelector('input');
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(name?.getAttribute('aria-invalid')).toBe('true');
    expect(within(extra).getByLabelText('Full name').getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((c) => c.url === '/api/reservations')).toBe(false);
  });

  it('offers an additional driver each bus of two, and sends which bus each driver drives', async () => {
    flowAtConfirm([{ ...bus, quantity: 2 }], {
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace@example.com',
      phone: '+1 410 555 0120',
    });
    bookings.push(json(201, testReservationResponse({ drivers: [] })));
    await renderApp('/confirm');
    const second = await screen.findByRole('group', { name: '44 Passenger Bus 2' });
    fireEvent.click(within(second).getByRole('button', { name: 'Name the driver of 44 Passenger Bus 2' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Add another driver' }));
    const extra = await screen.findByRole('group', { name: 'Additional driver 1' });
    const drives = within(extra).getByLabelText('Drives') as HTMLSelectElement;
    expect([...drives.options].map((o) => [o.value, o.text])).toEqual([
      ['44-passenger-bus--1', '44 Passenger Bus 1'],
      ['44-passenger-bus--2', '44 Passenger Bus 2'],
    ]);
    fireEvent.change(drives, { target: { value: '44-passenger-bus--2' } });
    expect(drives.selectedOptions[0]?.text).toBe('44 Passenger Bus 2');
    for (const [group, name] of [
      [second, 'Ada Driver'],
      [extra, 'Bo Driver'],
    ] as const) {
      const fill = (label: string | RegExp, value: string) =>
        fireEvent.change(within(group).getByLabelText(label), { target: { value } });
      fill('Full name', name);
      fireEvent.click(within(group).getByLabelText('Enter their license now'));
      fill('Date of birth', '1980-02-03');
      fill('License number', licenceNumber);
      fill('License expiry date', '2032-01-01');
      fill('License class', 'cdl-b');
      fill('Years licensed', '12');
      fireEvent.click(within(group).getByLabelText(/passenger \(P\) endorsement/));
    }
    fireEvent.click(screen.getByRole('button', { name: 'Confirm reservation' }));
    await waitFor(() => expect(calls.some((c) => c.url === '/api/reservations')).toBe(true), {
      timeout: 5000,
    });
    const sent = bodyOf(calls.find((c) => c.url === '/api/reservations')?.init);
    expect(
      sent.drivers.map((d: { name: string; vehicleNumber: number }) => [d.name, d.vehicleNumber]),
    ).toEqual([
      ['Ada Driver', 2],
      ['Bo Driver', 2],
    ]);
  });
});
