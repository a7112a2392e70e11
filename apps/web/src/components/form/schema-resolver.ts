import type { FieldError, FieldErrors, FieldValues, Resolver, ResolverResult } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A react-hook-form resolver from a domain zod schema (the same schema the
 * API validates with). `prepare` turns the form's values (strings
 * from native inputs) into the schema's input: numbers, and undefined for an
 * empty optional field. The first message per field is shown.
 */
export function schemaResolver<Values extends FieldValues, Schema extends z.ZodType>(
  schema: Schema,
  prepare: (values: Values) => unknown,
): Resolver<Values, unknown, z.output<Schema>> {
  return async (values): Promise<ResolverResult<Values, z.output<Schema>>> => {
    const result = await schema.safeParseAsync(prepare(values));
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, unknown> = {};
    for (const issue of result.error.issues) {
      if (issue.path.length === 0) continue;
      setNested(errors, issue.path.map(String), { type: issue.code, message: issue.message });
    }
    return { values: {}, errors: errors as FieldErrors<Values> };
  };
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
