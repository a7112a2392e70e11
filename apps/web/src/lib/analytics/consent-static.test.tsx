import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { clearCookies, renderSite, stubPublicConfig } from '../../test/analytics';
import { getConsentState } from './consent';
import { ConsentBannerView } from './consent-banner';
import { staticBannerId, takeEarlyConsent } from './consent-static';

/** The banner as the server puts it in a page for a visitor who has not chosen (apps/api/src/site/consent-banner.ts). */
function serverBanner(): HTMLElement {
  const holder = document.createElement('div');
  holder.id = staticBannerId;
  holder.innerHTML = renderToString(<ConsentBannerView mode="opt-in" />);
  document.body.append(holder);
  return holder;
}
const banners = () => screen.queryAllByRole('region', { name: 'Cookies and analytics' });

beforeAll(() => {
  clearCookies();
  window.dataLayer = [];
  stubPublicConfig({ ga4MeasurementId: null, consentMode: 'opt-in' });
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterAll(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  clearCookies();
});

describe("the server's consent banner, before and as the app takes over", () => {
  it('a tap on Decline before the app runs is the choice: in the cookie, and the banner goes', async () => {
    serverBanner();
    takeEarlyConsent();
    const user = userEvent.setup();
    // Text is not a button: nothing happens.
    await user.click(screen.getByText(/Nothing is stored until you accept/));
    expect(banners()).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    expect(document.cookie).toContain('cv_consent=denied');
    expect(banners()).toHaveLength(0);
    expect(document.getElementById(staticBannerId)).toBeNull();
    clearCookies();
  });

  it("the app's banner takes its place when consent starts: one banner, and its buttons work", async () => {
    serverBanner();
    takeEarlyConsent();
    expect(banners()).toHaveLength(1);
    const site = renderSite('/');
    try {
      await vi.waitFor(() => expect(getConsentState().ready).toBe(true));
      // The server's copy stays until the app's banner (its own chunk) is drawn in its place.
      await vi.waitFor(() => expect(document.getElementById(staticBannerId)).toBeNull());
      expect(banners()).toHaveLength(1);
      await act(async () => {
        await userEvent.setup().click(screen.getByRole('button', { name: 'Accept' }));
      });
      expect(getConsentState().choice).toBe('granted');
      expect(banners()).toHaveLength(0);
    } finally {
      site.unmount();
    }
  });
});
