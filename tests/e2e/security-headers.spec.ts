import type { Page } from '@playwright/test';
import { admin } from './support/admin';
import { expect, test } from './support/fixtures';
import { chooseVehicle, searchFromStart, tripDates } from './support/reservation-flow';

/**
 * Security headers (decision 007): the Content-Security-Policy the server sends
 * (apps/api/src/plugins/security-headers.ts) lets every screen work without a
 * single violation: no inline script, no eval, the pages' JSON-LD blocks, the
 * toasts' and dialogs' runtime styles. A violation is caught in the page
 * (securitypolicyviolation) and in the console, where Chromium also reports a
 * Permissions-Policy feature it does not know.
 */

interface Violation {
  directive: string;
  blocked: string;
  sample: string;
  url: string;
}

/** Records every CSP violation and policy complaint of `page`, across navigations. */
async function watchPolicies(page: Page): Promise<{ violations: Violation[]; console: string[] }> {
  const found = { violations: [] as Violation[], console: [] as string[] };
  await page.exposeFunction('__reportCspViolation', (violation: Violation) => {
    found.violations.push(violation);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation(v: Violation): void }).__reportCspViolation;
      report({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        sample: event.sample,
        url: event.documentURI,
      });
    });
  });
  page.on('console', (message) => {
    if (/Content[ -]Security[ -]Policy|Permissions[ -]Policy/i.test(message.text())) {
      found.console.push(`${message.type()}: ${message.text()}`);
    }
  });
  return found;
}

async function expectPolicyHeader(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  const policy = response?.headers()['content-security-policy'] ?? '';
  // The test means something only if the policy is really in force, strict for scripts.
  expect(policy).toMatch(/script-src 'self'(;|$)/);
}

test('the home page, a vehicle page, the booking search, a quote and the back office run under the CSP', async ({
  page,
}) => {
  const found = await watchPolicies(page);

  await expectPolicyHeader(page, '/');
  // The home page carries JSON-LD in <script type="application/ld+json">: data, which CSP leaves alone.
  await expect(page.locator('script[type="application/ld+json"]').first()).toBeAttached();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await expectPolicyHeader(page, '/15-passenger-van');
  await expect(page.getByRole('heading', { level: 1, name: /15 Passenger Van/ })).toBeVisible();

  // Start → availability → confirm, and the rental terms dialog (Radix adds a <style> for its scroll lock).
  const trip = tripDates(320);
  await searchFromStart(page, { pickupDate: trip.pickupDate, returnDate: trip.returnDate });
  await chooseVehicle(page, '12 Passenger Van');
  await page.getByRole('button', { name: 'Read the rental terms' }).click();
  await expect(page.getByRole('dialog', { name: 'Rental terms and conditions' })).toBeVisible();
  await page.keyboard.press('Escape');

  await expectPolicyHeader(page, '/quote');
  const form = page.getByRole('form', { name: 'Tell us about your trip' });
  await form.getByRole('button', { name: 'Send my quote request' }).click();
  await expect(form.getByRole('heading', { name: 'There is a problem' })).toBeVisible();

  await expectPolicyHeader(page, '/admin/login');
  await page.getByLabel('E-mail address').fill(admin.email);
  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // The password's hash (scrypt) takes seconds on a busy machine.
  await expect(page.getByText(`Signed in as ${admin.email}`)).toBeVisible({ timeout: 20_000 });

  // A toast (Radix Toast, styled by the site's stylesheet and inline swipe offsets): shown, and styled.
  await page.goto('/admin?view=fleet');
  const minivan = page.getByRole('form', { name: 'Minivan' });
  // Saved unchanged, so no other test's prices move.
  await minivan.getByRole('button', { name: 'Save Minivan' }).click();
  const notifications = page.getByRole('region', { name: /^Notifications/ });
  const toast = notifications.getByRole('listitem').filter({ hasText: 'Minivan: rates and vehicles saved.' });
  await expect(toast).toBeVisible();
  await expect(notifications.getByRole('list')).toHaveCSS('position', 'fixed');
  await expect(toast).toHaveCSS('position', 'relative');

  expect(found.violations).toEqual([]);
  expect(found.console).toEqual([]);
});

test('an inline script is refused and reported, so the watch above can see one', async ({ page }) => {
  const found = await watchPolicies(page);
  await expectPolicyHeader(page, '/');
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__inlineRan = true;';
    document.head.append(script);
    return (window as unknown as { __inlineRan?: boolean }).__inlineRan === true;
  });
  expect(ran).toBe(false);
  await expect.poll(() => found.violations.map((v) => v.directive)).toContain('script-src-elem');
});
