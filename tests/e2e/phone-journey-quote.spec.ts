import { expect, test } from './support/fixtures';
import { expectNoSidewaysScroll, phone, phoneViolations } from './support/phone';
import { isoDay, testEmail } from './support/reservation-flow';
import { gotoHydrated } from './support/site';

/**
 * A team asks for a bus quote on a phone: from the home page, the menu's
 * "Request a group quote" (the tasks renters come back for lead the drawer),
 * the 44 passenger bus, the notice that the group brings a driver with a CDL
 * and a passenger endorsement (SPEC Part B §14), the request sent and its code.
 */
test.describe('a team on a phone @mobile-only', () => {
  test.use({ viewport: phone, hasTouch: true, isMobile: true });

  test('a team asks for a bus quote on a phone @phone', async ({ page }) => {
    test.setTimeout(90_000);
    const found: string[] = [];

    await test.step('the menu leads with the tasks renters come back for', async () => {
      await gotoHydrated(page, '/');
      await page.getByRole('button', { name: 'Menu', exact: true }).click();
      const drawer = page.getByRole('dialog', { name: 'Navigation Menu' });
      const tasks = drawer.getByRole('region', { name: 'Book and manage' });
      await expect(tasks.getByRole('link')).toHaveText([
        'Manage your booking',
        'Request a group quote',
        'Organization accounts',
        'Locations',
      ]);
      await expect(tasks.getByRole('link', { name: 'Request a group quote' })).toBeInViewport();
      found.push(...(await phoneViolations(page, 'the drawer open')));
      await tasks.getByRole('link', { name: 'Request a group quote' }).click();
      await expect(drawer).toBeHidden();
      await expect(page).toHaveURL(/\/quote$/);
    });

    const form = page.getByRole('form', { name: 'Tell us about your trip' });
    await test.step('the 44 passenger bus says the group brings a CDL driver', async () => {
      await form.getByLabel(/^Organization/).fill('Northside Eagles');
      await form.getByLabel('How many people are traveling?').fill('40');
      await form.getByLabel('Pickup location').selectOption({ label: 'Chicago West Loop' });
      await form.getByLabel('Pickup date').fill(isoDay(150));
      await form.getByLabel('Pickup time').fill('08:00');
      await form.getByLabel('Return date').fill(isoDay(151));
      await form.getByLabel('Return time').fill('20:00');
      await form.getByLabel('Vehicle type').selectOption({ label: 'Buses' });
      const notice = form.getByRole('status').filter({ hasText: 'CDL' });
      await expect(notice).toHaveCount(0);
      const vehicle = form.getByLabel(/Particular vehicle/);
      await vehicle.selectOption({ label: '44 Passenger Bus' });
      await expect(notice).toContainText('Your group brings a CDL driver');
      await expect(notice).toContainText(
        'Every driver of the 44 Passenger Bus must hold a commercial driver’s license (CDL) with a passenger (P) endorsement.',
      );
      // Beside the choice: straight under the select that made it appear, as wide as the form.
      const chosen = (await vehicle.boundingBox())!;
      const said = (await notice.boundingBox())!;
      expect(said.y - (chosen.y + chosen.height)).toBeGreaterThanOrEqual(0);
      expect(said.y - (chosen.y + chosen.height)).toBeLessThanOrEqual(32);
      await notice.scrollIntoViewIfNeeded();
      found.push(...(await phoneViolations(page, 'the quote form with the CDL notice')));
      await expectNoSidewaysScroll(page);
    });

    await test.step('the request is sent and its code shown', async () => {
      await form.getByLabel('First name').fill('Marcus');
      await form.getByLabel('Last name').fill('Hill');
      await form.getByLabel('E-mail address').fill(testEmail('team-quote'));
      await form.getByLabel('Phone number').fill('312 555 0191');
      await form.getByRole('button', { name: 'Send my quote request' }).click();
      await expect(page.getByRole('heading', { name: 'Thank you: your request is in' })).toBeFocused();
      await expect(page.getByTestId('quote-code')).toHaveText(/^[A-Z]{1,4}-[A-Z0-9]{4,12}$/);
      found.push(...(await phoneViolations(page, 'the quote received')));
      await expectNoSidewaysScroll(page);
    });

    expect(found).toEqual([]);
  });

  test('the pages the journeys pass through fit a 320 px phone @phone', async ({ page }) => {
    for (const path of ['/', '/quote', '/organisations', '/schools-colleges', '/long-term-vehicles']) {
      await gotoHydrated(page, path);
      await expectNoSidewaysScroll(page);
    }
  });
});
