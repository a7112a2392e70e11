import { locationSeed } from '@convoy/domain/content/locations';
import type { Handover, HandoverReading } from '@convoy/domain/contracts/counter.schema';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sharedQueryClient } from '../../../../lib/shared-query-client';
import { renderApp } from '../../../../test/render-app';
import { testAdminDetail, testPreArrival } from '../../../../test/reservation-fixtures';
import { json, stubApi } from '../../../../test/stub-api';

// signature_pad draws on a real canvas, which happy-dom has not: a stroke is a pointerup on the box.
vi.mock('signature_pad', () => import('../../../../test/signature-pad-stub'));

beforeEach(() => sharedQueryClient().clear());
afterEach(() => vi.unstubAllGlobals());

const code = 'CNV-TODAY1';
const day = '/admin?view=today&locationId=baltimore&date=2030-07-13';
const signedIn = () =>
  json(200, { admin: { email: 'ops@rent.test', role: 'agent' }, csrfToken: 'token-9', idleMinutes: 30 });
const unit = {
  id: '0b7f6c1e-2d3a-4c5b-8e9f-0a1b2c3d4e5f',
  fleetNumber: 'BAL-001',
  plate: '1AB2345',
  odometerMiles: 12_000,
  fuelCapacityGallons: 25,
};
const tires = {
  id: 'tires',
  label: 'Tires: tread depth and no cuts or bulges',
  safety: true,
  appliesAt: 'both' as const,
};
const reading = (over: Partial<HandoverReading>): HandoverReading => ({
  at: '2030-07-13T09:05:00-04:00',
  unitId: unit.id,
  odometerMiles: 12_000,
  fuelEighths: 8,
  damage: [],
  notes: '',
  recordedBy: 'ops@rent.test',
  ...over,
});
const handover = (
  over: Partial<Handover['vehicles'][number]> = {},
  rest: Partial<Handover> = {},
): Handover => ({
  code,
  vehicles: [
    {
      classId: '15-passenger-van',
      className: '15 Passenger Van',
      seq: 1,
      unit,
      out: null,
      in: null,
      charges: null,
      photos: [],
      checklist: { out: [tires], in: [tires] },
      inspections: [],
      ...over,
    },
  ],
  agreement: null,
  fees: [],
  feesOffered: [],
  drivers: [
    {
      id: 'd1',
      name: 'Ada Okafor',
      classId: '15-passenger-comfort-bus',
      vehicleName: '15 Passenger Comfort Bus 2',
      preArrival: testPreArrival,
      licencePhotos: null,
    },
  ],
  remoteAgreement: null,
  finalInvoice: null,
  fuelPriceCentsPerGallon: 450,
  chargesTotalCents: 0,
  maintenance: [],
  ...rest,
});

