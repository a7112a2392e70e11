import { brand } from '@convoy/domain/content/brand';
import { routeEntries } from '@convoy/domain/content/route-entries';
import { documentTitle, notFoundTitle } from '@convoy/domain/content/routes';
import { axeBuilder } from './support/axe';
import { expect, test } from './support/fixtures';
import { headOf } from './support/html';

// The app shell against the real server (SPEC §2 routes, §9 titles, Part B §12 404s).

// Steps that need earlier data send a visitor without it back (SPEC Part B §8), and the back office
// sends an anonymous visitor to its sign-in page (Part B §10): those are checked in the HTML the server sends
// and by where the browser lands. The flow and admin specs test the redirects in depth.
// Steps that need the flow's data: opened without it, they send the visitor back (SPEC Part B §8).
const guardedSteps = new Set(['availability', 'confirm', 'success']);
// The sign-in page and the invitation page (reached from its e-mailed link, before any account) are open.
const signInRequired = (path: string) =>
  path.startsWith('/admin') && path !== '/admin/login' && path !== '/admin/invitation';

test.describe('every route of the route table', () => {
  for (const route of routeEntries.filter((r) => guardedSteps.has(r.screen))) {
    test(`${route.path} is served with its heading and title, then guards its data`, async ({
      page,
      request,
    }) => {
      const html = await (await request.get(route.path)).text();
      expect(html).toContain(`<title>${documentTitle(route)}</title>`);
      expect(html).toMatch(new RegExp(`<h1[^>]*>${route.heading}</h1>`));
      await page.goto(route.path);
      await expect(page).not.toHaveURL(new RegExp(`${route.path}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    });
  }

  for (const route of routeEntries.filter((r) => signInRequired(r.path))) {
    test(`${route.path} sends an anonymous visitor to the sign-in page`, async ({ page }) => {
      await page.goto(route.path);
      await expect(page).toHaveURL(/\/admin\/login/);
      await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    });
  }

  // A prerendered page as the server sends it; in the browser, hydrated, every indexable one is checked for
  // the same by marketing.spec.ts's sweep of the public pages (with axe, on both projects), the others here.
  for (const route of routeEntries.filter((r) => !guardedSteps.has(r.screen) && !signInRequired(r.path))) {
    test(`${route.path} shows its heading and title`, async ({ page, request }) => {
      if (route.prerender) {
        const response = await request.get(route.path);
        expect(response.status()).toBe(200);
        expect(headOf(await response.text())).toEqual({
          title: documentTitle(route),
          h1s: [route.heading],
          description: route.description,
          robots: route.indexable ? undefined : 'noindex',
        });
      }
      if (route.indexable) return;
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page).toHaveTitle(documentTitle(route));
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', route.description);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    });
  }
});

test('an unknown path shows the not-found page with HTTP status 404 @phone', async ({ page }) => {
  const response = await page.goto('/no-such-page-here');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle(notFoundTitle);
  await expect(page.getByRole('main').getByRole('link', { name: 'Go to the home page' })).toHaveAttribute(
    'href',
    '/',
  );
  await page.getByRole('main').getByRole('link', { name: 'Browse our fleet' }).click();
  await expect(page).toHaveURL(/\/#fleet$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Our fleet' })).toBeInViewport();
});

test('prerendered pages arrive with their content and no inline script', async ({ request }) => {
  for (const path of ['/', '/15-passenger-van', '/no-such-page-here']) {
    const html = await (await request.get(path)).text();
    const scripts = html.match(/<script\b[^>]*>[\s\S]*?<\/script>/g) ?? [];
    expect(scripts.length, path).toBeGreaterThan(0);
    for (const script of scripts) {
      // JSON-LD data blocks never run, so a CSP's script-src does not govern them; they must be JSON.
      const data = script.match(/^<script type="application\/ld\+json">([\s\S]*)<\/script>$/);
      if (data) expect(() => JSON.parse(data[1]!), path).not.toThrow();
      // The entry, with the chunks it preloads after the first paint listed on it (no inline code).
      else
        expect(script, path).toMatch(
          /^<script type="module" crossorigin fetchpriority="low" src="\/assets\/[^"]+"( data-chunks="(\/assets\/[^" ]+\.js ?)+")?><\/script>$/,
        );
    }
    expect(html, path).toMatch(/<h1[^>]*>/);
  }
  // A page whose content depends on the device still arrives with what is true for every visitor:
  // the organization account page says how to open it before any script runs (its largest paint).
  const account = await (await request.get('/organisation')).text();
  expect(account).toContain('Open the account with the link in the e-mail we sent to your billing contact');
  const home = await (await request.get('/')).text();
  expect(home).toContain(`<link rel="canonical" href="${new URL('/', brand.siteUrl).href}">`);
  expect(home).toContain('<meta property="og:title"');
});

test("the page paints from its HTML before any of the app's chunks is fetched, then hydrates", async ({
  page,
}) => {
  await page.goto('/15-passenger-van');
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  const timing = await page.evaluate(() => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
    const entry = document.querySelector<HTMLScriptElement>('script[data-chunks]')?.src ?? '';
    const chunks = performance
      .getEntriesByType('resource')
      .filter((r) => /\/assets\/[^/]+\.js$/.test(r.name) && r.name !== entry)
      .map((r) => r.startTime);
    return { fcp, chunks };
  });
  // Every chunk the page needs arrives (the screen, the shell, React), and none was asked for before the paint.
  expect(timing.chunks.length).toBeGreaterThan(3);
  expect(Math.min(...timing.chunks)).toBeGreaterThanOrEqual(timing.fcp);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('pages hydrate without errors and the page stays interactive', async ({ page }) => {
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(m.text());
  });
  for (const path of ['/', '/44-passenger-bus', '/admin/optimize-images']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(problems).toEqual([]);
});

test('sitemap.xml lists the indexable routes and robots.txt points to it', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  expect(locs).toEqual(
    routeEntries.filter((r) => r.indexable).map((r) => new URL(r.path, brand.siteUrl).href),
  );
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /admin');
  expect(robots).toContain(`Sitemap: ${new URL('/sitemap.xml', brand.siteUrl).href}`);
});

test('the footer names the owner with a copyright line for the current year @phone', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText(`© ${new Date().getFullYear()} ${brand.ownerCompany}`);
});

test('the skip link is the first stop and moves focus to the content', async ({ page }) => {
  await page.goto('/contact');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
});

test('the logo returns to the home page', async ({ page }) => {
  await page.goto('/terms');
  await page.getByRole('link', { name: `${brand.name} home` }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(routeEntries[0]!.heading);
});

test('the home, a vehicle, the contact and the not-found page pass axe WCAG 2.1 A/AA checks @phone', async ({
  page,
}) => {
  // Four full-page axe scans: on a loaded 2-core machine one has taken 20 s.
  test.setTimeout(120_000);
  for (const path of ['/', '/15-passenger-van', '/contact', '/no-such-page-here']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const { violations } = await axeBuilder(page)
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(violations.map((v) => `${path}: ${v.id} (${v.nodes.length})`)).toEqual([]);
  }
});
