import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { StripeStandIn } from '../../apps/api/test/stripe-stand-in/stripe-stand-in.ts';
import { csrf, signIn } from './support/admin';
import { violations } from './support/axe';
import {
  checkOutThroughApi,
  counterAgent,
  counterDriver,
  inspect,
  threeDayTrip,
  unitFor,
} from './support/counter';
import { test as base, expect } from './support/fixtures';
import { axeAtBothSizes } from './support/phone';
import { bookThroughApi, testEmail } from './support/reservation-flow';
import { type E2eServer, freePort, startE2eServer } from './support/server';

// A damage claim at the counter (decision 036), as a counter agent at a tablet
// (1024 × 768, touch). A server of its own collects the security deposit on
// the card at booking, through the Stripe stand-in (apps/api/test/stripe-stand-in);
// the rental is charged to the saved card at pickup and the van goes out (by
// the API: the check-out has tests of its own). At the return the agent marks
// a dent the check-out did not have: a claim opens and the check-in links to
// it. The agent prices it ($1,200 repair, 3 days of loss of use at the booked
// daily rate, a $75 admin fee), and settles it: the renter declined nothing
// and bought no waiver, so the whole claim is theirs; the deposit is captured
// for it and the rest goes on a supplementary invoice.

const apiKey = 'sk_test_convoy_e2e_claims';
const webhookSecret = 'whsec_convoy_e2e_claims';
const van = { id: '15-passenger-van', name: '15 Passenger Van' };
const vehicle = `${van.name} 1`;

const test = base.extend<object, { workerServer: E2eServer; standIn: StripeStandIn }>({
  standIn: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a fixture needs from its first parameter
    async ({}, use) => {
      const standIn = await StripeStandIn.start({ apiKey, webhookSecret, log: () => {} });
      await use(standIn);
      await standIn.close();
    },
    { scope: 'worker' },
  ],
  workerServer: [
    async ({ standIn }, use) => {
      const origin = `http://127.0.0.1:${await freePort()}`;
      standIn.webhookUrl = `${origin}/api/payments/webhook`;
      const server = await startE2eServer({
        PORT: new URL(origin).port,
        PUBLIC_URL: origin,
        OUTBOX_POLL_MS: '200',
        STRIPE_SECRET_KEY: apiKey,
        STRIPE_WEBHOOK_SECRET: webhookSecret,
        STRIPE_API_URL: standIn.url,
      });
      process.env.E2E_DATA_DIR = server.dataDir;
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 90_000 },
  ],
});

test.describe.configure({ timeout: 300_000 });
test.use({ actionTimeout: 30_000 });

const dollars = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

async function photo(color: string) {
  const data = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: color } })
    .jpeg()
    .toBuffer();
  return { name: `${color.slice(1)}.jpg`, mimeType: 'image/jpeg', buffer: data };
}