function stub(routes: Record<string, (init: RequestInit | undefined) => Response>, first: Handover) {
  return stubApi({
    '/api/admin/session': signedIn,
    '/api/locations': () => json(200, { locations: locationSeed }),
    [`/api/admin/reservations/${code}`]: () =>
      json(
        200,
        testAdminDetail({
          code,
          drivers: [
            {
              id: 'd1',
              vehicleId: '15-passenger-comfort-bus',
              vehicleNumber: 2,
              vehicleName: '15 Passenger Comfort Bus',
              name: 'Ada Okafor',
              licenceCountry: 'US',
              licenceState: 'MD',
              licenceNumberMasked: '•••• 8901',
              licenceExpiry: '2032-01-31',
              licenceClass: 'regular',
              preArrival: testPreArrival,
              passengerEndorsement: false,
              yearsLicensed: 8,
            },
          ],
          driversNeeded: 0,
        }),
      ),
    [`/api/admin/counter/${code}/handover`]: () => json(200, first),
    ...routes,
  });
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const bodyOf = (calls: { url: string; init: RequestInit | undefined }[], path: string) =>
  JSON.parse(String(calls.find((c) => c.url === path)?.init?.body));

/** The readings of the check-out, a damage mark on the front, the licences seen, the name and the signature. */
async function fillCheckOut() {
  type('Odometer (miles)', '12345');
  fireEvent.click(screen.getByRole('radio', { name: '6/8' }));
  fireEvent.click(screen.getByRole('button', { name: 'Add a damage mark' }));
  fireEvent.change(screen.getByLabelText('Side of the vehicle'), { target: { value: 'front' } });
  type('What is the damage?', 'scratch, 10 cm');
  fireEvent.click(screen.getByRole('button', { name: 'Add the mark' }));
  expect(await screen.findByText('Mark 1 added on the front: scratch, 10 cm.')).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Remove mark 1 (Front: scratch, 10 cm)' })).toBeTruthy();
  // Each driver by the vehicle they drive: the second bus of two.
  expect(await screen.findByText('Ada Okafor · 15 Passenger Comfort Bus 2')).toBeTruthy();
  const tireCheck = screen.getByRole('group', { name: tires.label });
  fireEvent.click(within(tireCheck).getByRole('radio', { name: 'Pass' }));
  fireEvent.change(screen.getByLabelText(/^Note on Tires/), { target: { value: 'tread 6 mm' } });
  fireEvent.click(screen.getByLabelText('I have seen each driver’s licence'));
  type('Name of the person signing', 'Ada Okafor');
  fireEvent.pointerUp(
    await screen.findByRole('img', { name: 'Signature box: sign with a finger or the mouse' }),
  );
  expect(await screen.findByText('Signed.')).toBeTruthy();
}

describe('the counter’s check-out and check-in', { timeout: 20_000 }, () => {
  it('checks out with the readings, the damage marked and the renter’s signature', async () => {
    const done = handover(
      { out: reading({ odometerMiles: 12_345, fuelEighths: 6 }) },
      {
        agreement: {
          kind: 'signed',
          signerName: 'Ada Okafor',
          signedAt: '2030-07-13T13:05:00.000Z',
          witnessedBy: 'ops@rent.test',
          url: `/api/admin/counter/${code}/agreement.pdf`,
          emailedTo: 'ada@example.com',
        },
      },
    );
    const calls = stub({ [`/api/admin/counter/${code}/check-out`]: () => json(200, done) }, handover());
    await renderApp(`${day}&checkOut=${code}`);
    expect(await screen.findByRole('heading', { level: 2, name: `Check out booking ${code}` })).toBeTruthy();
    await screen.findByLabelText('Odometer (miles)', {}, { timeout: 5_000 });
    // The renter's name is offered for the signature; the agent may change it.
    await waitFor(() =>
      expect((screen.getByLabelText('Name of the person signing') as HTMLInputElement).value).toBe(
        'Grace Hopper',
      ),
    );
    await fillCheckOut();
    fireEvent.click(screen.getByRole('button', { name: 'Check out' }));

    expect(await screen.findByText(`Booking ${code} is checked out.`)).toBeTruthy();
    const sent = bodyOf(calls, `/api/admin/counter/${code}/check-out`);
    expect(sent).toEqual({
      vehicles: [
        {
          classId: '15-passenger-van',
          seq: 1,
          odometerMiles: 12_345,
          fuelEighths: 6,
          damage: [{ view: 'front', x: 0.5, y: 0.5, note: 'scratch, 10 cm' }],
          notes: '',
          inspection: {
            key: expect.stringMatching(/^[0-9a-f-]{36}$/),
            answers: { tires: { result: 'pass', note: 'tread 6 mm', photoId: null } },
          },
        },
      ],
      licencesSeen: [],
      licencesChecked: true,
      agreement: { signerName: 'Ada Okafor', signature: 'data:image/png;base64,iVBORw0KGgo=' },
    });
    expect(screen.getByText(/Rental agreement signed by Ada Okafor/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Rental agreement (PDF)' }).getAttribute('href')).toBe(
      `/api/admin/counter/${code}/agreement.pdf`,
    );
  });

  it('names the driver who takes the van when the booking has two for it', async () => {
    const [ana, ben] = ['5b0c9a1e-0d2f-4e3a-9b8c-7d6e5f4a3b21', '6c1d0b2f-1e3a-4f4b-8c9d-8e7f6a5b4c32'];
    const driverOf = (id: string, name: string) => ({
      id,
      name,
      classId: '15-passenger-van',
      vehicleName: '15 Passenger Van',
      preArrival: testPreArrival,
      licencePhotos: null,
    });
    const two = handover({}, { drivers: [driverOf(ana, 'Ana Ruiz'), driverOf(ben, 'Ben Cho')] });
    const calls = stub(
      { [`/api/admin/counter/${code}/check-out`]: () => json(200, handover({ out: reading({}) })) },
      two,
    );
    await renderApp(`${day}&checkOut=${code}`);
    await screen.findByLabelText('Odometer (miles)', {}, { timeout: 5_000 });
    fireEvent.change(screen.getByLabelText(/^Driver who takes this vehicle/), { target: { value: ben } });
    type('Odometer (miles)', '12345');
    fireEvent.click(screen.getByRole('radio', { name: '6/8' }));
    fireEvent.click(
      within(screen.getByRole('group', { name: tires.label })).getByRole('radio', { name: 'Pass' }),
    );
    fireEvent.click(screen.getByLabelText('I have seen each driver’s licence'));
    type('Name of the person signing', 'Ada Okafor');
    fireEvent.pointerUp(
      await screen.findByRole('img', { name: 'Signature box: sign with a finger or the mouse' }),
    );
    expect(await screen.findByText('Signed.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Check out' }));
    await waitFor(() =>
      expect(calls.some((c) => c.url === `/api/admin/counter/${code}/check-out`)).toBe(true),
    );
    expect(bodyOf(calls, `/api/admin/counter/${code}/check-out`).vehicles[0].driverId).toBe(ben);
  });

  it('says the signature is missing, and puts the server’s field message beside its field', async () => {
    const message = 'The odometer is below the unit’s last reading (12,000 mi).';
    const calls = stub(
      {
        [`/api/admin/counter/${code}/check-out`]: () =>
          json(400, {
            error: {
              code: 'invalid_request',
              message: 'Some details need fixing.',
              fields: { 'vehicles.0.odometerMiles': message },
            },
          }),
      },
      handover(),
    );
    await renderApp(`${day}&checkOut=${code}`);
    await screen.findByLabelText('Odometer (miles)', {}, { timeout: 5_000 });
    fireEvent.click(screen.getByRole('button', { name: 'Check out' }));
    expect((await screen.findAllByText('Have the renter sign in the box.')).length).toBe(2);
    expect(calls.some((c) => c.url.endsWith('/check-out'))).toBe(false);

    await fillCheckOut();
    fireEvent.click(screen.getByRole('button', { name: 'Check out' }));
    // The server's message, on the odometer: marked invalid and described by it.
    await waitFor(() => {
      const odometer = screen.getByLabelText('Odometer (miles)');
      expect(odometer.getAttribute('aria-invalid')).toBe('true');
      const described = (odometer.getAttribute('aria-describedby') ?? '').split(' ');
      expect(described.map((id) => document.getElementById(id)?.textContent)).toContain(message);
    });
  });

  it('shows the charges of a return (excess mileage, fuel), then records it with the final invoice', async () => {
    const charges = {
      lateMinutes: 0,
      lateFullDays: 0,
      latePartialDayCharge: 'none',
      lateCents: 0,
      milesDriven: 1_500,
      allowanceMiles: 1_000,
      excessMiles: 500,
      excessMileageCents: 17_500,
      fuelEighthsShort: 4,
      fuelCents: 5_625,
      refuelServiceCents: 0,
      damageCents: 1_250,
      totalCents: 24_375,
    };
    const out = reading({});
    const back = reading({ odometerMiles: 13_500, fuelEighths: 4 });
    const returned = {
      id: '5d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6',
      kind: 'in' as const,
      unitId: unit.id,
      at: '2030-07-15T17:05:00-04:00',
      recordedBy: 'ops@rent.test',
      items: [
        {
          itemId: 'tires',
          label: tires.label,
          safety: true,
          result: 'fail' as const,
          note: 'bulge',
          photoId: null,
        },
      ],
      failedSafety: [tires.label],
    };
    const notice = {
      fleetNumber: 'BAL-001',
      opened: true,
      message: `BAL-001 is in maintenance from 2030-07-15 17:00 for 24 hours: ${tires.label}.`,
    };
    const invoice = {
      number: 'INV-2030-0042',
      status: 'open' as const,
      issuedOn: '2030-07-15',
      dueOn: '2030-07-15',
      totalCents: 60_175,
      paidCents: 35_800,
      balanceDueCents: 24_375,
      poNumber: null,
    };
    const calls = stub(
      {
        [`/api/admin/counter/${code}/check-in/preview`]: () =>
          json(200, handover({ out, charges }, { chargesTotalCents: 24_375 })),
        [`/api/admin/counter/${code}/check-in`]: () =>
          json(
            200,
            handover(
              { out, in: back, charges, inspections: [returned] },
              { chargesTotalCents: 24_375, finalInvoice: invoice, maintenance: [notice] },
            ),
          ),
      },
      handover({ out }),
    );
    await renderApp(`${day}&checkIn=${code}`);
    expect(await screen.findByRole('heading', { level: 2, name: `Check in booking ${code}` })).toBeTruthy();
    await screen.findByLabelText('Odometer (miles)', {}, { timeout: 5_000 });
    type('Odometer (miles)', '13500');
    fireEvent.click(screen.getByRole('radio', { name: '4/8' }));
    type('Damage charge ($)', '12.5');
    fireEvent.click(screen.getByRole('button', { name: 'Show the charges' }));

    const table = await screen.findByRole('table', { name: 'Charges for 15 Passenger Van 1' });
    expect(
      within(table).getByRole('row', { name: /Excess mileage: 500 mi × \$0\.35/ }).textContent,
    ).toContain('$175.00');
    expect(
      within(table).getByRole('row', { name: /Fuel: 4\/8 tank short, 12\.5 gal × \$4\.50/ }).textContent,
    ).toContain('$56.25');
    expect(within(table).getByRole('row', { name: /Total/ }).textContent).toContain('$243.75');
    const previewed = bodyOf(calls, `/api/admin/counter/${code}/check-in/preview`);
    expect(previewed.vehicles[0]).toMatchObject({
      odometerMiles: 13_500,
      fuelEighths: 4,
      damageCents: 1_250,
    });
    expect(previewed.returnedDate).toBeUndefined();
    expect(calls.some((c) => c.url === `/api/admin/counter/${code}/check-in`)).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Record the return' }));
    expect(await screen.findByText('Final invoice INV-2030-0042: $601.75.')).toBeTruthy();
    expect(screen.getByText(`Booking ${code}: the return is recorded.`)).toBeTruthy();
    // The return record: what the inspection found, and the maintenance it opened.
    const found = screen.getByRole('table', { name: 'Inspection at the return: 15 Passenger Van 1' });
    expect(within(found).getByRole('row', { name: /Tires/ }).textContent).toContain('Failbulge');
    expect(screen.getByRole('status', { name: 'Maintenance' }).textContent).toBe(notice.message);
  });

  it('checks in part of a convoy: the vehicle unticked stays out and is not sent', async () => {
    const out = reading({});
    const first = handover({ out });
    const second = {
      ...first.vehicles[0]!,
      seq: 2,
      unit: { ...unit, id: '1c8f7d2e-3e4b-4d6c-9f0a-1b2c3d4e5f60', fleetNumber: 'BAL-002' },
    };
    const both = { ...first, vehicles: [first.vehicles[0]!, second] };
    const back = reading({ odometerMiles: 12_400, fuelEighths: 8 });
    const calls = stub(
      {
        [`/api/admin/counter/${code}/check-in`]: () =>
          json(200, { ...both, vehicles: [{ ...both.vehicles[0]!, in: back }, second] }),
      },
      both,
    );
    await renderApp(`${day}&checkIn=${code}`);
    const choice = await screen.findByRole('group', { name: 'Vehicles coming back now' }, { timeout: 5_000 });
    expect(
      within(choice)
        .getAllByRole('checkbox')
        .map((c) => (c as HTMLInputElement).checked),
    ).toEqual([true, true]);
    expect(screen.getAllByLabelText('Odometer (miles)')).toHaveLength(2);
    fireEvent.click(within(choice).getByRole('checkbox', { name: /15 Passenger Van 2/ }));
    await waitFor(() => expect(screen.getAllByLabelText('Odometer (miles)')).toHaveLength(1));
    type('Odometer (miles)', '12400');
    fireEvent.click(screen.getByRole('radio', { name: 'Full' }));
    fireEvent.click(screen.getByRole('button', { name: 'Record the return' }));
    expect(await screen.findByText(`Booking ${code}: the return is recorded.`)).toBeTruthy();
    const sent = bodyOf(calls, `/api/admin/counter/${code}/check-in`);
    expect(sent.vehicles.map((v: { seq: number }) => v.seq)).toEqual([1]);
    expect(sent.vehicles[0]).toMatchObject({ odometerMiles: 12_400, fuelEighths: 8 });
  });

  it('says where and when a one-way rental goes back, above its check-out', async () => {
    const words = 'Return to Chicago West Loop, Friday, July 19, 2030 at 10:00 AM CDT';
    stub(
      {},
      handover(
        {},
        { returnLocation: { id: 'chicago', name: 'Chicago West Loop', timezone: 'America/Chicago', words } },
      ),
    );
    await renderApp(`${day}&checkOut=${code}`);
    await screen.findByLabelText('Odometer (miles)', {}, { timeout: 5_000 });
    expect(screen.getByText(words)).toBeTruthy();
  });

  it('says a failed safety item beside it, reads the handover again for its new unit, and inspects anew', async () => {
    const failed = `Failed: ${tires.label}. This vehicle cannot go out.`;
    const calls = stub(
      {
        [`/api/admin/counter/${code}/check-out`]: () =>
          json(409, {
            error: {
              code: 'inspection_failed',
              message: `${code} cannot go out: 15 Passenger Van 1 failed ${tires.label}.`,
              fields: { 'vehicles.0.inspection.answers.tires': failed },
            },
          }),
      },
      handover(),
    );
    await renderApp(`${day}&checkOut=${code}`);
    await screen.findByLabelText('Odometer (miles)', {}, { timeout: 5_000 });
    await fillCheckOut();
    fireEvent.click(
      within(screen.getByRole('group', { name: tires.label })).getByRole('radio', { name: 'Fail' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Check out' }));
    await waitFor(() => {
      const first = within(screen.getByRole('group', { name: tires.label })).getByRole('radio', {
        name: 'Pass',
      });
      expect(first.getAttribute('aria-invalid')).toBe('true');
      expect(screen.getByRole('group', { name: tires.label }).textContent).toContain(failed);
    });
    const handoverReads = () => calls.filter((c) => c.url === `/api/admin/counter/${code}/handover`).length;
    await waitFor(() => expect(handoverReads()).toBe(2));
    fireEvent.click(screen.getByRole('button', { name: 'Check out' }));
    await waitFor(() => expect(calls.filter((c) => c.url.endsWith('/check-out'))).toHaveLength(2));
    const [one, two] = calls
      .filter((c) => c.url.endsWith('/check-out'))
      .map((c) => JSON.parse(String(c.init?.body)).vehicles[0].inspection);
    expect(one.answers.tires.result).toBe('fail');
    // Each answer ends an inspection: the next submit is a new one.
    expect(two.key).not.toBe(one.key);
  });

  it('says from when a booking can go out', async () => {
    const early = `${code} is picked up Monday, July 15, 2030 at 9:00 AM EDT: it can go out from Sunday, July 14, 2030 at 9:00 AM EDT, 24 hours before.`;
    stub(
      {
        [`/api/admin/counter/${code}/check-out`]: () =>
          json(409, { error: { code: 'too_early', message: early } }),
      },
      handover(),
    );
    await renderApp(`${day}&checkOut=${code}`);
    await screen.findByLabelText('Odometer (miles)', {}, { timeout: 5_000 });
    await fillCheckOut();
    fireEvent.click(screen.getByRole('button', { name: 'Check out' }));
    expect(await screen.findByText(early)).toBeTruthy();
  });

  it('puts a return later than now beside its date', async () => {
    const ahead =
      'The return cannot be later than now (Saturday, July 13, 2030 at 9:30 AM EDT): enter when it came back, or leave both empty for now.';
    const calls = stub(
      {
        [`/api/admin/counter/${code}/check-in/preview`]: () =>
          json(400, {
            error: { code: 'validation_failed', message: ahead, fields: { returnedDate: ahead } },
          }),
      },
      handover({ out: reading({}) }),
    );
    await renderApp(`${day}&checkIn=${code}`);
    await screen.findByLabelText('Odometer (miles)', {}, { timeout: 5_000 });
    type('Odometer (miles)', '13500');
    fireEvent.click(screen.getByRole('radio', { name: '4/8' }));
    fireEvent.change(screen.getByLabelText(/Return date/), { target: { value: '2031-01-13' } });
    fireEvent.change(screen.getByLabelText(/Return time/), { target: { value: '17:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show the charges' }));
    await waitFor(() => {
      const date = screen.getByLabelText(/Return date/);
      expect(date.getAttribute('aria-invalid')).toBe('true');
      const described = (date.getAttribute('aria-describedby') ?? '').split(' ');
      expect(described.map((id) => document.getElementById(id)?.textContent)).toContain(ahead);
    });
    expect(bodyOf(calls, `/api/admin/counter/${code}/check-in/preview`)).toMatchObject({
      returnedDate: '2031-01-13',
      returnedTime: '17:00',
    });
  });

  it('adds incidental fees to the check-in: a fee left unchosen is named on its field, a removed one is not sent', async () => {
    const offered = [
      {
        id: 'cleaning',
        label: 'Cleaning',
        charge: 'per-occurrence' as const,
        priceCents: 15_000,
        taxable: true,
      },
      { id: 'lost-key', label: 'Lost key', charge: 'per-item' as const, priceCents: 30_000, taxable: true },
    ];
    const first = handover({ out: reading({}) }, { feesOffered: offered });
    const calls = stub(
      {
        [`/api/admin/counter/${code}/check-in`]: () =>
          json(200, { ...first, vehicles: [{ ...first.vehicles[0]!, in: reading({}) }] }),
      },
      first,
    );
    await renderApp(`${day}&checkIn=${code}`);
    await screen.findByLabelText('Odometer (miles)', {}, { timeout: 5_000 });
    type('Odometer (miles)', '12400');
    fireEvent.click(screen.getByRole('radio', { name: 'Full' }));
    for (let i = 0; i < 3; i++) fireEvent.click(screen.getByRole('button', { name: 'Add a fee' }));
    fireEvent.change(screen.getByLabelText('Fee 1'), { target: { value: 'lost-key' } });
    fireEvent.change(screen.getAllByLabelText('How many (times, hours or items)')[0]!, {
      target: { value: '2' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Remove fee 2' }));
    // The third row, now the second, has no fee chosen: refused before it is sent.
    fireEvent.click(screen.getByRole('button', { name: 'Record the return' }));
    await waitFor(() => expect(screen.getByLabelText('Fee 2').getAttribute('aria-invalid')).toBe('true'));
    expect(calls.some((c) => c.url === `/api/admin/counter/${code}/check-in`)).toBe(false);
    fireEvent.change(screen.getByLabelText('Fee 2'), { target: { value: 'cleaning' } });
    fireEvent.click(screen.getByRole('button', { name: 'Record the return' }));
    expect(await screen.findByText(`Booking ${code}: the return is recorded.`)).toBeTruthy();
    expect(bodyOf(calls, `/api/admin/counter/${code}/check-in`).fees).toEqual([
      { feeId: 'lost-key', quantity: 2, note: '' },
      { feeId: 'cleaning', quantity: 1, note: '' },
    ]);
  });
});
