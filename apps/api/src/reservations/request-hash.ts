import { createHash } from 'node:crypto';

/**
 * SHA-256 of a JSON value in canonical form (object keys sorted, at every
 * depth), so a retry whose client orders keys differently still counts as "the
 * same body" for its Idempotency-Key.
 */
export function requestHash(value: unknown): string {
  return createHash('sha256').update(canonicalJson(value)).digest('hex');
}

/**
 * Written with a stack of its own, not by recursion: the body is the client's
 * raw JSON, unknown fields included, and a field nested a few thousand levels
 * deep overflowed the call stack, a 500 (decision 008, found by the fuzz test).
 */
export function canonicalJson(value: unknown): string {
  const out: string[] = [];
  // What is left to write, last first: a value, or text as it stands.
  const todo: ({ text: string } | { value: unknown })[] = [{ value }];
  for (let next = todo.pop(); next !== undefined; next = todo.pop()) {
    if ('text' in next) {
      out.push(next.text);
      continue;
    }
    const v = next.value;
    if (Array.isArray(v)) {
      todo.push({ text: ']' });
      for (let i = v.length - 1; i >= 0; i--) {
        todo.push({ value: v[i] });
        if (i > 0) todo.push({ text: ',' });
      }
      todo.push({ text: '[' });
    } else if (v !== null && typeof v === 'object') {
      const entries = Object.entries(v)
        .filter(([, x]) => x !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
      todo.push({ text: '}' });
      for (let i = entries.length - 1; i >= 0; i--) {
        const [k, x] = entries[i]!;
        todo.push({ value: x }, { text: `${JSON.stringify(k)}:` });
        if (i > 0) todo.push({ text: ',' });
      }
      todo.push({ text: '{' });
    } else {
      out.push(JSON.stringify(v) ?? 'null');
    }
  }
  return out.join('');
}
