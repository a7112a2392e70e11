import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { testTrip } from '../test/trips.ts';
import { adminLoginSchema } from './admin-auth.schema.ts';
import { fleetClassParamsSchema, fleetClassUpdateSchema } from './admin-fleet.schema.ts';
import {
  adminLeadQuerySchema,
  adminQuoteQuerySchema,
  adminReservationCodeParamsSchema,
  adminReservationQuerySchema,
} from './admin-lists.schema.ts';
import { adminOutboxIdParamsSchema, adminOutboxQuerySchema } from './admin-outbox.schema.ts';
import { attributionReportQuerySchema, siteHealthQuerySchema } from './admin-reports.schema.ts';
import { availabilityRequestSchema } from './availability.schema.ts';
import { collectBodySchema } from './collect.schema.ts';
import { fieldErrorsFromIssues } from './error.schema.ts';
import { honeypotFieldName } from './form-guard.ts';
import { leadRequestSchema } from './lead.schema.ts';
import { mediaAttachSchema, mediaIdParamsSchema, mediaUpdateSchema } from './media.schema.ts';
import { quoteRequestSchema } from './quote.schema.ts';
import {
  idempotencyKeySchema,
  reservationCancelSchema,
  reservationCodeParamsSchema,
  reservationCreateSchema,
  reservationLookupQuerySchema,
} from './reservation.schema.ts';

/**
 * Abuse limits (decision 008): every schema that takes input from a request (body,
 * query string, path or header) bounds every string, list, map and number, so
 * no request can make the server hold or process more than a form could send.
 */
const inputSchemas: Record<string, z.ZodType> = {
  availabilityRequestSchema,
  reservationCreateSchema,
  reservationCodeParamsSchema,
  reservationLookupQuerySchema,
  reservationCancelSchema,
  idempotencyKeySchema,
  quoteRequestSchema,
  leadRequestSchema,
  collectBodySchema,
  adminLoginSchema,
  fleetClassUpdateSchema,
  fleetClassParamsSchema,
  adminReservationQuerySchema,
  adminQuoteQuerySchema,
  adminLeadQuerySchema,
  adminReservationCodeParamsSchema,
  adminOutboxQuerySchema,
  adminOutboxIdParamsSchema,
  attributionReportQuerySchema,
  siteHealthQuerySchema,
  mediaIdParamsSchema,
  mediaUpdateSchema,
  mediaAttachSchema,
};

type JsonSchema = Record<string, unknown>;

/** Every unbounded string, list, map or number in a JSON Schema, by its path. */
function unbounded(node: unknown, path: string, found: string[]): string[] {
  if (typeof node !== 'object' || node === null) return found;
  const s = node as JsonSchema;
  const has = (...keys: string[]) => keys.some((k) => k in s);
  if (s.type === 'string' && !has('enum', 'const', 'maxLength'))
    found.push(`${path}: string without a maximum length`);
  if (s.type === 'array' && !has('maxItems')) found.push(`${path}: list without a maximum size`);
  if (
    (s.type === 'number' || s.type === 'integer') &&
    !(has('minimum', 'exclusiveMinimum') && has('maximum', 'exclusiveMaximum'))
  )
    found.push(`${path}: number without both bounds`);
  if (s.type === 'object' && typeof s.additionalProperties === 'object' && !has('maxProperties'))
    found.push(`${path}: map without a maximum size`);
  for (const [key, value] of Object.entries(s.properties ?? {})) unbounded(value, `${path}.${key}`, found);
  for (const key of ['anyOf', 'oneOf', 'allOf', 'prefixItems'] as const) {
    const list = s[key];
    if (!Array.isArray(list)) continue;
    for (const [i, item] of list.entries()) unbounded(item, `${path}(${key}[${i}])`, found);
  }
  for (const key of ['items', 'additionalProperties', 'propertyNames'] as const) {
    unbounded(s[key], `${path}[${key}]`, found);
  }
  return found;
}

function fieldErrors(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldErrorsFromIssues(result.error.issues);
}

const long = (n: number) => 'a'.repeat(n);

const reservation = {
  ...testTrip,
  vehicleId: 'minivan',
  contact: {
    firstName: 'Ada',
    lastName: 'Okafor',
    email: 'ada@example.com',
    phone: '+1 410 555 0199',
    agreeToTerms: true,
  },
};

