import { use } from 'react';
import { trackSettled } from './settled-promise';

/**
 * Data a screen loads in its own chunk (page content split per file so a page
 * ships only its own copy, decision 009: JS budget). `preload` is awaited by the
 * entries before the first render, so hydration finds the data ready; `read`
 * returns it during render, suspending only when it is not there yet.
 */
export interface Resource<V> {
  preload(key: string): Promise<V>;
  read(key: string): V;
}

export function createResource<V>(load: (key: string) => Promise<V>): Resource<V> {
  const entries = new Map<string, Promise<V>>();
  const entry = (key: string) => {
    let found = entries.get(key);
    if (!found) {
      found = trackSettled(load(key));
      // A failed chunk load may succeed on the next visit to the page.
      found.catch(() => entries.delete(key));
      entries.set(key, found);
    }
    return found;
  };
  return {
    preload: (key) => entry(key),
    // Settled promises carry their value (trackSettled), so `use` suspends only while loading.
    read: (key) => use(entry(key)),
  };
}
