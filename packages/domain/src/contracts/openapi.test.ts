import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument, componentSchemas } from './openapi.ts';

const doc = buildOpenApiDocument({ serverUrl: 'https://www.convoy.example' });

/** Every object in the document with the path that leads to it. */
function* walk(node: unknown, path: string[] = []): Generator<[Record<string, unknown>, string[]]> {
  if (Array.isArray(node)) {
    for (const [i, item] of node.entries()) yield* walk(item, [...path, String(i)]);
  } else if (node && typeof node === 'object') {
    yield [node as Record<string, unknown>, path];
    for (const [key, value] of Object.entries(node)) yield* walk(value, [...path, key]);
  }
}

function resolve(pointer: string): unknown {
  let node: unknown = doc;
  for (const part of pointer.replace(/^#\//, '').split('/')) {
    node =
      node && typeof node === 'object'
        ? (node as Record<string, unknown>)[part.replace(/~1/g, '/')]
        : undefined;
  }
  return node;
}

describe('buildOpenApiDocument', () => {
  it('is an OpenAPI 3.1 document for the brand', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.title).toBe('Convoy API');
    expect(doc.servers).toEqual([{ url: 'https://www.convoy.example' }]);
  });

  it('lists every path of the API with its method', () => {
    const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(operations.sort()).toEqual(
      [
        'GET /api/locations',
        'GET /api/vehicles',
        'GET /api/vehicles-for-sale',
        'GET /api/extras',
        'GET /api/protection',
        'GET /api/public-config',
        'GET /api/rental-charges',
        'GET /api/cancellation-policy',
        'POST /api/availability',
        'POST /api/reservations',
        'POST /api/reservations/price',
        'GET /api/reservations/{code}',
        'POST /api/reservations/{code}/cancel',
        'PATCH /api/reservations/{code}',
        'POST /api/reservations/{code}/changes',
        'POST /api/reservations/{code}/changes/price',
        'POST /api/quotes',
        'POST /api/leads',
        'GET /api/openapi.json',
        'POST /api/reservations/{code}/payment',
        'GET /api/reservations/{code}/invoices/{number}.pdf',
        'GET /api/reservations/{code}/receipts/{id}.pdf',
        'GET /api/payments/config',
        'POST /api/payments/webhook',
        'POST /api/sms/inbound',
        'POST /api/organisations',
        'GET /api/organisations/account',
        'POST /api/organisations/account/key',
        'POST /api/organisations/account/terms',
        'POST /api/organisations/account/certificates',
        'GET /api/organisations/account/invoices/{number}.pdf',
        'GET /api/driver',
        'PUT /api/driver/identity',
        'PUT /api/driver/licence',
        'POST /api/driver/licence-photos/{side}',
        'POST /api/driver/safety-acknowledgement',
        'POST /api/driver/signature',
        'POST /api/reservations/{code}/drivers/{driverId}/pre-arrival-link',
        'POST /api/reservations/{code}/agreement-signature',
        'GET /api/calendar-feeds/{file}',
      ].sort(),
    );
  });

  it('resolves every $ref', () => {
    const refs = [...walk(doc)].flatMap(([node]) => (typeof node.$ref === 'string' ? [node.$ref] : []));
    expect(refs.length).toBeGreaterThan(30);
    for (const ref of refs) expect(resolve(ref), ref).toBeDefined();
  });

  it('has a component for every named schema and no JSON Schema document keywords inside', () => {
    expect(Object.keys(doc.components.schemas).sort()).toEqual(Object.keys(componentSchemas).sort());
    for (const [node, path] of walk(doc.components)) {
      expect(node.$schema, path.join('.')).toBeUndefined();
      expect(node.$id, path.join('.')).toBeUndefined();
    }
  });

  it('gives every operation that takes input a 400 with the error envelope, and the reservation its 409 and 422', () => {
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(item) as [
        string,
        Record<string, Record<string, unknown>>,
      ][]) {
        const takesInput = 'requestBody' in op || 'parameters' in op;
        if (takesInput) expect(op.responses, `${method} ${path}`).toHaveProperty('400');
      }
    }
    const create = doc.paths['/api/reservations']?.post as {
      responses: object;
      parameters: { name: string }[];
    };
    expect(Object.keys(create.responses).sort()).toEqual(['201', '400', '409', '422', '429']);
    expect(create.parameters.map((p) => p.name)).toEqual(['Idempotency-Key']);
    expect(doc.components.responses.BadRequest.content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/Error',
    });
  });

  it('bounds every string and every list (later hardening relies on it)', () => {
    for (const [node, path] of walk(doc.components.schemas)) {
      const types = ([] as unknown[]).concat(node.type);
      const where = path.join('.');
      if (types.includes('string') && !('enum' in node) && !('const' in node)) {
        expect(node.maxLength, where).toBeTypeOf('number');
      }
      if (types.includes('array')) expect(node.maxItems, where).toBeTypeOf('number');
    }
  });

  it('marks the requirements of a request', () => {
    const availability = doc.components.schemas.AvailabilityRequest as { required: string[] };
    expect(availability.required).toEqual(
      expect.arrayContaining(['rentalType', 'pickupLocationId', 'pickupDate', 'pickupTime', 'renterAge']),
    );
    expect(availability.required).not.toContain('vehicleType');
    const lead = doc.components.schemas.LeadRequest as {
      oneOf: unknown[];
      discriminator: { propertyName: string };
    };
    expect(lead.oneOf).toHaveLength(3);
    expect(lead.discriminator.propertyName).toBe('kind');
  });
});