describe('every input schema is bounded (decision 008)', () => {
  it.each(Object.entries(inputSchemas))('%s bounds every string, list, map and number', (_name, schema) => {
    const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
    expect(unbounded(json, '$', [])).toEqual([]);
  });

  it('the walker itself finds what is unbounded', () => {
    const loose = z.object({
      name: z.string(),
      tags: z.array(z.string().max(5)),
      count: z.number().min(0),
      byId: z.record(z.string().max(3), z.number().min(0).max(1)),
    });
    expect(unbounded(z.toJSONSchema(loose, { io: 'input' }), '$', [])).toEqual([
      '$.name: string without a maximum length',
      '$.tags: list without a maximum size',
      '$.count: number without both bounds',
      '$.byId: map without a maximum size',
    ]);
  });
});

describe('over-long input is refused, naming the field', () => {
  it('a booking: names, an attribution value and the honeypot', () => {
    expect(
      fieldErrors(reservationCreateSchema, {
        ...reservation,
        contact: { ...reservation.contact, firstName: long(61) },
        attribution: { firstTouch: { utm_source: long(501), timestamp: '2026-07-01T12:00:00Z' } },
        [honeypotFieldName]: long(501),
      }),
    ).toEqual({
      'contact.firstName': 'Keep your first name to 60 characters or fewer.',
      'attribution.firstTouch.utm_source': 'Keep this to 500 characters or fewer.',
      [honeypotFieldName]: 'Leave this field empty.',
    });
  });

  it('a booking: fillMs must be whole milliseconds within 30 days', () => {
    const message = 'fillMs must be the whole milliseconds the form was open.';
    expect(fieldErrors(reservationCreateSchema, { ...reservation, fillMs: 1e12 })).toEqual({
      fillMs: message,
    });
    expect(fieldErrors(reservationCreateSchema, { ...reservation, fillMs: 2500.5 })).toEqual({
      fillMs: message,
    });
    expect(fieldErrors(reservationCreateSchema, { ...reservation, fillMs: 2500 })).toEqual({});
  });

  it('a quote: organization and notes', () => {
    const errors = fieldErrors(quoteRequestSchema, { organisation: long(121), notes: long(2001) });
    expect(errors.organisation).toBe('Keep the organization name to 120 characters or fewer.');
    expect(errors.notes).toBe('Keep your notes to 2000 characters or fewer.');
  });

  it('a lead: message, subject and the list of vehicles', () => {
    expect(
      fieldErrors(leadRequestSchema, {
        kind: 'contact',
        name: 'Sam',
        email: 'sam@example.com',
        subject: long(151),
        message: long(2001),
      }),
    ).toEqual({
      subject: 'Keep the subject to 150 characters or fewer.',
      message: 'Keep your message to 2000 characters or fewer.',
    });
    const vehicleIds = Array.from({ length: 21 }, () => 'minivan');
    expect(fieldErrors(leadRequestSchema, { kind: 'leasing', vehicleIds }).vehicleIds).toBe(
      'Choose up to 20 kinds of vehicle.',
    );
  });

  it('a beacon: too many events, and a path too long', () => {
    const view = {
      type: 'page_view',
      path: '/',
      category: 'Home',
      contentGroup2: 'home',
      journeyStage: 'awareness',
    };
    expect(Object.keys(fieldErrors(collectBodySchema, { events: Array(100).fill(view) }))).toEqual([
      'events',
    ]);
    expect(
      Object.keys(fieldErrors(collectBodySchema, { events: [{ ...view, path: `/${long(600)}` }] })),
    ).toEqual(['events.0.path']);
  });

  it('the back office: a search, a password, a fleet form with too many locations', () => {
    expect(fieldErrors(adminReservationQuerySchema, { q: long(101) }).q).toBe(
      'Search for at most 100 characters.',
    );
    expect(fieldErrors(adminLoginSchema, { email: 'a@example.com', password: long(257) })).toEqual({
      password: 'That password is too long.',
    });
    const units = Object.fromEntries(Array.from({ length: 201 }, (_, i) => [`location-${i}`, 1]));
    expect(
      fieldErrors(fleetClassUpdateSchema, {
        dailyRateCents: 100,
        weeklyRateCents: 0,
        monthlyRateCents: 0,
        units,
      }),
    ).toEqual({ units: 'Give units for at most 200 locations.' });
  });
});
