import type { CollectEvent } from '@convoy/domain/contracts/collect.schema';
import { collectMaxBodyBytes } from '@convoy/domain/contracts/collect-limits';

/**
 * First-party collection (SPEC Part B §11): page views and Web Vitals beaconed
 * to our own server. sendBeacon survives the page being closed; when it is
 * missing or refuses the body, a keepalive fetch does the same job.
 */
export const collectUrl = '/api/collect';

export function sendCollect(events: CollectEvent[]): void {
  if (events.length === 0) return;
  const body = JSON.stringify({ events });
  if (body.length > collectMaxBodyBytes) {
    console.warn('Analytics batch too large; dropped.');
    return;
  }
  try {
    // A JSON Blob is same-origin here, so no preflight (Chromium 81+ accepts it).
    if (navigator.sendBeacon?.(collectUrl, new Blob([body], { type: 'application/json' }))) return;
  } catch {
    // Fall through to fetch.
  }
  fetch(collectUrl, {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json' },
    keepalive: true,
    credentials: 'same-origin',
  }).catch((error: unknown) => console.warn('Could not send analytics to the server.', error));
}
