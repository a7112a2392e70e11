import { topNavigation } from '@convoy/domain/content/navigation';
import { routeEntries } from '@convoy/domain/content/route-entries';
import type { Page } from '@playwright/test';
import { violations } from './support/axe';
import { expect, test } from './support/fixtures';
import { desktopNav, focusedText, gotoHydrated, openPanel, scrollY, tabTo } from './support/site';
import { specMenus, specTopItems } from './support/spec-navigation';

const headingOf = (path: string) => routeEntries.find((r) => r.path === path)!.heading;
const menus = topNavigation.flatMap((item) => (item.kind === 'menu' ? [item] : []));

test.describe('desktop top navigation (SPEC §2)', () => {
  test('the data follows SPEC §2, item for item', () => {
    expect(topNavigation.map((i) => i.label)).toEqual(specTopItems);
    for (const menu of menus) {
      expect(menu.groups.map((g) => [g.label ?? null, g.links.map((l) => l.label)])).toEqual(
        specMenus[menu.label],
      );
    }
  });

  test('the bar is sticky and lists the SPEC §2 items in order', async ({ page }) => {
    await gotoHydrated(page, '/');
    const nav = desktopNav(page);
    // What is on screen (a closed menu's panel is built, invisible, once the page is idle).
    await expect(nav.getByRole('listitem')).toHaveText(specTopItems, { useInnerText: true });
    // Built, and still neither seen nor reached: not in the accessibility tree, not under the pointer.
    const vanLink = { name: '15 Passenger Van', exact: true };
    await expect(nav.getByRole('link', { ...vanLink, includeHidden: true })).toHaveCount(1);
    await expect(nav.getByRole('link', vanLink)).toHaveCount(0);
    await expect(nav.getByRole('link', { ...vanLink, includeHidden: true })).not.toBeVisible();
    for (const item of topNavigation) {
      if (item.kind === 'link')
        await expect(nav.getByRole('link', { name: item.label })).toHaveAttribute('href', item.to);
      else
        await expect(nav.getByRole('button', { name: item.label })).toHaveAttribute('aria-expanded', 'false');
    }
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(500);
    await expect(page.getByRole('banner')).toBeInViewport();
    await expect(nav.getByRole('button', { name: 'Who We Serve' })).toBeInViewport();
  });

  for (const menu of menus) {
    test(`${menu.label} lists its groups and entries in order, linking where SPEC §2 says`, async ({
      page,
    }) => {
      await gotoHydrated(page, '/');
      const trigger = desktopNav(page).getByRole('button', { name: menu.label });
      await trigger.click();
      const panel = await openPanel(page, trigger);
      const groups = panel.getByRole('group');
      await expect(groups).toHaveCount(menu.groups.length);
      for (const [i, group] of menu.groups.entries()) {
        const el = groups.nth(i);
        if (group.label)
          await expect(panel.getByRole('group', { name: group.label })).toHaveText(
            new RegExp(`^${escapeRegExp(group.label)}`),
          );
        const entries = el.getByRole('listitem');
        await expect(entries).toHaveCount(group.links.length);
        for (const [j, link] of group.links.entries()) {
          const entry = entries.nth(j);
          if (link.to === null) {
            // SPEC Part B §9: Cars is not a link; it says it is not yet available.
            await expect(entry.getByRole('link')).toHaveCount(0);
            await expect(entry).toHaveText(`${link.label}Not yet available`);
            await expect(entry.locator('[aria-disabled="true"]')).toHaveCount(1);
          } else {
            await expect(entry.getByRole('link', { name: link.label, exact: true })).toHaveAttribute(
              'href',
              link.to,
            );
          }
        }
      }
    });
  }

  test('choosing a menu entry opens its page and closes the menu', async ({ page }) => {
    await gotoHydrated(page, '/');
    const trigger = desktopNav(page).getByRole('button', { name: 'Our Fleet' });
    await trigger.click();
    const panel = await openPanel(page, trigger);
    await panel.getByRole('link', { name: '44 Passenger Bus' }).click();
    await expect(page).toHaveURL(/\/44-passenger-bus$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingOf('/44-passenger-bus'));
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  test('clicking Cars does nothing', async ({ page }) => {
    await gotoHydrated(page, '/trucks');
    const trigger = desktopNav(page).getByRole('button', { name: 'Our Fleet' });
    await trigger.click();
    const panel = await openPanel(page, trigger);
    await panel.getByText(/^Cars/).click();
    await expect(page).toHaveURL(/\/trucks$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingOf('/trucks'));
  });
});

test.describe('menus with the keyboard alone', () => {
  test('Who We Serve: Tab, Enter, arrows, Escape, ArrowDown, Enter', async ({ page }) => {
    await gotoHydrated(page, '/');
    const trigger = desktopNav(page).getByRole('button', { name: 'Who We Serve' });
    await tabTo(page, trigger);
    await page.keyboard.press('Enter');
    await openPanel(page, trigger);
    await press(page, 'ArrowDown', 'Schools & Colleges');
    await press(page, 'ArrowDown', 'Summer Camps');
    await page.keyboard.press('Escape');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toBeFocused();
    // ArrowDown on the closed button opens the menu and moves into it.
    await press(page, 'ArrowDown', 'Schools & Colleges');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await press(page, 'ArrowDown', 'Summer Camps');
    await press(page, 'ArrowDown', 'Recreation Clubs');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/clubs-youth-orgs$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingOf('/clubs-youth-orgs'));
    await expect(page.getByRole('main')).toBeFocused();
  });

  test('Our Fleet: Space opens, arrows skip Cars, Enter follows', async ({ page }) => {
    await gotoHydrated(page, '/');
    const trigger = desktopNav(page).getByRole('button', { name: 'Our Fleet' });
    await tabTo(page, trigger);
    await page.keyboard.press(' ');
    await openPanel(page, trigger);
    const stops = specMenus['Our Fleet']!.flatMap(([, links]) => links);
    for (const stop of stops.slice(0, stops.indexOf('Cars'))) await press(page, 'ArrowDown', stop);
    // After "Cargo Vans" the next stop is SUVs: Cars, not yet available, takes no focus.
    await press(page, 'ArrowDown', 'SUVs');
    await press(page, 'ArrowUp', 'Cargo Vans');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/cargo-van-box-truck$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingOf('/cargo-van-box-truck'));
  });
});

