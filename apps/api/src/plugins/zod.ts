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

export const nulMessage =
  'This holds an invisible NUL character (\\u0000), which cannot be saved. Remove it.';

/**
 * The path of the first string, or key, holding a NUL character (U+0000) in a
 * request's body, query or parameters; undefined when there is none. PostgreSQL
 * text cannot store one ("invalid byte sequence for encoding UTF8: 0x00": a
 * 500, found by the fuzz test, decision 008), and no person types one, so every
 * request part is refused with it, whatever the field. Walked with a stack of
 * its own: a body may nest deeper than the call stack goes.
 */
export function nulCharacterPath(data: unknown): (string | number)[] | undefined {
  return holdsNul(data) ? pathOfNul(data) : undefined;
}

/** The quick look every request part gets: no allocation beyond a stack. */
function holdsNul(data: unknown): boolean {
  const stack = [data];
  while (stack.length > 0) {
    const value = stack.pop();
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return true;
    } else if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i++) stack.push(value[i]);
    } else if (value !== null && typeof value === 'object') {
      for (const key in value) {
        if (key.includes('\u0000')) return true;
        stack.push((value as Record<string, unknown>)[key]);
      }
    }
  }
  return false;
}

/** Where it is, for the message: slower, run only when there is one. */
function pathOfNul(data: unknown): (string | number)[] | undefined {
  const nodes: { value: unknown; key: string | number | undefined; parent: number }[] = [
    { value: data, key: undefined, parent: -1 },
  ];
  const pathTo = (index: number) => {
    const path: (string | number)[] = [];
    for (let i = index; i > 0; i = nodes[i]!.parent) path.push(nodes[i]!.key!);
    return path.reverse();
  };
  const todo = [0];
  for (let index = todo.pop(); index !== undefined; index = todo.pop()) {
    const { value } = nodes[index]!;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return pathTo(index);
    } else if (value !== null && typeof value === 'object') {
      const array = Array.isArray(value);
      for (const [key, child] of Object.entries(value)) {
        nodes.push({ value: child, key: array ? Number(key) : key, parent: index });
        if (key.includes('\u0000')) return pathTo(nodes.length - 1);
        todo.push(nodes.length - 1);
      }
    }
  }
  return undefined;
}

/** A failed parse becomes a ZodError with status 400; the error handler lists its fields. */
export const validatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart, url }) => {
  const zod = assertZod(schema, `${url} ${httpPart ?? ''}`);
  return (data) => {
    const nul = nulCharacterPath(data);
    if (nul)
      return {
        error: new z.ZodRealError([{ code: 'custom', path: nul, message: nulMessage, input: undefined }]),
      };
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
 * One fast-json-stringify function per zod schema for every app the process builds: the schemas are module
 * constants of the domain package, and the function depends on the schema alone. Writing the JSON Schema and
 * generating the function for every response of every route was most of an app's start (~0.8 s of its ~0.9 s
 * on this 2-core machine); a test process builds an app per test file or per test (docs/benchmarks/test-suite.md).
 */
const stringifiers = new WeakMap<z.ZodType, (data: unknown) => string>();

function stringifierOf(zod: z.ZodType): (data: unknown) => string {
  let stringify = stringifiers.get(zod);
  if (!stringify) {
    const jsonSchema = simplifyNullable(z.toJSONSchema(zod, { io: 'output', unrepresentable: 'any' }));
    stringify = fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
    stringifiers.set(zod, stringify);
  }
  return stringify;
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
    const stringify = stringifierOf(zod);
    if (!options.validate) return (data) => stringify(data);
    return (data) => stringify(zod.parse(data));
  };
}
