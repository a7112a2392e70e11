import fc from 'fast-check';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { generateSync, type JsonSchema } from 'json-schema-faker';
import { z } from 'zod';
import { createAdmin, routePatterns, type SignedIn, signIn } from '../admin.ts';
import { createTestApp } from '../app.ts';
import { multipartForm } from '../images.ts';
import {
  encode,
  encodeSegment,
  type FuzzRequest,
  hostileSegment,
  type Method,
  mutate,
  mutation,
} from './requests.ts';

/**
 * Requests to every route of one side of the API, as its own user would send them and then some: the body,
 * query and path parameters each route's own zod schema describes (zod → JSON Schema → json-schema-faker),
 * its ids and codes taken from what that user can list, then broken in a few ways (requests.ts's
 * mutations). Where requests.ts starts from a hand-written valid body per public endpoint, this one reads
 * the routes from the app itself: a route added later is fuzzed with no change here. The back office's
 * owner (`staffRoutes`) and the renter with every link a booking sends (`renterRoutes`) each use it.
 */

export interface FuzzRoute {
  method: Method;
  /** Fastify's pattern, e.g. `/api/admin/units/:id/maintenance`. */
  path: string;
}

/** The sign-in and the session itself: what a signed-in owner's fuzz must not end (or fuzzes elsewhere). */
const sessionRoutes = /^\/api\/admin\/(login|logout|session|invitations\/accept)$/;

/** Every method and path the app answers, but OPTIONS and a prefix's twin with a trailing slash. */
function everyRoute(app: FastifyInstance): FuzzRoute[] {
  return (
    routePatterns(app)
      // A prefix's route answers with and without its trailing slash: one of the two is enough.
      .filter(({ method, path }) => method !== 'OPTIONS' && !(path.length > 1 && path.endsWith('/')))
      .map(({ method, path }) => ({ method: method as Method, path }))
  );
}

/** Every method and path under /api/admin but the session's own, from Fastify's route tree. */
export function staffRoutes(app: FastifyInstance): FuzzRoute[] {
  return everyRoute(app).filter(({ path }) => path.startsWith('/api/admin/') && !sessionRoutes.test(path));
}

/**
 * Every route outside the back office: the renter's and the site's own, the media files and the pages'
 * catch-all (`*`) left to requests.ts, which sends them hostile paths of their own.
 */
export function renterRoutes(app: FastifyInstance): FuzzRoute[] {
  return everyRoute(app).filter(
    ({ path }) => path.startsWith('/api/') && !path.startsWith('/api/admin') && path !== '/api/*',
  );
}

const key = (method: string, path: string) => `${method} ${path}`;

/** The routes `pick` chooses and each one's schemas, from the routes themselves. */
export interface LearntRoutes {
  routes: FuzzRoute[];
  /** By `METHOD /path`: the body, querystring and params schemas the route validates with. */
  schemas: Map<string, FastifySchema>;
}

/**
 * The routes `pick` chooses from the app's route tree, and the schemas (body, querystring, params) each
 * validates with, read from the routes themselves as one request to each passes, signed in (in an app of
 * its own: a hook may be added only before an app's first request, and the fuzzed one has served some).
 */
export async function learnRoutes(pick: (app: FastifyInstance) => FuzzRoute[]): Promise<LearntRoutes> {
  const { app, close } = await createTestApp({ seed: true });
  try {
    const schemas = new Map<string, FastifySchema>();
    app.addHook('onRequest', async (request) => {
      const { method, url, schema } = request.routeOptions;
      if (url && schema) for (const m of [method].flat()) schemas.set(key(m, url), schema);
    });
    await app.ready();
    const routes = pick(app);
    // Signed in: the back office refuses a request without its session before the hook above.
    await createAdmin(app);
    const { headers } = await signIn(app);
    for (const route of routes) {
      const url = route.path.replace(/:[A-Za-z]+/g, 'unknown');
      await app.inject({ method: route.method, url, headers });
    }
    return { routes, schemas };
  } finally {
    await close();
  }
}

/** Values by the key they stood under (`id`, `code`, `classId`, …), from one answer or many. */
export type Harvest = Map<string, Set<string>>;

