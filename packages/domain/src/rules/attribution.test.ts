import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type AttributionRecord, attributionRecordSchema } from '../contracts/attribution.schema.ts';
import {
  type AttributionStore,
  applyVisit,
  attributionCookieNames,
  blankAttribution,
  captureAttribution,
  decodeAttribution,
  encodeAttribution,
  externalReferrer,
  hasCampaignOrClickId,
  maxAttributionCookieLength,
  readAttribution,
  readCopies,
} from './attribution.ts';

const now = new Date('2026-07-01T12:00:00.000Z');
const later = new Date('2026-07-09T08:30:00.000Z');
const site = 'https://convoy.example';

function memoryStore(initial: Record<string, string> = {}) {
  const cookies = new Map(Object.entries(initial));
  const writes: string[] = [];
  const store: AttributionStore = {
    read: (name) => cookies.get(name),
    write: (name, value) => {
      writes.push(name);
      cookies.set(name, value);
    },
  };
  return { store, cookies, writes };
}

const visit = (query: string, referrer = '', at = now) =>
  captureAttribution({ url: `${site}/${query}`, referrer, now: at });

describe('captureAttribution (SPEC §3)', () => {
  it('lower-cases and trims campaign and click values and keeps the full landing URL', () => {
    const url = `${site}/?utm_source=%20Google%20&utm_medium=CPC&utm_campaign=Spring_Sale&gclid=AbC&fbclid=FB1`;
    expect(captureAttribution({ url, referrer: 'https://www.google.com/', now })).toEqual({
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'spring_sale',
      utm_term: '',
      utm_content: '',
      gclid: 'abc',
      wbraid: '',
      gbraid: '',
      fbclid: 'fb1',
      msclkid: '',
      landing_page_url: url,
      referrer: 'https://www.google.com/',
      timestamp: '2026-07-01T12:00:00.000Z',
    });
  });

  it('reads utm_term from utm_keyword when utm_term is absent, and prefers utm_term', () => {
    expect(visit('?utm_keyword=Group+Vans').utm_term).toBe('group vans');
    expect(visit('?utm_term=Bus&utm_keyword=Van').utm_term).toBe('bus');
    expect(visit('?utm_term=&utm_keyword=Van').utm_term).toBe('van');
  });

  it('accepts parameter names in any case and skips blank repeats', () => {
    const record = visit('?UTM_Source=Bing&msclkid=&msclkid=MS9&wbraid=W&gbraid=G');
    expect(record.utm_source).toBe('bing');
    expect(record).toMatchObject({ msclkid: 'ms9', wbraid: 'w', gbraid: 'g' });
  });

  it('says direct when there is no referrer or the referrer is our own site', () => {
    expect(visit('').referrer).toBe('direct');
    expect(visit('', '   ').referrer).toBe('direct');
    expect(visit('', `${site}/contact`).referrer).toBe('direct');
    expect(visit('', 'https://www.convoy.example/terms').referrer).toBe('direct');
    expect(visit('', 'about:blank').referrer).toBe('direct');
    expect(visit('', 'https://news.example.org/').referrer).toBe('https://news.example.org/');
  });

  it('bounds values so the record always satisfies the schema', () => {
    const record = visit(`?utm_campaign=${'x'.repeat(900)}`);
    expect(record.utm_campaign).toHaveLength(500);
  });
});

describe('externalReferrer', () => {
  it('treats a subdomain of another site as external and keeps the referrer as given', () => {
    expect(externalReferrer('https://m.facebook.com/', `${site}/`)).toBe('https://m.facebook.com/');
    expect(externalReferrer('direct', `${site}/`)).toBeUndefined();
  });
});

describe('hasCampaignOrClickId', () => {
  it('is true for any utm value or click id, false for a referral alone', () => {
    expect(hasCampaignOrClickId(visit('?utm_content=banner'))).toBe(true);
    expect(hasCampaignOrClickId(visit('?gbraid=x'))).toBe(true);
    expect(hasCampaignOrClickId(visit('?q=vans', 'https://news.example.org/'))).toBe(false);
  });
});

