import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { signIn } from './support/admin';
import { axeBuilder } from './support/axe';
import { expect, test } from './support/fixtures';
import { invitationLink } from './support/mail';

// Staff roles (decision 015): the owner invites a counter agent, who accepts from the e-mail and sees
// only the agent's views. Each run invites a fresh address; the owner's own account is never changed.

const staffView = '/admin?view=staff';

async function axeViolations(page: Page, state: string): Promise<string[]> {
  const { violations } = await axeBuilder(page)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return violations.map((v) => `${state}: ${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

test('the owner invites a counter agent, who sets a password from the e-mail and sees only the agent’s views', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  const agent = `agent-${randomUUID().slice(0, 8)}@convoy.test`;
  await signIn(page, staffView);
  await expect(page.getByRole('heading', { level: 2, name: 'Staff' })).toBeVisible();

  const form = page.getByRole('form', { name: 'Invite someone' });
  await form.getByLabel('E-mail address').fill(agent);
  await form.getByRole('radio', { name: /Counter agent/ }).check();
  await form.getByRole('button', { name: 'Send invitation' }).click();
  const pending = page.getByRole('table', { name: 'Pending invitations' });
  await expect(pending.getByRole('row').filter({ hasText: agent })).toContainText('Counter agent');

  const link = await invitationLink(agent);
  const context = await browser.newContext();
  try {
    const invited = await context.newPage();
    await invited.goto(link);
    await expect(invited.getByRole('heading', { level: 1, name: 'Set up your account' })).toBeVisible();
    await invited.getByLabel('New password').fill('too short');
    await invited.getByRole('button', { name: 'Set password and sign in' }).click();
    await expect(invited.getByLabel('New password')).toHaveAttribute('aria-invalid', 'true');
    await expect(invited.getByText('Use at least 12 characters.')).toBeVisible();

    await invited.getByLabel('New password').fill('a counter agent password');
    await invited.getByLabel('Repeat the password').fill('a counter agent password');
    await invited.getByRole('button', { name: 'Set password and sign in' }).click();
    // Hashing the new password (scrypt) takes seconds on a busy machine.
    await expect(invited).toHaveURL(/\/admin$/, { timeout: 20_000 });
    await expect(invited.getByText(`Signed in as ${agent}`)).toBeVisible();
    // The dashboard is the home (decision 041): the counter agent's cards only.
    await expect(invited.getByRole('heading', { level: 2, name: 'The counter' })).toBeVisible();
    await expect(invited.getByRole('heading', { level: 2, name: 'Revenue this month' })).toHaveCount(0);
    const nav = invited.getByRole('navigation', { name: 'Back office' });
    await expect(nav.getByRole('link')).toHaveText([
      'Dashboard',
      'Bookings',
      'Today',
      'Calendar',
      'Damage claims',
      'Fleet & rates',
      'Units',
      'Relocations',
      'Service due',
      'Service programs',
      'Delivery drivers',
      'Inspection checklists',
      'Driver rules',
    ]);

    // Staff by its URL: said plainly, not a failed request.
    await invited.goto(staffView);
    await expect(
      invited.getByText('Staff is not available to the counter agent role.', { exact: false }),
    ).toBeVisible();
  } finally {
    await context.close();
  }

  // The owner sees the new account, and the invitation no longer pending.
  await page.reload();
  const accounts = page.getByRole('table', { name: 'Staff accounts' });
  await expect(accounts.getByRole('row').filter({ hasText: agent })).toBeVisible();
  await expect(pending.getByRole('row').filter({ hasText: agent })).toHaveCount(0);
});

test('the Staff view, the invitation page and the Audit log pass axe @phone', async ({ page, browser }) => {
  // Three pages checked by axe, with a sign-in: slow on a busy machine.
  test.setTimeout(90_000);
  await signIn(page, staffView);
  await expect(page.getByRole('table', { name: 'Staff accounts' }).getByRole('row').nth(1)).toBeVisible();
  // The invite form showing a field's message, as staff meet it.
  await page
    .getByRole('form', { name: 'Invite someone' })
    .getByRole('button', { name: 'Send invitation' })
    .click();
  await expect(page.getByText('Choose a role.')).toBeVisible();
  const violations = await axeViolations(page, 'staff');

  await page.goto('/admin?view=audit');
  const log = page.getByRole('table', { name: 'Audit log' });
  await expect(page.getByText(/^Page \d+ of \d+/)).toBeVisible();
  const show = log.getByRole('button', { name: /^Show \d+ changes?/ }).first();
  // Opened with the keyboard, as the table scrolls sideways on a phone.
  if (await show.count()) {
    await show.focus();
    await page.keyboard.press('Enter');
    await expect(log.getByRole('button', { name: /^Hide changes/ })).toHaveAttribute('aria-expanded', 'true');
  }
  violations.push(...(await axeViolations(page, 'audit')));

  const context = await browser.newContext();
  try {
    const visitor = await context.newPage();
    await visitor.goto(`/admin/invitation#token=${'x'.repeat(43)}`);
    await expect(visitor.getByRole('heading', { level: 1, name: 'Set up your account' })).toBeVisible();
    violations.push(...(await axeViolations(visitor, 'invitation')));
  } finally {
    await context.close();
  }
  expect(violations).toEqual([]);
});