function gather(value: unknown, into: Harvest): void {
  if (Array.isArray(value)) for (const item of value) gather(item, into);
  else if (value !== null && typeof value === 'object') {
    for (const [name, child] of Object.entries(value)) {
      if (typeof child !== 'string') gather(child, into);
      else if (child.length <= 80) {
        const known = into.get(name) ?? new Set<string>();
        known.add(child);
        into.set(name, known);
      }
    }
  }
}

/** One list the user can read: its route's path (what a parameter after it looks up), the URL and headers to read it. */
export interface Listing {
  path: string;
  url: string;
  headers: Record<string, string>;
}

/** Every back-office list (each GET route without path parameters), read by the signed-in owner. */
export const staffListings = (routes: FuzzRoute[], staff: SignedIn): Listing[] =>
  routes
    .filter((route) => route.method === 'GET' && !route.path.includes(':'))
    .map((route) => ({ path: route.path, url: route.path, headers: staff.headers }));

/**
 * What the user can list, list by list: the ids and codes a route's parameters and fields take, by list
 * (`/api/admin/units` → its units' ids) and all together.
 */
export async function harvest(
  app: FastifyInstance,
  listings: Listing[],
): Promise<{ all: Harvest; byList: Map<string, Harvest> }> {
  const all: Harvest = new Map();
  const byList = new Map<string, Harvest>();
  for (const listing of listings) {
    const res = await app.inject({ url: listing.url, headers: listing.headers });
    if (!String(res.headers['content-type']).startsWith('application/json')) continue;
    const own: Harvest = byList.get(listing.path) ?? new Map();
    gather(res.json(), own);
    gather(res.json(), all);
    byList.set(listing.path, own);
  }
  return { all, byList };
}

/** A number from 0 to 2³²−1 for `text` (FNV-1a): the same seed and place pick the same value. */
function hashOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

const pickBy = <T>(values: readonly T[], seed: string): T | undefined =>
  values.length === 0 ? undefined : values[hashOf(seed) % values.length];

type JsonSchemaObject = Exclude<JsonSchema, boolean>;

/** The formats a harvested value may be checked for here; any other it may lack. */
const formats: Record<string, RegExp> = {
  email: /^[^@\s]+@[^@\s]+$/,
  date: /^\d{4}-\d{2}-\d{2}$/,
};

/** A harvested value fits where the schema allows it: its enum, its pattern, its format if one of `formats`. */
function fits(value: string, schema: JsonSchemaObject | undefined): boolean {
  if (!schema) return true;
  if (schema.enum && !schema.enum.includes(value)) return false;
  if (schema.format && !formats[schema.format]?.test(value)) return false;
  if (schema.maxLength !== undefined && value.length > schema.maxLength) return false;
  return !schema.pattern || new RegExp(schema.pattern, 'u').test(value);
}

/**
 * A value the zod schema accepts, as json-schema-faker makes it from the schema's JSON Schema (with the
 * seed), a field named like a harvested key mostly given one of those values (`unitId`, `classId`,
 * `locationId`): ids that exist, so a request reaches past its lookups. Cross-field rules are not in
 * JSON Schema: some of these are refused, which is part of the fuzz.
 */
