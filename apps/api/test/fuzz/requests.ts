import zlib from 'node:zlib';
import { vehiclesForSaleSeed } from '@convoy/domain/content/vehicles-for-sale';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { addDays, booking, inWeek, search, sentByPerson } from '../fixtures.ts';

/**
 * Malformed requests for every public endpoint (decision 008: "a fuzz test sends at
 * least 2,000 generated malformed requests … and sees no 5xx"). One generator
 * for the in-process test (fuzz.integration.test.ts, through app.inject) and
 * the long campaign over real HTTP (`npm run fuzz`, scripts/fuzz.ts).
 *
 * Each request starts from a valid one and is broken in a few ways: fields
 * dropped, given values of the wrong type, huge (1 MB), odd unicode, bad dates,
 * prototype-pollution keys (`__proto__`, `constructor`), deep nesting; then its
 * bytes may be broken (truncated JSON, garbage, a BOM), its content type wrong,
 * its query string, path parameters, Idempotency-Key and cookies bad. Every
 * request stays valid HTTP on the wire (ASCII request target, latin-1 header
 * values without control characters) so both transports send the same bytes.
 */

export type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS';

export interface FuzzRequest {
  /** The endpoint's label, e.g. "POST /api/reservations": what the counts are grouped by. */
  endpoint: string;
  method: Method;
  /** Path and query, as sent. */
  url: string;
  headers: Record<string, string>;
  body?: string | Buffer;
  /** The client address: in process, app.inject's remoteAddress; over HTTP, X-Forwarded-For. */
  ip: string;
  /** Protected by the admin session: without one the answer must be a refusal, never a 2xx. */
  admin: boolean;
}

/** The valid requests the mutations start from; the dates must be ahead of the server's clock. */
export interface FuzzBases {
  search: object;
  booking: object;
  quote: object;
  leads: object[];
  collect: object;
  login: object;
  /** An organisation account asking for invoice terms (POST /api/organisations). */
  organisation: object;
  /** A booking that exists, so the manage routes are reached with a real code now and then. */
  reservation?: { code: string; email: string };
}

/**
 * Valid bodies `weeksAhead` weeks after the fixtures' week (the in-process test
 * runs at the fixtures' clock: 0; a real server runs at today's date).
 */
export function fuzzBases(weeksAhead = 0): FuzzBases {
  const base = booking();
  const pickupDate = addDays(base.pickupDate, 7 * weeksAhead + 21);
  return {
    search: { ...search(), ...dates(inWeek(weeksAhead)) },
    booking: inWeek(weeksAhead),
    organisation: {
      name: 'Grace Chapel',
      kind: 'church',
      billingContact: {
        name: 'Ruth Treasurer',
        email: 'treasurer@gracechapel.example',
        phone: '+1 410 555 0142',
      },
      address: { line1: '12 Chapel Lane', city: 'Baltimore', region: 'MD', postalCode: '21201' },
      requestedNetDays: 30,
      ...sentByPerson,
    },
    quote: {
      organisation: 'Harbor FC',
      contact: { firstName: 'Ada', lastName: 'Okafor', email: 'ada@example.com', phone: '+1 410 555 0199' },
      passengers: 30,
      pickupLocationId: 'baltimore',
      pickupDate,
      pickupTime: '08:00',
      returnDate: addDays(pickupDate, 2),
      returnTime: '18:00',
      vehicleType: 'bus',
      vehicleId: '33-passenger-bus',
      rentalPurpose: 'sports-teams',
      notes: 'Two drivers with CDL.',
      attribution: {
        firstTouch: { utm_source: 'bing', utm_medium: 'cpc', timestamp: '2026-06-01T00:00:00Z' },
      },
      ...sentByPerson,
    },
    leads: [
      {
        kind: 'contact',
        name: 'Grace Hopper',
        email: 'grace@example.com',
        subject: 'Hi',
        message: 'Do you rent to clubs?',
        ...sentByPerson,
      },
      {
        kind: 'leasing',
        name: 'Grace Hopper',
        email: 'grace@example.com',
        phone: '+1 312 555 0100',
        organisation: 'Windy City Tours',
        vehicleIds: ['15-passenger-van', 'minivan'],
        vehicleCount: 6,
        months: 12,
        startDate: pickupDate,
        ...sentByPerson,
      },
      {
        kind: 'fleet-sales',
        name: 'Grace Hopper',
        email: 'grace@example.com',
        vehicleForSaleId: vehiclesForSaleSeed[0]?.id ?? 'none',
        ...sentByPerson,
      },
    ],
    collect: {
      events: [
        {
          type: 'page_view',
          path: '/15-passenger-van',
          title: 'Page | Convoy',
          referrerHost: 'www.google.com',
          category: 'Vehicle Types',
          contentGroup2: 'Vans',
          journeyStage: 'engagement',
        },
        { type: 'web_vital', path: '/', name: 'LCP', value: 1800, rating: 'good', metricId: 'v5-1-1' },
      ],
    },
    login: { email: 'nobody@rent.test', password: 'not the right password' },
  };
}

function dates(body: { pickupDate: string; returnDate?: string }) {
  return { pickupDate: body.pickupDate, returnDate: body.returnDate };
}

