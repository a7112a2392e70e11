import { randomUUID } from 'node:crypto';
import { nationalHolidays } from '@convoy/domain/content/locations';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';

/**
 * Steps of the reservation flow as a visitor takes them, by role and label.
 * All e2e tests share one database, so each test books on dates of its own:
 * `tripDates(offset)` with an offset no other test uses.
 */

/** "YYYY-MM-DD", `days` from today (UTC; every offset used is weeks ahead, so the location's zone does not matter). */
export function isoDay(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  // A day every demo location is closed (Christmas Day…) is the next day: a test's trip must not depend on
  // the day the suite runs. Short holiday hours (09:00–14:00) still hold the tests' 10:00.
  return closedHolidays.has(date) ? isoDay(days + 1) : date;
}

const closedHolidays = new Set(nationalHolidays.filter((h) => h.hours === null).map((h) => h.date));

/**
 * The furthest pickup every test may take: the default booking horizon (`defaultBookingHorizonMonths`, 18) is
 * 545 to 549 days depending on the months in between, less a holiday moved forward.
 */
const furthestOffset = 540;

/** A two-day trip starting `offset` days from now, 10:00 to 10:00 (inside every location's hours). */
export function tripDates(offset: number) {
  if (offset > furthestOffset)
    throw new Error(
      `a trip ${offset} days ahead is past the booking horizon on some days; use at most ${furthestOffset}`,
    );
  return { pickupDate: isoDay(offset), returnDate: isoDay(offset + 2), time: '10:00' };
}

/**
 * A three-day trip from `offset` days ahead or the first day after whose return is not a Sunday, when
 * Chicago (a one-way trip's end in the tests) is closed.
 */
export function returnNotOnSunday(offset: number) {
  for (let start = offset; ; start++) {
    const returnDate = isoDay(start + 3);
    if (new Date(`${returnDate}T12:00:00Z`).getUTCDay() !== 0)
      return { pickupDate: isoDay(start), returnDate };
  }
}

export interface SearchInput {
  location?: string;
  pickupDate: string;
  returnDate?: string;
  months?: number;
  age?: number;
  passengers?: number;
}

export async function fillSearch(page: Page, input: SearchInput): Promise<void> {
  if (input.months) await page.getByRole('radio', { name: /By the month/ }).check();
  await page.getByLabel('Pickup location').selectOption({ label: input.location ?? 'Baltimore Harbor' });
  await page.getByLabel('Pickup date').fill(input.pickupDate);
  await page.getByLabel('Pickup time').fill('10:00');
  if (input.months) {
    await page.getByLabel('Number of months').selectOption(String(input.months));
  } else {
    await page.getByLabel('Return date').fill(input.returnDate ?? '');
    await page.getByLabel('Return time').fill('10:00');
  }
  await page.getByLabel('Age of the main driver').fill(String(input.age ?? 30));
  if (input.passengers) await page.getByLabel(/How many people/).fill(String(input.passengers));
}