describe('applyVisit: the three copies (SPEC §4)', () => {
  it('writes all three copies on a first campaign visit', () => {
    const { store, writes } = memoryStore();
    expect(applyVisit(store, visit('?utm_source=Google&gclid=AbC'))).toEqual({
      firstTouch: true,
      lastNonDirect: true,
      currentSession: true,
    });
    expect(writes.sort()).toEqual(['cv_cs', 'cv_ft', 'cv_lnd']);
  });

  it('writes first touch only when none exists', () => {
    const { store, cookies } = memoryStore();
    applyVisit(store, visit('?utm_source=first'));
    applyVisit(store, visit('?utm_source=second', '', later));
    expect(decodeAttribution(cookies.get('cv_ft'))?.utm_source).toBe('first');
    expect(decodeAttribution(cookies.get('cv_lnd'))?.utm_source).toBe('second');
  });

  it('writes last non-direct only when the visit carries a campaign or click id', () => {
    const { store, cookies, writes } = memoryStore();
    applyVisit(store, visit('', 'https://news.example.org/'));
    expect(cookies.has('cv_lnd')).toBe(false);
    expect(writes.sort()).toEqual(['cv_cs', 'cv_ft']);
  });

  it('rewrites only the current session on a later direct visit', () => {
    const { store, cookies, writes } = memoryStore();
    applyVisit(store, visit('?utm_source=Google&utm_medium=CPC&gclid=AbC'));
    const before = { ft: cookies.get('cv_ft'), lnd: cookies.get('cv_lnd') };
    writes.length = 0;
    applyVisit(store, visit('availability', '', later));
    expect(writes).toEqual(['cv_cs']);
    expect(cookies.get('cv_ft')).toBe(before.ft);
    expect(cookies.get('cv_lnd')).toBe(before.lnd);
    expect(decodeAttribution(cookies.get('cv_cs'))).toMatchObject({ utm_source: '', referrer: 'direct' });
  });

  it('replaces a corrupt first touch and reports it', () => {
    const { store, cookies } = memoryStore({ cv_ft: 'garbage' });
    const corrupt: string[] = [];
    applyVisit(store, visit('?utm_source=fresh'), (name) => corrupt.push(name));
    expect(corrupt).toEqual(['cv_ft']);
    expect(decodeAttribution(cookies.get('cv_ft'))?.utm_source).toBe('fresh');
  });
});

describe('readAttribution precedence (SPEC §4)', () => {
  const ft = encodeAttribution(visit('?utm_source=ft'));
  const lnd = encodeAttribution(visit('?utm_source=lnd'));
  const cs = encodeAttribution(visit('?utm_source=cs'));

  it('returns last non-direct first', () => {
    const { store } = memoryStore({ cv_ft: ft, cv_lnd: lnd, cv_cs: cs });
    expect(readAttribution(store, later).utm_source).toBe('lnd');
  });
  it('else first touch', () => {
    const { store } = memoryStore({ cv_ft: ft, cv_cs: cs });
    expect(readAttribution(store, later).utm_source).toBe('ft');
  });
  it('else current session', () => {
    const { store } = memoryStore({ cv_cs: cs });
    expect(readAttribution(store, later).utm_source).toBe('cs');
  });
  it('else a blank record stamped now', () => {
    const { store } = memoryStore();
    expect(readAttribution(store, later)).toMatchObject({
      utm_source: '',
      gclid: '',
      referrer: 'direct',
      landing_page_url: '',
      timestamp: later.toISOString(),
    });
  });
  it('skips a corrupt copy, reports it and falls through', () => {
    const { store } = memoryStore({ cv_lnd: '1~broken', cv_cs: cs });
    const corrupt: string[] = [];
    expect(readAttribution(store, later, (name) => corrupt.push(name)).utm_source).toBe('cs');
    expect(corrupt).toEqual(['cv_lnd']);
  });
  it('readCopies returns each copy the store holds under its name', () => {
    const { store } = memoryStore({ [attributionCookieNames.firstTouch]: ft });
    expect(Object.keys(readCopies(store))).toEqual(['firstTouch']);
  });
});

