import type { MaintenanceBlock, Unit } from '@convoy/domain/contracts/fleet-unit.schema';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { json, stubApi } from '../../../test/stub-api';

afterEach(() => vi.unstubAllGlobals());

const signedIn = () =>
  json(200, { admin: { email: 'ops@rent.test', role: 'owner' }, csrfToken: 'token-4', idleMinutes: 30 });
const locations = () =>
  json(200, {
    locations: [
      { id: 'baltimore', name: 'Baltimore Harbor' },
      { id: 'denver', name: 'Denver Central' },
    ],
  });
const fleet = () =>
  json(200, {
    locations: [],
    classes: [
      { id: '15-passenger-van', name: '15 Passenger Van' },
      { id: 'cargo-van', name: 'Cargo Van' },
    ],
  });

const van: Unit = {
  id: '0b5c7a52-8f0e-4a47-9d55-2f4f6f0f1a01',
  fleetNumber: 'V-1042',
  vin: '1FBAX2CM7KKA12345',
  plate: 'ABC1234',
  plateState: 'MD',
  locationId: 'baltimore',
  locationName: 'Baltimore Harbor',
  classId: '15-passenger-van',
  className: '15 Passenger Van',
  odometerMiles: 41_250,
  fuelCapacityGallons: 25,
  status: 'active',
  inMaintenance: null,
  maintenance: [],
  serviceDueOn: '2026-12-01',
  serviceDueMiles: 45_000,
  service: 'overdue',
  notes: '',
  createdAt: '2026-11-01T12:00:00.000Z',
  updatedAt: '2026-11-01T12:00:00.000Z',
};
const block: MaintenanceBlock = {
  id: '5d0c1f2e-3b4a-4c5d-8e6f-7a8b9c0d1e2f',
  unitId: van.id,
  fleetNumber: van.fleetNumber,
  locationId: 'baltimore',
  classId: '15-passenger-van',
  startDate: '2027-03-08',
  startTime: '08:00',
  endDate: '2027-03-10',
  endTime: '17:00',
  startsAt: '2027-03-08T13:00:00.000Z',
  endsAt: '2027-03-10T22:00:00.000Z',
  reason: 'Brakes',
  createdBy: 'ops@rent.test',
  createdAt: '2026-11-27T12:00:00.000Z',
};
const inShop: Unit = {
  ...van,
  id: '0b5c7a52-8f0e-4a47-9d55-2f4f6f0f1a02',
  fleetNumber: 'V-1043',
  vin: null,
  plate: null,
  plateState: null,
  service: null,
  serviceDueOn: null,
  serviceDueMiles: null,
  inMaintenance: { ...block, startDate: '2026-11-26', endDate: '2026-11-30', endTime: '12:00' },
};

const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body));
const refusal = (field: string) =>
  json(409, {
    error: {
      code: 'unit_needed',
      message:
        'V-1042 cannot be out then: 15 Passenger Van at Baltimore Harbor would be short, and reservations CNV-1234567 and CNV-7654321 would be left without one. Choose other dates, or move those bookings first.',
      fields: { [field]: 'Reservations CNV-1234567 and CNV-7654321 would be left without one.' },
      reservations: ['CNV-1234567', 'CNV-7654321'],
    },
  });

