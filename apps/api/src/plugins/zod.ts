import fastJson from 'fast-json-stringify';
import type { FastifySchemaCompiler, FastifySerializerCompiler, FastifyTypeProvider } from 'fastify';
import { z } from 'zod';

/**
 * Route schemas are zod schemas from the domain package (STYLE "one schema
 * language"): they validate requests here and type `request.body` & co. through
 * `app.withTypeProvider<ZodTypeProvider>()`.
 */
export interface ZodTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends z.ZodType ? z.output<this['schema']> : unknown;
  serializer: this['schema'] extends z.ZodType ? z.input<this['schema']> : unknown;
}

function assertZod(schema: unknown, where: string): z.ZodType {
  if (schema instanceof z.ZodType) return schema;
  throw new Error(`${where} schema must be a zod schema`);
}

/** A failed parse becomes a ZodError with status 400; the error handler lists its fields. */
export const validatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart, url }) => {
  const zod = assertZod(schema, `${url} ${httpPart ?? ''}`);
  return (data) => {
    const result = zod.safeParse(data);
    return result.success ? { value: result.data } : { error: result.error };
  };
};

type JsonSchema = Record<string, unknown>;

/** zod writes `T | null` as anyOf [T, null]; fast-json-stringify serialises a type list far faster. */
function simplifyNullable(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(simplifyNullable);
  if (node === null || typeof node !== 'object') return node;
  const { $schema: _, ...schema } = node as JsonSchema;
  const anyOf = schema.anyOf as JsonSchema[] | undefined;
  if (anyOf?.length === 2 && anyOf.some((s) => s.type === 'null')) {
    const other = anyOf.find((s) => s.type !== 'null')!;
    if (typeof other.type === 'string' && other.type !== 'object' && other.type !== 'array') {
      const { anyOf: _anyOf, ...rest } = schema;
      return simplifyNullable({ ...rest, ...other, type: [other.type, 'null'] });
    }
  }
  return Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, simplifyNullable(value)]));
}

/**
 * Responses are written by fast-json-stringify from the JSON Schema of their zod
 * schema: only the properties the schema names go out, so a field never leaks
 * by accident, at a fraction of the cost of parsing every response with zod
 * (the availability answer is ~9 kB). With `validate` (development and tests)
 * the response is also parsed with zod first, so a response that breaks its
 * contract fails loudly there.
 */
export function createSerializerCompiler(options: { validate: boolean }): FastifySerializerCompiler<unknown> {
  return ({ schema, url }) => {
    const zod = assertZod(schema, `${url} response`);
    const jsonSchema = simplifyNullable(z.toJSONSchema(zod, { io: 'output', unrepresentable: 'any' }));
    const stringify = fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
    if (!options.validate) return (data) => stringify(data);
    return (data) => stringify(zod.parse(data));
  };
}
