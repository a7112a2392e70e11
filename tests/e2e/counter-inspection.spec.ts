import { signIn } from './support/admin';
import { violations } from './support/axe';
import { counterAgent, counterDriver, inspect, threeDayTrip, unitFor } from './support/counter';
import { expect, test } from './support/fixtures';
import { axeAtBothSizes } from './support/phone';
import { bookThroughApi, testEmail } from './support/reservation-flow';
import { signWithFinger } from './support/signature';

// Inspection checklists at the counter (decision 034), as a counter agent at a
// tablet (1024 × 768, touch): the 15-passenger van's check-out asks its demo
// checklist (tires, lights, fluids, seat belts, cleanliness, tire pressure);
// the agent fails the tires with a note, and the van does not go out: the
// refusal names the item beside its buttons, the unit goes into maintenance and
// the booking is given another van, which passes and goes out.

test.describe.configure({ timeout: 300_000 });

const van = { id: '15-passenger-van', name: '15 Passenger Van' };
const vehicle = `${van.name} 1`;
const tires = 'Tires: tread depth and no cuts or bulges';
const driver = counterDriver(van.id);

test('a failed tire check at check-out keeps the van from going out and takes it into maintenance', async ({
  page,
  browser,
  request,
}) => {
  const trip = threeDayTrip();
  const code = await bookThroughApi(request, trip, van.id, 1, testEmail('inspection'), { drivers: [driver] });
  await signIn(page, '/admin', 30_000);
  const first = await unitFor(page, code, van.id);
  // The back office's checklists: the van's demo one, with its tire pressure as a safety item.
  await page.goto('/admin?view=inspections');
  await page.getByLabel('Vehicle class').selectOption(van.id);
  const editor = page.getByRole('form', { name: 'Checklist of the 15 Passenger Van' });
  await expect(editor.getByText(/it has the demo checklist/)).toBeVisible();
  await expect(editor.getByRole('group', { name: 'Item 6' }).getByLabel(/What to check/)).toHaveValue(
    'Tire pressure: each tire at the door-pillar figure',
  );
  expect(await axeAtBothSizes(page, 'inspection checklists')).toEqual([]);
  const { page: tablet, context } = await counterAgent(page, browser);
  try {
    await tablet.goto(`/admin?view=today&locationId=baltimore&date=${trip.pickupDate}`);
    const row = tablet.getByRole('table', { name: 'Pickups' }).getByRole('row').filter({ hasText: code });
    await row.getByRole('link', { name: `Check out booking ${code}` }).tap();

    const out = tablet.getByRole('form', { name: `Check out booking ${code}` });
    const going = out.getByRole('region', { name: vehicle });
    await going.getByLabel('Odometer (miles)').fill('12000');
    await going.getByRole('radio', { name: 'Full' }).check();
    // Every item has large buttons; the tire pressure is this van's own safety item.
    const tireCheck = going.getByRole('group', { name: tires });
    await expect(tireCheck.getByText(/Safety item: a fail keeps this vehicle from going out/)).toBeVisible();
    await expect(going.getByRole('group', { name: /^Tire pressure/ })).toBeVisible();
    const pass = await tireCheck.getByRole('radio', { name: 'Pass' }).locator('..').boundingBox();
    expect(pass?.height ?? 0).toBeGreaterThanOrEqual(44);
    await inspect(going, [{ item: /^Tires/, note: 'cut in the front left sidewall' }]);
    await out.getByRole('checkbox', { name: 'I have seen each driver’s licence' }).check();
    await out.getByLabel('Name of the person signing').fill('Ana Ruiz');
    await signWithFinger(
      tablet,
      tablet.getByRole('img', { name: 'Signature box: sign with a finger or the mouse' }),
    );
    expect([
      ...(await violations(tablet, 'check-out with its checklist')),
      ...(await axeAtBothSizes(tablet, 'check-out with its checklist')),
    ]).toEqual([]);
    await out.getByRole('button', { name: 'Check out' }).tap();

    // Refused, said beside the tires' buttons; nothing went out.
    await expect(tireCheck.getByText(`Failed: ${tires}. This vehicle cannot go out.`)).toBeVisible({
      timeout: 30_000,
    });
    await expect(tireCheck.getByRole('radio', { name: 'Pass' })).toHaveAttribute('aria-invalid', 'true');
    expect(await violations(tablet, 'check-out refused on a failed tire check')).toEqual([]);
    // The van that failed goes into maintenance once the refusal is committed (decision 034), a moment after
    // the answer; the booking then has another one.
    const maintenanceOfFirst = async () => {
      const units = await (
        await page.request.get(`/api/admin/units?locationId=baltimore&classId=${van.id}&status=active`)
      ).json();
      const failed = units.units.find((u: { fleetNumber: string }) => u.fleetNumber === first.fleetNumber);
      return failed.inMaintenance?.reason;
    };
    await expect.poll(maintenanceOfFirst).toBe(`Failed check-out inspection (${code}): ${tires}`);
    const handover = await (await page.request.get(`/api/admin/counter/${code}/handover`)).json();
    expect(handover.vehicles[0].out).toBeNull();
    expect(handover.vehicles[0].inspections[0]).toMatchObject({ kind: 'out', failedSafety: [tires] });
    const second = handover.vehicles[0].unit;
    expect(second.fleetNumber).not.toBe(first.fleetNumber);
    await expect(going.getByText(second.fleetNumber)).toBeVisible();

    // The other van passes its tires: it goes out.
    await tireCheck.getByRole('radio', { name: 'Pass' }).check();
    await out.getByRole('button', { name: 'Check out' }).tap();
    await expect(tablet.getByText(`Booking ${code} is checked out.`)).toBeVisible({ timeout: 30_000 });
    await expect(
      tablet
        .getByRole('table', { name: `Inspection at check-out: ${vehicle}` })
        .getByRole('row', { name: /^Tires/ }),
    ).toContainText('Pass');
    expect(await violations(tablet, 'checked out with its inspection')).toEqual([]);
  } finally {
    await context.close();
  }
});
