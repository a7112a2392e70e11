import { remoteRentalTerms } from '@convoy/domain/content/pre-arrival';
import type { APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { signIn } from './support/admin';
import { violations } from './support/axe';
import { counterAgent, inspect, threeDayTrip, unitFor } from './support/counter';
import { expect, test } from './support/fixtures';
import { lastEmailTo } from './support/mail';
import { axeAtBothSizes } from './support/phone';
import { homeAddress } from './support/pre-arrival';
import { bookThroughApi, testEmail } from './support/reservation-flow';

// A convoy ready before the counter (decision 027), at a tablet (1024 × 768,
// touch): two 15-passenger vans whose drivers did every pre-arrival step through
// their links, and a renter who signed the rental agreement online (prepared
// through the API, as the driver page and the manage page send them). The agent
// sees on Today that each driver is ready, checks the convoy out with one tap
// per driver beside their licence photos, with no signature box on the page,
// and the renter agrees the readings with one tap.

test.describe.configure({ timeout: 300_000 });

const van = { id: '15-passenger-van', name: '15 Passenger Van' };
const drivers = [
  { name: 'Ana Ruiz', email: testEmail('counter-ana') },
  { name: 'Ben Okoro', email: testEmail('counter-ben') },
];

async function image(format: 'jpeg' | 'png', background: string) {
  const drawn = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="200"><path d="M20 150 C 120 20, 220 180, 580 60" stroke="#111" stroke-width="6" fill="none"/></svg>',
  );
  return sharp({ create: { width: 600, height: 200, channels: 3, background } })
    .composite([{ input: drawn }])
    [format]()
    .toBuffer();
}
const signature = async () => `data:image/png;base64,${(await image('png', '#ffffff')).toString('base64')}`;

/** A driver does every step of their page through its API, with the token of the link e-mailed to them. */
async function checkInOnline(request: APIRequestContext, driver: (typeof drivers)[number]) {
  const token = /\/driver#token=([A-Za-z0-9_-]+)/.exec(
    await lastEmailTo(driver.email, /\/driver#token=/),
  )?.[1];
  const headers = { authorization: `Bearer ${token}` };
  const steps = [
    ['put', '/identity', { name: driver.name, dateOfBirth: '1988-03-14', address: homeAddress }],
    [
      'put',
      '/licence',
      {
        licenceCountry: 'US',
        licenceState: 'MD',
        licenceNumber: 'P900-111-222-333',
        licenceExpiry: '2031-05-01',
        licenceClass: 'regular',
        passengerEndorsement: false,
        yearsLicensed: 9,
      },
    ],
  ] as const;
  for (const [method, path, data] of steps) {
    const answer = await request[method](`/api/driver${path}`, { headers, data });
    expect(answer.status(), await answer.text()).toBe(200);
  }
  for (const [side, colour] of [
    ['front', '#3366aa'],
    ['back', '#aa6633'],
  ]) {
    const answer = await request.post(`/api/driver/licence-photos/${side}`, {
      headers,
      multipart: {
        file: { name: `${side}.jpg`, mimeType: 'image/jpeg', buffer: await image('jpeg', colour!) },
      },
    });
    expect(answer.status(), await answer.text()).toBe(200);
  }
  const page = await (await request.get('/api/driver', { headers })).json();
  const acknowledged = await request.post('/api/driver/safety-acknowledgement', {
    headers,
    data: { version: page.safetyBriefing.version, acknowledged: true },
  });
  expect(acknowledged.status()).toBe(200);
  const signed = await request.post('/api/driver/signature', {
    headers,
    data: { signature: await signature(), consent: true, termsVersion: page.terms.version },
  });
  expect(signed.status(), await signed.text()).toBe(201);
}

test('a counter agent at a tablet checks out a convoy ready before pickup: one tap per driver, no signature box', async ({
  page,
  browser,
  request,
}) => {
  const trip = threeDayTrip();
  const renter = testEmail('counter-organiser');
  const code = await bookThroughApi(request, trip, van.id, 2, renter, {
    drivers: drivers.map((d) => ({ vehicleId: van.id, name: d.name, email: d.email })),
  });
  for (const driver of drivers) await checkInOnline(request, driver);
  const signedOnline = await request.post(`/api/reservations/${code}/agreement-signature`, {
    data: {
      email: renter,
      signature: await signature(),
      consent: true,
      termsVersion: remoteRentalTerms.version,
    },
  });
  expect(signedOnline.status(), await signedOnline.text()).toBe(201);
  await signIn(page, '/admin', 30_000);
  for (const seq of [1, 2]) await unitFor(page, code, van.id, seq);
  const { page: tablet, context } = await counterAgent(page, browser);
  try {
    // Today: each driver ready, in words; the agreement already signed.
    await tablet.goto(`/admin?view=today&locationId=baltimore&date=${trip.pickupDate}`);
    const row = tablet.getByRole('table', { name: 'Pickups' }).getByRole('row').filter({ hasText: code });
    for (const d of drivers) {
      const named = row.getByRole('listitem').filter({ hasText: `${d.name} · ${van.name}` });
      await expect(named).toContainText('Ready: checked in online');
    }
    await expect(row).not.toContainText('The rental agreement signed');
    // The counter works at a tablet; the new screens are checked at a phone's size and a desktop's too.
    expect([
      ...(await violations(tablet, 'today with drivers ready')),
      ...(await axeAtBothSizes(tablet, 'today with drivers ready')),
    ]).toEqual([]);
    await row.getByRole('link', { name: `Check out booking ${code}` }).tap();

    const out = tablet.getByRole('form', { name: `Check out booking ${code}` });
    await expect(out).toBeVisible();
    for (const seq of [1, 2]) {
      const going = out.getByRole('region', { name: `${van.name} ${seq}` });
      await going.getByLabel('Odometer (miles)').fill(String(12_000 + seq));
      await going.getByRole('radio', { name: 'Full' }).check();
      await inspect(going);
    }
    // Each driver's photos beside their one box; no signature box, no signer's name.
    for (const d of drivers) {
      await expect(out.getByRole('img', { name: `${d.name}’s license, front` })).toBeVisible();
      await expect(out.getByRole('img', { name: `${d.name}’s license, back` })).toBeVisible();
      await out.getByRole('checkbox', { name: `License seen, matches the photo (${d.name})` }).tap();
    }
    await expect(tablet.getByRole('img', { name: /Signature box/ })).toHaveCount(0);
    await expect(tablet.locator('canvas')).toHaveCount(0);
    await expect(out.getByLabel('Name of the person signing')).toHaveCount(0);
    // The renter's one tap, their name shown.
    await expect(out.getByText(/^Renter: /)).toBeVisible();
    expect([
      ...(await violations(tablet, 'check-out of a ready convoy')),
      ...(await axeAtBothSizes(tablet, 'check-out of a ready convoy')),
    ]).toEqual([]);
    await out
      .getByRole('checkbox', { name: /I agree these readings are the vehicles’ condition at pickup/ })
      .tap();
    await out.getByRole('button', { name: 'Check out' }).tap();

    await expect(tablet.getByText(`Booking ${code} is checked out.`)).toBeVisible({ timeout: 30_000 });
    await expect(
      tablet.getByText(/Readings agreed by .+ as an addendum to the rental agreement signed before pickup/),
    ).toBeVisible();
    const pdfLink = tablet.getByRole('link', { name: 'Addendum to the rental agreement (PDF)' });
    const pdf = await tablet.request.get((await pdfLink.getAttribute('href')) ?? '');
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    expect(await violations(tablet, 'checked out')).toEqual([]);
  } finally {
    await context.close();
  }
});
