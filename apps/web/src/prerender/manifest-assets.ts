import type { Manifest } from 'vite';
import { usesQueryProvider } from '../app/screen-modules';

/** The script, style and preload URLs one prerendered page references. */
export interface PageAssets {
  /** The entry module, loaded with `<script type="module">`. */
  script: string;
  styles: string[];
  /**
   * Chunks the entry (statically or as the app it starts) and the page's screen
   * import, each after the chunks it imports: the entry preloads them all at
   * once after the first paint, then runs them in this order, one per task.
   */
  modulePreloads: string[];
}

const screenSuffix = '.screen.tsx';

function screenKey(manifest: Manifest, screen: string): string {
  const key = Object.keys(manifest).find((k) => k.endsWith(`/${screen}${screenSuffix}`));
  if (!key)
    throw new Error(
      `No chunk for screen "${screen}" in the Vite manifest (expected …/${screen}${screenSuffix})`,
    );
  return key;
}

/** The chunk of the Query provider the router loads beside some screens (routing/with-query-provider.tsx). */
const queryProviderSuffix = '/lib/query-provider.tsx';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function contentKey(manifest: Manifest, name: string): string {
  // A domain content module (packages/domain/src/content/<name>.ts), or its translation in the
  // manifest of another language's build (<name>.es.ts, decision 048), or a web page module holding one.
  const key = Object.keys(manifest).find((k) =>
    new RegExp(`/content/${escapeRegExp(name)}(\\.[a-z]{2})?\\.tsx?$`).test(k),
  );
  if (!key) throw new Error(`No chunk for content module "${name}" in the Vite manifest`);
  return key;
}

/**
 * Reads Vite's build manifest: the entry's script and CSS, plus the chunks to
 * preload: the entry's imports, the app it starts, and `screen`'s chunk and its imports, so
 * the client can resolve the page's lazy route before hydrating without a
 * request waterfall (and, for a screen that fetches with TanStack Query, its provider's chunk).
 * `screen` is a screen module name, e.g. "vehicle" or "not-found";
 * `contentModules` name the content chunks the page reads (prerender/content-modules.ts).
 */
export function assetsFor(
  manifest: Manifest,
  screen?: string,
  contentModules: readonly string[] = [],
): PageAssets {
  const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  const entry = entryKey ? manifest[entryKey] : undefined;
  if (!entryKey || !entry) throw new Error('The Vite manifest has no entry chunk');
  const url = (file: string) => `/${file}`;
  const styles = new Set<string>();
  const preloads = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The Vite manifest lists ${key} as an import but has no such chunk`);
    for (const css of chunk.css ?? []) styles.add(url(css));
    for (const imported of chunk.imports ?? []) visit(imported);
    // After its imports: the list is in the order the chunks can run, each after what it needs.
    if (key !== entryKey) preloads.add(url(chunk.file));
  };
  visit(entryKey);
  // The entry only waits for the first paint, then imports the app (entry-client.tsx):
  // its dynamic imports are part of every page's first load, so they are preloaded too.
  for (const started of entry.dynamicImports ?? []) visit(started);
  if (screen) visit(screenKey(manifest, screen));
  // Loaded beside the screen, and its own imports after it: without the preload, three round
  // trips more before the screen's first fetch (Lighthouse on /availability, decision 009).
  if (screen && usesQueryProvider(screen)) {
    const key = Object.keys(manifest).find((k) => k.endsWith(queryProviderSuffix));
    if (!key) throw new Error(`No chunk for …${queryProviderSuffix} in the Vite manifest`);
    visit(key);
  }
  for (const name of contentModules) visit(contentKey(manifest, name));
  return { script: url(entry.file), styles: [...styles], modulePreloads: [...preloads] };
}