// ---------------------------------------------------------------- values

/** Serialises as `length` characters; built only when the body is written (a 1 MB string per sample would not be). */
export class Huge {
  constructor(
    readonly length: number,
    readonly unit: string,
  ) {}
  toJSON(): string {
    return this.unit.repeat(Math.ceil(this.length / this.unit.length));
  }
}

const badDates = [
  '2026-02-30',
  '2026-13-01',
  '0000-00-00',
  '2026-7-6',
  '99999-01-01',
  '-2026-07-06',
  '2026-07-06T09:00:00Z',
  '2026-07-06 ',
  '\u0032\u0030\u0032\u0036-07-06',
  '２０２６-０７-０６',
  '1970-01-01',
  '9999-12-31',
  '2026-07-06\u0000',
  '24:00',
  '23:60',
  '9:00',
  '09:00:00',
  '-01:00',
  'Tomorrow',
  '',
];

const weirdStrings = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'baltimore\u0000',
  '\u0000',
  '../../etc/passwd',
  "'; drop table reservations; --",
  '%s%s%s%n',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template injection probe, on purpose
  '${7*7}',
  '<script>alert(1)</script>',
  '\u202eevil',
  '\ud800',
  '\udfff\ud800',
  '\ufeff',
  'e\u0301',
  '👩‍👩‍👧‍👦'.repeat(20),
  ' ',
  '\t\r\n',
  'null',
  'undefined',
  'NaN',
  '1e309',
  'a@b',
  'ada@example.com\r\nBcc: all@example.com',
  '+1 410 555 0199 ext 1234567',
  'CNV-ABCDEF',
  'cnv-abcdef',
  'x'.repeat(300),
];

const hugeValue = fc.constantFrom(
  new Huge(1_100_000, 'x'),
  new Huge(1_000_000, 'é'),
  new Huge(300_000, '💥'),
  new Huge(100_000, 'a'),
  new Huge(5_000, '\u0000'),
);

/** A JSON value nested `depth` deep, arrays or objects; a leaf to the mutations, built when written. */
export class Nested {
  constructor(
    readonly depth: number,
    readonly kind: 'array' | 'object',
  ) {}
  toJSON(): unknown {
    let value: unknown = 1;
    for (let i = 0; i < this.depth; i++) value = this.kind === 'array' ? [value] : { a: value };
    return value;
  }
}

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom<unknown>(...weirdStrings, ...badDates) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  {
    weight: 3,
    arbitrary: fc.constantFrom<unknown>(
      0,
      -1,
      1.5,
      1e308,
      -1e308,
      2 ** 53 + 2,
      -0,
      5e-324,
      17,
      18,
      99,
      100,
      1e21,
    ),
  },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
  { weight: 2, arbitrary: fc.constantFrom<unknown>(true, false, null, [], {}, [null], ['a', 1], { '': '' }) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: hugeValue },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom(20, 200, 2000), fc.constantFrom<'array' | 'object'>('array', 'object'))
      .map(([d, k]) => new Nested(d, k)),
  },
);

const hostileKey = fc.oneof(
  fc.constantFrom(
    '__proto__',
    'constructor',
    'prototype',
    'toString',
    'valueOf',
    '__defineGetter__',
    '',
    'a.b',
    'contact.email',
    'price',
    'totalCents',
    'status',
    'id',
    'code',
    'fillMs',
    'website_url_confirm',
  ),
  fc.string({ unit: 'grapheme', maxLength: 12 }),
);

// ---------------------------------------------------------------- mutations of a body

type Path = (string | number)[];

/** A plain object or array, the nodes mutations walk into (a Huge or a Nested is a leaf). */
const isNode = (value: unknown): value is Record<string | number, unknown> =>
  value !== null && typeof value === 'object' && !(value instanceof Huge) && !(value instanceof Nested);

function clone(value: unknown): unknown {
  if (!isNode(value)) return value;
  if (Array.isArray(value)) return value.map(clone);
  const copy = {};
  for (const [key, child] of Object.entries(value)) define(copy, key, clone(child));
  return copy;
}

function pathsOf(value: unknown, prefix: Path = [], out: Path[] = []): Path[] {
  if (!isNode(value)) return out;
  for (const [key, child] of Object.entries(value)) {
    const path = [...prefix, Array.isArray(value) ? Number(key) : key];
    out.push(path);
    pathsOf(child, path, out);
  }
  return out;
}

function containerAt(root: unknown, path: Path): Record<string | number, unknown> | undefined {
  let node = root;
  for (const key of path) {
    if (!isNode(node)) return undefined;
    node = Object.hasOwn(node, key) ? node[key] : undefined;
  }
  return isNode(node) ? node : undefined;
}

/** Sets an own, enumerable property, even `__proto__` (which `=` would take as the prototype). */
function define(target: object, key: string | number, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

export type Mutation =
  | { kind: 'drop'; pick: number }
  | { kind: 'set'; pick: number; value: unknown }
  | { kind: 'add'; pick: number; key: string; value: unknown };

export const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('drop' as const), pick: fc.nat() }) },
  {
    weight: 5,
    arbitrary: fc.record({ kind: fc.constant('set' as const), pick: fc.nat(), value: hostileValue }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('add' as const),
      pick: fc.nat(),
      key: hostileKey,
      value: hostileValue,
    }),
  },
);

