import { findRouteEntry } from '@convoy/domain/content/route-entries';
import { demoCancellationPolicy } from '@convoy/domain/contracts/demo-cancellation-policy';
import { demoRentalCharges, type RentalCharges } from '@convoy/domain/contracts/rental-charges';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app';
import { json, stubApi } from '../../test/stub-api';

/** A table of the page by its caption. */
const table = (caption: string) => screen.getByRole('table', { name: caption });

/** The text of a table's row, found by how it starts. */
function row(caption: string, startsWith: string): string {
  const rows = within(table(caption))
    .getAllByRole('row')
    .map((r) => r.textContent ?? '');
  const found = rows.filter((text) => text.startsWith(startsWith));
  expect(found, `${caption}: one row starting "${startsWith}" in ${rows.join(' | ')}`).toHaveLength(1);
  return found[0]!;
}

const ages = 'Minimum age and under-25 surcharge by vehicle';
const deposits = 'Deposit by vehicle';
const mileage = 'Mileage by vehicle';
const taxes = 'Taxes and fees by pickup location';

/** What the back office might store after the demo: changed figures everywhere the page prints them. */
function edited(): RentalCharges {
  const demo = demoRentalCharges();
  return {
    classes: demo.classes.map((c) => {
      if (c.classId === '15-passenger-van')
        return { ...c, depositCents: 65_000, mileageAllowancePerDay: null, excessMileCents: 40 };
      if (c.classId === '12-passenger-van') return { ...c, youngRenterPerDayCents: 3_000 };
      return c;
    }),
    additionalDriverPerDayCents: 0,
    locations: demo.locations.map((l) =>
      l.locationId === 'denver'
        ? {
            locationId: 'denver',
            charges: [
              {
                code: 'sales-tax',
                label: 'Colorado sales tax',
                basis: 'percent',
                ratePercent: 9.125,
                amountCents: null,
              },
            ],
          }
        : l,
    ),
  };
}

describe('rental guidelines', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('prints the demo price book’s figures until the stored ones come (no server here)', async () => {
    await renderApp('/rental-guidelines');
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(row(deposits, '15 Passenger Van')).toBe('15 Passenger Van$500');
    expect(row(deposits, '44 Passenger Bus')).toBe('44 Passenger Bus$1,500');
    expect(row(mileage, '15 Passenger Van')).toBe('15 Passenger Van150$0.35');
    expect(row(mileage, 'Minivan')).toBe('MinivanUnlimited$0.25');
    expect(row(ages, '12 Passenger Van')).toBe('12 Passenger Van21+$25');
    // No renter under 25 may drive it: no surcharge to pay.
    expect(row(ages, '15 Passenger Van')).toBe('15 Passenger Van25+None');
    expect(row(taxes, 'Baltimore Harbor')).toBe('Baltimore HarborMaryland sales tax (demo rate)6%');
    expect(row(taxes, 'Vehicle license recovery fee (demo rate)$0.99')).toBe(
      'Vehicle license recovery fee (demo rate)$0.99 per vehicle per day',
    );
    const main = screen.getByRole('main');
    expect(main.textContent).toContain('Additional drivers cost $12 per driver per day;');
    expect(main.textContent).toContain(
      'The price shown for your dates before you book is the total: the rental, extras and protection you chose, and the sales and rental taxes and fees of the pickup location, each listed.',
    );
    expect(main.textContent).not.toMatch(
      /no young-driver surcharge|drivers are free|added on the rental agreement/,
    );
  });

  it('prints the figures the back office stores once they come', async () => {
    stubApi({ '/api/rental-charges': () => json(200, edited()) });
    await renderApp('/rental-guidelines');
    await screen.findByText('Additional drivers cost nothing;', { exact: false });
    expect(row(deposits, '15 Passenger Van')).toBe('15 Passenger Van$650');
    expect(row(mileage, '15 Passenger Van')).toBe('15 Passenger VanUnlimited$0.40');
    expect(row(ages, '12 Passenger Van')).toBe('12 Passenger Van21+$30');
    expect(row(taxes, 'Denver Central')).toBe('Denver CentralColorado sales tax9.125%');
    expect(within(table(taxes)).queryByText(/road safety fee/)).toBeNull();
    // What did not change stays as it was.
    expect(row(deposits, '12 Passenger Van')).toBe('12 Passenger Van$500');
  });
});