/** From the home page to the results. */
export async function searchFromStart(page: Page, input: SearchInput): Promise<void> {
  await page.goto('/');
  await expect(page.getByLabel('Pickup location')).toContainText('Baltimore Harbor');
  await fillSearch(page, input);
  await page.getByRole('button', { name: 'Show available vehicles' }).click();
  await expect(page).toHaveURL(/\/availability$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Available vehicles' })).toBeVisible();
}

export function vehicleCard(page: Page, name: string): Locator {
  return page.getByRole('article', { name, exact: true });
}

export async function chooseVehicle(page: Page, name: string, quantity = 1): Promise<void> {
  const card = vehicleCard(page, name);
  if (quantity !== 1) await card.getByLabel('Number of vehicles').selectOption(String(quantity));
  await card.getByRole('button', { name: `Choose ${name}` }).click();
  await expect(page).toHaveURL(/\/confirm$/);
}

/**
 * The confirm step's price breakdown. A phone shows it when asked from the total bar at the foot of
 * the screen; a wide screen beside the form.
 */
export async function priceBreakdown(page: Page): Promise<Locator> {
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your reservation' })).toBeVisible();
  if ((page.viewportSize()?.width ?? 0) < 1024) {
    const show = page
      .getByRole('region', { name: 'Your total' })
      .getByRole('button', { name: 'See the breakdown' });
    await show.click();
  }
  return page.getByRole('region', { name: 'Price breakdown' });
}

export const renter = {
  firstName: 'Grace',
  lastName: 'Hopper',
  phone: '+1 410 555 0120',
};

/**
 * The confirm step as most tests need it: the collision damage waiver taken
 * (a booking takes protection or states the renter's own cover), then the
 * contact details and the terms.
 */
export async function fillContact(page: Page, email: string): Promise<void> {
  await page.getByRole('radio', { name: /^Collision damage waiver/ }).check();
  await page.getByLabel('First name').fill(renter.firstName);
  await page.getByLabel('Last name').fill(renter.lastName);
  // Exact: a driver invited by e-mail has "Their e-mail address".
  await page.getByLabel('E-mail address', { exact: true }).fill(email);
  await page.getByLabel('Mobile phone number').fill(renter.phone);
  await page.getByRole('checkbox', { name: 'I have read and accept the rental terms.' }).check();
}

/** The code shown on the success page. */
export async function confirmationCode(page: Page): Promise<string> {
  await expect(page).toHaveURL(/\/success$/);
  const code = page.getByTestId('reservation-code');
  await expect(code).toHaveText(/^[A-Z]{2,4}-[2-9A-HJKMNP-TV-Z]{6,10}$/);
  return (await code.textContent())?.trim() ?? '';
}

/** A unique e-mail per test run, so lookups never find another test's booking. */
export function testEmail(label: string): string {
  return `${label}-${randomUUID().slice(0, 8)}@example.com`;
}

/** The units of a class free at Baltimore for a trip, straight from the API. */
export async function unitsFree(
  request: APIRequestContext,
  trip: ReturnType<typeof tripDates>,
  vehicleId: string,
) {
  const response = await request.post('/api/availability', {
    data: {
      rentalType: 'daily',
      pickupLocationId: 'baltimore',
      pickupDate: trip.pickupDate,
      pickupTime: trip.time,
      returnDate: trip.returnDate,
      returnTime: trip.time,
      renterAge: 30,
    },
  });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { vehicles: { id: string; availableUnits: number }[] };
  return body.vehicles.find((v) => v.id === vehicleId)?.availableUnits ?? 0;
}

/**
 * Books straight through the API (another visitor, or a booking to manage);
 * `more` adds to the request (an organisation's credentials). Returns the code.
 */
export async function bookingThroughApi(
  request: APIRequestContext,
  trip: ReturnType<typeof tripDates>,
  vehicleId: string,
  quantity: number,
  email: string,
  more: Record<string, unknown> = {},
): Promise<{ reservation: { code: string }; payment?: { checkoutUrl: string | null } }> {
  const response = await request.post('/api/reservations', {
    headers: { 'Idempotency-Key': randomUUID() },
    data: {
      rentalType: 'daily',
      pickupLocationId: 'baltimore',
      pickupDate: trip.pickupDate,
      pickupTime: trip.time,
      returnDate: trip.returnDate,
      returnTime: trip.time,
      renterAge: 30,
      vehicleId,
      quantity,
      contact: { ...renter, email, agreeToTerms: true },
      // What the booking form sends (decision 008): an empty honeypot, the time it was open.
      fillMs: 5000,
      ...more,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return response.json();
}

/** bookingThroughApi's booking code alone. */
export async function bookThroughApi(...args: Parameters<typeof bookingThroughApi>): Promise<string> {
  return (await bookingThroughApi(...args)).reservation.code;
}
