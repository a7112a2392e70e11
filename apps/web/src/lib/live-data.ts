import { useEffect, useState } from 'react';

/**
 * Prerendered pages show the demo data they were built with; after hydration
 * they ask the API for the current values (an admin may have changed a rate or
 * sold a vehicle since the build) and re-render with them. One request per
 * endpoint and visit; a failure keeps the built values and is retried on the next page.
 *
 * Plain fetch, no query library and no schema library on marketing pages
 * (decision 009: at most 100 KB gzip of JavaScript): the API answers with the
 * domain's schemas (its response schemas, packages/domain/src/contracts), so
 * the answer is checked only for the built data's shape (`sameShape`), which
 * catches another API version or a proxy's answer without copying a schema.
 */
export function createLiveSource(url: string) {
  let request: Promise<unknown> | undefined;

  async function fetchBody(): Promise<unknown> {
    try {
      const response = await fetch(url, { headers: { accept: 'application/json' } });
      return response.ok ? await response.json() : null;
    } catch {
      return null;
    }
  }

  /**
   * A hook showing one value of the answer: `read` takes it from the answer's
   * body, checked against the value the page was drawn with (null: not usable).
   * Hooks of one source share its request.
   */
  return function liveValue<T>(read: (body: object, built: T) => T | null) {
    return function useLiveValue(built: T): T {
      const [value, setValue] = useState(built);
      // The value the page was first drawn from, kept: the live one is compared with it once per mount.
      const [firstDrawn] = useState(built);
      useEffect(() => {
        let current = true;
        request ??= fetchBody();
        void request.then((body) => {
          const live = typeof body === 'object' && body !== null ? read(body, firstDrawn) : null;
          if (!live) request = undefined;
          // Most visits find the values the page was built with: nothing to re-render.
          else if (current && JSON.stringify(live) !== JSON.stringify(firstDrawn)) setValue(live);
        });
        return () => {
          current = false;
        };
      }, [firstDrawn]);
      return value;
    };
  };
}

/** A live list: the answer's `field` (GET /api/vehicles answers `{ vehicles: [...] }`). */
export function createLiveList<T extends object>(
  url: string,
  field: string,
  /** Show the live list in the built list's order (by this key), new items after it. */
  builtOrder?: (item: T) => string,
) {
  return createLiveSource(url)<readonly T[]>((body, built) => {
    const list = (body as Record<string, unknown>)[field];
    if (!Array.isArray(list) || !sameShape(list, built)) return null;
    return builtOrder ? inBuiltOrder(list, built, builtOrder) : list;
  });
}

/**
 * `live` ordered like `built` (items matched by `key`), items `built` does not
 * have after them in the order they came: the API lists classes by size and
 * locations by name, the pages in the order they were written, and a list that
 * reshuffled itself after loading would move what the visitor was looking at.
 */
export function inBuiltOrder<T>(live: readonly T[], built: readonly T[], key: (item: T) => string): T[] {
  const position = new Map(built.map((item, i) => [key(item), i]));
  const rank = (item: T) => position.get(key(item)) ?? built.length;
  return live
    .map((item, i) => ({ item, i }))
    .sort((a, b) => rank(a.item) - rank(b.item) || a.i - b.i)
    .map(({ item }) => item);
}

const kind = (value: unknown) => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);

/**
 * Every item of `live` is an object with each field the built items have, of
 * the same kind (string, number, object…); a field some built item leaves null
 * or undefined may be anything, and one no built item has is not checked.
 */
export function sameShape(live: readonly unknown[], built: readonly object[]): boolean {
  const kinds = new Map<string, Set<string>>();
  for (const item of built)
    for (const [key, value] of Object.entries(item)) {
      const seen = kinds.get(key) ?? new Set<string>();
      kinds.set(key, seen.add(kind(value)));
    }
  return live.every((item) => {
    if (kind(item) !== 'object') return false;
    const fields = item as Record<string, unknown>;
    return [...kinds].every(
      ([key, seen]) =>
        seen.has('null') || seen.has('undefined') || (key in fields && seen.has(kind(fields[key]))),
    );
  });
}
