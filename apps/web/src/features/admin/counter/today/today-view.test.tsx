import { locationSeed } from '@convoy/domain/content/locations';
import type { TodayItem } from '@convoy/domain/contracts/counter.schema';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sharedQueryClient } from '../../../../lib/shared-query-client';
import { renderApp } from '../../../../test/render-app';
import { testAdminDetail } from '../../../../test/reservation-fixtures';
import { json, stubApi } from '../../../../test/stub-api';

beforeEach(() => sharedQueryClient().clear());
afterEach(() => vi.unstubAllGlobals());

const signedIn =
  (role = 'owner') =>
  () =>
    json(200, { admin: { email: `${role}@rent.test`, role }, csrfToken: 'token-9', idleMinutes: 30 });
const van = { classId: '15-passenger-van', className: '15 Passenger Van' };
type TestUnit = { id: string; fleetNumber: string; plate: string | null };
const unitA: TestUnit = {
  id: '0b7f6c1e-2d3a-4c5b-8e9f-0a1b2c3d4e5f',
  fleetNumber: 'BAL-001',
  plate: '1AB2345',
};
const unitB: TestUnit = { id: '1c8a7d2f-3e4b-4d6c-9f0a-1b2c3d4e5f60', fleetNumber: 'BAL-002', plate: null };

const item = (over: Partial<TodayItem>): TodayItem => ({
  code: 'CNV-TODAY1',
  status: 'confirmed',
  label: 'Peachtree Academy',
  renterName: 'Ada Okafor',
  phone: '+1 410 555 0100',
  pickupAt: '2030-07-13T09:00:00-04:00',
  returnAt: '2030-07-15T17:00:00-04:00',
  vehicles: [{ ...van, seq: 1, unit: null }],
  missing: ['unit', 'driver', 'payment', 'agreement'],
  drivers: [],
  balanceCents: 35_800,
  checkedOutAt: null,
  checkedInAt: null,
  delivery: null,
  collection: null,
  ...over,
});

const day = {
  locationId: 'baltimore',
  locationName: 'Baltimore Harbor',
  date: '2030-07-13',
  pickups: [
    item({}),
    item({
      code: 'CNV-READY2',
      label: 'Cy Park',
      renterName: 'Cy Park',
      pickupAt: '2030-07-13T14:30:00-04:00',
      vehicles: [{ ...van, seq: 1, unit: unitA }],
      missing: [],
      balanceCents: 0,
    }),
  ],
  returns: [],
  unassignedTomorrow: [item({ code: 'CNV-TMRW3', label: 'Bo Lee', pickupAt: '2030-07-14T08:00:00-04:00' })],
};

const unitRow = (u: TestUnit) => ({
  ...u,
  vin: null,
  plateState: 'MD',
  locationId: 'baltimore',
  locationName: 'Baltimore Harbor',
  ...van,
  odometerMiles: 1000,
  fuelCapacityGallons: 40,
  status: 'active',
  inMaintenance: null,
  maintenance: [],
  serviceDueOn: null,
  serviceDueMiles: null,
  service: null,
  notes: '',
  createdAt: '2030-01-01T00:00:00.000Z',
  updatedAt: '2030-01-01T00:00:00.000Z',
});

function stubDay(code: string, assign: (init: RequestInit | undefined) => Response) {
  const units = (unit: TestUnit | null) => ({
    code,
    vehicles: [{ ...van, seq: 1, unit, assignedBy: unit ? 'ops@rent.test' : null }],
  });
  return stubApi({
    '/api/admin/session': signedIn(),
    '/api/locations': () => json(200, { locations: locationSeed }),
    '/api/admin/counter/today': () => json(200, day),
    [`/api/admin/reservations/${code}`]: () => json(200, testAdminDetail({ code })),
    [`/api/admin/counter/${code}/drivers`]: () => json(200, { drivers: [] }),
    [`/api/admin/assignments/${code}`]: () => json(200, units(null)),
    '/api/admin/units': () => json(200, { units: [unitRow(unitA), unitRow(unitB)] }),
    [`/api/admin/assignments/${code}/15-passenger-van/1`]: (init) => {
      const answer = assign(init);
      return answer.status === 200 ? json(200, units(unitB)) : answer;
    },
  });
}

