import type { Route } from '@convoy/domain/content/routes';
import { type ComponentType, use } from 'react';
import { trackSettled } from '../../lib/settled-promise';

/**
 * A screen that loads its own chunk (SPEC §2: every route loads lazily), like
 * React.lazy but with a `preload()` the entries await before the first render:
 * a loaded screen renders at once, so hydration reuses the prerendered HTML
 * instead of suspending, and the server renders the screen instead of a fallback.
 * A screen module may export `preload(route)` for data it reads during render
 * (its page's content chunk); that is awaited too.
 */
export interface ScreenModule<P> {
  default: ComponentType<P>;
  preload?: (route: Route) => Promise<unknown>;
}

export interface LazyScreen<P> {
  Component: ComponentType<P>;
  preload(route?: Route): Promise<void>;
}

type Listener = () => void;
let loading = 0;
const listeners = new Set<Listener>();

function setLoading(delta: number) {
  loading += delta;
  // Listeners re-render components: never while React is rendering the screen that started the load.
  queueMicrotask(() => {
    for (const listener of listeners) listener();
  });
}

/** For useSyncExternalStore: whether any screen chunk is on its way (the navigation progress bar). */
export const screenLoads = {
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  isLoading: (): boolean => loading > 0,
};

export function lazyScreen<P extends object>(load: () => Promise<ScreenModule<P>>): LazyScreen<P> {
  let pending: Promise<ScreenModule<P>> | undefined;
  const loadModule = () => {
    if (!pending) {
      setLoading(1);
      const loading = load().then(
        (module) => {
          setLoading(-1);
          return module;
        },
        (error: unknown) => {
          setLoading(-1);
          pending = undefined; // a later navigation tries again
          throw error;
        },
      );
      pending = trackSettled(loading);
    }
    return pending;
  };
  function Screen(props: P) {
    // `use` suspends until the chunk is there (at once when preloaded); a failed load throws to
    // the route's error boundary.
    const module = use(loadModule());
    const Component = module.default;
    return <Component {...props} />;
  }
  return {
    Component: Screen,
    async preload(route) {
      const module = await loadModule();
      if (route && module.preload) await module.preload(route);
    },
  };
}
