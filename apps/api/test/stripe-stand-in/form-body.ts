/**
 * Stripe's request encoding: `application/x-www-form-urlencoded` with brackets for nesting
 * (`metadata[code]=X`, `line_items[0][price_data][unit_amount]=1000`, `expand[]=payment_intent`),
 * the same in a POST body and a GET query string. Values stay strings, as Stripe receives them;
 * each endpoint reads them as integers or booleans where it expects one.
 */

export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormObject = { [key: string]: FormValue };

// A key like this would reach Object.prototype through a plain object.
const forbiddenKeys = new Set(['__proto__', 'constructor', 'prototype']);
// Free-form maps: their keys are the caller's, so `metadata[0]` stays a key and never becomes an index.
const mapKeys = new Set(['metadata']);

/** Parses a form-encoded string (body or query, without the `?`) into nested objects and arrays. */
export function parseForm(text: string): FormObject {
  const root: FormObject = {};
  for (const pair of text.split('&')) {
    if (pair === '') continue;
    const equals = pair.indexOf('=');
    const rawKey = equals === -1 ? pair : pair.slice(0, equals);
    const rawValue = equals === -1 ? '' : pair.slice(equals + 1);
    assign(root, keyPath(decode(rawKey)), decode(rawValue));
  }
  return toArrays(root, false) as FormObject;
}

function decode(text: string): string {
  const plain = text.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(plain);
  } catch {
    return plain;
  }
}

/** `a[b][0][]` → ['a', 'b', '0', ''] (an empty part appends). */
function keyPath(key: string): string[] {
  const open = key.indexOf('[');
  if (open <= 0) return [key];
  const parts = [key.slice(0, open)];
  for (const match of key.slice(open).matchAll(/\[([^\]]*)\]/g)) parts.push(match[1] ?? '');
  return parts;
}

function assign(root: FormObject, path: string[], value: string): void {
  let node: FormObject = root;
  for (const [index, part] of path.entries()) {
    if (forbiddenKeys.has(part)) return;
    const key = part === '' ? String(Object.keys(node).length) : part;
    if (index === path.length - 1) {
      node[key] = value;
      return;
    }
    const next = node[key];
    if (typeof next === 'object' && !Array.isArray(next)) node = next;
    else {
      const child: FormObject = {};
      node[key] = child;
      node = child;
    }
  }
}

/** Objects whose keys are all indices become arrays, in index order (gaps close up, as Stripe's do). */
function toArrays(value: FormValue, isMap: boolean): FormValue {
  if (typeof value !== 'object' || Array.isArray(value)) return value;
  const entries = Object.entries(value).map(
    ([key, child]) => [key, toArrays(child, mapKeys.has(key))] as const,
  );
  const indexed = entries.length > 0 && entries.every(([key]) => /^\d+$/.test(key));
  if (indexed && !isMap) {
    return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, child]) => child);
  }
  return Object.fromEntries(entries);
}

export interface Leaf {
  /** Dotted, indices and map keys as `*`: `line_items.*.price_data.currency`, `metadata.*`. */
  pattern: string;
  /** As Stripe names a parameter in its errors: `line_items[0][price_data][currency]`. */
  name: string;
}

/** Every leaf of a parsed form; endpoints list the patterns they accept. */
export function formLeaves(value: FormValue, pattern = '', name = '', isMap = false): Leaf[] {
  if (typeof value === 'string') return [{ pattern, name }];
  const entries = Array.isArray(value)
    ? value.map((child, i) => [String(i), child] as const)
    : Object.entries(value);
  if (entries.length === 0) return [{ pattern, name }];
  return entries.flatMap(([key, child]) => {
    const part = isMap || Array.isArray(value) ? '*' : key;
    return formLeaves(
      child,
      pattern === '' ? part : `${pattern}.${part}`,
      name === '' ? key : `${name}[${key}]`,
      mapKeys.has(key) && !isMap,
    );
  });
}