function sample(schema: unknown, seed: number, known: Harvest, today: number): unknown {
  let json: JsonSchema;
  try {
    json = z.toJSONSchema(schema as z.ZodType, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  } catch {
    return {};
  }
  try {
    return generateSync(json, {
      seed,
      optionalsProbability: 0.7,
      maxItems: 3,
      // Days from the app's today to four months on: what staff book, block and report on (any year
      // from 0000 to 9999 would be refused as past or too far, mostly, and reach nothing further).
      formats: {
        date: (random) => new Date(today + random.int(0, 120) * 86_400_000).toISOString().slice(0, 10),
      },
      outputTransform: (value, node, path) => {
        const name = path.split('/').pop() ?? '';
        if (typeof value !== 'string' || hashOf(`${seed}?${path}`) % 10 >= 6) return value;
        const fitting = [...(known.get(name) ?? [])].filter((v) => fits(v, node as JsonSchemaObject));
        return pickBy(fitting, `${seed}:${path}`) ?? value;
      },
    });
  } catch {
    return {};
  }
}

/**
 * The query string of a sampled (or broken) query object, each value at most 4,000 characters: over HTTP
 * a request line past 16 KB never reaches the app (Node answers 431), and app.inject has no such limit.
 */
function decodedSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function asQuery(value: unknown): string {
  if (value === null || typeof value !== 'object') return '';
  const params = new URLSearchParams();
  for (const [name, v] of Object.entries(value)) {
    if (v === undefined) continue;
    params.append(
      name.slice(0, 200),
      (typeof v === 'string' ? v : (JSON.stringify(v) ?? '')).slice(0, 4_000),
    );
  }
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

/**
 * A path parameter: mostly an id from the list the route's path starts with (`/api/admin/units/:id` takes
 * one of `/api/admin/units`'s `id`s) or a list of that name, else any value harvested under its name or as an id that fits the
 * route's own parameter schema; sometimes a hostile segment.
 */
function parameter(
  route: FuzzRoute,
  name: string,
  at: number,
  seed: number,
  hostile: string,
  harvested: { all: Harvest; byList: Map<string, Harvest> },
  shape: Record<string, z.ZodType> | undefined,
): string {
  const where = `${seed}/${name}`;
  if (hashOf(`${where}!`) % 100 < 12) return hostile;
  // The list at the path before the parameter, or else a list of the same name elsewhere
  // (`/api/admin/maintenance/units/:id` takes the ids of `/api/admin/units`).
  const before = route.path.slice(0, at - 1);
  const named = before.slice(before.lastIndexOf('/'));
  const list =
    harvested.byList.get(before) ??
    [...harvested.byList].find(([path, values]) => path.endsWith(named) && values.size > 0)?.[1];
  // The list's values of the parameter's own name (a booking's `code`, not its drivers' ids), else its ids.
  const near = [...(list?.get(name)?.size ? list.get(name)! : (list?.get('id') ?? []))];
  const anywhere = ['id', 'code', name].flatMap((k) => [...(harvested.all.get(k) ?? [])]);
  const accepts = (v: string) => shape?.[name]?.safeParse(v).success ?? true;
  const pool = near.length > 0 && hashOf(`${where}~`) % 10 < 8 ? near : anywhere.filter(accepts);
  // Nothing listed fits (a licence photo's `side`): a value the parameter's own schema allows.
  const own = shape?.[name] ? sample(shape[name], hashOf(where), new Map(), 0) : undefined;
  return encodeSegment(pickBy(pool, where) ?? (typeof own === 'string' ? own : 'unknown'));
}

/** A file an upload sends, as a browser's FormData names it. */
export interface FuzzFile {
  name: string;
  type: string;
  data: Buffer;
}

/** A form's text fields as multipart sends them: strings, whatever the sample or its mutation made. */
function textFields(value: unknown): Record<string, string> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value).map(([name, v]) => [
      name.slice(0, 200),
      (typeof v === 'string' ? v : (JSON.stringify(v) ?? '')).slice(0, 4_000),
    ]),
  );
}

/**
 * `rounds` requests to each route in turn (so every route gets its share), each from one seed: its body,
 * query and parameters sampled from the route's schemas (or, for a route that reads its body itself, a
 * valid one given; for an upload, a file and its form's fields), then, half of them, mutated.
 */