export function mutate(base: unknown, mutations: Mutation[]): unknown {
  const body = clone(base);
  for (const m of mutations) {
    const paths = pathsOf(body);
    if (m.kind === 'add') {
      // Into the body itself or one of its objects.
      const objects = [[], ...paths].filter((p) => {
        const node = containerAt(body, p);
        return node !== undefined && !Array.isArray(node);
      });
      if (objects.length === 0) continue;
      const target = containerAt(body, objects[m.pick % objects.length]!);
      // Copied: a generated constant ({} or []) is one object, shared by every sample.
      if (target) define(target, m.key, clone(m.value));
      continue;
    }
    if (paths.length === 0) continue;
    const path = paths[m.pick % paths.length]!;
    const parent = containerAt(body, path.slice(0, -1));
    const key = path[path.length - 1]!;
    if (!parent) continue;
    if (m.kind === 'drop') {
      if (Array.isArray(parent)) parent.splice(Number(key), 1);
      else delete parent[key];
    } else define(parent, key, clone(m.value));
  }
  return body;
}

// ---------------------------------------------------------------- bytes of a body

type Encoding =
  | { kind: 'json' }
  | { kind: 'truncate'; at: number }
  | { kind: 'garbage'; at: number; junk: string }
  | { kind: 'whole'; value: unknown }
  | { kind: 'raw'; text: string }
  | { kind: 'deep'; depth: number; open: string }
  | { kind: 'proto'; inject: string }
  | { kind: 'bom' }
  | { kind: 'binary'; bytes: Uint8Array }
  | { kind: 'form' }
  | { kind: 'none' };

const encoding: fc.Arbitrary<Encoding> = fc.oneof(
  { weight: 14, arbitrary: fc.constant({ kind: 'json' as const }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('truncate' as const), at: fc.nat() }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('garbage' as const),
      at: fc.nat(),
      junk: fc.oneof(
        fc.constantFrom('"', ',', '}', ']', '\\', '\\u12', '\u0000', ':', 'NaN', '\n'),
        fc.string(),
      ),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('whole' as const), value: hostileValue }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('raw' as const),
      text: fc.constantFrom(
        '',
        ' ',
        'null',
        'true',
        '"string"',
        '1e999999',
        '-',
        '0x10',
        'NaN',
        'Infinity',
        '{"a":1,"a":2}',
        '{"__proto__":{"isAdmin":true}}',
        '{"constructor":{"prototype":{"isAdmin":true}}}',
        '{',
        '[',
        '{"a":"\\ud800"}',
        '{"a":"\\u0000"}',
        '{"a":1}garbage',
        '{"a":1}{"b":2}',
        "{'a':1}",
        '{a:1}',
        '\u0000',
        '[]',
        '{}',
      ),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('deep' as const),
      depth: fc.constantFrom(1_000, 10_000, 100_000),
      open: fc.constantFrom('[', '{"a":'),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('proto' as const),
      inject: fc.constantFrom(
        '"__proto__":{"isAdmin":true,"status":"cancelled"}',
        '"constructor":{"prototype":{"isAdmin":true}}',
        '"__proto__":null',
        '"__proto__":[]',
      ),
    }),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'bom' as const }) },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('binary' as const), bytes: fc.uint8Array({ maxLength: 256 }) }),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'form' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'none' as const }) },
);

export function encode(body: unknown, how: Encoding): string | Buffer | undefined {
  const json = () => JSON.stringify(body) ?? 'null';
  switch (how.kind) {
    case 'json':
      return json();
    case 'truncate': {
      const text = json();
      return text.slice(0, how.at % Math.max(1, text.length));
    }
    case 'garbage': {
      const text = json();
      const at = how.at % (text.length + 1);
      return text.slice(0, at) + how.junk + text.slice(at);
    }
    case 'whole':
      return JSON.stringify(how.value) ?? 'null';
    case 'raw':
      return how.text;
    case 'deep': {
      const close = how.open === '[' ? ']' : '}';
      return `${how.open.repeat(how.depth)}1${close.repeat(how.depth)}`;
    }
    case 'proto': {
      const text = json();
      return text.startsWith('{') && text.length > 2 ? `{${how.inject},${text.slice(1)}` : `{${how.inject}}`;
    }
    case 'bom':
      return `\ufeff${json()}`;
    case 'binary':
      return Buffer.from(how.bytes);
    case 'form':
      return typeof body === 'object' && body !== null
        ? new URLSearchParams(
            Object.entries(body).map(([k, v]): [string, string] => [
              k,
              typeof v === 'string' ? v : (JSON.stringify(v) ?? ''),
            ]),
          ).toString()
        : 'a=1';
    case 'none':
      return undefined;
  }
}

