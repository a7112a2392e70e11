import type { Browser, Page } from '@playwright/test';
import { staffDesk } from './support/admin';
import { violations } from './support/axe';
import { unitFor } from './support/counter';
import { expect, test } from './support/fixtures';
import { bookThroughApi, testEmail, tripDates } from './support/reservation-flow';

// The staff app as a counter agent meets it (decisions 041–043): signed in, the dashboard is home, in a
// shell of its own (no public header, footer or cookie dialog); the plate of the van in front of them,
// typed into the search, finds the booking that has it; from the booking, the renter's record, where a
// note pinned shows on the renter's next booking. axe on every screen on the way.

const van = '12-passenger-van';

/** The renter's two bookings at Baltimore, the first given one of its vans (by staff signed in on `owner`): the plate the agent types. */
async function twoBookingsWithAVan(owner: Page, offset: number, label: string) {
  const email = testEmail(label);
  const first = await bookThroughApi(owner.request, tripDates(offset), van, 1, email);
  const next = await bookThroughApi(owner.request, tripDates(offset + 7), van, 1, email);
  const { fleetNumber } = await unitFor(owner, first, van);
  const { units } = await (
    await owner.request.get(`/api/admin/units?locationId=baltimore&classId=${van}`)
  ).json();
  const plate = (units as { fleetNumber: string; plate: string }[]).find(
    (u) => u.fleetNumber === fleetNumber,
  )?.plate;
  if (!plate) throw new Error(`the unit ${fleetNumber} of ${first} has no plate`);
  return { first, next, plate };
}

/** Nothing of the public site: its header's links, its footer, its cookie dialog. */
async function expectOwnShell(page: Page) {
  await expect(page.getByRole('link', { name: 'Who We Serve' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Our Fleet' })).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /accept/i })).toHaveCount(0);
}

async function theAgentsDay(page: Page, browser: Browser, offset: number, size: string) {
  // The owner (signed in on `page`) invites the agent, then books and gives the van.
  const tablet = { viewport: { width: 1024, height: 768 }, hasTouch: true };
  const { desk, done } = await staffDesk(page, browser, 'agent', size === 'tablet' ? tablet : {});
  const { first, next, plate } = await twoBookingsWithAVan(page, offset, `staff-app-${size}`);
  const found: string[] = [];
  try {
    await desk.goto('/admin');
    await expect(desk.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(desk.getByRole('heading', { level: 2, name: 'The counter' })).toBeVisible();
    await expectOwnShell(desk);
    found.push(...(await violations(desk, `dashboard (${size})`)));

    // The plate as painted on the van: lower case, a space after its letter.
    const box = desk.getByRole('combobox', { name: 'Find in the back office' });
    await box.click();
    await box.fill(`${plate.slice(0, 1).toLowerCase()} ${plate.slice(1)}`);
    const bookings = desk.getByRole('listbox', { name: 'Results' }).getByRole('group', { name: 'Bookings' });
    const booking = bookings.getByRole('option', { name: new RegExp(first) });
    await expect(booking).toBeVisible();
    found.push(...(await violations(desk, `search results (${size})`)));
    // The van's bookings come soonest first, and another renter may have it sooner: arrow down to this one.
    const options = await desk
      .getByRole('listbox', { name: 'Results' })
      .getByRole('option')
      .allTextContents();
    const at = options.findIndex((text) => text.includes(first));
    expect(at, options.join('\n')).toBeGreaterThanOrEqual(0);
    for (let i = 0; i <= at; i++) await desk.keyboard.press('ArrowDown');
    await expect(booking).toHaveAttribute('aria-selected', 'true');
    await desk.keyboard.press('Enter');
    const dialog = desk.getByRole('dialog', { name: `Booking ${first}` });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(plate);
    found.push(...(await violations(desk, `booking (${size})`)));

    await dialog.getByRole('link', { name: 'Customer record' }).click();
    await expect(desk.getByRole('heading', { level: 2, name: /^Customer: / })).toBeVisible();
    await expect(desk.getByRole('table', { name: 'Bookings' })).toContainText(next);
    await expectOwnShell(desk);
    const text = `Keys at the side desk: they drive the van home (${size}).`;
    await desk.getByRole('textbox', { name: /^Note/ }).fill(text);
    await desk.getByRole('button', { name: 'Add a note' }).click();
    const notes = desk.getByRole('region', { name: 'Notes by staff' });
    await expect(notes).toContainText(text);
    await notes.getByRole('button', { name: `Pin the note “${text.slice(0, 40)}”` }).click();
    await expect(notes.getByRole('button', { name: `Unpin the note “${text.slice(0, 40)}”` })).toBeVisible();
    found.push(...(await violations(desk, `customer record (${size})`)));

    // Their next booking, as the agent will open it on the day: the note is there.
    await desk.goto(`/admin?view=bookings&booking=${next}`);
    const nextBooking = desk.getByRole('dialog', { name: `Booking ${next}` });
    await expect(nextBooking.getByRole('complementary', { name: 'Pinned note' })).toContainText(text);
    found.push(...(await violations(desk, `next booking (${size})`)));
    expect(found).toEqual([]);
  } finally {
    await done();
  }
}

test('a counter agent lands on the dashboard, finds a booking by its van’s plate and pins a note that shows on the renter’s next booking', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  await theAgentsDay(page, browser, 491, 'desktop');
});

test('the same at a touch tablet, 1024 × 768', async ({ page, browser }) => {
  test.setTimeout(150_000);
  await theAgentsDay(page, browser, 447, 'tablet');
});
