import type { Page } from '@playwright/test';
import { admin, csrf } from './support/admin';
import { axeBuilder } from './support/axe';
import { expect, test } from './support/fixtures';
import { bookThroughApi, isoDay, testEmail, tripDates } from './support/reservation-flow';
import { tabTo } from './support/site';

// The fleet calendar (decision 015): staff move a booked van to a unit with the
// keyboard and by dragging, and see the server's refusal when the van is held.
// Bookings 40–80 days ahead start unassigned (the fleet's round assigns 14 days
// ahead), so each test books its own and gives it a unit from the calendar.

const van = '15-passenger-van';

interface Unit {
  id: string;
  fleetNumber: string;
  plate: string | null;
}
interface Bar {
  kind: string;
  unitId: string | null;
  startsAt: string;
  bufferEndsAt: string;
}

/**
 * Signs in through the API (the context keeps the cookie) and opens `path`: the
 * sign-in form is tested in the admin specs, and on the shared 2-core machine the
 * form's round trip alone can outlast its 5-second check.
 */
async function openSignedIn(page: Page, path: string): Promise<void> {
  const login = await page.request.post('/api/admin/login', { data: admin });
  expect(login.status()).toBe(200);
  // Staff who have answered the consent banner: it would cover the rows a bar is dragged to.
  await page
    .context()
    .addCookies([{ name: 'cv_consent', value: 'denied', url: new URL(login.url()).origin }]);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 2, name: 'Calendar' })).toBeVisible({ timeout: 20_000 });
}

const unitName = (u: Unit) => [u.fleetNumber, u.plate].filter(Boolean).join(' · ');

/** Vans at Baltimore with nothing on them from a few days before the trip to a few days after. */
async function freeVans(page: Page, from: string, count: number): Promise<Unit[]> {
  const response = await page.request.get(
    `/api/admin/calendar?locationId=baltimore&from=${from}&days=10&classId=${van}`,
  );
  expect(response.status()).toBe(200);
  const calendar = (await response.json()) as { units: Unit[]; bars: Bar[] };
  const busy = new Set(calendar.bars.map((b) => b.unitId));
  const free = calendar.units.filter((u) => !busy.has(u.id));
  expect(free.length).toBeGreaterThanOrEqual(count);
  return free.slice(0, count);
}

async function axeViolations(page: Page, state: string): Promise<string[]> {
  const { violations } = await axeBuilder(page)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return violations.map((v) => `${state}: ${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

test('staff move a booking to a van with the keyboard and by dragging, and see a refusal', async ({
  page,
}) => {
  // Three moves, each a round trip to the server, on a shared 2-core machine.
  test.slow();
  const trip = tripDates(57);
  const mine = await bookThroughApi(page.request, trip, van, 1, testEmail('calendar'));
  const other = await bookThroughApi(page.request, trip, van, 1, testEmail('calendar-other'));
  const from = isoDay(54);
  await openSignedIn(page, `/admin?view=calendar&locationId=baltimore&classId=${van}&from=${from}`);
  const [first, second, held] = await freeVans(page, from, 3);
  if (!first || !second || !held) throw new Error('three free vans');
  const put = await page.request.put(`/api/admin/assignments/${other}/${van}/1`, {
    headers: await csrf(page),
    data: { unitId: held.id },
  });
  expect(put.status()).toBe(200);
  await page.reload();

  const calendar = page.getByRole('region', { name: 'Fleet calendar' });
  const bar = calendar.getByRole('button', { name: new RegExp(`booking ${mine} vehicle 1`) });
  const row = (u: Unit) => calendar.getByRole('group', { name: unitName(u), exact: true });
  await expect(
    calendar
      .getByRole('group', { name: 'Unassigned 15 Passenger Van' })
      .getByRole('button', { name: new RegExp(mine) }),
  ).toBeVisible();

  // The keyboard: Enter on the bar opens the list of vans; Tab to one, Enter.
  await bar.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Move ${mine} vehicle 1 to…` });
  await expect(dialog).toBeVisible();
  await tabTo(page, dialog.getByRole('button', { name: unitName(first), exact: true }), 40);
  await page.keyboard.press('Enter');
  await expect(row(first).getByRole('button', { name: new RegExp(mine) })).toBeVisible();
  await expect(page.getByText(`${mine} vehicle 1 moved to ${unitName(first)}.`).first()).toBeVisible();
  await expect(bar).toBeFocused();

  // The mouse: drag the bar down to another van's row.
  const drag = async (to: Unit) => {
    const box = await bar.boundingBox();
    const target = await row(to).boundingBox();
    if (!box || !target) throw new Error('bar and row on screen');
    const x = box.x + Math.min(20, box.width / 2);
    await page.mouse.move(x, box.y + box.height / 2);
    await page.mouse.down();
    for (let i = 1; i <= 8; i++) {
      await page.mouse.move(
        x,
        box.y + box.height / 2 + ((target.y + target.height / 2 - box.y - box.height / 2) * i) / 8,
      );
    }
    await page.mouse.up();
  };
  await drag(second);
  await expect(row(second).getByRole('button', { name: new RegExp(mine) })).toBeVisible();
  await expect(page.getByText(`${mine} vehicle 1 moved to ${unitName(second)}.`).first()).toBeVisible();

  // Onto the van the other booking holds: refused, named, and the bar stays.
  await drag(held);
  // The server's sentence names the booking in the way, in the live region (and a toast).
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: `is rented for ${other}` })
      .first(),
  ).toBeVisible({ timeout: 15_000 });
  await expect(row(second).getByRole('button', { name: new RegExp(mine) })).toBeVisible();
  await expect(row(held).getByRole('button', { name: new RegExp(mine) })).toHaveCount(0);
});

test('the calendar passes axe and scrolls both ways on a phone and a desktop @phone', async ({
  page,
}, testInfo) => {
  // axe over a 90-day calendar takes its time on a shared 2-core machine.
  test.slow();
  const offset = testInfo.project.name === 'phone' ? 63 : 66;
  const code = await bookThroughApi(page.request, tripDates(offset), van, 1, testEmail('calendar-axe'));
  // The van's rows alone: on a phone's height the rows of the classes above would push its row out of the window.
  await openSignedIn(
    page,
    `/admin?view=calendar&locationId=baltimore&from=${isoDay(offset - 2)}&classId=${van}`,
  );
  const calendar = page.getByRole('region', { name: 'Fleet calendar' });
  await expect(calendar.getByRole('button', { name: new RegExp(code) })).toBeVisible();
  expect(await axeViolations(page, 'calendar')).toEqual([]);
  await calendar.getByRole('button', { name: new RegExp(code) }).evaluate((el) => el.scrollIntoView());
  await calendar.getByRole('button', { name: new RegExp(code) }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: `Move ${code} vehicle 1 to…` })).toBeVisible();
  expect(await axeViolations(page, 'move dialog')).toEqual([]);

  // Every class: more rows than the screen holds, so the calendar scrolls both ways.
  await page.keyboard.press('Escape');
  await page.goto(`/admin?view=calendar&locationId=baltimore&from=${isoDay(offset - 2)}`);
  await expect(calendar.getByText('Vehicle', { exact: true })).toBeVisible();

  // The page itself does not scroll sideways; the calendar does.
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
  }));
  expect(widths.page).toBeLessThanOrEqual(widths.viewport);
  await calendar.evaluate((el) => el.scrollTo(2000, 400));
  await expect
    .poll(() => calendar.evaluate((el) => [el.scrollLeft > 0, el.scrollTop > 0]))
    .toEqual([true, true]);
  await expect(calendar.getByText('Vehicle', { exact: true })).toBeVisible();
});
