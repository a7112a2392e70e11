import { checkOutAddendum } from '@convoy/domain/content/check-out-addendum';
import { locationSeed } from '@convoy/domain/content/locations';
import type { Handover } from '@convoy/domain/contracts/counter.schema';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sharedQueryClient } from '../../../../lib/shared-query-client';
import { renderApp } from '../../../../test/render-app';
import { testAdminDetail, testPreArrival } from '../../../../test/reservation-fixtures';
import { json, stubApi } from '../../../../test/stub-api';

vi.mock('signature_pad', () => import('../../../../test/signature-pad-stub'));

beforeEach(() => sharedQueryClient().clear());
afterEach(() => vi.unstubAllGlobals());

const code = 'CNV-READY1';
const day = '/admin?view=today&locationId=baltimore&date=2030-07-13';
const ana = '6f1c2d3e-4a5b-4c6d-8e7f-901a2b3c4d5e';
const ben = '7a2d3e4f-5b6c-4d7e-9f80-a12b3c4d5e6f';
const ready = {
  status: 'ready',
  licence: true,
  licencePhotos: true,
  safetyAcknowledged: true,
  acknowledgementSigned: true,
} as const;
const photos = (id: string) => ({
  front: `/api/admin/pre-arrival/photos/${id}/front`,
  back: `/api/admin/pre-arrival/photos/${id}/back`,
});
const vehicle = (seq: number) => ({
  classId: '15-passenger-van',
  className: '15 Passenger Van',
  seq,
  unit: {
    id: `0b7f6c1e-2d3a-4c5b-8e9f-0a1b2c3d4e5${seq}`,
    fleetNumber: `BAL-00${seq}`,
    plate: null,
    odometerMiles: 12_000,
    fuelCapacityGallons: 25,
  },
  out: null,
  in: null,
  charges: null,
  photos: [],
  checklist: { out: [], in: [] },
  inspections: [],
});
const handover = (rest: Partial<Handover>): Handover => ({
  code,
  vehicles: [vehicle(1), vehicle(2)],
  agreement: null,
  fees: [],
  feesOffered: [],
  drivers: [
    {
      id: ana,
      name: 'Ana Ruiz',
      classId: '15-passenger-van',
      vehicleName: '15 Passenger Van 1',
      preArrival: ready,
      licencePhotos: photos(ana),
    },
    {
      id: ben,
      name: 'Ben Okoro',
      classId: '15-passenger-van',
      vehicleName: '15 Passenger Van 2',
      preArrival: ready,
      licencePhotos: photos(ben),
    },
  ],
  remoteAgreement: { signerName: 'Grace Hopper', signedAt: '2030-07-10T14:00:00-04:00' },
  finalInvoice: null,
  fuelPriceCentsPerGallon: 450,
  chargesTotalCents: 0,
  maintenance: [],
  ...rest,
});

function stub(first: Handover, checkOut: () => Response) {
  return stubApi({
    '/api/admin/session': () =>
      json(200, { admin: { email: 'ops@rent.test', role: 'agent' }, csrfToken: 'token-9', idleMinutes: 30 }),
    '/api/locations': () => json(200, { locations: locationSeed }),
    [`/api/admin/reservations/${code}`]: () => json(200, testAdminDetail({ code })),
    [`/api/admin/counter/${code}/handover`]: () => json(200, first),
    [`/api/admin/counter/${code}/check-out`]: checkOut,
  });
}

/** Both vehicles' odometers and fuel. */
async function readOdometers() {
  const odometers = await screen.findAllByLabelText('Odometer (miles)', {}, { timeout: 5_000 });
  odometers.forEach((input, i) => {
    fireEvent.change(input, { target: { value: String(12_100 + i) } });
  });
  for (const full of screen.getAllByRole('radio', { name: 'Full' })) fireEvent.click(full);
}
const seen = (name: string) =>
  screen.getByRole('checkbox', { name: `License seen, matches the photo (${name})` });