const jsonType = 'application/json';
const contentType = fc.oneof(
  { weight: 12, arbitrary: fc.constant<string | undefined>(jsonType) },
  {
    weight: 4,
    arbitrary: fc.constantFrom<string | undefined>(
      undefined,
      '',
      'application/json; charset=utf-8',
      'application/json; charset=utf-16',
      'application/json; charset=latin1',
      'APPLICATION/JSON',
      'application/json, text/plain',
      'application/json;;;',
      'application/vnd.api+json',
      'application/merge-patch+json',
      'text/plain',
      'text/html',
      'application/x-www-form-urlencoded',
      'multipart/form-data',
      'multipart/form-data; boundary=----x',
      'application/xml',
      'application/octet-stream',
      '*/*',
      'json',
      '\u00e9/\u00e9',
    ),
  },
);

// ---------------------------------------------------------------- headers, query, path

/** A value Node's HTTP client would send as is: its UTF-8 bytes read as latin-1, control characters out. */
export function headerSafe(value: string): string {
  const bytes = Buffer.from(value, 'utf8').toString('latin1');
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing exactly those
  return bytes.replace(/[\u0000-\u0008\u000a-\u001f\u007f]/g, '').trim();
}

const hostileHeaderValue = fc
  .oneof(
    fc.constantFrom(
      '',
      ' ',
      'x'.repeat(10_000),
      'é',
      '💥',
      '\u00ff\u00fe',
      'null',
      '__proto__',
      '%00',
      '%E0%A4%A',
      '=;=;=',
      '"quoted"',
      ', , ,',
      'a, b',
    ),
    fc.string({ unit: 'grapheme', maxLength: 60 }),
    fc.string({ unit: 'binary', maxLength: 60 }),
  )
  .map(headerSafe);

const idempotencyKey = fc.oneof(
  { weight: 8, arbitrary: fc.uuid().map((u): string | undefined => u) },
  {
    weight: 4,
    arbitrary: fc
      .oneof(
        fc.constantFrom<string | undefined>(
          undefined,
          '',
          'short',
          '1234567',
          'k'.repeat(129),
          'k'.repeat(10_000),
          'has spaces inside it',
          '   padded-key-1234   ',
          'ключ-идемпотентности',
          'key,with,commas,123',
          'fixed-key-reused-by-fuzz',
        ),
        hostileHeaderValue,
      )
      .map((v) => (v === undefined ? undefined : headerSafe(v))),
  },
);

const cookie = fc.oneof(
  { weight: 6, arbitrary: fc.constant<string | undefined>(undefined) },
  {
    weight: 4,
    arbitrary: fc
      .oneof(
        fc.constantFrom(
          'cv_admin=',
          'cv_admin=%',
          'cv_admin=%E0%A4%A',
          'cv_admin=00000000-0000-4000-8000-000000000000',
          `cv_admin=${'a'.repeat(8000)}`,
          'cv_admin=a; cv_admin=b',
          'cv_admin="quoted"',
          'cv_admin=__proto__',
          '__proto__=x; cv_admin=constructor',
          'constructor=1',
          '=;=;',
          ';;;',
          'cv_admin',
        ),
        hostileHeaderValue.map((v) => `cv_admin=${v}`),
        hostileHeaderValue,
      )
      .map(headerSafe),
  },
);

const optionalHeader = (arb: fc.Arbitrary<string>, weight = 1) =>
  fc.oneof({ weight: 6, arbitrary: fc.constant(undefined) }, { weight, arbitrary: arb });

const extraHeaders = fc.record({
  origin: optionalHeader(
    fc.constantFrom('https://rent.test', 'https://evil.example', 'null', 'http://localhost', '', 'not a url'),
  ),
  'sec-fetch-site': optionalHeader(fc.constantFrom('cross-site', 'same-origin', 'none', 'same-site', '💥')),
  'accept-encoding': optionalHeader(
    fc.constantFrom('br', 'gzip', 'br;q=NaN', 'gzip, *;q=0', 'identity;q=0', '*'),
  ),
  accept: optionalHeader(fc.constantFrom('text/html', 'application/xml', '*/*', 'nothing/valid', '')),
  'user-agent': optionalHeader(hostileHeaderValue),
  'x-request-id': optionalHeader(hostileHeaderValue),
  'x-csrf-token': optionalHeader(hostileHeaderValue),
  'sec-ch-ua-mobile': optionalHeader(fc.constantFrom('?1', '?0', 'maybe')),
  'if-none-match': optionalHeader(fc.constantFrom('*', '"abc"', 'W/"x"', '')),
});

/** A path segment bad on purpose: any hostile value encoded, a stray %, an invalid UTF-8 escape, dot segments. */
export const hostileSegment = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.oneof(hostileValue.map(asText), fc.string({ unit: 'binary' })).map(encodeSegment),
  },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      '%',
      '%E0%A4%A',
      '%C0%AF',
      '%00',
      '..',
      '.',
      '..%2F..%2Fetc%2Fpasswd',
      '%2e%2e',
      ';',
      'CNV-ABCDEF%20',
      'a'.repeat(5_000),
      '%FF%FE',
      '%u0041',
    ),
  },
);

/** One path segment: mostly encoded, sometimes bad on purpose. */
const segment = (valid: fc.Arbitrary<string>) =>
  fc.oneof({ weight: 3, arbitrary: valid }, { weight: 5, arbitrary: hostileSegment });

