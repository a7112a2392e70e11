import { type FormObject, type FormValue, formLeaves } from './form-body.ts';
import { stripeErrors } from './stripe-errors.ts';

/**
 * Typed reads of a parsed Stripe form, refusing what Stripe refuses: a missing required
 * parameter, an integer or boolean that is not one, a value outside its list, and any parameter
 * the endpoint does not take ("Received unknown parameter"), so a typo in our server fails here
 * as it would against Stripe rather than being silently ignored.
 */
export class Params {
  constructor(readonly form: FormObject) {}

  /** Refuses every leaf matching none of `patterns` (dotted, `*` for an index or metadata key). */
  only(patterns: string[]): this {
    const accepted = [...patterns, 'expand', 'expand.*'];
    for (const leaf of formLeaves(this.form)) {
      if (leaf.name !== '' && !accepted.includes(leaf.pattern)) throw stripeErrors.unknownParam(leaf.name);
    }
    return this;
  }

  value(path: string): FormValue | undefined {
    let node: FormValue | undefined = this.form;
    for (const key of path.split('.')) {
      if (node === undefined || typeof node === 'string') return undefined;
      node = Array.isArray(node) ? node[Number(key)] : node[key];
    }
    return node;
  }

  string(path: string): string | undefined {
    const value = this.value(path);
    if (value === undefined) return undefined;
    if (typeof value !== 'string')
      throw stripeErrors.invalidParam(paramName(path), `Invalid string: ${paramName(path)}`);
    return value;
  }

  requiredString(path: string): string {
    const value = this.string(path);
    if (value === undefined || value === '') throw stripeErrors.missingParam(paramName(path));
    return value;
  }

  integer(path: string): number | undefined {
    const value = this.string(path);
    if (value === undefined) return undefined;
    if (!/^-?\d+$/.test(value)) throw stripeErrors.invalidInteger(paramName(path), value);
    return Number(value);
  }

  requiredInteger(path: string): number {
    const value = this.integer(path);
    if (value === undefined) throw stripeErrors.missingParam(paramName(path));
    return value;
  }

  boolean(path: string): boolean | undefined {
    const value = this.string(path);
    if (value === undefined) return undefined;
    if (value !== 'true' && value !== 'false') throw stripeErrors.invalidBoolean(paramName(path), value);
    return value === 'true';
  }

  oneOf<const T extends string>(path: string, allowed: readonly T[]): T | undefined {
    const value = this.string(path);
    if (value === undefined) return undefined;
    if (!(allowed as readonly string[]).includes(value)) {
      throw stripeErrors.invalidParam(
        paramName(path),
        `Invalid ${paramName(path)}: must be one of ${allowed.join(', ')}`,
      );
    }
    return value as T;
  }

  /** Stripe's limits on metadata: 50 keys, keys up to 40 characters, values up to 500. */
  metadata(path: string): Record<string, string> {
    const value = this.value(path);
    if (value === undefined || value === '') return {};
    if (typeof value !== 'object' || Array.isArray(value)) {
      throw stripeErrors.invalidParam(paramName(path), 'Invalid object');
    }
    const entries = Object.entries(value);
    if (entries.length > 50) {
      throw stripeErrors.invalidParam(
        paramName(path),
        'Invalid metadata: metadata can have at most 50 keys.',
      );
    }
    const metadata: Record<string, string> = {};
    for (const [key, entry] of entries) {
      const name = `${paramName(path)}[${key}]`;
      if (typeof entry !== 'string') throw stripeErrors.invalidParam(name, `Invalid string: ${name}`);
      if (key.length > 40)
        throw stripeErrors.invalidParam(name, 'Metadata keys can have a maximum length of 40.');
      if (entry.length > 500)
        throw stripeErrors.invalidParam(name, 'Metadata values can have a maximum length of 500.');
      // An empty value unsets a key (https://docs.stripe.com/api/metadata).
      if (entry !== '') metadata[key] = entry;
    }
    return metadata;
  }

  /** How many entries an array parameter holds (0 when absent). */
  count(path: string): number {
    const value = this.value(path);
    if (value === undefined) return 0;
    if (!Array.isArray(value))
      throw stripeErrors.invalidParam(paramName(path), `Invalid array: ${paramName(path)}`);
    return value.length;
  }

  /** The `expand` list, `expand[]=a&expand[]=b.c`. */
  expand(): string[] {
    const value = this.value('expand');
    if (value === undefined) return [];
    const list = Array.isArray(value) ? value : [value];
    return list.filter((entry): entry is string => typeof entry === 'string');
  }
}

/** `line_items.0.price_data.currency` → `line_items[0][price_data][currency]`. */
export function paramName(path: string): string {
  const [first, ...rest] = path.split('.');
  return `${first}${rest.map((part) => `[${part}]`).join('')}`;
}
