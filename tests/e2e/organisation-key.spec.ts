import { signIn } from './support/admin';
import { violations } from './support/axe';
import { expect, test } from './support/fixtures';
import { lastEmailTo } from './support/mail';
import { openAccount } from './support/organisation';
import { gotoHydrated } from './support/site';

// An organisation's access key (decision 018): changed on its own page (shown
// once, remembered on the device, the billing contact told), and sent anew by
// staff to the billing contact, which the device remembering the old key then
// asks for.

test('an organization changes its access key on its page, and staff e-mail it a new one', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const organisation = await openAccount(request, null);
  const account = (key: string) =>
    request.get('/api/organisations/account', {
      headers: { authorization: `Bearer ${organisation.code}.${key}` },
    });
  const found: string[] = [];

  await gotoHydrated(page, `/organisation?code=${organisation.code}#key=${organisation.key}`);
  const key = page.getByRole('region', { name: 'Access key' });
  await expect(key).toContainText('The access key works until');
  await key.getByRole('button', { name: 'Change the access key' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Change the access key?' });
  found.push(...(await violations(page, '/organisation, asked to change the key')));
  await ask.getByRole('button', { name: 'Change it' }).click();
  const shown = (await page.getByTestId('new-access-key').textContent()) ?? '';
  expect(shown).toMatch(/^[A-Za-z0-9_-]{32}$/);
  found.push(...(await violations(page, '/organisation with its new key')));

  expect((await account(organisation.key)).status()).toBe(401);
  expect((await account(shown)).status()).toBe(200);
  // Remembered on this device: the page opens again with it, and no longer shows it.
  await page.reload();
  await expect(page.getByText(organisation.name, { exact: true })).toBeVisible();
  await expect(page.getByTestId('new-access-key')).toHaveCount(0);
  const notice = await lastEmailTo(organisation.email, /was changed on/);
  expect(notice).not.toContain(shown);

  // Staff send a new one: e-mailed to the billing contact, shown to no one in the back office.
  await signIn(page, `/admin?view=organisations&q=${organisation.code}`);
  await page.getByRole('button', { name: `View organisation ${organisation.name}` }).click();
  const dialog = page.getByRole('dialog', { name: organisation.name });
  await dialog.getByRole('button', { name: 'Send a new access key' }).click();
  await page
    .getByRole('alertdialog', { name: `Send ${organisation.name} a new access key?` })
    .getByRole('button', { name: 'Send a new access key' })
    .click();
  await expect(dialog).toContainText(`a new access key was e-mailed to ${organisation.email}`);
  const mail = await lastEmailTo(organisation.email, /A new access key/);
  const sent = /#key=([A-Za-z0-9_-]+)/.exec(mail)?.[1] ?? '';
  await expect(dialog).not.toContainText(sent);
  expect((await account(sent)).status()).toBe(200);

  // The device that remembered the changed key is asked for the new one.
  await gotoHydrated(page, '/organisation');
  await expect(page.getByRole('alert')).toContainText('do not match');
  await expect(page.getByLabel('Access key')).toBeVisible();
  expect(found).toEqual([]);
});
