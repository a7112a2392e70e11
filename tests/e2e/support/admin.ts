import { randomUUID } from 'node:crypto';
import { type Browser, type BrowserContextOptions, expect, type Page } from '@playwright/test';
import { invitationLink } from './mail';
import { e2eAdmin } from './server';

/**
 * The back office in the browser tests (decision 006). Each e2e server creates
 * this account at start-up from ADMIN_EMAIL / ADMIN_PASSWORD (support/server.ts).
 */
export const admin = e2eAdmin;

/**
 * Opens `path` anonymously, is sent to the sign-in page, signs in and comes back.
 * `timeout` (ms) for the signed-in page: longer in a test whose server may still be busy starting.
 */
export async function signIn(page: Page, path = '/admin', timeout?: number): Promise<void> {
  await page.goto(path);
  await expect(page).toHaveURL(/\/admin\/login\?next=/);
  await page.getByLabel('E-mail address').fill(admin.email);
  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // The password's hash (scrypt) takes seconds on a busy machine.
  await expect(page.getByText(`Signed in as ${admin.email}`)).toBeVisible({ timeout: timeout ?? 20_000 });
}

/** The CSRF header of the page's session, for API calls made beside the UI. */
export async function csrf(page: Page): Promise<Record<string, string>> {
  const session = await (await page.request.get('/api/admin/session')).json();
  return { 'x-csrf-token': session.csrfToken as string };
}

/**
 * A member of staff of their own with `role`, in a browser context of their own (a device: `device`): the
 * owner (signed in on `page`) invites them and they accept from the e-mail, signed in. `done` closes their context.
 */
export async function staffDesk(
  page: Page,
  browser: Browser,
  role: string,
  device: BrowserContextOptions = {},
) {
  const email = `${role}-${randomUUID().slice(0, 8)}@example.com`;
  await signIn(page, '/admin?view=staff');
  const invited = await page.request.post('/api/admin/staff/invitations', {
    data: { email, role },
    headers: await csrf(page),
  });
  expect(invited.status()).toBe(201);
  const token = (await invitationLink(email)).split('token=')[1];
  const context = await browser.newContext(device);
  const accepted = await context.request.post('/api/admin/invitations/accept', {
    data: { token, password: `a ${role}’s long password` },
  });
  expect(accepted.status()).toBe(201);
  return { email, desk: await context.newPage(), done: () => context.close() };
}
