import type { FieldErrors, FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { ApiError } from '../../lib/api-client';
import type { SummaryItem } from './error-summary';

/**
 * The form's errors as summary items, in the order the fields appear on the
 * page (`order`), followed by messages about no particular field.
 */
export function summaryItems(
  errors: FieldErrors,
  order: readonly string[],
  general: readonly string[] = [],
): SummaryItem[] {
  const items: SummaryItem[] = [];
  for (const field of order) {
    const message = errorAt(errors, field);
    if (message) items.push({ field, message });
  }
  return [...items, ...general.map((message) => ({ message }))];
}

/** The message at a dotted path of react-hook-form's nested errors. */
export function errorAt(errors: FieldErrors, path: string): string | undefined {
  let node: unknown = errors;
  for (const key of path.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  const message = (node as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : undefined;
}

/**
 * Puts the API's per-field messages (`fields`, keyed by the same dotted names
 * the form uses) beside the form's fields. `rename` maps an API path the form
 * names differently. Returns the messages no field of the form shows.
 */
export function applyApiFieldErrors<Values extends FieldValues>(
  error: ApiError,
  setError: UseFormSetError<Values>,
  formFields: readonly string[],
  rename: Readonly<Record<string, string>> = {},
): string[] {
  const leftover: string[] = [];
  for (const [path, message] of Object.entries(error.fields ?? {})) {
    const field = rename[path] ?? path;
    if (formFields.includes(field)) setError(field as Path<Values>, { type: 'server', message });
    else leftover.push(message);
  }
  if (leftover.length === 0 && Object.keys(error.fields ?? {}).length === 0) leftover.push(error.message);
  return leftover;
}
