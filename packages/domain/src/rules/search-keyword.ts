import type { AttributionRecord, FlowAnalytics } from '../contracts/attribution.schema.ts';
import { externalReferrer } from './attribution.ts';

/**
 * The search keyword and the reservation flow's analytics fields (SPEC §3
 * "Reservation flow state" analytics, §9 "Search keyword", "Analytics source").
 */

/** SPEC §9: the query parameters that carry a keyword, in order of preference. */
export const keywordParams = ['q', 'query', 'search', 'keyword', 'term'] as const;

/** SPEC §9 fallback: no parameter and no readable search-engine referrer. */
export const keywordNotProvided = 'not provided';

/** Search engines and the parameter that holds their query. Most engines now send only their origin. */
const searchEngines: { host: RegExp; params: string[] }[] = [
  { host: /(^|\.)google\.[a-z.]+$/, params: ['q'] },
  { host: /(^|\.)bing\.com$/, params: ['q'] },
  { host: /(^|\.)yahoo\.[a-z.]+$/, params: ['p', 'q'] },
  { host: /(^|\.)duckduckgo\.com$/, params: ['q'] },
  { host: /(^|\.)baidu\.com$/, params: ['wd', 'word'] },
  { host: /(^|\.)yandex\.[a-z.]+$/, params: ['text'] },
  { host: /(^|\.)ecosia\.org$/, params: ['q'] },
  { host: /(^|\.)search\.brave\.com$/, params: ['q'] },
  { host: /(^|\.)qwant\.com$/, params: ['q'] },
  { host: /(^|\.)startpage\.com$/, params: ['query', 'q'] },
  { host: /(^|\.)ask\.com$/, params: ['q'] },
  { host: /(^|\.)aol\.[a-z.]+$/, params: ['q'] },
  { host: /(^|\.)naver\.com$/, params: ['query'] },
  { host: /(^|\.)seznam\.cz$/, params: ['q'] },
];

const maxValueLength = 500;
const maxUrlLength = 2048;

function parseUrl(url: string | null | undefined): URL | undefined {
  try {
    return url ? new URL(url) : undefined;
  } catch {
    return undefined;
  }
}

function firstParam(url: URL, names: readonly string[]): string | undefined {
  for (const name of names) {
    const value = url.searchParams.get(name)?.trim().replace(/\s+/g, ' ');
    if (value) return value.slice(0, maxValueLength);
  }
  return undefined;
}

/**
 * SPEC §9: the keyword from the page's q, query, search, keyword or term
 * parameter, else from an external referring search engine's query, else
 * "not provided". Kept as typed, trimmed and with spaces collapsed.
 */
export function searchKeyword(visit: { url: string; referrer?: string | null }): string {
  const page = parseUrl(visit.url);
  const fromPage = page && firstParam(page, keywordParams);
  if (fromPage) return fromPage;
  const referrer = parseUrl(externalReferrer(visit.referrer, visit.url));
  const engine = referrer && searchEngines.find((e) => e.host.test(referrer.hostname.toLowerCase()));
  return (engine && referrer && firstParam(referrer, engine.params)) || keywordNotProvided;
}

/** A page as a site path with its query ("/confirm?step=2"); the host is always ours. */
function sitePath(url: string | null | undefined): string {
  const parsed = parseUrl(url);
  return (parsed ? `${parsed.pathname}${parsed.search}` : (url ?? '')).slice(0, maxUrlLength);
}

/**
 * The flow's analytics fields (SPEC §3), saved with the flow state on every update.
 * - utm_*: from the attribution record the tracker reads (last non-direct first).
 * - utm_source, when no campaign names one: "referral" when the visitor came
 *   from another site (this page load or the stored record), else "direct" (SPEC §9).
 * - referring_site: that other site's host name, '' when none.
 * - search_keyword: from this page, else from the visit the record describes.
 * - current_page and source_page: site paths; source_action: what the visitor did.
 */
export function buildFlowAnalytics(input: {
  url: string;
  referrer?: string | null;
  attribution: AttributionRecord;
  previousPage?: string | null;
  sourceAction?: string;
}): FlowAnalytics {
  const { attribution } = input;
  const external =
    externalReferrer(input.referrer, input.url) ??
    (attribution.referrer === 'direct' ? undefined : attribution.referrer);
  const keyword = [
    searchKeyword({ url: input.url, referrer: input.referrer }),
    searchKeyword({ url: attribution.landing_page_url, referrer: attribution.referrer }),
  ].find((k) => k !== keywordNotProvided);
  return {
    utm_source: attribution.utm_source || (external ? 'referral' : 'direct'),
    utm_medium: attribution.utm_medium,
    utm_campaign: attribution.utm_campaign,
    utm_content: attribution.utm_content,
    utm_term: attribution.utm_term,
    referring_site: external ? (parseUrl(external)?.hostname ?? external).slice(0, maxUrlLength) : '',
    search_keyword: keyword ?? keywordNotProvided,
    current_page: sitePath(input.url),
    source_page: input.previousPage ? sitePath(input.previousPage) : '',
    source_action: (input.sourceAction ?? '').trim().slice(0, maxValueLength),
  };
}