// The first render loads the back office's lazy chunks, slow on a busy machine.
describe('the Units view', { timeout: 15_000 }, () => {
  it('lists a location’s units (from the URL) with their plate, VIN, odometer, service and maintenance', async () => {
    const calls = stubApi({
      '/api/admin/session': signedIn,
      '/api/locations': locations,
      '/api/admin/fleet': fleet,
      '/api/admin/units': () => json(200, { units: [van, inShop] }),
    });
    await renderApp('/admin?view=units&locationId=baltimore');
    expect(await screen.findByRole('heading', { level: 2, name: 'Units' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Units' }).getAttribute('aria-current')).toBe('page');
    const table = screen.getByRole('table', { name: 'Units' });
    const first = await within(table).findByRole('row', { name: /V-1042/ });
    expect(first.textContent).toContain('ABC1234 (MD)');
    expect(first.textContent).toContain('1FBAX2CM7KKA12345');
    expect(first.textContent).toContain('41,250 mi');
    expect(first.textContent).toContain('Service overdue');
    expect(first.textContent).toContain('Due Tue, Dec 1, 2026 or at 45,000 mi');
    const second = within(table).getByRole('row', { name: /V-1043/ });
    expect(second.textContent).toContain('In maintenance until Mon, Nov 30, 2026 at 12:00 PM');
    expect(second.textContent).toContain('Not recorded');
    expect(calls.some((c) => c.url === '/api/admin/units?locationId=baltimore')).toBe(true);

    // The URL's location shows selected in the filters once the choices arrive.
    await waitFor(() =>
      expect((screen.getByLabelText('Location') as HTMLSelectElement).value).toBe('baltimore'),
    );
  });

  it('marks the unit a link points at (a search result), and no other', async () => {
    stubApi({
      '/api/admin/session': signedIn,
      '/api/locations': locations,
      '/api/admin/fleet': fleet,
      '/api/admin/units': () => json(200, { units: [van, inShop] }),
    });
    await renderApp(`/admin?view=units&locationId=baltimore&unit=${inShop.id}`);
    const table = await screen.findByRole('table', { name: 'Units' });
    const marked = await within(table).findByRole('row', { name: /V-1043/ });
    expect(marked.getAttribute('aria-current')).toBe('true');
    expect(
      within(table)
        .getByRole('row', { name: /V-1042/ })
        .getAttribute('aria-current'),
    ).toBeNull();
  });

  it('adds a unit, showing the server’s field error beside its field and in the focused summary', async () => {
    let tries = 0;
    const calls = stubApi({
      '/api/admin/session': signedIn,
      '/api/locations': locations,
      '/api/admin/fleet': fleet,
      '/api/admin/units': (init) => {
        if (init?.method !== 'POST') return json(200, { units: tries > 1 ? [van] : [] });
        tries += 1;
        if (tries === 1)
          return json(400, {
            error: {
              code: 'validation_failed',
              message: 'Some details need fixing.',
              fields: { vin: 'Another vehicle, V-0007, has this VIN.' },
            },
          });
        return json(201, van);
      },
    });
    await renderApp('/admin?view=units');
    fireEvent.click(await screen.findByRole('button', { name: 'Add a unit' }));
    const form = screen.getByRole('form', { name: 'New unit' });
    await waitFor(() => expect(within(form).getAllByRole('option', { name: 'Cargo Van' })).toHaveLength(1));
    const type = (label: RegExp, value: string) =>
      fireEvent.change(within(form).getByLabelText(label), { target: { value } });
    type(/^Fleet number/, 'v-1042');
    type(/^VIN/, '1FBAX2CM7KKA12345');
    type(/^License plate/, 'abc1234');
    type(/^Plate state/, 'MD');
    type(/^Location/, 'baltimore');
    type(/^Vehicle class/, '15-passenger-van');
    type(/^Odometer/, '41250');
    type(/^Fuel capacity/, '25');
    type(/^Next service date/, '2026-12-01');
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));

    const vin = within(form).getByLabelText(/^VIN/);
    await waitFor(() => expect(vin.getAttribute('aria-invalid')).toBe('true'));
    const summary = within(form).getByRole('heading', { name: 'There is a problem' });
    await waitFor(() => expect(document.activeElement?.contains(summary)).toBe(true));
    expect(within(form).getByRole('link', { name: 'Another vehicle, V-0007, has this VIN.' })).toBeTruthy();
    const described = vin.getAttribute('aria-describedby')!.split(' ');
    expect(described.map((id) => document.getElementById(id)?.textContent)).toContain(
      'Another vehicle, V-0007, has this VIN.',
    );
    expect(bodyOf(calls.find((c) => c.init?.method === 'POST')?.init)).toEqual({
      fleetNumber: 'V-1042',
      vin: '1FBAX2CM7KKA12345',
      plate: 'ABC1234',
      plateState: 'MD',
      locationId: 'baltimore',
      classId: '15-passenger-van',
      odometerMiles: 41_250,
      fuelCapacityGallons: 25,
      serviceDueOn: '2026-12-01',
      serviceDueMiles: null,
      notes: '',
    });

    type(/^VIN/, '1FBAX2CM7KKA12345');
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('row', { name: /V-1042/ })).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'New unit' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Units' }));
  });

  it('refuses to retire a unit bookings need, naming the bookings as links', async () => {
    const calls = stubApi({
      '/api/admin/session': signedIn,
      '/api/locations': locations,
      '/api/admin/fleet': fleet,
      '/api/admin/units': () => json(200, { units: [van] }),
      [`/api/admin/units/${van.id}`]: () => refusal('status'),
    });
    await renderApp('/admin?view=units');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit unit V-1042' }));
    const form = screen.getByRole('form', { name: 'Unit V-1042' });
    fireEvent.change(within(form).getByLabelText(/^Status/), { target: { value: 'retired' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));

    const refused = await screen.findByRole('region', { name: 'Bookings that need this vehicle' });
    for (const code of ['CNV-1234567', 'CNV-7654321'])
      expect(within(refused).getByRole('link', { name: code }).getAttribute('href')).toBe(
        `/admin?view=bookings&q=${code}`,
      );
    const status = within(form).getByLabelText(/^Status/);
    expect(status.getAttribute('aria-invalid')).toBe('true');
    const patch = calls.find((c) => c.init?.method === 'PATCH');
    // Only what changed is sent: the location staying the same is no move.
    expect(bodyOf(patch?.init)).toEqual({ status: 'retired' });
  });

  it('books maintenance for a unit, and names the bookings when the dates are refused', async () => {
    let booked: MaintenanceBlock[] = [];
    let tries = 0;
    const calls = stubApi({
      '/api/admin/session': signedIn,
      '/api/locations': locations,
      '/api/admin/fleet': fleet,
      '/api/admin/units': () => json(200, { units: [{ ...van, maintenance: booked }] }),
      [`/api/admin/units/${van.id}/maintenance`]: (init) => {
        tries += 1;
        if (tries === 1) return refusal('startDate');
        booked = [{ ...block, ...bodyOf(init) }];
        return json(201, booked[0]);
      },
    });
    await renderApp('/admin?view=units');
    fireEvent.click(await screen.findByRole('button', { name: 'Maintenance of unit V-1042' }));
    const panel = screen.getByRole('region', { name: 'Maintenance of V-1042' });
    expect(within(panel).getByText('No maintenance booked.')).toBeTruthy();
    const form = within(panel).getByRole('form', { name: 'Book maintenance' });
    const type = (label: RegExp, value: string) =>
      fireEvent.change(within(form).getByLabelText(label), { target: { value } });
    type(/^Start date/, '2027-03-08');
    type(/^Start time/, '08:00');
    type(/^End date/, '2027-03-10');
    type(/^End time/, '17:00');
    type(/^Reason/, 'Brakes');
    fireEvent.click(within(form).getByRole('button', { name: 'Book maintenance' }));

    const refused = await within(panel).findByRole('region', { name: 'Bookings that need this vehicle' });
    expect(within(refused).getByRole('link', { name: 'CNV-7654321' })).toBeTruthy();
    expect(
      within(form)
        .getByLabelText(/^Start date/)
        .getAttribute('aria-invalid'),
    ).toBe('true');

    fireEvent.click(within(form).getByRole('button', { name: 'Book maintenance' }));
    const table = await within(panel).findByRole('table', { name: 'Booked maintenance' });
    await waitFor(() => expect(within(table).getByRole('row', { name: /Brakes/ })).toBeTruthy());
    expect(within(table).getByRole('row', { name: /Brakes/ }).textContent).toContain(
      'Mon, Mar 8, 2027 at 8:00 AM',
    );
    expect(within(panel).queryByRole('region', { name: 'Bookings that need this vehicle' })).toBeNull();
    const posts = calls.filter((c) => c.init?.method === 'POST');
    expect(bodyOf(posts.at(-1)?.init)).toEqual({
      startDate: '2027-03-08',
      startTime: '08:00',
      endDate: '2027-03-10',
      endTime: '17:00',
      reason: 'Brakes',
    });
    expect(screen.getByRole('row', { name: /V-1042/ }).textContent).toContain(
      'Booked from Mon, Mar 8, 2027 at 8:00 AM',
    );
  });

  it('removes a booked maintenance block after asking, and the vehicle shows none', async () => {
    let blocks = [block];
    const calls = stubApi({
      '/api/admin/session': signedIn,
      '/api/locations': locations,
      '/api/admin/fleet': fleet,
      '/api/admin/units': () => json(200, { units: [{ ...van, maintenance: blocks }] }),
      [`/api/admin/units/${van.id}/maintenance/${block.id}`]: () => {
        blocks = [];
        return new Response(null, { status: 204 });
      },
    });
    await renderApp('/admin?view=units');
    fireEvent.click(await screen.findByRole('button', { name: 'Maintenance of unit V-1042' }));
    const panel = screen.getByRole('region', { name: 'Maintenance of V-1042' });
    fireEvent.click(
      within(panel).getByRole('button', {
        name: 'Remove maintenance “Brakes” from Mon, Mar 8, 2027 at 8:00 AM',
      }),
    );
    const ask = await screen.findByRole('alertdialog', { name: 'Remove the maintenance “Brakes”?' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Remove' }));
    expect(await within(panel).findByText('No maintenance booked.')).toBeTruthy();
    expect(calls.find((c) => c.url.endsWith(block.id))?.init?.method).toBe('DELETE');
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(panel).getByRole('heading', { name: 'Maintenance of V-1042' }),
      ),
    );
  });
});