/** Lone surrogates replaced by U+FFFD (String.prototype.toWellFormed, which ES2023's typings lack). */
const wellFormed = (value: string) =>
  value.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');

export function encodeSegment(value: string): string {
  try {
    return encodeURIComponent(value.slice(0, 2_000));
  } catch {
    // A lone surrogate: its replacement character.
    return encodeURIComponent(wellFormed(value.slice(0, 2_000)));
  }
}

const queryKey = fc.oneof(
  fc.constantFrom(
    'email',
    'email[]',
    'email[0]',
    '__proto__',
    'constructor',
    'constructor[prototype][x]',
    'page',
    'pageSize',
    'from',
    'to',
    'status',
    'q',
    'location',
    'sort',
    'period',
    'utm_source',
  ),
  fc.string({ maxLength: 10 }),
);
const queryValue = fc.oneof(
  fc.constantFrom(
    'ada@example.com',
    '-1',
    '0',
    '1e9',
    '99999999999999999999',
    '2026-02-30',
    '',
    'true',
    '[]',
  ),
  hostileValue.map((v) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''))),
);
const query = fc.oneof(
  { weight: 3, arbitrary: fc.constant('') },
  {
    weight: 4,
    arbitrary: fc
      .array(fc.tuple(queryKey, queryValue), { maxLength: 4 })
      .map((pairs) => pairs.map(([k, v]) => `${encodeSegment(k)}=${encodeSegment(v)}`).join('&')),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '%',
      '%ZZ',
      'email=%E0%A4%A',
      'email=a&email=b',
      '&&&',
      '=',
      `a=${'x'.repeat(20_000)}`,
      Array.from({ length: 2_000 }, (_, i) => `k${i}=v`).join('&'),
      '__proto__[x]=1',
      'email=%00',
    ),
  },
);

/**
 * Any hostile value as path or query text. String() throws on an object with no
 * prototype (no toString), which the hostile values include: those go as JSON.
 */
function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  try {
    return String(value);
  } catch {
    return JSON.stringify(value) ?? '';
  }
}

const withQuery = (path: string, q: string) => (q === '' ? path : `${path}?${q}`);

/** Any character a request target may not hold, percent-encoded (a stray % stays: bad escapes are part of the fuzz). */
function wireSafePath(url: string): string {
  return url.replace(/[^\x21-\x7e]/gu, (ch) => encodeURIComponent(wellFormed(ch)));
}

// ---------------------------------------------------------------- endpoints

interface Endpoint {
  endpoint: string;
  /** The methods sent, picked evenly (a GET is sometimes a HEAD). */
  methods: Method[];
  path: fc.Arbitrary<string>;
  /** The valid body mutations start from; none: a GET (a body may still be sent). */
  body?: (bases: FuzzBases) => fc.Arbitrary<unknown>;
  idempotencyKey?: boolean;
  admin?: boolean;
  weight: number;
}

const codeSegment = (bases: FuzzBases) =>
  segment(
    fc
      .oneof(
        fc.constantFrom('CNV-ABCDEF', 'CNV-2345678', 'cnv-abcdef', ' CNV-ABCDEF '),
        fc.constant(bases.reservation?.code ?? 'CNV-ABCDEF'),
        fc.stringMatching(/^[A-Z]{2,4}-[2-9A-HJKMNP-TV-Z]{6,10}$/),
      )
      .map(encodeSegment),
  );

const getOrHead: Method[] = ['GET', 'GET', 'GET', 'HEAD'];