test('a counter agent finds a dent at check-in, prices the claim, captures the deposit and invoices the rest', async ({
  page,
  browser,
  request,
  standIn,
}) => {
  const email = testEmail('claims');
  const lookup = async (code: string) =>
    (await (await request.get(`/api/reservations/${code}?email=${encodeURIComponent(email)}`)).json()) as {
      reservation: { status: string };
      pricingBreakdown: { totalCents: number; depositCents: number };
      payment: { checkoutUrl: string | null; heldCents: number; paidCents: number; balanceCents: number };
    };
  await signIn(page, '/admin', 30_000);
  const settings = await page.request.put('/api/admin/payments/settings', {
    headers: await csrf(page),
    data: { collectAtBooking: 'deposit', pendingPaymentMinutes: 30, reminderDaysBefore: 3 },
  });
  expect(settings.status(), await settings.text()).toBe(200);

  // Booked with the deposit held on the card, the rental charged to it at pickup, out on its unit.
  const trip = threeDayTrip();
  const code = await bookThroughApi(request, trip, van.id, 1, email, { drivers: [counterDriver(van.id)] });
  const session = /\/checkout\/(cs_[A-Za-z0-9_]+)/.exec((await lookup(code)).payment.checkoutUrl ?? '')?.[1];
  expect(standIn.pay(session ?? '', '4242424242424242').outcome).toBe('paid');
  await expect
    .poll(async () => (await lookup(code)).reservation.status, { timeout: 20_000 })
    .toBe('confirmed');
  const { totalCents, depositCents } = (await lookup(code)).pricingBreakdown;
  const rental = await page.request.post(`/api/admin/payments/reservations/${code}/charge-balance`, {
    headers: { ...(await csrf(page)), 'Idempotency-Key': randomUUID() },
    data: {},
  });
  expect(rental.status(), await rental.text()).toBe(200);
  await unitFor(page, code, van.id);
  await checkOutThroughApi(page, code, van.id);
  const before = await page.request.post(
    `/api/admin/counter/${code}/photos?classId=${van.id}&seq=1&kind=out`,
    { headers: await csrf(page), multipart: { file: await photo('#36b') } },
  );
  expect(before.status(), await before.text()).toBe(201);

  const { page: tablet, context } = await counterAgent(page, browser);
  try {
    // Check-in: a dent on the front the check-out did not have, and a photo of it.
    await tablet.goto(`/admin?view=today&locationId=baltimore&date=${trip.pickupDate}`);
    const row = tablet.getByRole('table', { name: 'Pickups' }).getByRole('row').filter({ hasText: code });
    await row.getByRole('link', { name: `Check in booking ${code}` }).tap();
    const back = tablet.getByRole('form', { name: `Check in booking ${code}` });
    const coming = back.getByRole('region', { name: vehicle });
    await coming.getByLabel('Odometer (miles)').fill('12100');
    await coming.getByRole('radio', { name: 'Full' }).check();
    await coming.getByRole('button', { name: 'Mark damage on the front' }).tap();
    await coming.getByLabel('What is the damage?').fill('dent in the bumper, 8 cm');
    await coming.getByRole('button', { name: 'Add the mark' }).tap();
    await coming.getByLabel(`Add return photos of ${vehicle}`).setInputFiles([await photo('#b33')]);
    await expect(coming.getByRole('img', { name: `${vehicle}, check-in photo 1` })).toBeVisible({
      timeout: 30_000,
    });
    await inspect(coming);
    await back.getByRole('button', { name: 'Show the charges' }).tap();
    await back.getByRole('button', { name: 'Record the return' }).tap();
    await expect(tablet.getByText(`Booking ${code}: the return is recorded.`)).toBeVisible({
      timeout: 30_000,
    });

    // The claim it opened, linked from the check-in.
    const opened = tablet.getByRole('region', { name: 'Damage claims opened at this return' });
    // The vehicle with the unit it came back on (its fleet number).
    const onUnit = `${vehicle} \\([A-Z]{3}-\\d+\\)`;
    await opened
      .getByRole('link', { name: new RegExp(`^Open the claim on ${onUnit} of booking ${code}$`) })
      .tap();
    await expect(
      tablet.getByRole('heading', { name: new RegExp(`^Damage claim: ${onUnit}, booking ${code}$`) }),
    ).toBeVisible();
    await expect(tablet.getByText('Open: to be priced · Declined, no certificate')).toBeVisible();
    await expect(tablet.getByText('Front: dent in the bumper, 8 cm')).toBeVisible();
    const photos = tablet.getByRole('region', { name: 'Photos before and after' });
    await expect(photos.getByRole('img', { name: 'At check-out, photo 1' })).toBeVisible();
    await expect(photos.getByRole('img', { name: 'At the return, photo 1' })).toBeVisible();

    // The estimate: refused on its field when the amount is not money, then saved.
    const estimate = tablet.getByRole('form', { name: 'Estimate' });
    await estimate.getByLabel('What is repaired').fill('Replace the front bumper');
    await estimate.getByLabel('Amount ($)').fill('twelve hundred');
    await estimate.getByRole('button', { name: 'Save the estimate' }).tap();
    await expect(estimate.getByRole('heading', { name: 'There is a problem' })).toBeVisible();
    expect(await violations(tablet, 'claim estimate with an error')).toEqual([]);
    await estimate.getByLabel('Amount ($)').fill('1200');
    await estimate.getByLabel('Loss of use (days)').fill('3');
    await estimate.getByLabel('Admin fee ($)').fill('75');
    await estimate.getByRole('button', { name: 'Save the estimate' }).tap();

    // The split: the whole claim is the renter's, the deposit first, the rest invoiced.
    const split = tablet.getByRole('region', { name: 'Who pays' });
    const claim = await (await page.request.get(`/api/admin/claims?code=${code}`)).json();
    const page1 = await (await page.request.get(`/api/admin/claims/${claim.claims[0].id}`)).json();
    const whole = 120_000 + 3 * page1.dailyRateCents + 7_500;
    await expect(split).toContainText(`The claim comes to ${dollars(whole)}.`);
    await expect(
      split.getByRole('row', { name: /^Loss of use, 15 Passenger Van 1 \([A-Z]{3}-\d+\) \(3 days\)/ }),
    ).toContainText(dollars(3 * page1.dailyRateCents));
    await expect(split.getByRole('row', { name: /^From the deposit/ })).toContainText(dollars(depositCents));
    await expect(split.getByRole('row', { name: /^On a supplementary invoice/ })).toContainText(
      dollars(whole - depositCents),
    );
    expect(await axeAtBothSizes(tablet, 'claim page priced')).toEqual([]);

    await tablet.getByRole('button', { name: 'Capture deposit and invoice the rest' }).tap();
    await expect(
      tablet.getByText(/^The claim is settled: invoice INV-\d{4}-\d+ bills the rest\.$/),
    ).toBeVisible({
      timeout: 30_000,
    });
    await expect(tablet.getByText(/^Settled · /)).toBeVisible();
    await expect(tablet.getByText(/Supplementary invoice INV-\d{4}-\d+/)).toBeVisible();

    // The provider captured the deposit; what the renter owes now is the rest of the claim.
    await expect
      .poll(async () => (await lookup(code)).payment, { timeout: 30_000 })
      .toMatchObject({
        heldCents: 0,
        paidCents: totalCents + depositCents,
        balanceCents: whole - depositCents,
      });

    // The claims list, by location and status.
    await tablet.goto('/admin?view=claims&locationId=baltimore&status=settled');
    const listed = tablet.getByRole('table', { name: 'Claims' }).getByRole('row').filter({ hasText: code });
    await expect(listed).toContainText(dollars(whole));
    expect(await axeAtBothSizes(tablet, 'claims list')).toEqual([]);

    // The owner sees the limits per state under the list, the company's row for every state.
    await page.goto('/admin?view=claims');
    const limits = page.getByRole('form', { name: 'Limits per state' });
    await expect(limits.getByRole('group', { name: 'Limits row 1' }).getByLabel('State')).toHaveValue('*');
    expect(await axeAtBothSizes(page, 'claims list with the limits')).toEqual([]);
  } finally {
    await context.close();
  }
});
