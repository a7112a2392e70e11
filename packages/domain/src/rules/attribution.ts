import type { AttributionRecord } from '../contracts/attribution.schema.ts';

/**
 * The marketing attribution tracker's rules (SPEC §3 "Marketing attribution
 * record", §4 "Attribution tracker", §9 cookies), kept free of the DOM: the
 * browser passes its URL, referrer and clock in, and backs the store with
 * first-party cookies.
 */

/** SPEC §3: campaign parameters, lower-cased and trimmed. */
export const campaignFields = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
] as const;
/** SPEC §3: ad-platform click identifiers, lower-cased and trimmed as the spec says. */
export const clickIdFields = ['gclid', 'wbraid', 'gbraid', 'fbclid', 'msclkid'] as const;

/** SPEC §9: names are ours ("Their names: not shown"); short, as they travel with every request. */
export const attributionCookieNames = {
  firstTouch: 'cv_ft',
  lastNonDirect: 'cv_lnd',
  currentSession: 'cv_cs',
} as const;
export type AttributionCopy = keyof typeof attributionCookieNames;

/** SPEC §9: each copy is kept 180 days. */
export const attributionCookieMaxAgeSeconds = 180 * 24 * 60 * 60;

const maxValueLength = 500;
const maxUrlLength = 2048;

/** Query parameters by lower-cased name, first non-blank value wins (UTM_Source works too). */
function queryParams(url: string): Map<string, string> {
  const search = url.includes('?') ? url.slice(url.indexOf('?') + 1).split('#')[0] : '';
  const params = new Map<string, string>();
  for (const [name, value] of new URLSearchParams(search)) {
    const key = name.toLowerCase();
    if (!params.get(key)?.trim()) params.set(key, value);
  }
  return params;
}

function hostOf(url: string): string | undefined {
  try {
    return new URL(url).hostname.toLowerCase().replace(/^www\./, '');
  } catch {
    return undefined;
  }
}

/**
 * The referrer when it is another site, else undefined. A referrer on our own
 * host (a reload, a link opened in a new tab) is not a traffic source, so it
 * counts as direct, as a blank referrer, one without a host (about:blank) or
 * the record's own word "direct" do.
 * "www." is ignored when comparing hosts.
 */
export function externalReferrer(referrer: string | null | undefined, pageUrl: string): string | undefined {
  const ref = referrer?.trim() ?? '';
  if (!ref || ref === 'direct') return undefined;
  const refHost = hostOf(ref);
  if (refHost === '' || (refHost !== undefined && refHost === hostOf(pageUrl))) return undefined;
  return ref.slice(0, maxUrlLength);
}

/**
 * The attribution record of one visit (SPEC §3): campaign and click values
 * lower-cased and trimmed ('' when absent), utm_term also read from
 * utm_keyword, landing_page_url the full URL, referrer "direct" when there is
 * no external one (see `externalReferrer`), timestamp an ISO instant.
 */
export function captureAttribution(visit: {
  url: string;
  referrer?: string | null;
  now: Date;
}): AttributionRecord {
  const params = queryParams(visit.url);
  const value = (name: string) => (params.get(name) ?? '').trim().toLowerCase().slice(0, maxValueLength);
  const record = {} as Record<(typeof campaignFields)[number] | (typeof clickIdFields)[number], string>;
  for (const field of [...campaignFields, ...clickIdFields]) record[field] = value(field);
  record.utm_term ||= value('utm_keyword');
  return {
    ...record,
    landing_page_url: visit.url.trim().slice(0, maxUrlLength),
    referrer: externalReferrer(visit.referrer, visit.url) ?? 'direct',
    timestamp: visit.now.toISOString(),
  };
}

/** SPEC §4: a visit is non-direct when it carries at least one campaign or click identifier. */
export function hasCampaignOrClickId(record: AttributionRecord): boolean {
  return [...campaignFields, ...clickIdFields].some((field) => record[field] !== '');
}

/** The blank record reading falls back to when no copy exists (SPEC §4). */
export function blankAttribution(now: Date): AttributionRecord {
  const record = {} as Record<(typeof campaignFields)[number] | (typeof clickIdFields)[number], string>;
  for (const field of [...campaignFields, ...clickIdFields]) record[field] = '';
  return { ...record, landing_page_url: '', referrer: 'direct', timestamp: now.toISOString() };
}

/*
 * Cookie value encoding: the 13 fields in a fixed order, each
 * percent-encoded, joined by "~" after a format version. "~" is escaped inside
 * values, so the result holds only characters that are safe both in a cookie
 * (RFC 6265 cookie-octet) and in a URL. Values are not repeated by name, which
 * keeps a typical copy near 150 bytes.
 */
const recordFields = [
  ...campaignFields,
  ...clickIdFields,
  'landing_page_url',
  'referrer',
  'timestamp',
] as const satisfies readonly (keyof AttributionRecord)[];
const formatVersion = '1';
const separator = '~';

/** Upper bound of an encoded copy, so three copies stay far below the browsers' 4 KB per cookie. */
export const maxAttributionCookieLength = 1400;

function encodePart(value: string): string {
  let encoded: string;
  try {
    encoded = encodeURIComponent(value);
  } catch {
    // A lone surrogate cannot be percent-encoded; replace it rather than lose the record.
    encoded = encodeURIComponent(value.replace(/[\uD800-\uDFFF]/g, '\uFFFD'));
  }
  return encoded.replaceAll('~', '%7E');
}

