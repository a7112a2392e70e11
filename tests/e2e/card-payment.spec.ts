import { violations } from './support/axe';
import { cardPaymentTest } from './support/card-server';
import { expect } from './support/fixtures';
import {
  chooseVehicle,
  fillContact,
  searchFromStart,
  testEmail,
  tripDates,
} from './support/reservation-flow';

/**
 * A card payment at booking (decision 014) on a phone: a server of its own that
 * collects the security deposit online, talking to the Stripe stand-in
 * (apps/api/test/stripe-stand-in) over HTTP through the real SDK. The renter
 * is sent to the stand-in's hosted page, is declined once, pays with a card
 * that asks for 3-D Secure, and comes back to a confirmed reservation with the
 * deposit held. The server must know its own address (PUBLIC_URL, where the
 * provider sends the renter back), so it gets a free port chosen beforehand.
 */

const apiKey = 'sk_test_convoy_e2e_card_payment';
const webhookSecret = 'whsec_convoy_e2e_card_payment';

const test = cardPaymentTest(apiKey, webhookSecret);

test('a renter books a van and pays the deposit on the provider’s page, through 3-D Secure @mobile-only', async ({
  page,
  card: { standIn },
}) => {
  test.setTimeout(90_000);
  const trip = tripDates(60);
  await searchFromStart(page, { pickupDate: trip.pickupDate, returnDate: trip.returnDate });
  await chooseVehicle(page, '15 Passenger Van');

  const pay = page.getByRole('region', { name: 'How you’ll pay' });
  await expect(pay).toContainText(
    /We hold the \$[\d,]+\.\d\d security deposit on your card now; the total \$[\d,]+\.\d\d is due at pickup\./,
  );
  const deposit = /We hold the (\$[\d,]+\.\d\d) security deposit/.exec((await pay.textContent()) ?? '')?.[1];
  await fillContact(page, testEmail('card'));
  expect(await violations(page, 'confirm, paying by card')).toEqual([]);
  await page.getByRole('button', { name: 'Confirm reservation' }).click();

  // The provider's hosted page: a decline first, then a card that asks the bank.
  await page.waitForURL(`${standIn.url}/checkout/**`);
  await expect(page.getByText(deposit!).first()).toBeVisible();
  await page.getByLabel('Card number').fill('4000000000000002');
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText(/declined/i);
  await page.getByLabel('Card number').fill('4000002760003184');
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await page.getByRole('button', { name: 'Complete authentication' }).click();

  await page.waitForURL(/\/success\?code=CNV-[A-Z0-9]+&payment=done$/);
  const code = ((await page.getByTestId('reservation-code').textContent()) ?? '').trim();
  expect(page.url()).toContain(`code=${code}&`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your reservation is confirmed', {
    timeout: 20_000,
  });
  await expect(page.getByText('Payment received: your reservation is confirmed.')).toBeVisible();
  const payment = page.getByRole('region', { name: 'Payment' });
  await expect(payment).toContainText(`The ${deposit} security deposit is held on your card (not charged).`);
  await expect(payment).toContainText(`Security deposit held on your card${deposit}`);
});
