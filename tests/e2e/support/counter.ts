import { randomUUID } from 'node:crypto';
import type { Browser, Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { csrf } from './admin';
import { expect } from './fixtures';
import { invitationLink } from './mail';

/**
 * The counter in the browser tests (decision 015). The server runs on the real
 * clock, so a booking "for the counter" is for today at Baltimore when enough
 * of its opening hours are left, else for tomorrow.
 */

const zone = 'America/New_York';
/** Baltimore's closing hours (packages/domain/src/content/locations.ts): 19:00 but Saturday 17:00, Sunday 15:00. */
const closes: Record<string, number> = { Sat: 17, Sun: 15 };

/** Now at Baltimore: its date, weekday and hour. */
export function baltimoreNow(at = new Date()) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      weekday: 'short',
      hour: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    weekday: parts.weekday ?? '',
    hour: Number(parts.hour),
  };
}

export const plusDays = (date: string, days: number) => {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

const weekdayOf = (date: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'short' }).format(
    new Date(`${date}T12:00:00Z`),
  );

/** Whether Baltimore is open at `hour`:00 on `date` with an hour to spare. */
export const openAt = (date: string, hour: number) => hour <= (closes[weekdayOf(date)] ?? 19) - 1;

/**
 * A pickup for the counter two hours from now at Baltimore (10:00 at the
 * earliest) when it is still open then, else tomorrow at 10:00; `today` says which.
 */
export function counterPickup() {
  const now = baltimoreNow();
  const hour = Math.max(now.hour + 2, 10);
  const today = openAt(now.date, hour);
  return {
    today,
    date: today ? now.date : plusDays(now.date, 1),
    hour: today ? hour : 10,
  };
}

/** A three-day rental (no leftover hour) picked up at the counter's next hour, returned at the same time. */
export function threeDayTrip() {
  let { date, hour } = counterPickup();
  // The return three days later must fall in Baltimore's opening hours too.
  while (!openAt(plusDays(date, 3), hour)) {
    date = plusDays(date, 1);
    hour = 10;
  }
  const time = `${String(hour).padStart(2, '0')}:00`;
  return { pickupDate: date, returnDate: plusDays(date, 3), time };
}

/** A qualified driver of a class at the counter, with a Maryland licence. */
export const counterDriver = (vehicleId: string) => ({
  vehicleId,
  name: 'Ana Ruiz',
  dateOfBirth: '1988-03-14',
  licenceCountry: 'US',
  licenceState: 'MD',
  licenceNumber: 'S123-456-789-012',
  licenceExpiry: '2032-03-14',
  licenceClass: 'regular',
  passengerEndorsement: false,
  yearsLicensed: 12,
});

/**
 * Gives the booking's vehicle `seq` of the class a unit (the fleet's round may have done so already), as
 * staff signed in on `page`; answers it.
 */
export async function unitFor(
  page: Page,
  code: string,
  classId: string,
  seq = 1,
): Promise<{ fleetNumber: string }> {
  const headers = await csrf(page);
  const current = await (await page.request.get(`/api/admin/assignments/${code}`)).json();
  const vehicle = (current.vehicles as { seq: number; unit: { fleetNumber: string } | null }[]).find(
    (v) => v.seq === seq,
  );
  if (vehicle?.unit) return vehicle.unit;
  const { units } = await (
    await page.request.get(`/api/admin/units?locationId=baltimore&classId=${classId}&status=active`)
  ).json();
  for (const unit of units as { id: string; fleetNumber: string }[]) {
    const answer = await page.request.put(`/api/admin/assignments/${code}/${classId}/${seq}`, {
      headers,
      data: { unitId: unit.id },
    });
    if (answer.ok()) return unit;
  }
  throw new Error('No unit of the class could be assigned.');
}

/** The owner invites a counter agent; the agent sets a password from the e-mail, on a touch tablet. */
export async function counterAgent(owner: Page, browser: Browser) {
  const email = `agent-${randomUUID().slice(0, 8)}@convoy.test`;
  const invited = await owner.request.post('/api/admin/staff/invitations', {
    headers: await csrf(owner),
    data: { email, role: 'agent' },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const context = await browser.newContext({ viewport: { width: 1024, height: 768 }, hasTouch: true });
  const page = await context.newPage();
  await page.goto(await invitationLink(email));
  await page.getByLabel('New password').fill('a counter agent password');
  await page.getByLabel('Repeat the password').fill('a counter agent password');
  await page.getByRole('button', { name: 'Set password and sign in' }).tap();
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible({ timeout: 30_000 });
  return { page, context };
}

/**
 * Answers every item of a vehicle's inspection checklist (decision 034) in its
 * region of the check-out or check-in form: each passes, but those `failing`
 * names (the item's label, from its start) fail with `note`.
 */
export async function inspect(region: Locator, failing: { item: RegExp; note: string }[] = []) {
  const items = region.getByRole('group').filter({ has: region.page().getByRole('radio', { name: 'Pass' }) });
  const count = await items.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    const item = items.nth(i);
    const label = (await item.locator('legend').textContent()) ?? '';
    const fail = failing.find((f) => f.item.test(label));
    await item.getByRole('radio', { name: fail ? 'Fail' : 'Pass', exact: true }).check();
    if (fail) await region.getByLabel(`Note on ${label}`).fill(fail.note);
  }
}

/** The booking's vehicle's checklist on one side (decision 034), every item passed, as staff answer it. */
async function passedChecklist(page: Page, code: string, side: 'out' | 'in') {
  const handover = await (await page.request.get(`/api/admin/counter/${code}/handover`)).json();
  const items: { id: string }[] = handover.vehicles[0].checklist[side];
  return { key: randomUUID(), answers: Object.fromEntries(items.map((i) => [i.id, { result: 'pass' }])) };
}

/**
 * Every booked vehicle of `classId` (one) out through the API, as staff signed in on `page`: a full tank at
 * 12,000 miles, no damage, its check-out checklist passed (decision 034), the agreement signed.
 */
export async function checkOutThroughApi(page: Page, code: string, classId: string) {
  const png = await sharp({ create: { width: 300, height: 100, channels: 3, background: '#123456' } })
    .png()
    .toBuffer();
  const inspection = await passedChecklist(page, code, 'out');
  const out = await page.request.post(`/api/admin/counter/${code}/check-out`, {
    headers: await csrf(page),
    data: {
      vehicles: [{ classId, seq: 1, odometerMiles: 12_000, fuelEighths: 8, damage: [], inspection }],
      licencesChecked: true,
      agreement: { signerName: 'Ana Ruiz', signature: `data:image/png;base64,${png.toString('base64')}` },
    },
  });
  expect(out.status(), await out.text()).toBe(200);
}

/**
 * Every booked vehicle of `classId` (one) back through the API now, as staff signed in on `page`: 12,050
 * miles, a full tank, its check-in checklist passed. The final return: the review request is e-mailed.
 */
export async function checkInThroughApi(page: Page, code: string, classId: string) {
  const inspection = await passedChecklist(page, code, 'in');
  const back = await page.request.post(`/api/admin/counter/${code}/check-in`, {
    headers: await csrf(page),
    data: { vehicles: [{ classId, seq: 1, odometerMiles: 12_050, fuelEighths: 8, inspection }] },
  });
  expect(back.status(), await back.text()).toBe(200);
}
