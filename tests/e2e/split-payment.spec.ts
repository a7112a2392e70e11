import { violations } from './support/axe';
import { cardPaymentTest } from './support/card-server';
import { expect } from './support/fixtures';
import { lastEmailTo } from './support/mail';
import { bookingThroughApi, renter, testEmail, tripDates } from './support/reservation-flow';
import { sidewaysScroll } from './support/sideways';

/**
 * A booking split among the group's members (decision 045) on a phone: the organiser splits it on
 * the manage page, a member opens the link from their e-mail, pays their share on the Stripe
 * stand-in's hosted page and comes back to their page paid; the organiser then sees who paid.
 * A server of its own that collects the deposit online, as card-payment.spec.ts.
 */

const apiKey = 'sk_test_convoy_e2e_split_payment';
const webhookSecret = 'whsec_convoy_e2e_split_payment';

const test = cardPaymentTest(apiKey, webhookSecret);

test('an organiser splits the cost, a member pays their share from the e-mailed link, the organiser sees it @mobile-only', async ({
  page,
  card: { server, standIn },
}) => {
  test.setTimeout(120_000);
  const organiser = testEmail('split-organiser');
  const member = testEmail('split-ana');
  const trip = tripDates(90);
  const { reservation, payment } = await bookingThroughApi(
    page.request,
    trip,
    '15-passenger-van',
    1,
    organiser,
  );
  const code = reservation.code;
  // The organiser's deposit, held on their card: the booking is confirmed.
  expect(
    standIn.pay(String(payment?.checkoutUrl).split('/').at(-1) as string, '4242424242424242').outcome,
  ).toBe('paid');

  await page.goto(`/manage?code=${code}`);
  await page.getByLabel('E-mail address').fill(organiser);
  await page.getByRole('button', { name: 'Find my booking' }).click();
  const split = page.getByRole('region', { name: 'Split the cost' });
  await expect(page.getByText('Confirmed', { exact: true })).toBeVisible({ timeout: 15_000 });
  await split.getByRole('button', { name: 'Split the cost' }).click();
  await expect(split.getByRole('heading', { name: 'Who pays what' })).toBeFocused();
  const first = split.getByRole('group', { name: 'Member 1' });
  await first.getByLabel('Name').fill('Ana Ruiz');
  await first.getByLabel('E-mail').fill(member);
  await split.getByRole('button', { name: 'Add a member' }).click();
  const second = split.getByRole('group', { name: 'Member 2' });
  await second.getByLabel('Name').fill('Ben Okafor');
  await second.getByLabel('E-mail').fill(testEmail('split-ben'));
  await expect(split.getByText(/^Each member pays \$[\d,.]+; you pay \$[\d,.]+\.$/)).toBeVisible();
  expect(await violations(page, 'split form')).toEqual([]);
  await split.getByRole('button', { name: 'Send the links' }).click();
  await expect(split.getByText('The split is saved: 2 members were e-mailed their link.')).toBeFocused();
  const anaLine = split.getByRole('listitem').filter({ hasText: 'Ana Ruiz' });
  await expect(anaLine).toContainText('Not paid yet');
  const share = /Share: (\$[\d,]+\.\d\d)/.exec((await anaLine.textContent()) ?? '')?.[1] as string;
  await expect(page.getByRole('button', { name: /^Pay your share — \$/ })).toBeVisible();
  expect(await violations(page, 'split shown')).toEqual([]);

  // Ana's e-mail, her link, her page.
  const mail = await lastEmailTo(member, /\/pay#token=/, server.dataDir);
  const link = /\/pay#token=[A-Za-z0-9_-]+/.exec(mail)?.[0] as string;
  await page.goto(link);
  await expect(page.getByText(`${renter.firstName} ${renter.lastName} split the cost`)).toBeVisible();
  expect(new URL(page.url()).hash).toBe('');
  const trip$ = page.getByRole('region', { name: 'The trip' });
  await expect(trip$).toContainText(code);
  await expect(trip$).toContainText(share);
  expect(await violations(page, 'member’s page')).toEqual([]);
  expect(await sidewaysScroll(page)).toEqual([]);
  await page.getByRole('button', { name: `Pay ${share} by card` }).click();

  await page.waitForURL(`${standIn.url}/checkout/**`);
  await expect(page.getByText(share).first()).toBeVisible();
  await page.getByLabel('Card number').fill('4242424242424242');
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await page.waitForURL(/\/pay\?payment=done$/);
  await expect(
    page.getByText('Your share is paid. Thank you: the receipt went to you by e-mail.'),
  ).toBeVisible({
    timeout: 15_000,
  });
  expect(await violations(page, 'member paid')).toEqual([]);
  await lastEmailTo(member, /Receipt: your share/, server.dataDir);

  // The organiser sees who paid.
  await page.goto(`/manage?code=${code}`);
  await page.getByLabel('E-mail address').fill(organiser);
  await page.getByRole('button', { name: 'Find my booking' }).click();
  const after = page.getByRole('region', { name: 'Split the cost' });
  await expect(after.getByRole('listitem').filter({ hasText: 'Ana Ruiz' })).toContainText('Paid');
  await expect(after.getByRole('listitem').filter({ hasText: 'Ben Okafor' })).toContainText('Not paid yet');
  await expect(after.getByText('A member has paid, so the split stays as it is.')).toBeVisible();
});