test.describe('scrolling on navigation (SPEC §2)', () => {
  test('a footer link opens the next page at the top; Back restores the position', async ({ page }) => {
    await gotoHydrated(page, '/');
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    // The footer goes live on the way down (app/layout/frame-part.tsx): its links then navigate in the app.
    await page.locator('[data-live]:has(> footer)').waitFor();
    await expect.poll(() => scrollY(page)).toBeGreaterThan(500);
    const before = await scrollY(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms and conditions' }).click();
    await expect(page).toHaveURL(/\/terms$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingOf('/terms'));
    await expect.poll(() => scrollY(page)).toBe(0);
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingOf('/'));
    await expect.poll(() => scrollY(page)).toBe(before);
  });

  test('a link in the sticky bar opens the next page at the top', async ({ page }) => {
    await gotoHydrated(page, '/');
    await page.mouse.wheel(0, 2000);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(500);
    await desktopNav(page).getByRole('link', { name: 'Rental Guidelines' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingOf('/rental-guidelines'));
    await expect.poll(() => scrollY(page)).toBe(0);
  });
});

// The frame's parts a phone does not show at first (app/layout/frame-part.tsx, decision 009): the full bar is
// not displayed below 1024 px, the footer is below the first screen.
const frameChunk = /\/assets\/(desktop-nav|site-footer)-[^/]+\.js$/;
// The drawer's chunk: a phone fetches it at the visitor's first touch, key or scroll (decision 009).
const drawerChunk = /\/assets\/mobile-drawer-[^/]+\.js$/;

test.describe('the page frame on a phone @mobile-only', () => {
  // Lighthouse's phone (the Lighthouse measurements of decision 009).
  test.use({ viewport: { width: 412, height: 823 } });
  test('loads neither the full bar nor the footer with the page; the footer goes live on the way down', async ({
    page,
  }) => {
    const requested: string[] = [];
    page.on('request', (r) => requested.push(new URL(r.url()).pathname));
    await gotoHydrated(page, '/15-passenger-van');
    await page.waitForLoadState('networkidle');
    expect(requested.filter((p) => frameChunk.test(p))).toEqual([]);
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: 'Terms and conditions' }),
    ).toHaveCount(1);

    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await page.locator('[data-live]:has(> footer)').waitFor();
    expect(requested.filter((p) => frameChunk.test(p))).toEqual([expect.stringMatching(/\/site-footer-/)]);
    // Live: the link navigates in the app (the marker on window survives; a full page load would drop it).
    await page.evaluate(() => Object.assign(window, { stayedInApp: true }));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms and conditions' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingOf('/terms'));
    expect(await page.evaluate(() => (window as { stayedInApp?: boolean }).stayedInApp)).toBe(true);
  });
});

