import type { AttributionEnvelope, FlowAnalytics } from '@convoy/domain/contracts/attribution.schema';
import { captureAttribution } from '@convoy/domain/rules/attribution';
import { buildFlowAnalytics } from '@convoy/domain/rules/search-keyword';
import { storedAttribution, storedCopies } from './attribution-cookies';
import { analyticsAllowed } from './consent';
import { currentPage, previousPage } from './page-history';

/**
 * What the reservation flow and the forms save and send (SPEC §3, §4 "Analytics
 * are saved ... on every update"). Without consent no cookie is read: the
 * fields describe this page load only.
 */
export function getFlowAnalytics(sourceAction?: string): FlowAnalytics {
  const url = currentPage();
  const attribution = analyticsAllowed()
    ? storedAttribution()
    : captureAttribution({ url, referrer: document.referrer, now: new Date() });
  return buildFlowAnalytics({
    url,
    referrer: document.referrer,
    attribution,
    previousPage: previousPage(),
    ...(sourceAction === undefined ? {} : { sourceAction }),
  });
}

/** The `attribution` field of a reservation, quote or lead request (attribution.schema.ts). */
export function getAttributionEnvelope(sourceAction?: string): AttributionEnvelope {
  return { ...(analyticsAllowed() ? storedCopies() : {}), analytics: getFlowAnalytics(sourceAction) };
}
