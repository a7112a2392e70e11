import type { AttributionRecord } from '@convoy/domain/contracts/attribution.schema';
import {
  type AttributionCopies,
  applyVisit,
  attributionCookieMaxAgeSeconds,
  attributionCookieNames,
  captureAttribution,
  hasCampaignOrClickId,
  readAttribution,
  readCopies,
} from '@convoy/domain/rules/attribution';
import { type CookieStore, createCookieStore } from './cookie-store';

/**
 * The attribution tracker on cookies (SPEC §4, §9). Without consent nothing is
 * written; a campaign landing seen before the visitor accepts is kept in
 * memory only, and written if they accept during this page's life, so an
 * opt-in visitor's campaign is not lost by accepting on the second page.
 */
let store: CookieStore | undefined;
let pending: AttributionRecord | null = null;

const cookies = () => {
  store ??= createCookieStore(document, undefined, attributionCookieMaxAgeSeconds);
  return store;
};

/** SPEC §8: a copy that cannot be read is logged as a warning and ignored. */
const warnCorrupt = (name: string) => console.warn(`The ${name} cookie is unreadable; ignoring it.`);

/** One visit: the first load or a route or query change. */
export function recordVisit(url: string, referrer: string, allowed: boolean, now = new Date()): void {
  const record = captureAttribution({ url, referrer, now });
  if (!allowed) {
    if (!pending && hasCampaignOrClickId(record)) pending = record;
    return;
  }
  if (pending && pending.landing_page_url !== record.landing_page_url)
    applyVisit(cookies(), pending, warnCorrupt);
  pending = null;
  applyVisit(cookies(), record, warnCorrupt);
}

/** After a decline: remove the copies and forget the remembered landing. */
export function clearAttribution(): void {
  pending = null;
  for (const name of Object.values(attributionCookieNames)) {
    if (cookies().read(name) !== undefined) cookies().remove(name);
  }
}

/** The record to credit (last non-direct, else first touch, else current session, else blank). */
export function storedAttribution(now = new Date()): AttributionRecord {
  return readAttribution(cookies(), now, warnCorrupt);
}

export function storedCopies(): AttributionCopies {
  return readCopies(cookies(), warnCorrupt);
}
