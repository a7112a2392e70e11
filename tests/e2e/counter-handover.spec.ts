import type { APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { signIn } from './support/admin';
import { violations } from './support/axe';
import { counterAgent, counterDriver, inspect, threeDayTrip, unitFor } from './support/counter';
import { expect, test } from './support/fixtures';
import { bookThroughApi, testEmail } from './support/reservation-flow';
import { signWithFinger } from './support/signature';
import { tapRecorded } from './support/tap';

// The counter from pickup to return (decision 015), as a counter agent at a tablet
// (1024 × 768, touch): Today lists the pickup; the agent checks the van out
// (licence seen, odometer 12,000, a full tank, two photos, a scratch marked,
// the renter signs), and checks it in with 12,950 miles and half a tank. The
// server runs on the real clock: the return is recorded now (a return later
// than now is refused on its field), early, so the booked three days' mileage
// allowance applies and nothing is late. A 15-passenger van includes 150 miles
// a day and charges $0.35 a mile beyond; fuel is $4.50 a gallon plus the $35
// refuelling service.

test.describe.configure({ timeout: 300_000 });

const van = { id: '15-passenger-van', name: '15 Passenger Van' };
const vehicle = `${van.name} 1`;
const driver = counterDriver(van.id);

async function photo(color: string) {
  const data = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: color } })
    .jpeg()
    .toBuffer();
  return { name: `${color.slice(1)}.jpg`, mimeType: 'image/jpeg', buffer: data };
}

async function bookTheVan(request: APIRequestContext, trip: ReturnType<typeof threeDayTrip>) {
  return bookThroughApi(request, trip, van.id, 1, testEmail('counter'), { drivers: [driver] });
}