async function openAssign(code: string) {
  await renderApp('/admin?view=today&locationId=baltimore&date=2030-07-13');
  const warning = await screen.findByRole('region', { name: /Tomorrow: vehicles without a unit/ });
  const list = code === 'CNV-TMRW3' ? warning : screen.getByRole('table', { name: 'Pickups' });
  fireEvent.click(within(list).getByRole('button', { name: `Assign 15 Passenger Van 1 of booking ${code}` }));
  const dialog = await screen.findByRole('dialog', { name: `Booking ${code}` });
  return within(dialog).findByLabelText('Unit for 15 Passenger Van 1');
}

describe('the Today view', { timeout: 20_000 }, () => {
  it('lists the day’s pickups with what each lacks, its returns, and tomorrow’s vehicles without a unit', async () => {
    const calls = stubDay('CNV-TODAY1', () => json(200, {}));
    await renderApp('/admin?view=today&locationId=baltimore&date=2030-07-13');
    expect(await screen.findByRole('heading', { level: 2, name: 'Today' })).toBeTruthy();
    expect(await screen.findByText('Baltimore Harbor · Saturday, July 13, 2030')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Today' })[0]?.getAttribute('aria-current')).toBe('page');
    expect(calls.some((c) => c.url === '/api/admin/counter/today?locationId=baltimore&date=2030-07-13')).toBe(
      true,
    );

    const pickups = await screen.findByRole('table', { name: 'Pickups' });
    const first = within(pickups).getByRole('row', { name: /CNV-TODAY1/ });
    expect(first.textContent).toContain('9:00 AM');
    expect(first.textContent).toContain('Peachtree Academy');
    expect(first.textContent).toContain('Ada Okafor');
    expect(
      within(first).getByRole('link', { name: 'Call Ada Okafor at +1 410 555 0100' }).getAttribute('href'),
    ).toBe('tel:+14105550100');
    expect(within(first).getByRole('link', { name: 'Open booking CNV-TODAY1' }).getAttribute('href')).toBe(
      '/admin?view=bookings&booking=CNV-TODAY1',
    );
    expect(first.textContent).toContain('15 Passenger Van 1:Unassigned');
    expect(first.textContent).toContain('Missing:');
    expect(first.textContent).toContain('A vehicle assigned to each booked vehicle');
    expect(first.textContent).toContain('The rental agreement signed');
    expect(first.textContent).toContain('$358.00');

    const ready = within(pickups).getByRole('row', { name: /CNV-READY2/ });
    expect(ready.textContent).toContain('2:30 PM');
    expect(ready.textContent).toContain('BAL-001');
    expect(ready.textContent).toContain('✓ Ready');
    expect(ready.textContent).not.toContain('Missing');
    expect(ready.textContent).toContain('Settled');

    expect(screen.getByText('No returns on this day.')).toBeTruthy();
    const warning = screen.getByRole('region', { name: /Tomorrow: vehicles without a unit/ });
    expect(warning.textContent).toContain('CNV-TMRW3');
    expect(warning.textContent).toContain('Bo Lee');
    expect(warning.textContent).toContain('8:00 AM');

    // Moving to the next day (and its list asked of the server) is walked in tests/e2e/admin-today.spec.ts.
  });

  it('offers the day before and after only once the location, and so its today, is known', async () => {
    sessionStorage.clear(); // no day kept from another screen
    let release = () => {};
    const held = new Promise<void>((done) => {
      release = done;
    });
    stubApi({
      '/api/admin/session': signedIn(),
      '/api/locations': async () => {
        await held;
        return json(200, { locations: locationSeed });
      },
      '/api/admin/counter/today': () => json(200, day),
    });
    await renderApp('/admin?view=today');
    const next = (await screen.findByRole('button', { name: 'Next day' })) as HTMLButtonElement;
    const previous = screen.getByRole('button', { name: 'Previous day' }) as HTMLButtonElement;
    expect([next.disabled, previous.disabled]).toEqual([true, true]);
    release();
    await waitFor(() => expect([next.disabled, previous.disabled]).toEqual([false, false]));
  });

  it('assigns a unit from the booking opened on an unassigned vehicle, once the server accepts it', async () => {
    const calls = stubDay('CNV-TODAY1', () => json(200, {}));
    const select = await openAssign('CNV-TODAY1');
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(3));
    fireEvent.change(select, { target: { value: unitB.id } });
    await waitFor(() => expect((select as HTMLSelectElement).value).toBe(unitB.id));
    const put = calls.find((c) => c.url === '/api/admin/assignments/CNV-TODAY1/15-passenger-van/1');
    expect(put?.init?.method).toBe('PUT');
    expect(JSON.parse(String(put?.init?.body))).toEqual({ unitId: unitB.id });
    expect((put?.init?.headers as Record<string, string> | undefined)?.['x-csrf-token']).toBe('token-9');
    expect(screen.getByRole('button', { name: 'Unassign the unit of 15 Passenger Van 1' })).toBeTruthy();
  });

  it('shows the server’s clash beside the vehicle and keeps it unassigned', async () => {
    const message = 'BAL-002 is rented for CNV-OTHER9 at that time.';
    stubDay('CNV-TMRW3', () => json(409, { error: { code: 'assignment_conflict', message } }));
    const select = await openAssign('CNV-TMRW3');
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(3));
    fireEvent.change(select, { target: { value: unitB.id } });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(message);
    expect((select as HTMLSelectElement).value).toBe('');
    expect(select.getAttribute('aria-invalid')).toBe('true');
  });

  it('offers Check out on a pickup not yet out and Check in on one that is out, to the counter’s staff', async () => {
    const gone = item({ code: 'CNV-GONE4', label: 'Di Ray', checkedOutAt: '2030-07-13T09:10:00-04:00' });
    stubApi({
      '/api/admin/session': signedIn('agent'),
      '/api/locations': () => json(200, { locations: locationSeed }),
      '/api/admin/counter/today': () =>
        json(200, { ...day, pickups: [...day.pickups, gone], returns: [gone] }),
    });
    await renderApp('/admin?view=today&locationId=baltimore&date=2030-07-13');
    const pickups = await screen.findByRole('table', { name: 'Pickups' });
    expect(
      within(pickups).getByRole('link', { name: 'Check out booking CNV-TODAY1' }).getAttribute('href'),
    ).toBe('/admin?view=today&locationId=baltimore&date=2030-07-13&checkOut=CNV-TODAY1');
    expect(within(pickups).queryByRole('link', { name: 'Check out booking CNV-GONE4' })).toBeNull();
    expect(within(pickups).getByRole('link', { name: 'Check in booking CNV-GONE4' })).toBeTruthy();
    const returns = screen.getByRole('table', { name: 'Returns' });
    expect(
      within(returns).getByRole('link', { name: 'Check in booking CNV-GONE4' }).getAttribute('href'),
    ).toBe('/admin?view=today&locationId=baltimore&date=2030-07-13&checkIn=CNV-GONE4');
  });

  it('says on a one-way pickup where and when the vehicles go back', async () => {
    const words = 'Return to Chicago West Loop, Monday, July 15, 2030 at 5:00 PM CDT';
    const oneWay = item({
      code: 'CNV-ONEWY5',
      label: 'The Marlowes',
      returnLocation: { id: 'chicago', name: 'Chicago West Loop', timezone: 'America/Chicago', words },
    });
    stubApi({
      '/api/admin/session': signedIn('agent'),
      '/api/locations': () => json(200, { locations: locationSeed }),
      '/api/admin/counter/today': () => json(200, { ...day, pickups: [...day.pickups, oneWay] }),
    });
    await renderApp('/admin?view=today&locationId=baltimore&date=2030-07-13');
    const pickups = await screen.findByRole('table', { name: 'Pickups' });
    const row = within(pickups).getByText('The Marlowes').closest('tr');
    expect(row?.textContent).toContain(words);
    expect(within(pickups).getAllByText(/^Return to /)).toHaveLength(1);
  });

  it('lists the day’s deliveries and collections: the driver’s time, the address with its instructions, the units', async () => {
    const delivered = item({
      code: 'CNV-DELIV5',
      vehicles: [{ ...van, seq: 1, unit: unitA }],
      delivery: {
        address: '400 Key Highway, Gate 2, Baltimore, MD 21230',
        instructions: 'Ring the gate bell.',
        at: '2030-07-13T09:00:00-04:00',
        roadAt: '2030-07-13T08:15:00-04:00',
        travelMinutes: 45,
      },
    });
    const collected = item({
      code: 'CNV-COLL6',
      label: 'Di Ray',
      returnAt: '2030-07-13T17:00:00-04:00',
      collection: {
        address: null,
        instructions: null,
        at: '2030-07-13T17:00:00-04:00',
        roadAt: '2030-07-13T17:45:00-04:00',
        travelMinutes: 45,
      },
    });
    stubApi({
      '/api/admin/session': signedIn('agent'),
      '/api/locations': () => json(200, { locations: locationSeed }),
      '/api/admin/counter/today': () =>
        json(200, {
          ...day,
          pickups: [...day.pickups, delivered],
          returns: [collected],
          deliveries: [delivered],
          collections: [collected],
        }),
    });
    await renderApp('/admin?view=today&locationId=baltimore&date=2030-07-13');
    const deliveries = await screen.findByRole('table', { name: 'Deliveries' });
    const row = within(deliveries).getByRole('row', { name: /CNV-DELIV5/ });
    const cells = within(row)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells[0]).toBe('DeliveryLeaves at 8:15 AM');
    expect(cells[1]).toBe('9:00 AM45 min drive');
    expect(cells[2]).toBe(
      '400 Key Highway, Gate 2, Baltimore, MD 21230Driver’s instructions: Ring the gate bell.',
    );
    expect(row.textContent).toContain('15 Passenger Van 1:BAL-001');
    expect(within(row).getByRole('link', { name: 'Open booking CNV-DELIV5' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Deliveries (1)' })).toBeTruthy();

    const collections = screen.getByRole('table', { name: 'Collections' });
    const back = within(collections).getByRole('row', { name: /CNV-COLL6/ });
    expect(within(back).getAllByRole('cell')[0]?.textContent).toBe('CollectionBack at 5:45 PM');
    expect(back.textContent).toContain('Address erased after the rental');
    // An unassigned vehicle of a collected booking is assigned from here too, by the counter’s staff.
    expect(
      within(back).getByRole('button', { name: 'Assign 15 Passenger Van 1 of booking CNV-COLL6' }),
    ).toBeTruthy();

    // The pickup and the return say they are delivered and collected.
    const pickups = screen.getByRole('table', { name: 'Pickups' });
    expect(within(pickups).getByRole('row', { name: /CNV-DELIV5/ }).textContent).toContain('Delivered');
    expect(within(pickups).getByRole('row', { name: /CNV-TODAY1/ }).textContent).not.toContain('Delivered');
    expect(screen.getByRole('table', { name: 'Returns' }).textContent).toContain('Collected');
  });

  it('shows no deliveries or collections on a day without them', async () => {
    stubApi({
      '/api/admin/session': signedIn(),
      '/api/locations': () => json(200, { locations: locationSeed }),
      '/api/admin/counter/today': () => json(200, day),
    });
    await renderApp('/admin?view=today&locationId=baltimore&date=2030-07-13');
    await screen.findByRole('table', { name: 'Pickups' });
    expect(screen.queryByRole('table', { name: 'Deliveries' })).toBeNull();
    expect(screen.queryByRole('table', { name: 'Collections' })).toBeNull();
  });

  it('shows a viewer where each pickup stands, with no Check out', async () => {
    stubApi({
      '/api/admin/session': signedIn('viewer'),
      '/api/locations': () => json(200, { locations: locationSeed }),
      '/api/admin/counter/today': () => json(200, day),
    });
    await renderApp('/admin?view=today&locationId=baltimore&date=2030-07-13');
    const pickups = await screen.findByRole('table', { name: 'Pickups' });
    const ready = within(pickups).getByRole('row', { name: /CNV-READY2/ });
    expect(ready.textContent).toContain('Not out yet');
    expect(screen.queryByRole('link', { name: /^Check out booking/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Check out booking/ })).toBeNull();
  });
});
