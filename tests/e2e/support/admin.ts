import { expect, type Page } from '@playwright/test';
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
