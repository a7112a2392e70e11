import type { z } from 'zod';
import { editorCopy } from './editor-copy';
import { centsToDollars, dollarsToCents } from './format';

/**
 * The fields of a back-office editor form as data (STYLE "Data over code"):
 * what each holds, how its stored value shows in an input and how what was
 * typed becomes the value the domain schema checks. Empty optional fields
 * become null ("no cap", "every location", "unlimited").
 */
/** A yes-or-no cell of an editor's list. */
export const yesNo = (value: boolean) => (value ? editorCopy.yes : editorCopy.no);

export interface EditorOption {
  value: string;
  label: string;
}

export type EditorFieldType =
  | 'text'
  | 'money'
  | 'percent'
  | 'count'
  | 'date'
  | 'time'
  | 'choice'
  | 'flag'
  | 'choices'
  | 'counts';

export interface EditorField {
  /** The item's field (and the API's `fields` key). */
  name: string;
  label: string;
  type: EditorFieldType;
  hint?: string;
  /** Empty means null; a choice offers `none` as its label. */
  optional?: boolean;
  none?: string;
  /** For a choice, the choices (with `choices`); for counts, one input each. */
  options?: readonly EditorOption[];
  /** Part of the item's key: typed when adding, shown but not editable when changing. */
  key?: boolean;
  /** Shown (and sent) only while this flag field is ticked; else sent empty. */
  shownWith?: string;
  /** Takes a whole row of the form. */
  wide?: boolean;
}

/** What a form input holds: text as typed, a tick, ticked values, or text per option. */
export type InputValue = string | boolean | string[] | Record<string, string>;
export type InputValues = Record<string, InputValue>;

const asText = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** A stored value as its input shows it: cents as dollars "12.50", null as empty. */
export function toInput(field: EditorField, value: unknown): InputValue {
  switch (field.type) {
    case 'money':
      return typeof value === 'number' ? centsToDollars(value) : '';
    case 'flag':
      return value === true;
    case 'choices':
      return Array.isArray(value) ? value.map(String) : [];
    case 'counts': {
      const counts = (value ?? {}) as Record<string, number>;
      return Object.fromEntries((field.options ?? []).map((o) => [o.value, asText(counts[o.value] ?? 0)]));
    }
    default:
      return asText(value);
  }
}

/** A number as typed ("6.25", "12"), NaN when it is not one, so the schema names the field. */
function typedNumber(text: string, pattern: RegExp): number {
  const cleaned = text.trim();
  return pattern.test(cleaned) ? Number(cleaned) : Number.NaN;
}

/** What an input holds as the schema's input: an empty optional field is null. */
export function fromInput(field: EditorField, input: InputValue | undefined): unknown {
  if (field.type === 'flag') return input === true;
  if (field.type === 'choices') return Array.isArray(input) ? input : [];
  if (field.type === 'counts') {
    const counts = typeof input === 'object' && !Array.isArray(input) ? input : {};
    return Object.fromEntries(Object.entries(counts).map(([key, text]) => [key, typedNumber(text, /^\d+$/)]));
  }
  const text = typeof input === 'string' ? input.trim() : '';
  if (text === '') {
    if (field.optional || field.type === 'choice') return null;
    return field.type === 'text' || field.type === 'date' || field.type === 'time' ? '' : Number.NaN;
  }
  switch (field.type) {
    case 'money':
      return dollarsToCents(text);
    case 'percent':
      return typedNumber(text, /^\d+(\.\d+)?$/);
    case 'count':
      return typedNumber(text, /^\d+$/);
    default:
      return input;
  }
}

/** A stored item as the form's inputs. */
export function itemToInputs(fields: readonly EditorField[], item: Record<string, unknown>): InputValues {
  return Object.fromEntries(fields.map((f) => [f.name, toInput(f, item[f.name])]));
}

/** The form's inputs as the schema's input; a field hidden by its flag is sent empty. */
export function inputsToItem(fields: readonly EditorField[], inputs: InputValues): Record<string, unknown> {
  return Object.fromEntries(
    fields.map((f) => {
      const hidden = f.shownWith !== undefined && inputs[f.shownWith] !== true;
      return [f.name, hidden ? (f.type === 'counts' ? {} : null) : fromInput(f, inputs[f.name])];
    }),
  );
}

/**
 * The message for a check the domain schema left in zod's own words (its own
 * messages, a date's or an id's, win): said by the kind of field, as a person
 * would fix it.
 */
export function fieldMessage(fields: readonly EditorField[], issue: z.core.$ZodRawIssue): string {
  const field = fields.find((f) => f.name === String(issue.path?.[0]));
  const words = editorCopy.messages;
  switch (field?.type) {
    case 'money':
      return words.money;
    case 'percent':
      return words.percent;
    case 'count': {
      const { minimum, maximum } = issue as { minimum?: unknown; maximum?: unknown };
      if (issue.code === 'too_small') return words.atLeast(Number(minimum));
      if (issue.code === 'too_big') return words.atMost(Number(maximum));
      return words.count;
    }
    case 'date':
      return words.date;
    case 'time':
      return words.time;
    case 'choice':
    case 'choices':
      return words.choice;
    default:
      return issue.code === 'too_big' ? words.tooLong : words.required;
  }
}