describe('the check-out of a convoy ready before pickup', { timeout: 20_000 }, () => {
  it('confirms each driver beside their photos and takes the renter’s tap, with no signature box', async () => {
    const done = handover({
      vehicles: [1, 2].map((seq) => ({
        ...vehicle(seq),
        out: {
          at: '2030-07-13T08:05:00-04:00',
          unitId: vehicle(seq).unit.id,
          odometerMiles: 12_100,
          fuelEighths: 8,
          damage: [],
          notes: '',
          recordedBy: 'ops@rent.test',
        },
      })),
      agreement: {
        kind: 'addendum',
        signerName: 'Grace Hopper',
        signedAt: '2030-07-13T08:05:00-04:00',
        witnessedBy: 'ops@rent.test',
        url: `/api/admin/counter/${code}/agreement.pdf`,
        emailedTo: 'grace@example.com',
      },
    });
    const calls = stub(handover({}), () => json(200, done));
    await renderApp(`${day}&checkOut=${code}`);
    await readOdometers();
    // The photos each driver sent, to compare with the licence in hand.
    expect(screen.getByRole('img', { name: 'Ana Ruiz’s license, front' }).getAttribute('src')).toBe(
      photos(ana).front,
    );
    expect(screen.getByRole('img', { name: 'Ben Okoro’s license, back' })).toBeTruthy();
    // Signed before pickup: no signature box, no signer's name, no licence box for the others.
    expect(screen.queryByRole('img', { name: /Signature box/ })).toBeNull();
    expect(screen.queryByLabelText('Name of the person signing')).toBeNull();
    expect(screen.queryByLabelText('I have seen each driver’s licence')).toBeNull();
    expect(screen.getByText('Renter: Grace Hopper')).toBeTruthy();

    fireEvent.click(seen('Ana Ruiz'));
    fireEvent.click(seen('Ben Okoro'));
    fireEvent.click(screen.getByRole('checkbox', { name: checkOutAddendum.paragraphs[0] }));
    fireEvent.click(screen.getByRole('button', { name: 'Check out' }));

    expect(await screen.findByText(`Booking ${code} is checked out.`)).toBeTruthy();
    const sent = JSON.parse(String(calls.find((c) => c.url.endsWith('/check-out'))?.init?.body));
    expect(sent).toMatchObject({
      licencesSeen: [ana, ben],
      licencesChecked: false,
      addendum: { acknowledged: true, textVersion: checkOutAddendum.version },
    });
    expect(sent.agreement).toBeUndefined();
    expect(screen.getByText(/Readings agreed by Grace Hopper/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Addendum to the rental agreement (PDF)' })).toBeTruthy();
  });

  it('asks for the renter’s tap, and puts the server’s message beside the driver not confirmed', async () => {
    const message = 'Confirm the license is seen and matches the photo.';
    const calls = stub(handover({}), () =>
      json(400, {
        error: { code: 'validation_failed', message, fields: { [`licencesSeen.${ben}`]: message } },
      }),
    );
    await renderApp(`${day}&checkOut=${code}`);
    await readOdometers();
    fireEvent.click(seen('Ana Ruiz'));
    fireEvent.click(screen.getByRole('button', { name: 'Check out' }));
    expect((await screen.findAllByText('Have the renter tap to agree the readings.')).length).toBeGreaterThan(
      0,
    );
    expect(calls.some((c) => c.url.endsWith('/check-out'))).toBe(false);

    fireEvent.click(screen.getByRole('checkbox', { name: checkOutAddendum.paragraphs[0] }));
    fireEvent.click(screen.getByRole('button', { name: 'Check out' }));
    await waitFor(() => expect(seen('Ben Okoro').getAttribute('aria-invalid')).toBe('true'));
    expect(seen('Ana Ruiz').getAttribute('aria-invalid')).toBeNull();
  });

  it('checks a mixed convoy out: the ready driver one by one, the other as before, with the signature', async () => {
    const mixed = handover({
      remoteAgreement: null,
      drivers: [
        handover({}).drivers[0]!,
        {
          id: ben,
          name: 'Ben Okoro',
          classId: '15-passenger-van',
          vehicleName: '15 Passenger Van 2',
          preArrival: testPreArrival,
          licencePhotos: null,
        },
      ],
    });
    stub(mixed, () => json(500, {}));
    await renderApp(`${day}&checkOut=${code}`);
    await readOdometers();
    expect(seen('Ana Ruiz')).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: /Ben Okoro/ })).toBeNull();
    expect(screen.getByText('Drivers not ready before pickup:')).toBeTruthy();
    expect(screen.getByText('Ben Okoro · 15 Passenger Van 2')).toBeTruthy();
    expect(screen.getByLabelText('I have seen each driver’s licence')).toBeTruthy();
    expect(await screen.findByRole('img', { name: /Signature box/ })).toBeTruthy();
  });
});
