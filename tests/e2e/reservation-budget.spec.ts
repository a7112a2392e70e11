import { gzipSync } from 'node:zlib';
import { expect, test } from './support/fixtures';
import { searchFromStart, tripDates, vehicleCard } from './support/reservation-flow';

/**
 * The JavaScript /availability loads stays within 150 KB gzip. Measured
 * as the browser gets it: every script of a full load of the page with results
 * shown (entry, screen chunk and the lazy chunks it pulls in), each gzipped at
 * level 9, whatever encoding the server chose.
 */
const budgetBytes = 150_000;

test('the JavaScript /availability loads stays within 150 KB gzip', async ({ page }, testInfo) => {
  const trip = tripDates(200);
  await searchFromStart(page, { pickupDate: trip.pickupDate, returnDate: trip.returnDate, passengers: 20 });

  // Chunks the first visit still loads after arriving (parts loaded on view) are not this count's.
  await page.waitForLoadState('networkidle');
  // The scripts' addresses as the page asks for them; their bytes fetched again after the load
  // (the browser may drop a response's body once the page has moved on, so it is not read from there).
  const scripts = new Set<string>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.add(response.url());
  });
  await page.reload();
  await expect(vehicleCard(page, '15 Passenger Van')).toBeVisible();
  await page.waitForLoadState('networkidle');

  const files = await Promise.all(
    [...scripts].map(async (url) => {
      const response = await page.request.get(url);
      expect(response.ok(), url).toBe(true);
      return { path: new URL(url).pathname, gzip: gzipSync(await response.body(), { level: 9 }).length };
    }),
  );
  const total = files.reduce((sum, f) => sum + f.gzip, 0);
  const report = `${(total / 1000).toFixed(1)} KB gzip in ${files.length} scripts: ${files
    .sort((a, b) => b.gzip - a.gzip)
    .map((f) => `${f.path.split('/').pop()} ${(f.gzip / 1000).toFixed(1)}`)
    .join(', ')}`;
  testInfo.annotations.push({ type: 'availability-js', description: report });
  console.log(`/availability JavaScript: ${report}`);
  expect(total).toBeLessThanOrEqual(budgetBytes);
});