function endpoints(bases: FuzzBases): Endpoint[] {
  const get = (path: string, weight = 1, admin = false): Endpoint => ({
    endpoint: `GET ${path}`,
    methods: getOrHead,
    path: query.map((q) => withQuery(path, q)),
    admin,
    weight,
  });
  const post = (
    path: string,
    body: Endpoint['body'],
    weight: number,
    extra: Partial<Endpoint> = {},
  ): Endpoint => ({
    endpoint: `POST ${path}`,
    methods: ['POST'],
    path: query.map((q) => withQuery(path, q)),
    body,
    weight,
    ...extra,
  });
  const one = (value: object) => () => fc.constant(value);
  const email = bases.reservation?.email ?? 'ada@example.com';
  return [
    // Public reads
    get('/api/health'),
    get('/api/ping'),
    get('/api/public-config'),
    get('/api/openapi.json'),
    get('/api/locations'),
    get('/api/vehicles'),
    get('/api/vehicles-for-sale'),
    get('/api/admin/session', 2),
    get('/api/no-such-endpoint'),
    {
      endpoint: 'GET /api/reservations/:code',
      methods: getOrHead,
      path: fc
        .tuple(codeSegment(bases), query, fc.boolean())
        .map(([code, q, withEmail]) =>
          withQuery(
            `/api/reservations/${code}`,
            withEmail && q === '' ? `email=${encodeURIComponent(email)}` : q,
          ),
        ),
      weight: 3,
    },
    {
      endpoint: 'GET /media/:file',
      methods: getOrHead,
      path: segment(fc.constantFrom('abc.webp', '0123456789abcdef-640.avif', 'x.jpg')).map(
        (f) => `/media/${f}`,
      ),
      weight: 1,
    },
    {
      endpoint: 'GET page',
      methods: getOrHead,
      path: fc
        .tuple(
          fc.constantFrom(
            '/',
            '/contact',
            '/contact/',
            '/15-passenger-van',
            '/assets/',
            '/.env',
            '/no-such-page',
          ),
          query,
        )
        .map(([p, q]) => withQuery(p, q)),
      weight: 1,
    },
    // Public writes
    post('/api/availability', one(bases.search), 8),
    post('/api/reservations', one(bases.booking), 10, { idempotencyKey: true }),
    {
      endpoint: 'POST /api/reservations/:code/cancel',
      methods: ['POST'],
      path: codeSegment(bases).map((code) => `/api/reservations/${code}/cancel`),
      body: one({ email }),
      weight: 4,
    },
    post('/api/quotes', one(bases.quote), 6),
    post('/api/leads', () => fc.constantFrom(...bases.leads), 6),
    post('/api/collect', one(bases.collect), 4),
    post('/api/admin/login', one(bases.login), 1),
    post('/api/organisations', one(bases.organisation), 3),
    get('/api/organisations/account'),
    get('/api/payments/config'),
    post('/api/payments/webhook', one({ id: 'evt_1', type: 'checkout.session.completed' }), 2),
    {
      endpoint: 'POST /api/reservations/:code/payment',
      methods: ['POST'],
      path: codeSegment(bases).map((code) => `/api/reservations/${code}/payment`),
      body: one({ email }),
      weight: 2,
    },
    {
      endpoint: 'GET /api/reservations/:code/invoices/:number.pdf',
      methods: getOrHead,
      path: fc
        .tuple(codeSegment(bases), fc.constantFrom('INV-2026-000001', 'INV-2026-0', 'inv-2026-000001', '%00'))
        .map(
          ([code, number]) =>
            `/api/reservations/${code}/invoices/${number}.pdf?email=${encodeURIComponent(email)}`,
        ),
      weight: 2,
    },
    // Wrong methods on public endpoints
    {
      endpoint: 'other methods',
      methods: ['PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      path: fc.constantFrom('/api/reservations', '/api/availability', '/api/quotes', '/api/locations'),
      body: one(bases.search),
      weight: 1,
    },
    // The back office without a session: refused before anything else (decision 006)
    get('/api/admin/reservations', 1, true),
    get('/api/admin/reservations/export.csv', 1, true),
    get('/api/admin/quotes', 1, true),
    get('/api/admin/leads/export.csv', 1, true),
    get('/api/admin/reports/attribution', 1, true),
    get('/api/admin/reports/site-health', 1, true),
    get('/api/admin/outbox', 1, true),
    get('/api/admin/fleet', 1, true),
    get('/api/admin/media', 1, true),
    get('/api/admin/organisations', 1, true),
    get('/api/admin/invoices', 1, true),
    get('/api/admin/invoices/export.csv', 1, true),
    get('/api/admin/payments', 1, true),
    get('/api/admin/payments/settings', 1, true),
    {
      endpoint: 'GET /api/admin/reservations/:code',
      methods: getOrHead,
      path: codeSegment(bases).map((c) => `/api/admin/reservations/${c}`),
      admin: true,
      weight: 1,
    },
    post('/api/admin/logout', one({}), 1, { admin: true }),
    {
      endpoint: 'POST /api/admin/reservations/:code/cancel',
      methods: ['POST'],
      path: codeSegment(bases).map((c) => `/api/admin/reservations/${c}/cancel`),
      body: one({}),
      admin: true,
      weight: 1,
    },
    {
      endpoint: 'POST /api/admin/outbox/:id/retry',
      methods: ['POST'],
      path: segment(fc.uuid()).map((id) => `/api/admin/outbox/${id}/retry`),
      admin: true,
      weight: 1,
    },
    {
      endpoint: 'PUT /api/admin/fleet/:classId',
      methods: ['PUT'],
      path: segment(fc.constant('minivan')).map((id) => `/api/admin/fleet/${id}`),
      body: one({ units: { baltimore: 5 } }),
      admin: true,
      weight: 1,
    },
    {
      endpoint: 'POST /api/admin/media',
      methods: ['POST'],
      path: fc.constant('/api/admin/media'),
      body: one({ file: 'not really a multipart body' }),
      admin: true,
      weight: 1,
    },
    {
      endpoint: 'PATCH|DELETE /api/admin/media/:id',
      methods: ['PATCH', 'DELETE'],
      path: segment(fc.uuid()).map((id) => `/api/admin/media/${id}`),
      admin: true,
      weight: 1,
    },
  ];
}

/** Generates fuzz requests from the valid bodies in `bases`. */
export function fuzzRequest(bases: FuzzBases): fc.Arbitrary<FuzzRequest> {
  return fc.oneof(
    ...endpoints(bases).map((e) => ({
      weight: e.weight,
      arbitrary: fc
        .record({
          path: e.path,
          body: e.body ? e.body(bases) : fc.constant(undefined),
          mutations: fc.array(mutation, { minLength: 0, maxLength: 3 }),
          encoding,
          contentType,
          getBody: fc.oneof(
            { weight: 9, arbitrary: fc.constant(false) },
            { weight: 1, arbitrary: fc.constant(true) },
          ),
          idempotencyKey: e.idempotencyKey ? idempotencyKey : fc.constant(undefined),
          cookie,
          extra: extraHeaders,
          method: fc.constantFrom(...e.methods),
          ip: fc.ipV4(),
        })
        .map((g): FuzzRequest => {
          const headers: Record<string, string> = {};
          for (const [name, value] of Object.entries(g.extra)) {
            if (value !== undefined) headers[name] = headerSafe(value);
          }
          if (g.cookie !== undefined) headers.cookie = g.cookie;
          if (g.idempotencyKey !== undefined) headers['idempotency-key'] = g.idempotencyKey;
          let body: string | Buffer | undefined;
          if (g.body !== undefined) {
            body = encode(mutate(g.body, g.mutations), g.encoding);
          } else if (g.getBody) {
            body = encode({ unexpected: 'body' }, g.encoding);
          }
          if (body !== undefined && g.contentType !== undefined) headers['content-type'] = g.contentType;
          return {
            endpoint: e.endpoint,
            method: g.method,
            url: wireSafePath(g.path),
            headers,
            body,
            ip: g.ip,
            admin: e.admin === true,
          };
        }),
    })),
  );
}

/** `count` requests from `seed`, made lazily in batches: a campaign of 50,000 never holds them all. */
export function* fuzzRequests(bases: FuzzBases, count: number, seed: number): Generator<FuzzRequest> {
  const arbitrary = fuzzRequest(bases);
  const batch = 200;
  for (let done = 0, round = 0; done < count; round++) {
    const n = Math.min(batch, count - done);
    for (const request of fc.sample(arbitrary, { numRuns: n, seed: (seed + round * 7919) | 0 }))
      yield request;
    done += n;
  }
}

// ---------------------------------------------------------------- judging the answers

export interface FuzzAnswer {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  /** As received: compressed when the answer says so (Content-Encoding). */
  body: Buffer;
}

/** The body's text, decompressed as its Content-Encoding says. */
function bodyText(answer: FuzzAnswer): string {
  const encoding = String(answer.headers['content-encoding'] ?? '');
  const raw = answer.body;
  if (encoding === 'br') return zlib.brotliDecompressSync(raw).toString('utf8');
  if (encoding === 'gzip') return zlib.gunzipSync(raw).toString('utf8');
  if (encoding === 'deflate') return zlib.inflateSync(raw).toString('utf8');
  return raw.toString('utf8');
}

// A stack frame, a path into the code, a database's own words: what a message must never show.
const internals =
  /\bat \S+ \(.*:\d+:\d+\)|\n\s+at |node_modules\/|SQLITE_[A-Z]+|syntax error at or near|violates \S+ constraint|duplicate key value|ECONNREFUSED/;

/**
 * What is wrong with an answer, or undefined: a 5xx; a 4xx of the API without
 * the error shape {error:{code,message,fields?,reservations?}} (errors.ts); an error message that shows
 * internals; a back-office answer other than a refusal without a session.
 */
export function problemWith(request: FuzzRequest, answer: FuzzAnswer): string | undefined {
  const { status } = answer;
  if (status >= 500) return `answered ${status}`;
  if (request.admin && status < 400) return `admin endpoint answered ${status} without a session`;
  const pathname = request.url.split('?', 1)[0]!;
  const isApi = pathname === '/api' || pathname.startsWith('/api/');
  if (status < 400 || request.method === 'HEAD' || !isApi) return undefined;
  const type = String(answer.headers['content-type'] ?? '');
  if (!type.startsWith('application/json')) return `${status} with content-type "${type}"`;
  let text: string;
  let body: unknown;
  try {
    text = bodyText(answer);
  } catch {
    return `${status} with a body that does not decode as its Content-Encoding says`;
  }
  try {
    body = JSON.parse(text);
  } catch {
    return `${status} with a body that is not JSON: ${text.slice(0, 200)}`;
  }
  const error = (body as { error?: Record<string, unknown> } | null)?.error;
  if (
    typeof error !== 'object' ||
    error === null ||
    typeof error.code !== 'string' ||
    error.code === '' ||
    typeof error.message !== 'string' ||
    error.message === '' ||
    Object.keys(body as object).length !== 1 ||
    Object.keys(error).some((k) => !['code', 'message', 'fields', 'reservations'].includes(k)) ||
    (error.fields !== undefined &&
      (typeof error.fields !== 'object' ||
        error.fields === null ||
        Object.values(error.fields).some((v) => typeof v !== 'string'))) ||
    (error.reservations !== undefined &&
      (!Array.isArray(error.reservations) || error.reservations.some((c) => typeof c !== 'string')))
  ) {
    return `${status} without the error shape: ${text.slice(0, 300)}`;
  }
  if (internals.test(error.message))
    return `${status} message shows internals: ${error.message.slice(0, 300)}`;
  // Without a session the back office refuses (401) before it reads anything; the
  // only other answers are for a request that named no route of it at all.
  // A dot segment ('..', '%2e%2e') may move the path out of the back office: app.inject resolves them.
  const dotSegments = new URL(pathname, 'http://x').pathname !== pathname;
  const noRoute =
    (status === 400 && error.code === 'bad_url') || [404, 414, 431].includes(status) || dotSegments;
  if (request.admin && status !== 401 && !noRoute) {
    return `admin endpoint answered ${status} ${error.code} without a session, not 401`;
  }
  return undefined;
}

/** The request in a line or two, long parts elided, for a report. */
export function describeRequest(request: FuzzRequest): string {
  const clip = (s: string, n = 300) => (s.length > n ? `${s.slice(0, n)}… (${s.length} chars)` : s);
  const body =
    request.body === undefined
      ? ''
      : ` body=${clip(typeof request.body === 'string' ? JSON.stringify(request.body) : `<${request.body.length} bytes ${request.body.toString('hex').slice(0, 80)}>`)}`;
  const headers = Object.entries(request.headers)
    .map(([k, v]) => `${k}: ${clip(JSON.stringify(v), 120)}`)
    .join(', ');
  return `${request.method} ${clip(request.url, 200)} [${headers}]${body}`;
}

export interface CampaignResult {
  sent: number;
  /** endpoint → status → count */
  counts: Map<string, Map<number, number>>;
  problems: { request: FuzzRequest; problem: string }[];
}

/**
 * Sends `requests` through `send`, `concurrency` at a time, and judges every
 * answer. A request `send` could not complete (the server hung up) is a problem too.
 * Counted `into` an earlier round's result when given (a campaign of several rounds).
 */
export async function runCampaign(
  requests: Iterable<FuzzRequest>,
  send: (request: FuzzRequest) => Promise<FuzzAnswer>,
  options: { concurrency?: number; onProgress?: (sent: number) => void; into?: CampaignResult } = {},
): Promise<CampaignResult> {
  const result: CampaignResult = options.into ?? { sent: 0, counts: new Map(), problems: [] };
  const iterator = requests[Symbol.iterator]();
  const worker = async () => {
    for (let next = iterator.next(); !next.done; next = iterator.next()) {
      const request = next.value;
      let problem: string | undefined;
      let status = 0;
      try {
        const answer = await send(request);
        status = answer.status;
        problem = problemWith(request, answer);
      } catch (error) {
        // The server hung up on a body over its limit while it was being sent: a refusal, counted as -1.
        if ((error as { refusedOversized?: boolean }).refusedOversized) status = -1;
        else problem = `no answer: ${error instanceof Error ? error.message : String(error)}`;
      }
      if (problem) result.problems.push({ request, problem });
      const byStatus = result.counts.get(request.endpoint) ?? new Map<number, number>();
      byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
      result.counts.set(request.endpoint, byStatus);
      result.sent++;
      options.onProgress?.(result.sent);
    }
  };
  await Promise.all(Array.from({ length: options.concurrency ?? 1 }, worker));
  return result;
}

/** A status for the counts: 0 no answer, -1 an oversized body hung up on. */
export const statusLabel = (status: number) =>
  status === 0 ? 'no answer' : status === -1 ? 'closed (body over the limit)' : String(status);

/** "POST /api/reservations  201×12 400×80 …", one line per endpoint. */
export function formatCounts(counts: CampaignResult['counts']): string {
  return [...counts.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(
      ([endpoint, byStatus]) =>
        `${endpoint.padEnd(44)} ${[...byStatus.entries()]
          .sort(([a], [b]) => a - b)
          .map(([s, n]) => `${statusLabel(s)}×${n}`)
          .join(' ')}`,
    )
    .join('\n');
}

/** Every endpoint label the generator covers, to check none was left out. */
export function endpointLabels(bases: FuzzBases): string[] {
  return endpoints(bases).map((e) => e.endpoint);
}

/** A campaign's `send` through the app itself (app.inject), from each request's client address. */
export function sendThrough(app: FastifyInstance): (request: FuzzRequest) => Promise<FuzzAnswer> {
  return async (request) => {
    const res = await app.inject({
      method: request.method,
      url: request.url,
      headers: request.headers,
      ...(request.body === undefined ? {} : { payload: request.body }),
      remoteAddress: request.ip,
    });
    return { status: res.statusCode, headers: res.headers, body: res.rawPayload };
  };
}

/**
 * What a failed campaign says: the seed that replays it, the answers by endpoint and status, and the first
 * errors the app logged (a 5xx is logged with its stack).
 */
export function campaignReport(
  seed: number,
  result: CampaignResult,
  logs: Record<string, unknown>[],
): string {
  const errors = logs
    .filter((l) => Number(l.level) >= 50)
    .slice(0, 3)
    .map((l) => JSON.stringify(l).slice(0, 3000));
  return `seed ${seed} (FUZZ_SEED=${seed} replays it)\n${formatCounts(result.counts)}\n${errors.join('\n')}`;
}

/** The first 20 problems, each with the request that met it: what a campaign with none answers `[]` to. */
export function problemLines(result: CampaignResult): string[] {
  return result.problems.slice(0, 20).map((p) => `${p.problem}\n    ${describeRequest(p.request)}`);
}
