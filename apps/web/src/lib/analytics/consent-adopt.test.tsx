import { act, render, screen } from '@testing-library/react';
import { afterAll, expect, it, vi } from 'vitest';
import { clearCookies } from '../../test/analytics';
import { getConsentState, initConsent } from './consent';
import { ConsentBanner } from './consent-banner';
import { createCookieStore } from './cookie-store';

/* Its own file: consent's state starts fresh (no choice yet). */
afterAll(() => {
  vi.restoreAllMocks();
  clearCookies();
});

it("adopts a choice made on the server's copy while the app's banner was loading, and shows none", async () => {
  clearCookies();
  window.dataLayer = [];
  initConsent('opt-in', createCookieStore());
  expect(getConsentState()).toMatchObject({ ready: true, choice: null, bannerOpen: true });
  // The visitor tapped Decline on the server's copy: consent-static.ts wrote the cookie and removed it.
  createCookieStore().write('cv_consent', 'denied');
  await act(async () => {
    render(<ConsentBanner />);
  });
  expect(getConsentState()).toMatchObject({ choice: 'denied', bannerOpen: false });
  expect(screen.queryByRole('region', { name: 'Cookies and analytics' })).toBeNull();
});
