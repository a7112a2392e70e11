import { signIn } from './support/admin';
import { violations } from './support/axe';
import {
  checkOutThroughApi,
  counterAgent,
  counterDriver,
  inspect,
  threeDayTrip,
  unitFor,
} from './support/counter';
import { expect, test } from './support/fixtures';
import { bookThroughApi, testEmail } from './support/reservation-flow';

// A vehicle swapped mid-rental (decision 035), as a counter agent at a tablet (1024 × 768, touch): the van is
// out; on its counter screen the agent swaps it for another free van, records both vans' readings and
// inspections, has the renter agree the addendum, confirms, and the screen shows the new van and the swap.
// A 9-passenger conversion van: the counter's other specs take Baltimore's 15-passenger vans and minivans.

test.describe.configure({ timeout: 180_000 });

const van = { id: '9-passenger-conversion-van', name: '9 Passenger Conversion Van' };
const vehicle = `${van.name} 1`;

test('a counter agent swaps a van on rent for another, both inspected, and the screen passes axe', async ({
  page,
  browser,
  request,
}) => {
  const trip = threeDayTrip();
  const code = await bookThroughApi(request, trip, van.id, 1, testEmail('swap'), {
    drivers: [counterDriver(van.id)],
  });
  await signIn(page, '/admin', 30_000);
  const unit = await unitFor(page, code, van.id);
  await checkOutThroughApi(page, code, van.id);
  const { page: tablet, context } = await counterAgent(page, browser);
  try {
    await tablet.goto(`/admin?view=today&locationId=baltimore&date=${trip.pickupDate}`);
    const row = tablet.getByRole('table', { name: 'Pickups' }).getByRole('row').filter({ hasText: code });
    await row.getByRole('link', { name: `Check in booking ${code}` }).tap();
    await tablet.getByRole('button', { name: 'Swap vehicle' }).tap();

    const form = tablet.getByRole('form', { name: `Swap ${vehicle} (${unit.fleetNumber})` });
    await expect(form).toBeVisible();
    // Nothing filled in: each field says what it needs, and the page passes axe.
    await form.getByRole('button', { name: 'Review the swap' }).tap();
    await expect(form.getByRole('heading', { name: 'There is a problem' })).toBeVisible();
    await expect(form.getByText('Choose the vehicle it is swapped for.').first()).toBeVisible();
    expect(await violations(tablet, 'swap form with errors')).toEqual([]);

    const replacement = form.getByRole('combobox', { name: 'Replacement vehicle' });
    await expect(replacement.locator('option')).not.toHaveCount(1);
    const choice = replacement.locator('option').nth(1);
    const label = (await choice.textContent()) ?? '';
    const newFleetNumber = label.split(' · ')[0] ?? '';
    await replacement.selectOption({ label });
    await form.getByLabel('Reason for the swap').fill('Check-engine light on');

    const returned = form.getByRole('region', { name: `Returned vehicle: ${unit.fleetNumber}` });
    await returned.getByLabel('Odometer (miles)').fill('12100');
    await returned.getByRole('radio', { name: '6/8' }).check();
    await inspect(returned);
    const outgoing = form.getByRole('region', { name: `Replacement vehicle going out: ${newFleetNumber}` });
    await outgoing.getByLabel('Odometer (miles)').fill('8000');
    await outgoing.getByRole('radio', { name: 'Full' }).check();
    await inspect(outgoing);
    await form
      .getByRole('checkbox', { name: /I agree these readings are the returned vehicle’s condition/ })
      .check();

    // Reviewed, it asks for a confirmation before anything is recorded.
    await form.getByRole('button', { name: 'Review the swap' }).tap();
    await expect(form.getByText(`Swap ${unit.fleetNumber} for ${newFleetNumber} now?`)).toBeVisible();
    expect(await violations(tablet, 'swap confirmation')).toEqual([]);
    await form.getByRole('button', { name: 'Confirm the swap' }).tap();

    await expect(tablet.getByText(`${unit.fleetNumber} was swapped for ${newFleetNumber}.`)).toBeVisible({
      timeout: 30_000,
    });
    const swaps = tablet.getByRole('region', { name: 'Swaps during the rental' });
    await expect(swaps).toContainText(`${unit.fleetNumber} → ${newFleetNumber}`);
    await expect(swaps).toContainText('Check-engine light on');
    const pdf = await tablet.request.get(
      (await swaps.getByRole('link', { name: 'Swap addendum (PDF)' }).getAttribute('href')) ?? '',
    );
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    // The return form is for the van it has now.
    const back = tablet.getByRole('form', { name: `Check in booking ${code}` });
    await expect(back.getByRole('region', { name: vehicle })).toContainText(newFleetNumber);
    expect(await violations(tablet, 'after the swap')).toEqual([]);
  } finally {
    await context.close();
  }
});
