import type { RouteEntry, RouteTextsOf } from '@convoy/domain/content/route-entries';
import type { Route, Screen } from '@convoy/domain/content/routes';
import type { ScreenProps } from '../lib/route-handle';
import { PageHead } from './layout/route-meta';
import { type LazyScreen, type ScreenModule as LazyScreenModule, lazyScreen } from './routing/lazy-screen';
import { withQueryProvider } from './routing/with-query-provider';

/**
 * A screen's module: its component, and the texts (title, h1, description) of
 * the pages it draws, which travel in its chunk rather than in every page's
 * (content/route-texts/; decision 009: JavaScript budget).
 */
interface ScreenModule extends LazyScreenModule<ScreenProps> {
  routeTexts: RouteTextsOf;
}

/** What the router renders: a route of the table, before its screen brings the page's texts. */
export interface RouteProps {
  entry: Route;
}

// SPEC §2: all routes load lazily, so each screen is its own chunk. The file name
// is the mapping: features/<feature>/<screen>.screen.tsx renders route-table
// entries whose `screen` is <screen>. scripts/prerender.mjs finds each page's
// chunk in Vite's manifest by the same name.
// The back office is English only (decision 048): another language's build leaves its screens out.
const modules = {
  ...import.meta.glob<ScreenModule>(['../features/**/*.screen.tsx', '!../features/admin/**'], {
    base: '../features',
  }),
  ...(__LOCALE__ === 'en'
    ? import.meta.glob<ScreenModule>('../features/admin/**/*.screen.tsx', { base: '../features' })
    : {}),
};

const suffix = '.screen.tsx';
const loaders = new Map<string, () => Promise<ScreenModule>>();
for (const [path, load] of Object.entries(modules)) {
  const name = path.slice(path.lastIndexOf('/') + 1, -suffix.length);
  if (loaders.has(name)) throw new Error(`Two screen modules are named ${name}${suffix}`);
  loaders.set(name, load);
}

/**
 * Screens that fetch with TanStack Query get its provider from the router, so the
 * library loads with their chunks only, never with the marketing pages' or the
 * home page's (its search form loads the cache when the search is sent; decision 009:
 * JS budget).
 */
const queryScreens: ReadonlySet<Screen> = new Set<Screen>([
  'availability',
  'confirm',
  'success',
  'manage',
  'organisation',
  'admin-login',
  'admin-invitation',
  'admin-dashboard',
  'admin-optimize-images',
]);

/** Whether the router wraps `screen` in the TanStack Query provider (its chunk loads with the screen's). */
export function usesQueryProvider(screen: string): boolean {
  return queryScreens.has(screen as Screen);
}

/** Names of the screens that have a module. */
export const screenNames: readonly string[] = [...loaders.keys()];

function loaderOf(screen: string): () => Promise<ScreenModule> {
  const load = loaders.get(screen);
  if (!load) throw new Error(`No module for screen "${screen}": add features/<feature>/${screen}${suffix}`);
  return load;
}

/** Loads the module of a screen (its own chunk): its component and its pages' texts. */
export function loadScreen(screen: Screen): Promise<ScreenModule> {
  return loaderOf(screen)();
}

/**
 * A loader whose screen takes the route, joins the page's texts from its module
 * and keeps the document head in step with the page it shows.
 */
function withTexts(load: () => Promise<ScreenModule>): () => Promise<LazyScreenModule<RouteProps>> {
  return async () => {
    const module = await load();
    const Screen = module.default;
    const entries = new Map<string, RouteEntry>();
    const entryOf = (route: Route): RouteEntry => {
      let entry = entries.get(route.path);
      if (!entry) {
        const texts = module.routeTexts(route);
        if (!texts) throw new Error(`The ${route.screen} screen has no texts for ${route.path}`);
        entry = { ...route, ...texts };
        entries.set(route.path, entry);
      }
      return entry;
    };
    return {
      ...(module.preload ? { preload: module.preload } : {}),
      default: ({ entry: route }: RouteProps) => {
        const entry = entryOf(route);
        return (
          <>
            <PageHead entry={entry} />
            <Screen entry={entry} />
          </>
        );
      },
    };
  };
}

const lazyScreens = new Map<Screen, LazyScreen<RouteProps>>();

/** The lazily loaded component of a screen; the same object for every route that uses it. */
export function screenComponent(screen: Screen): LazyScreen<RouteProps> {
  let lazy = lazyScreens.get(screen);
  if (!lazy) {
    const load = withTexts(loaderOf(screen));
    lazy = lazyScreen(queryScreens.has(screen) ? withQueryProvider(load) : load);
    lazyScreens.set(screen, lazy);
  }
  return lazy;
}
