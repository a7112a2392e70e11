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

/**
 * The per-page content modules `import.meta.glob` found in one folder of
 * packages/domain/src/content (the call stays in the feature: Vite needs its
 * path written out): each page's loader by its file name, and each page's
 * module name (`<folder>/<name>`) for the prerender (prerender/content-modules.ts).
 */
export function contentFolder<M>(folder: string, pages: Record<string, () => Promise<M>>) {
  const loaders = new Map(
    Object.entries(pages).map(([path, load]) => [path.slice(path.lastIndexOf('/') + 1, -'.ts'.length), load]),
  );
  const modules: Readonly<Record<string, string>> = Object.fromEntries(
    [...loaders.keys()].map((name) => [name, `${folder}/${name}`]),
  );
  /** The module of a page; `what` names the kind of page when there is none by that name. */
  const load = async (name: string, what: string): Promise<M> => {
    const loader = loaders.get(name);
    if (!loader) throw new Error(`No ${what} page content for "${name}"`);
    return loader();
  };
  return { modules, load };
}