export function* routeRequests(options: {
  routes: FuzzRoute[];
  schemas: Map<string, FastifySchema>;
  harvested: { all: Harvest; byList: Map<string, Harvest> };
  /** Who sends it: the staff session's cookie and CSRF token, or the renter's link for the route. */
  headersFor: (route: FuzzRoute, seed: number) => Record<string, string>;
  rounds: number;
  seed: number;
  /** The app's clock: dates are sampled from then on. */
  now: number;
  /**
   * Valid bodies to start from, by `METHOD /path`: for a route that checks its body itself (no body
   * schema), every time; for one with a schema, every other time (a valid signature, a change that
   * fits the booking: what a sample of the schema alone seldom is).
   */
  bodies?: Map<string, (seed: number) => unknown>;
  /** Routes that take a file (multipart/form-data), by `METHOD /path`: the schema of the fields beside it. */
  uploads?: Map<string, z.ZodType | null>;
  /** What an upload sends, one a request: files that are what they say and files that are not. */
  files?: FuzzFile[];
}): Generator<FuzzRequest> {
  const { routes, schemas, harvested, headersFor, now } = options;
  const variation = fc.record({
    seed: fc.integer({ min: 1, max: 2 ** 30 }),
    broken: fc.boolean(),
    twice: fc.nat({ max: 2 }).map((n) => n === 0),
    sameKey: fc.boolean(),
    bodyMutations: fc.array(mutation, { minLength: 1, maxLength: 3 }),
    queryMutations: fc.array(mutation, { maxLength: 2 }),
    hostile: hostileSegment,
  });
  const variations = fc.sample(variation, { numRuns: routes.length * options.rounds, seed: options.seed });
  for (const [i, v] of variations.entries()) {
    const route = routes[i % routes.length]!;
    const schema = schemas.get(key(route.method, route.path)) ?? {};
    const shape = (schema.params as { shape?: Record<string, z.ZodType> } | undefined)?.shape;
    const params: Record<string, string> = {};
    const path = route.path.replace(/:([A-Za-z]+)/g, (_, name: string, at: number) => {
      const value = parameter(route, name, at, v.seed, v.hostile, harvested, shape);
      params[name] = value;
      return value;
    });
    let query = '';
    if (schema.querystring) {
      const sampled = sample(schema.querystring, v.seed, harvested.all, now);
      query = asQuery(v.broken ? mutate(sampled, v.queryMutations) : sampled);
    }
    const endpoint = key(route.method, route.path);
    const upload = options.uploads?.get(endpoint);
    const base = options.bodies?.get(endpoint);
    let body: string | Buffer | undefined;
    let contentType = 'application/json';
    if (upload !== undefined) {
      const fields = upload ? sample(upload, v.seed + 1, harvested.all, now) : {};
      const file = pickBy(options.files ?? [], `${v.seed}#file`) ?? {
        name: 'empty',
        type: 'text/plain',
        data: Buffer.alloc(0),
      };
      const form = multipartForm(textFields(v.broken ? mutate(fields, v.bodyMutations) : fields), file);
      body = form.payload;
      contentType = form.headers['content-type'];
    } else if (base && (!schema.body || hashOf(`${v.seed}%base`) % 2 === 0)) {
      const valid = base(v.seed);
      body = encode(v.broken ? mutate(valid, v.bodyMutations) : valid, { kind: 'json' });
    } else if (schema.body) {
      const sampled = sample(schema.body, v.seed + 1, harvested.all, now);
      // A body that names what its path names (an edited season's `id`) names the same, as the editor sends it.
      if (sampled !== null && typeof sampled === 'object' && !Array.isArray(sampled)) {
        for (const [name, value] of Object.entries(params)) {
          if (Object.hasOwn(sampled, name))
            (sampled as Record<string, unknown>)[name] = decodedSegment(value);
        }
      }
      body = encode(v.broken ? mutate(sampled, v.bodyMutations) : sampled, { kind: 'json' });
    } else if (route.method !== 'GET' && route.method !== 'DELETE' && v.broken) {
      body = encode(mutate({}, v.bodyMutations), { kind: 'json' });
    }
    const request = (attempt: string): FuzzRequest => ({
      endpoint,
      method: route.method,
      url: `${path}${query}`,
      headers: {
        ...headersFor(route, v.seed),
        ...(body === undefined ? {} : { 'content-type': contentType }),
        // Every change carries one, as the back office sends it: the money actions require it (decision 005).
        ...(route.method === 'GET' ? {} : { 'idempotency-key': `fuzz-${options.seed}-${i}${attempt}` }),
      },
      body,
      // Allowed past the rate limits (test/app.ts): one user's many requests are not the fuzz.
      ip: '127.0.0.1',
      admin: false,
    });
    yield request('');
    // A third of the changes twice at once (the campaign sends the next request before this one's
    // answer): half of them with the same key, a retry; half with their own, a double click or two
    // people saving the same thing.
    if (route.method !== 'GET' && v.twice) yield request(v.sameKey ? '' : '-again');
  }
}
