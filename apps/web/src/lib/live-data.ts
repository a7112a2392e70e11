import { useEffect, useState } from 'react';

/**
 * Prerendered pages show the demo data they were built with; after hydration
 * they ask the API for the current values (an admin may have changed a rate or
 * sold a vehicle since the build) and re-render with them. One request per list
 * and visit; a failure keeps the built values and is retried on the next page.
 * Plain fetch with a shape check: no query library or schema library on
 * marketing pages (issue 5: JS budget).
 */
export function createLiveList<T>(url: string, field: string, isItem: (value: unknown) => value is T) {
  let request: Promise<T[] | null> | undefined;

  async function fetchList(): Promise<T[] | null> {
    try {
      const response = await fetch(url, { headers: { accept: 'application/json' } });
      if (!response.ok) return null;
      const body: unknown = await response.json();
      const list =
        typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[field] : null;
      return Array.isArray(list) && list.every(isItem) ? list : null;
    } catch {
      return null;
    }
  }

  return function useLiveList(built: readonly T[]): readonly T[] {
    const [items, setItems] = useState(built);
    useEffect(() => {
      let current = true;
      request ??= fetchList();
      void request.then((live) => {
        if (!live) request = undefined;
        else if (current) setItems(live);
      });
      return () => {
        current = false;
      };
    }, []);
    return items;
  };
}

/** Small guards for the shape checks. */
export const is = {
  object: (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null,
  string: (v: unknown): v is string => typeof v === 'string',
  int: (v: unknown): v is number => Number.isInteger(v),
};
