import { collectBodySchema } from '@convoy/domain/contracts/collect.schema';
import { decodeAttribution } from '@convoy/domain/rules/attribution';
import { act } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  clearCookies,
  cookieNames,
  pageViews,
  renderSite,
  stubBeacon,
  stubPublicConfig,
} from '../../test/analytics';
import { createCookieStore } from './cookie-store';
import { dataLayerCommands } from './data-layer';
import { getAttributionEnvelope } from './flow-analytics';

/*
 * One visitor, in order, under the opt-out mode (stored until declined): the
 * module state (consent, page history) carries from one test to the next.
 */
const origin = window.location.origin;
const beacon = stubBeacon();

beforeAll(() => {
  clearCookies();
  window.dataLayer = [];
  stubPublicConfig({ ga4MeasurementId: null, consentMode: 'opt-out' });
  vi.useFakeTimers();
});
afterAll(() => {
  site.unmount();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  clearCookies();
});

const cookies = createCookieStore();
const copy = (name: string) => decodeAttribution(cookies.read(name));

let site: ReturnType<typeof renderSite>;

describe('the analytics tracker (SPEC §4, decision 004)', () => {
  it('records a campaign landing in all three copies, lower-cased', async () => {
    site = renderSite('/?utm_source=Google&utm_medium=CPC&gclid=AbC');
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(cookieNames()).toEqual(['cv_cs', 'cv_ft', 'cv_lnd']);
    for (const name of ['cv_ft', 'cv_lnd', 'cv_cs']) {
      expect(copy(name), name).toMatchObject({
        utm_source: 'google',
        utm_medium: 'cpc',
        gclid: 'abc',
        referrer: 'direct',
        landing_page_url: `${origin}/?utm_source=Google&utm_medium=CPC&gclid=AbC`,
      });
    }
  });

  it('pushes the page view about 100 ms after the first load, after the Consent Mode default', async () => {
    expect(pageViews()).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(98));
    expect(pageViews()).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(2));
    expect(pageViews()).toEqual([
      {
        page_title: 'Home | Convoy',
        page_location: `${origin}/?utm_source=Google&utm_medium=CPC&gclid=AbC`,
        page_referrer: '',
        page_path: '/',
        content_group: 'Home',
        content_group2: 'Home',
        journey_stage: 'awareness',
      },
    ]);
    const commands = dataLayerCommands();
    const consentDefault = commands.findIndex((c) => c[0] === 'consent' && c[1] === 'default');
    expect(commands[consentDefault]?.[2]).toMatchObject({
      analytics_storage: 'granted',
      ad_user_data: 'granted',
    });
    expect(consentDefault).toBeLessThan(commands.findIndex((c) => c[1] === 'page_view'));
  });

  it('beacons the page view to first-party collection in the API schema', async () => {
    const sent = await beacon.sent();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toBe('/api/collect');
    expect(collectBodySchema.parse(sent[0]?.body).events).toEqual([
      {
        type: 'page_view',
        path: '/',
        title: 'Home | Convoy',
        referrerHost: '',
        category: 'Home',
        contentGroup2: 'Home',
        journeyStage: 'awareness',
      },
    ]);
  });

  it('on a route change rewrites only the current session and reports the new page with the old as referrer', async () => {
    const before = { ft: cookies.read('cv_ft'), lnd: cookies.read('cv_lnd'), cs: cookies.read('cv_cs') };
    await site.navigate('/15-passenger-van');
    expect(cookies.read('cv_ft')).toBe(before.ft);
    expect(cookies.read('cv_lnd')).toBe(before.lnd);
    expect(cookies.read('cv_cs')).not.toBe(before.cs);
    expect(copy('cv_cs')).toMatchObject({
      utm_source: '',
      gclid: '',
      landing_page_url: `${origin}/15-passenger-van`,
    });
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(pageViews().at(-1)).toMatchObject({
      page_title: '15 Passenger Van Rental | Convoy',
      page_referrer: `${origin}/?utm_source=Google&utm_medium=CPC&gclid=AbC`,
      content_group: 'Vehicle Types',
      content_group2: '15 Passenger Van',
      journey_stage: 'engagement',
    });
  });

  it('reports one page view when the route changes again within 100 ms', async () => {
    const count = pageViews().length;
    await site.navigate('/availability');
    await act(() => vi.advanceTimersByTimeAsync(50));
    await site.navigate('/confirm');
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(
      pageViews()
        .slice(count)
        .map((v) => v.content_group),
    ).toEqual(['Booking']);
  });

  it('gives a booking the campaign of the earlier visit and the page it came from', () => {
    const envelope = getAttributionEnvelope('submit_reservation');
    expect(envelope.lastNonDirect).toMatchObject({ utm_source: 'google', gclid: 'abc' });
    expect(envelope.firstTouch?.utm_medium).toBe('cpc');
    expect(envelope.analytics).toMatchObject({
      utm_source: 'google',
      utm_medium: 'cpc',
      current_page: '/confirm',
      source_page: '/availability',
      source_action: 'submit_reservation',
    });
  });

  it('removes the attribution cookies when the visitor declines from the footer', async () => {
    const beaconsBefore = beacon.sendBeacon.mock.calls.length;
    expect(beaconsBefore).toBe(3);
    await act(async () => site.getByRole('button', { name: 'Cookie settings' }).click());
    await act(async () => site.getByRole('button', { name: 'Decline' }).click());
    expect(cookieNames()).toEqual(['cv_consent']);
    await site.navigate('/?utm_source=bing');
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(cookieNames()).toEqual(['cv_consent']);
    expect(
      dataLayerCommands()
        .filter((c) => c[0] === 'consent')
        .at(-1),
    ).toEqual([
      'consent',
      'update',
      {
        ad_storage: 'denied',
        analytics_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
      },
    ]);
    // Still in the dataLayer, but nothing more reaches the server.
    expect(pageViews().at(-1)?.page_path).toBe('/');
    expect(beacon.sendBeacon).toHaveBeenCalledTimes(beaconsBefore);
  });

  it('waits for a page’s title that comes after the 100 ms, and names the page it is about', async () => {
    await site.navigate('/contact');
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(pageViews().at(-1)?.page_path).toBe('/');
    await act(() => vi.advanceTimersByTimeAsync(400));
    expect(pageViews().at(-1)).toMatchObject({ page_path: '/contact', page_title: 'Contact us | Convoy' });
  });

  it('still reports a page whose head never comes, 2 s after the 100 ms', async () => {
    const count = pageViews().length;
    await site.navigate('/about');
    await act(() => vi.advanceTimersByTimeAsync(100 + 1999));
    expect(pageViews()).toHaveLength(count);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(pageViews().at(-1)?.page_path).toBe('/about');
  });
});
