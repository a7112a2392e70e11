import { decodeAttribution } from '@convoy/domain/rules/attribution';
import { act } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  clearCookies,
  cookieNames,
  pageViews,
  renderSite,
  stubBeacon,
  stubPublicConfig,
} from '../../test/analytics';
import { ConsentBanner } from './consent-banner';
import { createCookieStore } from './cookie-store';
import { dataLayerCommands } from './data-layer';

/*
 * One visitor under the opt-in mode (nothing stored until accepted), with a GA4
 * id configured; the module state carries from one test to the next.
 */
const beacon = stubBeacon();
/** happy-dom cannot fetch scripts, so the tag is captured instead of connected. */
const appended: Node[] = [];
const tagScripts = () =>
  appended.filter(
    (n) => n instanceof HTMLScriptElement && n.src.startsWith('https://www.googletagmanager.com/gtag/js'),
  );
const lastConsent = () =>
  dataLayerCommands()
    .filter((c) => c[0] === 'consent')
    .at(-1);
let site: ReturnType<typeof renderSite>;

beforeAll(() => {
  clearCookies();
  window.dataLayer = [];
  stubPublicConfig({ ga4MeasurementId: 'G-TEST000009', consentMode: 'opt-in' });
  vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
    appended.push(...(nodes as Node[]));
  });
  // web-vitals finds no PerformanceObserver in happy-dom and says so.
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.useFakeTimers();
});
afterAll(() => {
  site.unmount();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  clearCookies();
});

describe('consent, opt-in mode (decision 004)', () => {
  it('renders no banner on the server, so the prerendered page hydrates', () => {
    expect(renderToString(<ConsentBanner />)).toBe('');
  });

  it('stores nothing and loads no tag before the visitor accepts, but still fills the dataLayer', async () => {
    site = renderSite('/?utm_source=Newsletter&utm_campaign=June');
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(site.getByRole('region', { name: 'Cookies and analytics' })).toBeTruthy();
    expect(cookieNames()).toEqual([]);
    expect(tagScripts()).toHaveLength(0);
    expect(lastConsent()).toEqual([
      'consent',
      'default',
      {
        ad_storage: 'denied',
        analytics_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
      },
    ]);
    expect(pageViews()).toHaveLength(1);
    expect(beacon.sendBeacon).not.toHaveBeenCalled();
    await site.navigate('/availability');
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(cookieNames()).toEqual([]);
  });

  it('on Accept stores the campaign it landed with, loads the tag and hides the banner', async () => {
    await act(async () => site.getByRole('button', { name: 'Accept' }).click());
    expect(site.queryByRole('region', { name: 'Cookies and analytics' })).toBeNull();
    expect(cookieNames()).toEqual(['cv_consent', 'cv_cs', 'cv_ft', 'cv_lnd']);
    const cookies = createCookieStore();
    expect(cookies.read('cv_consent')).toBe('granted');
    expect(decodeAttribution(cookies.read('cv_lnd'))).toMatchObject({
      utm_source: 'newsletter',
      utm_campaign: 'june',
    });
    expect(decodeAttribution(cookies.read('cv_ft'))?.utm_source).toBe('newsletter');
    expect(decodeAttribution(cookies.read('cv_cs'))?.landing_page_url).toMatch(/\/availability$/);
    expect(lastConsent()?.[1]).toBe('update');
    expect(lastConsent()?.[2]).toMatchObject({ analytics_storage: 'granted', ad_storage: 'granted' });
    // The tag's loader is its own chunk, fetched only when an id is configured.
    await vi.waitFor(() => expect(tagScripts()).toHaveLength(1));
    expect(tagScripts().map((s) => (s as HTMLScriptElement).src)).toEqual([
      'https://www.googletagmanager.com/gtag/js?id=G-TEST000009',
    ]);
  });

  it('reopens from the footer with focus on the banner, and returns focus after a choice', async () => {
    const settings = site.getByRole('button', { name: 'Cookie settings' });
    await act(async () => settings.click());
    expect(document.activeElement?.textContent).toBe('Cookies and analytics');
    await act(async () => site.getByRole('button', { name: 'Decline' }).click());
    expect(document.activeElement).toBe(settings);
    expect(site.queryByRole('region', { name: 'Cookies and analytics' })).toBeNull();
  });

  it('after a decline keeps no attribution cookie, even on a new campaign visit', async () => {
    expect(cookieNames()).toEqual(['cv_consent']);
    await site.navigate('/?utm_source=bing&gclid=xyz');
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(cookieNames()).toEqual(['cv_consent']);
    expect(createCookieStore().read('cv_consent')).toBe('denied');
  });
});
