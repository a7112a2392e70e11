import type { FieldError, FieldErrors, FieldValues, Resolver, ResolverResult } from 'react-hook-form';
import type { z } from 'zod';
import { loadMessageWords } from '../../lib/message-words';

/**
 * A react-hook-form resolver from a domain zod schema (the same schema the
 * API validates with). `prepare` turns the form's values (strings
 * from native inputs) into the schema's input: numbers, and undefined for an
 * empty optional field. The first message per field is shown, in the build's
 * language (contracts/message-words.ts: the schemas write English).
 */
export function schemaResolver<Values extends FieldValues, Schema extends z.ZodType>(
  schema: Schema,
  prepare: (values: Values) => unknown,
): Resolver<Values, unknown, z.output<Schema>> {
  return async (values): Promise<ResolverResult<Values, z.output<Schema>>> => {
    const result = await schema.safeParseAsync(prepare(values));
    const translate = result.success ? undefined : await loadMessageWords();
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, unknown> = {};
    for (const issue of result.error.issues) {
      if (issue.path.length === 0) continue;
      setNested(errors, issue.path.map(String), {
        type: issue.code,
        message: translate ? translate(issue.message) : issue.message,
      });
    }
    return { values: {}, errors: errors as FieldErrors<Values> };
  };
}

/** A resolver whose schema is loaded on first use, and `preload()` to load it ahead of that. */
export type LazyResolver<Values extends FieldValues, Output> = Resolver<Values, unknown, Output> & {
  preload(): void;
};

/**
 * schemaResolver with the schema's module loaded when it is first needed
 * (react-hook-form checks on submit, then on change) or when `preload()` asks:
 * a page whose form is the page does not evaluate zod and the schemas while it
 * loads (decision 009: on /quote that evaluation is the longest part of hydrating).
 * A load that fails is tried again at the next check.
 */
export function lazySchemaResolver<Values extends FieldValues, Schema extends z.ZodType>(
  load: () => Promise<Schema>,
  prepare: (values: Values) => unknown,
): LazyResolver<Values, z.output<Schema>> {
  let loaded: Promise<Resolver<Values, unknown, z.output<Schema>>> | undefined;
  const get = () => {
    loaded ??= load().then(
      (schema) => schemaResolver(schema, prepare),
      (error: unknown) => {
        loaded = undefined;
        throw error;
      },
    );
    return loaded;
  };
  const resolver: Resolver<Values, unknown, z.output<Schema>> = async (values, context, options) =>
    (await get())(values, context, options);
  return Object.assign(resolver, {
    preload: () => {
      get().catch(() => {}); // tried again when the form is checked
    },
  });
}

/** Sets errors.a.b = error unless a message is already there (first one wins). */
function setNested(target: Record<string, unknown>, path: string[], error: FieldError): void {
  let node = target;
  for (const key of path.slice(0, -1)) {
    const next = node[key];
    if (typeof next !== 'object' || next === null || 'message' in next) node[key] = {};
    node = node[key] as Record<string, unknown>;
  }
  const last = path[path.length - 1] as string;
  node[last] ??= error;
}