test.describe('mobile drawer (SPEC §2) @mobile-only', () => {
  // Phone project only (playwright.config.ts): the drawer exists below 1024 px.

  test('a phone only looking at the first screen does not load the drawer; the first scroll brings it in', async ({
    page,
  }) => {
    const requested: string[] = [];
    page.on('request', (r) => requested.push(new URL(r.url()).pathname));
    await gotoHydrated(page, '/15-passenger-van');
    await page.waitForLoadState('networkidle');
    expect(requested.filter((p) => drawerChunk.test(p))).toEqual([]);

    await page.mouse.move(200, 400);
    await page.mouse.wheel(0, 400);
    await expect.poll(() => requested.filter((p) => drawerChunk.test(p)).length).toBe(1);
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Navigation Menu' })).toBeVisible();
    expect(requested.filter((p) => drawerChunk.test(p))).toHaveLength(1);
  });

  test('Menu opens a full-width drawer titled Navigation Menu with nested sections; a link closes it', async ({
    page,
  }) => {
    await gotoHydrated(page, '/');
    await expect(desktopNav(page)).toBeHidden();
    const menuButton = page.getByRole('button', { name: 'Menu', exact: true });
    await menuButton.click();
    const drawer = page.getByRole('dialog', { name: 'Navigation Menu' });
    await expect(drawer).toBeVisible();
    const box = await drawer.boundingBox();
    expect(box?.width).toBe(page.viewportSize()?.width);

    const drawerNav = drawer.getByRole('navigation', { name: 'Main' });
    for (const item of topNavigation) {
      const role = item.kind === 'menu' ? 'button' : 'link';
      await expect(drawerNav.getByRole(role, { name: item.label, exact: true })).toBeVisible();
    }
    const fleet = drawer.getByRole('button', { name: 'Our Fleet' });
    await expect(fleet).toHaveAttribute('aria-expanded', 'false');
    await expect(drawer.getByRole('button', { name: 'Buses' })).toHaveCount(0);
    await fleet.click();
    await expect(fleet).toHaveAttribute('aria-expanded', 'true');
    const buses = drawer.getByRole('button', { name: 'Buses' });
    await expect(buses).toHaveAttribute('aria-expanded', 'false');
    await expect(drawer.getByRole('link', { name: 'SUVs' })).toBeVisible(); // SPEC's direct links stand without a section
    await expect(drawer.getByRole('link', { name: /^Cars/ })).toHaveCount(0);
    await buses.click();
    await expect(buses).toHaveAttribute('aria-expanded', 'true');
    expect(await violations(page, 'drawer open, Our Fleet › Buses expanded')).toEqual([]);

    await drawer.getByRole('link', { name: '33 Passenger Bus' }).click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/\/33-passenger-bus$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingOf('/33-passenger-bus'));
    await expect.poll(() => scrollY(page)).toBe(0);
  });

  test('a Menu tap whose download fails leaves the menu closed, and the next tap opens it', async ({
    page,
  }) => {
    await page.route(drawerChunk, (route) => route.abort('internetdisconnected'));
    await gotoHydrated(page, '/contact');
    const menuButton = page.getByRole('button', { name: 'Menu', exact: true });
    await menuButton.click();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.unroute(drawerChunk);
    await menuButton.click();
    await expect(page.getByRole('dialog', { name: 'Navigation Menu' })).toBeVisible();
  });

  test('Escape closes the drawer and gives focus back to the Menu button', async ({ page }) => {
    await gotoHydrated(page, '/contact');
    const menuButton = page.getByRole('button', { name: 'Menu', exact: true });
    await menuButton.click();
    await expect(page.getByRole('dialog', { name: 'Navigation Menu' })).toBeVisible();
    // The open modal hides the page behind it from assistive technology, the button included.
    const hiddenButton = page.getByRole('button', { name: 'Menu', exact: true, includeHidden: true });
    await expect(hiddenButton).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(menuButton).toBeFocused();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  });

  test('Tab stays off the page behind the open drawer, a swipe over it leaves the page where it was; Escape and Close close it', async ({
    page,
  }) => {
    await gotoHydrated(page, '/contact');
    await page.evaluate(() => window.scrollTo(0, 300));
    await expect.poll(() => scrollY(page)).toBe(300);
    const menuButton = page.getByRole('button', { name: 'Menu', exact: true });
    // A finger on the button where it is (Playwright's own tap would first scroll the sticky bar's "place" into view).
    const at = await menuButton.boundingBox();
    await page.touchscreen.tap(at!.x + at!.width / 2, at!.y + at!.height / 2);
    const drawer = page.getByRole('dialog', { name: 'Navigation Menu' });
    await expect(drawer.getByRole('button', { name: 'Close menu' })).toBeFocused();
    expect(await scrollY(page)).toBe(300);
    // Shown at once, made modal (the page behind inert) a frame later, so the tap does not pay for restyling the page (decision 009).
    await expect.poll(() => drawer.evaluate((d) => d.matches(':modal'))).toBe(true);
    // The page behind is inert: Tab cycles through the drawer (and, past its end, the browser's own controls,
    // where the document's active element is the body), never to a link of the page.
    const seen = new Set<string>();
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press('Tab');
      const where = await drawer.evaluate((d) =>
        d.contains(document.activeElement)
          ? (document.activeElement?.textContent ?? '')
          : document.activeElement?.tagName,
      );
      expect(where).not.toBe('A');
      expect(where).not.toBe('BUTTON');
      seen.add(where ?? '');
    }
    expect(seen).toContain('Contact'); // the drawer's last entry
    await page.mouse.move(200, 400);
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(300); // a wheel scroll is smooth: give it time to move the page if it would
    expect(await scrollY(page)).toBe(300);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(menuButton).toBeFocused();
    expect(await scrollY(page)).toBe(300);

    await page.touchscreen.tap(at!.x + at!.width / 2, at!.y + at!.height / 2);
    await drawer.getByRole('button', { name: 'Close menu' }).click();
    await expect(drawer).toBeHidden();
    await expect(menuButton).toBeFocused();
  });

  test('a key pressed the moment the drawer shows does what it does in the drawer: Tab stays in it, Escape closes it', async ({
    page,
  }) => {
    await gotoHydrated(page, '/contact');
    const menuButton = page.getByRole('button', { name: 'Menu', exact: true });
    const drawer = page.getByRole('dialog', { name: 'Navigation Menu' });
    const at = await menuButton.boundingBox();
    for (let i = 0; i < 3; i += 1) {
      await page.touchscreen.tap(at!.x + at!.width / 2, at!.y + at!.height / 2);
      await page.keyboard.press('Tab');
      expect(await drawer.evaluate((d) => d.contains(document.activeElement))).toBe(true);
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      await expect(menuButton).toBeFocused();

      await page.touchscreen.tap(at!.x + at!.width / 2, at!.y + at!.height / 2);
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      await expect(menuButton).toBeFocused();
      await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    }
  });

  test('Who We Serve expands group by group down to the audience pages', async ({ page }) => {
    await gotoHydrated(page, '/');
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'Navigation Menu' });
    await drawer.getByRole('button', { name: 'Who We Serve' }).click();
    const groups = specMenus['Who We Serve']!.map(([label]) => label!);
    for (const label of groups)
      await expect(drawer.getByRole('button', { name: label })).toHaveAttribute('aria-expanded', 'false');
    await drawer.getByRole('button', { name: 'Travel & Tourism' }).click();
    await expect(drawer.getByRole('link', { name: 'Wine Tours' })).toHaveAttribute(
      'href',
      '/wine-tours-sightseeing',
    );
    await drawer.getByRole('link', { name: 'Destination Management' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingOf('/destination-management'));
    await expect(drawer).toBeHidden();
  });
});

/** Presses a key and waits for focus to land on `expected` (Radix moves focus a tick later). */
async function press(page: Page, key: string, expected: string): Promise<void> {
  await page.keyboard.press(key);
  await expect.poll(() => focusedText(page)).toBe(expected);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