/** The longest prefix of `value` (whole code points) whose encoding fits in `max` characters. */
function encodeWithin(value: string, max: number): string {
  const points = Array.from(value);
  let low = 0;
  let high = points.length;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (encodePart(points.slice(0, mid).join('')).length <= max) low = mid;
    else high = mid - 1;
  }
  return encodePart(points.slice(0, low).join(''));
}

/**
 * A record as a cookie value of at most `maxAttributionCookieLength`
 * characters: when too long, the longest fields (in practice the landing URL
 * and the referrer) are cut until it fits.
 */
export function encodeAttribution(record: AttributionRecord): string {
  const raw = recordFields.map((field) => record[field]);
  const parts = raw.map(encodePart);
  const length = () =>
    formatVersion.length + parts.reduce((n, part) => n + separator.length + part.length, 0);
  for (
    let excess = length() - maxAttributionCookieLength;
    excess > 0;
    excess = length() - maxAttributionCookieLength
  ) {
    const longest = parts.reduce((best, part, i) => (part.length > (parts[best]?.length ?? 0) ? i : best), 0);
    parts[longest] = encodeWithin(raw[longest] ?? '', Math.max(0, (parts[longest]?.length ?? 0) - excess));
  }
  return [formatVersion, ...parts].join(separator);
}

/**
 * A cookie value back into a record; undefined when absent or corrupt
 * (wrong version, wrong field count, bad percent-encoding, invalid timestamp):
 * the caller treats the copy as missing and logs a warning (SPEC §8).
 */
export function decodeAttribution(value: string | null | undefined): AttributionRecord | undefined {
  if (!value || value.length > 4096) return undefined;
  const [version, ...parts] = value.split(separator);
  if (version !== formatVersion || parts.length !== recordFields.length) return undefined;
  try {
    const values = parts.map((part) => decodeURIComponent(part).trim());
    const record = Object.fromEntries(
      recordFields.map((field, i) => [field, values[i] ?? '']),
    ) as AttributionRecord;
    return isValidRecord(record) ? record : undefined;
  } catch {
    return undefined;
  }
}

/** An ISO instant with an offset, as attribution.schema.ts requires. */
const isoInstant =
  /^(\d{4})-(\d{2})-(\d{2})T([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d+)?(Z|[+-]([01]\d|2[0-3]):[0-5]\d)$/;

function isIsoInstant(value: string): boolean {
  const match = isoInstant.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // A real calendar day: 2026-02-30 is refused.
  return new Date(Date.UTC(year, month - 1, day)).getUTCDate() === day && month >= 1 && month <= 12;
}

/**
 * The checks of attributionRecordSchema, by hand: this module runs on every
 * page, where zod is not loaded. Never looser than the schema (a test keeps
 * them in agreement), so a record sent with a booking is never refused.
 */
function isValidRecord(record: AttributionRecord): boolean {
  const withinBounds = [...campaignFields, ...clickIdFields].every((f) => record[f].length <= maxValueLength);
  return (
    withinBounds &&
    record.landing_page_url.length <= maxUrlLength &&
    record.referrer !== '' &&
    record.referrer.length <= maxUrlLength &&
    record.timestamp.length <= 40 &&
    isIsoInstant(record.timestamp)
  );
}

/** Where the copies live; the browser backs it with cookies, tests with a Map. */
export interface AttributionStore {
  read(name: string): string | undefined;
  write(name: string, value: string): void;
}

/** Called with the cookie name when a copy is present but cannot be decoded. */
export type CorruptCopyHandler = (cookieName: string) => void;

export type AttributionCopies = Partial<Record<AttributionCopy, AttributionRecord>>;

/** One copy from the store; a present but corrupt one is reported and treated as absent. */
export function readCopy(
  store: AttributionStore,
  copy: AttributionCopy,
  onCorrupt?: CorruptCopyHandler,
): AttributionRecord | undefined {
  const name = attributionCookieNames[copy];
  const raw = store.read(name);
  if (raw === undefined || raw === '') return undefined;
  const record = decodeAttribution(raw);
  if (!record) onCorrupt?.(name);
  return record;
}

/** The copies the store holds, for sending with a booking, quote or lead (attribution.schema.ts envelope). */
export function readCopies(store: AttributionStore, onCorrupt?: CorruptCopyHandler): AttributionCopies {
  const copies: AttributionCopies = {};
  for (const copy of Object.keys(attributionCookieNames) as AttributionCopy[]) {
    const record = readCopy(store, copy, onCorrupt);
    if (record) copies[copy] = record;
  }
  return copies;
}

/**
 * Records one visit (SPEC §4): first touch only when none exists (a corrupt
 * one counts as none), last non-direct only when the visit carries a campaign
 * or click identifier, current session always. Returns which copies it wrote.
 */
export function applyVisit(
  store: AttributionStore,
  record: AttributionRecord,
  onCorrupt?: CorruptCopyHandler,
): Record<AttributionCopy, boolean> {
  const encoded = encodeAttribution(record);
  const written = {
    firstTouch: readCopy(store, 'firstTouch', onCorrupt) === undefined,
    lastNonDirect: hasCampaignOrClickId(record),
    currentSession: true,
  };
  for (const copy of Object.keys(written) as AttributionCopy[]) {
    if (written[copy]) store.write(attributionCookieNames[copy], encoded);
  }
  return written;
}

/** SPEC §4: last non-direct, else first touch, else current session, else a blank record. */
export function readAttribution(
  store: AttributionStore,
  now: Date,
  onCorrupt?: CorruptCopyHandler,
): AttributionRecord {
  const copies = readCopies(store, onCorrupt);
  return copies.lastNonDirect ?? copies.firstTouch ?? copies.currentSession ?? blankAttribution(now);
}
