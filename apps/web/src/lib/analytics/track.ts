import type { AnalyticsEventName, AnalyticsEventParams } from '@convoy/domain/rules/analytics-events';
import { gtag } from './data-layer';

/**
 * Sends one of the SPEC §3 events to the dataLayer (and so to GA4 when the tag
 * is loaded). Build commerce parameters with the domain's builders
 * (viewItemListParams, selectItemParams, beginCheckoutParams, purchaseParams).
 */
export function trackEvent<N extends AnalyticsEventName>(name: N, params: AnalyticsEventParams[N]): void {
  gtag('event', name, params);
}

/** GA4 truncates descriptions; a short one also keeps stray personal data out. */
const maxDescription = 150;

/** The exception event, for error boundaries: call once per error shown. */
export function trackException(error: unknown, fatal = true): void {
  const description =
    error instanceof Error
      ? `${error.name}: ${error.message}`
      : typeof error === 'string'
        ? error
        : 'Unknown error';
  trackEvent('exception', { description: description.slice(0, maxDescription), fatal });
}
