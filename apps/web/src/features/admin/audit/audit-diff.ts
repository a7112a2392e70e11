/** One field of a record as the audit log saw it before and after a change. */
export interface FieldChange {
  field: string;
  before: string;
  after: string;
}

const absent = '—';

/** A value in words: text as is, nothing as a dash, anything else as compact JSON. */
export function shown(value: unknown): string {
  if (value === undefined || value === null || value === '') return absent;
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The fields a change touched, in the order the record lists them: all of a
 * created record's fields (before: a dash), all of a removed record's (after:
 * a dash), only the changed ones otherwise. A value that is not a record (a
 * list, a number) is one field named `value`.
 */
export function changedFields(before: unknown, after: unknown): FieldChange[] {
  if (!isRecord(before) && !isRecord(after)) {
    return shown(before) === shown(after)
      ? []
      : [{ field: 'value', before: shown(before), after: shown(after) }];
  }
  const from = isRecord(before) ? before : {};
  const to = isRecord(after) ? after : {};
  const fields = [...new Set([...Object.keys(from), ...Object.keys(to)])];
  return fields
    .map((field) => ({ field, before: shown(from[field]), after: shown(to[field]) }))
    .filter((change) => change.before !== change.after);
}
