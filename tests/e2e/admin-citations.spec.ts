import { csrf, signIn } from './support/admin';
import { violations } from './support/axe';
import { checkOutThroughApi, counterDriver, threeDayTrip, unitFor } from './support/counter';
import { expect, test } from './support/fixtures';
import { bookThroughApi, testEmail } from './support/reservation-flow';

// Tolls and citations (decision 037): staff add a toll agency's source with its columns once, paste
// a file, read what became of each row, and work the queue of notices no booking matched, by keyboard.

test('staff map a source’s columns, import a file, and dismiss a notice no booking matched', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, '/admin?view=citations');
  await expect(page.getByRole('heading', { level: 2, name: 'Tolls and citations' })).toBeVisible();
  expect(await violations(page, 'tolls and citations, empty')).toEqual([]);

  const source = page.getByRole('form', { name: 'Add a source' });
  await source.getByRole('button', { name: 'Add source' }).click();
  // Nothing filled in: the summary names what is missing, and the field says it beside it.
  await expect(source.getByText('Enter the source’s name.').first()).toBeVisible();
  await expect(source.getByText('Enter the column that holds the plate.').first()).toBeVisible();
  await source.getByLabel('Name', { exact: true }).fill('Bay Bridge tolls');
  await source.getByLabel('Agency', { exact: true }).fill('Maryland Transportation Authority');
  await source.getByLabel('Kind of notice').selectOption({ label: 'Toll' });
  await source.getByLabel('Time zone of its times').selectOption({ label: 'Eastern time' });
  await source.getByLabel('Reference column').fill('Notice');
  await source.getByLabel('Plate column').fill('Plate');
  await source.getByLabel('Plate state column').fill('State');
  await source.getByLabel('Date and time column').fill('When');
  await source.getByLabel('Amount column').fill('Amount');
  await source.getByRole('button', { name: 'Add source' }).click();
  await expect(page.getByRole('table', { name: 'Sources and their columns' })).toContainText(
    'Bay Bridge tolls',
  );

  const file = page.getByRole('form', { name: 'Import a file' });
  await file.getByLabel('Source').selectOption({ label: 'Bay Bridge tolls' });
  await file
    .getByLabel('CSV text')
    .fill(
      [
        'Notice,Plate,State,When,Amount',
        'BB-1001,NOTOURS1,MD,2026-07-06 10:15,$6.00',
        'BB-1002,NOTOURS2,MD,yesterday,$6.00',
      ].join('\n'),
    );
  await file.getByRole('button', { name: 'Import' }).click();
  await expect(
    page.getByText('0 matched and charged, 1 queued for staff, 0 already imported, 1 could not be read'),
  ).toBeVisible();
  const unread = page.getByRole('table', { name: 'Rows that could not be read' });
  await expect(unread.getByRole('row').filter({ hasText: 'Date and time' })).toContainText('3');

  const queue = page.getByRole('table', { name: 'Notices no booking matched' });
  const row = queue.getByRole('row').filter({ hasText: 'BB-1001' });
  await expect(row).toContainText('Toll, Maryland Transportation Authority');
  await expect(row).toContainText('$6.00');
  expect(await violations(page, 'tolls and citations, after an import')).toEqual([]);

  // By keyboard: the row's Dismiss opens its dialog; the note is required.
  await row.getByRole('button', { name: 'Dismiss notice BB-1001' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Dismiss' });
  await expect(dialog).toBeVisible();
  expect(await violations(page, 'dismiss dialog')).toEqual([]);
  await dialog.getByRole('button', { name: 'Dismiss' }).click();
  await expect(dialog.getByText('Enter a note.').first()).toBeVisible();
  await dialog.getByLabel('Note').fill('A plate of another state');
  await dialog.getByLabel('Note').press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Notice BB-1001 dismissed.' })).toBeVisible();
  await expect(queue.getByRole('row').filter({ hasText: 'BB-1001' })).toHaveCount(0);
  await expect(page.getByText('Nothing is waiting.')).toBeVisible();
  const decided = page.getByRole('table', { name: 'Notices charged, disputed, transferred or dismissed' });
  await expect(decided.getByRole('row').filter({ hasText: 'BB-1001' })).toContainText('Dismissed');

  await page.setViewportSize({ width: 390, height: 844 });
  expect(await violations(page, 'tolls and citations on a phone')).toEqual([]);
});

test('staff assign a queued toll to a booking on rent, then transfer liability to its driver by letter', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  // A minivan: the counter's other specs take Baltimore's 15-passenger vans on the same dates.
  const trip = threeDayTrip();
  const code = await bookThroughApi(request, trip, 'minivan', 1, testEmail('toll'), {
    drivers: [counterDriver('minivan')],
  });
  await signIn(page, '/admin', 30_000);
  await unitFor(page, code, 'minivan');
  await checkOutThroughApi(page, code, 'minivan');
  // A notice for a plate the agency misread: no unit has it, so it waits in the queue.
  const reference = `MT-${code.slice(-6)}`;
  const headers = await csrf(page);
  const source = await page.request.post('/api/admin/citations/sources', {
    headers,
    data: {
      name: `Harbor tunnel ${code}`,
      agency: 'Maryland Transportation Authority',
      kind: 'toll',
      timezone: 'America/New_York',
      columns: { reference: 'Notice', plate: 'Plate', state: 'State', time: 'When', amount: 'Amount' },
    },
  });
  expect(source.status(), await source.text()).toBe(200);
  const imported = await page.request.post('/api/admin/citations/imports', {
    headers,
    data: {
      sourceId: (await source.json()).id,
      csv: `Notice,Plate,State,When,Amount\n${reference},MISREAD1,MD,${trip.pickupDate} 12:30,$4.00`,
    },
  });
  expect(imported.status(), await imported.text()).toBe(200);

  await page.goto('/admin?view=citations');
  const queue = page.getByRole('table', { name: 'Notices no booking matched' });
  await queue.getByRole('button', { name: `Assign notice ${reference} to a booking` }).click();
  const assign = page.getByRole('dialog', { name: 'Assign to a booking' });
  await assign.getByLabel('Booking code').fill(code);
  await assign.getByLabel('Booking code').press('Enter');
  await expect(
    page.getByRole('status').filter({ hasText: `Notice ${reference} charged to ${code}.` }),
  ).toBeVisible();

  const decided = page.getByRole('table', { name: 'Notices charged, disputed, transferred or dismissed' });
  await decided.getByRole('button', { name: `Transfer liability for notice ${reference}` }).click();
  const transfer = page.getByRole('dialog', { name: 'Transfer liability' });
  // The driver was named at booking, not at pre-arrival: no address is known, so staff give it.
  await transfer.getByRole('button', { name: 'Transfer liability' }).click();
  await expect(transfer.getByText('Enter the driver’s address.').first()).toBeVisible();
  expect(await violations(page, 'transfer dialog with its error')).toEqual([]);
  await transfer.getByLabel('Driver’s address').fill('12 Harbor Street, Baltimore, MD 21230');
  await transfer.getByLabel('Driver’s address').press('Enter');
  await expect(
    page.getByRole('status').filter({ hasText: `Liability for notice ${reference} transferred` }),
  ).toBeVisible();
  const letter = decided.getByRole('link', { name: `Nomination letter for notice ${reference} (PDF)` });
  await expect(letter).toBeVisible();
  const pdf = await page.request.get((await letter.getAttribute('href')) ?? '');
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  expect(await violations(page, 'tolls and citations after a transfer')).toEqual([]);
});