describe('cookie value encoding', () => {
  it('round-trips a record and uses only cookie- and URL-safe characters', () => {
    const record = visit('?utm_source=Google&utm_campaign=été~2026;x=1', 'https://news.example.org/a?b=c');
    const encoded = encodeAttribution(record);
    expect(encoded).toMatch(/^[A-Za-z0-9\-_.!~*'()%]+$/);
    expect(decodeAttribution(encoded)).toEqual(record);
  });

  it('stays within the bound by cutting the longest fields', () => {
    const url = `${site}/?utm_source=google&gclid=abc&pad=${'€'.repeat(2000)}`;
    const record = captureAttribution({ url, referrer: `https://r.example/${'x'.repeat(3000)}`, now });
    const encoded = encodeAttribution(record);
    expect(encoded.length).toBeLessThanOrEqual(maxAttributionCookieLength);
    const decoded = decodeAttribution(encoded);
    expect(decoded?.utm_source).toBe('google');
    expect(decoded?.gclid).toBe('abc');
    expect(url.startsWith(decoded?.landing_page_url ?? 'no')).toBe(true);
  });

  it('treats corrupt values as absent', () => {
    const good = encodeAttribution(visit('?utm_source=x'));
    for (const bad of [
      '',
      'x',
      `2${good.slice(1)}`,
      `${good}~extra`,
      good.replace(/~[^~]*$/, '~yesterday'),
      '1~%E0%A4%A',
    ]) {
      expect(decodeAttribution(bad), bad).toBeUndefined();
    }
  });

  it('round-trips any record within the bound (property)', () => {
    const value = fc.string({ maxLength: 600 });
    fc.assert(
      fc.property(value, value, value, (source, landing, referrer) => {
        const record: AttributionRecord = {
          ...visit(''),
          utm_source: source.slice(0, 500).trim(),
          landing_page_url: landing.trim(),
          referrer: referrer.trim() || 'direct',
        };
        const encoded = encodeAttribution(record);
        expect(encoded.length).toBeLessThanOrEqual(maxAttributionCookieLength);
        const decoded = decodeAttribution(encoded);
        if (encoded.length < maxAttributionCookieLength - 20) expect(decoded).toEqual(record);
        else expect(decoded?.timestamp).toBe(record.timestamp);
      }),
    );
  });

  it('never decodes a record the server schema would refuse (property)', () => {
    const timestamp = fc.oneof(
      fc
        .date({ min: new Date('2000-01-01'), max: new Date('2199-12-31'), noInvalidDate: true })
        .map((d) => d.toISOString()),
      fc.constantFrom(
        '2026-02-30T10:00:00Z',
        '2026-07-01T24:00:00Z',
        '2026-07-01T12:60Z',
        '2026-07-01T08:00:00-04:00',
        '2026-07-01T08:00+05:30',
        '2026-07-01T08:00:00.123456Z',
        '2026-13-01T00:00:00Z',
        '2026-07-01 08:00:00Z',
        '',
      ),
      fc.string({ maxLength: 40 }),
    );
    const text = fc.string({ maxLength: 700, unit: 'grapheme' });
    fc.assert(
      fc.property(text, text, text, timestamp, (source, landing, referrer, at) => {
        const record = {
          ...visit(''),
          utm_source: source,
          landing_page_url: landing,
          referrer,
          timestamp: at,
        };
        const decoded = decodeAttribution(encodeAttribution(record));
        if (decoded) expect(attributionRecordSchema.parse(decoded)).toEqual(decoded);
      }),
      { numRuns: 500 },
    );
    expect(attributionRecordSchema.parse(blankAttribution(now))).toEqual(blankAttribution(now));
  });
});
