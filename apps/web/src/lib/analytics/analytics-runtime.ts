import type { PublicConfig } from '@convoy/domain/contracts/public-config.schema';
import { analyticsAllowed, getConsentState, initConsent, subscribeConsent } from './consent';
import { installGtag } from './data-layer';
import { installLinkTracking } from './link-tracking';
import { loadPublicConfig } from './public-config';

/**
 * Starts analytics once per page load: reads the run-time config, sets the
 * Consent Mode default, then follows the visitor's consent. With consent the
 * GA4 tag (when configured) and Web Vitals load; after a decline the
 * attribution cookies are removed. The tag loads only after consent, so Google
 * receives nothing before the visitor agrees (opt-in) or while they refuse.
 */
let started: Promise<PublicConfig> | undefined;

function followConsent(config: PublicConfig): void {
  if (analyticsAllowed()) {
    // The loader's own code comes only with a measurement id (SPEC Part B §11).
    const id = config.ga4MeasurementId;
    if (id)
      import('./ga4-loader')
        .then(({ loadGa4 }) => loadGa4(id))
        // SPEC §8: a failure to load the analytics script is only logged.
        .catch((error: unknown) => console.warn('The analytics tag loader did not load.', error));
    // Only with consent: a visitor who has not given it never loads the Web Vitals code.
    import('./web-vitals')
      .then(({ startWebVitals }) => startWebVitals())
      .catch((error: unknown) => console.warn('Could not load web-vitals.', error));
  } else if (getConsentState().choice === 'denied') {
    void import('./attribution-cookies').then(({ clearAttribution }) => clearAttribution());
  }
}

export function startAnalytics(): Promise<PublicConfig> {
  started ??= (async () => {
    installGtag();
    installLinkTracking();
    const config = await loadPublicConfig();
    initConsent(config.consentMode);
    subscribeConsent(() => followConsent(config));
    followConsent(config);
    return config;
  })();
  return started;
}