test('a counter agent at a tablet checks a van out and in, and the final charges match a hand calculation', async ({
  page,
  browser,
  request,
}) => {
  const trip = threeDayTrip();
  const code = await bookTheVan(request, trip);
  await signIn(page, '/admin', 30_000);
  const unit = await unitFor(page, code, van.id);
  const { page: tablet, context } = await counterAgent(page, browser);
  try {
    // Today: the pickup, with the agreement still to sign.
    await tablet.goto(`/admin?view=today&locationId=baltimore&date=${trip.pickupDate}`);
    const row = tablet.getByRole('table', { name: 'Pickups' }).getByRole('row').filter({ hasText: code });
    await expect(row).toContainText(unit.fleetNumber);
    await expect(row).toContainText('The rental agreement signed');
    await row.getByRole('link', { name: `Check out booking ${code}` }).tap();

    // Check-out.
    const out = tablet.getByRole('form', { name: `Check out booking ${code}` });
    await expect(out).toBeVisible();
    const going = out.getByRole('region', { name: vehicle });
    await going.getByLabel('Odometer (miles)').fill('12000');
    await going.getByRole('radio', { name: 'Full' }).check();
    await going
      .getByLabel(`Add photos of ${vehicle}`)
      .setInputFiles([await photo('#b33'), await photo('#36b')]);
    await expect(going.getByRole('img', { name: `${vehicle}, check-out photo 2` })).toBeVisible({
      timeout: 30_000,
    });
    await going.getByRole('button', { name: 'Mark damage on the left side' }).tap();
    await going.getByLabel('What is the damage?').fill('scratch above the rear wheel, 10 cm');
    await going.getByRole('button', { name: 'Add the mark' }).tap();
    await expect(
      going.getByRole('button', { name: 'Remove mark 1 (Left side: scratch above the rear wheel, 10 cm)' }),
    ).toBeVisible();
    await inspect(going);
    await out.getByRole('checkbox', { name: 'I have seen each driver’s licence' }).check();
    await out.getByLabel('Name of the person signing').fill('Ana Ruiz');
    // Unsigned, it says so and sends nothing.
    await out.getByRole('button', { name: 'Check out' }).tap();
    await expect(out.getByText('Have the renter sign in the box.').first()).toBeVisible();
    await signWithFinger(
      tablet,
      tablet.getByRole('img', { name: 'Signature box: sign with a finger or the mouse' }),
    );
    await expect(out.getByText('Signed.', { exact: true })).toBeVisible();
    expect(await violations(tablet, 'check-out')).toEqual([]);
    const tap = await tapRecorded(out.getByRole('button', { name: 'Check out' }));
    await expect(tablet.getByText(`Booking ${code} is checked out.`))
      .toBeVisible({ timeout: 30_000 })
      .catch(async (error: Error) => {
        throw new Error(`${error.message}\nWhat the page received of the tap: ${await tap.received()}`);
      });
    await expect(tablet.getByText(/Rental agreement signed by Ana Ruiz/)).toBeVisible();
    const pdfLink = tablet.getByRole('link', { name: 'Rental agreement (PDF)' });
    const pdf = await tablet.request.get((await pdfLink.getAttribute('href')) ?? '');
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

    // It comes back: 12,950 miles, half a tank.
    await tablet.getByRole('link', { name: 'Back to Today' }).tap();
    await expect(row).not.toContainText('The rental agreement signed');
    await row.getByRole('link', { name: `Check in booking ${code}` }).tap();
    const back = tablet.getByRole('form', { name: `Check in booking ${code}` });
    const coming = back.getByRole('region', { name: vehicle });
    await expect(coming.getByText('12,000 mi').first()).toBeVisible();
    await expect(coming.getByText('scratch above the rear wheel, 10 cm').first()).toBeVisible();
    await expect(coming.getByRole('img', { name: `${vehicle}, check-out photo 2` })).toBeVisible();
    await coming.getByLabel('Odometer (miles)').fill('12950');
    await coming.getByRole('radio', { name: '4/8' }).check();
    await inspect(coming);
    // Its booked return is days ahead: not a time it can have come back, said on the date.
    await back.getByLabel(/Return date/).fill(trip.returnDate);
    await back.getByLabel(/Return time/).fill(trip.time);
    await back.getByRole('button', { name: 'Show the charges' }).tap();
    await expect(back.getByLabel(/Return date/)).toHaveAttribute('aria-invalid', 'true');
    await expect(back.getByText(/The return cannot be later than now/).first()).toBeVisible();
    await back.getByLabel(/Return date/).fill('');
    await back.getByLabel(/Return time/).fill('');
    await back.getByRole('button', { name: 'Show the charges' }).tap();

    // The hand calculation: 950 miles driven − 3 days × 150 = 500 excess miles × $0.35 = $175.00;
    // half the tank short: 4/8 × the unit's gallons × $4.50, rounded half-up to the cent; $35 service.
    const handover = await (await page.request.get(`/api/admin/counter/${code}/handover`)).json();
    const gallons = handover.vehicles[0].unit.fuelCapacityGallons as number;
    const fuelCents = Math.round((4 / 8) * gallons * 450);
    const dollars = (cents: number) =>
      `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    const charges = tablet.getByRole('table', { name: `Charges for ${vehicle}` });
    await expect(charges.getByRole('row', { name: /Excess mileage: 500 mi × \$0\.35/ })).toContainText(
      '$175.00',
    );
    await expect(charges.getByRole('row', { name: /Fuel: 4\/8 tank short/ })).toContainText(
      dollars(fuelCents),
    );
    await expect(charges.getByRole('row', { name: /Refuel service/ })).toContainText('$35.00');
    await expect(charges.getByRole('row', { name: /^Total/ })).toContainText(
      dollars(17_500 + fuelCents + 3_500),
    );
    expect(await violations(tablet, 'check-in with charges')).toEqual([]);

    await back.getByRole('button', { name: 'Record the return' }).tap();
    await expect(tablet.getByText(`Booking ${code}: the return is recorded.`)).toBeVisible({
      timeout: 30_000,
    });
    const booked = await (await page.request.get(`/api/admin/reservations/${code}`)).json();
    const finalTotal = booked.pricingBreakdown.totalCents + 17_500 + fuelCents + 3_500;
    await expect(
      tablet.getByText(
        new RegExp(`Final invoice INV-\\d{4}-\\d+: ${dollars(finalTotal).replace('$', '\\$')}`),
      ),
    ).toBeVisible();
  } finally {
    await context.close();
  }
});