// React's act() is used directly below (hydrateRoot), not through Testing Library's render.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** The page's modules as a new visit finds them (nothing fetched or loaded yet), with their own React. */
async function newVisit() {
  vi.resetModules();
  const [react, client, server, router, screenModule, stored, hydration] = await Promise.all([
    import('react'),
    import('react-dom/client'),
    import('react-dom/server'),
    import('react-router'),
    import('./info.screen'),
    import('./stored-charges'),
    import('../../lib/island-hydration'),
  ]);
  const entry = findRouteEntry('/rental-guidelines')!;
  const page = react.createElement(
    router.MemoryRouter,
    { initialEntries: ['/rental-guidelines'] },
    react.createElement(screenModule.default, { entry }),
  );
  return { react, client, server, page, entry, screenModule, stored, hydration };
}

describe('rental guidelines hydrating their prerendered HTML', () => {
  let container: HTMLElement;
  afterEach(() => container.remove());

  /** The prerender's HTML, hydrated as app/start.tsx does, before the charge blocks' renderer has loaded. */
  async function hydrate() {
    const build = await newVisit();
    await build.screenModule.preload(build.entry);
    const html = build.server.renderToString(build.page);
    const visit = await newVisit();
    container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const prerendered = container.innerHTML;
    visit.hydration.setHydratingPrerendered(true);
    await visit.screenModule.preload(visit.entry);
    const errors: unknown[] = [];
    await visit.react.act(async () => {
      visit.client.hydrateRoot(container, visit.page, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    return { prerendered, chargeBlocks: visit.stored.chargeBlocks };
  }

  it('keeps the prerendered blocks, and loads nothing more, when the stored figures are the build’s', async () => {
    const demo = demoRentalCharges();
    // The API lists classes and locations in its own order.
    const answer = {
      ...demo,
      classes: [...demo.classes].reverse(),
      locations: [...demo.locations].reverse(),
    };
    const calls = stubApi({ '/api/rental-charges': () => json(200, answer) });
    const { prerendered, chargeBlocks } = await hydrate();
    await waitFor(() => expect(calls.map((c) => c.url)).toContain('/api/rental-charges'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(chargeBlocks.module).toBeUndefined();
    expect(container.innerHTML).toBe(prerendered);
  });

  it('draws the blocks again, and the additional-driver fee, when the stored figures differ', async () => {
    stubApi({ '/api/rental-charges': () => json(200, edited()) });
    const { chargeBlocks } = await hydrate();
    await waitFor(() => expect(container.textContent).toContain('Additional drivers cost nothing;'));
    await waitFor(() => expect(row(deposits, '15 Passenger Van')).toBe('15 Passenger Van$650'));
    expect(row(taxes, 'Denver Central')).toBe('Denver CentralColorado sales tax9.125%');
    expect(chargeBlocks.module).toBeDefined();
  });

  it('states the stored cancellation policy when only it differs from the build’s', async () => {
    const policy = { ...demoCancellationPolicy, noShow: { feeBaseDays: 2, feePercent: 0 } };
    stubApi({
      '/api/rental-charges': () => json(200, { ...demoRentalCharges(), cancellationPolicy: policy }),
    });
    const { prerendered, chargeBlocks } = await hydrate();
    expect(prerendered).toContain(
      'Not collected and not canceled (a no-show): one day of each vehicle’s daily rate plus 25% of the total.',
    );
    const section = () => screen.getByRole('region', { name: 'Cancellations and no-shows' }).textContent;
    await waitFor(() =>
      expect(section()).toContain(
        'Not collected and not canceled (a no-show): 2 days of each vehicle’s daily rate.',
      ),
    );
    expect(chargeBlocks.module).toBeDefined();
  });
});

describe('the terms', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('state the cancellation policy the back office stores once it comes, not the demo one', async () => {
    const policy = {
      ...demoCancellationPolicy,
      single: [
        { minHoursBefore: 36, feeBaseDays: 0, feePercent: 0 },
        { minHoursBefore: 0, feeBaseDays: 0, feePercent: 30 },
      ],
    };
    stubApi({
      '/api/rental-charges': () => json(200, { ...demoRentalCharges(), cancellationPolicy: policy }),
    });
    // A new visit: the modules' answers of the tests above are not this one's.
    vi.resetModules();
    await (await import('../../test/render-app')).renderApp('/terms');
    const section = await screen.findByRole('region', { name: /Cancellation and no-shows/ });
    await waitFor(() =>
      expect(section.textContent).toContain(
        'Canceling is free until 36 hours before pickup, then costs 30% of the total.',
      ),
    );
    expect(section.textContent).not.toContain('3 days before pickup, then costs one day');
  });
});
