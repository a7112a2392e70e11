/** A module's default export, loaded once: see `loadOnce()`. */
export interface LoadedOnce<T> {
  /** Loads it (once; a failed load may be tried again). */
  load(): Promise<T>;
  /** What it exported, once loaded. */
  readonly value: T | undefined;
}

/**
 * Loads `importer`'s default export on the first `load()` and keeps it; a
 * failed load (a flaky network, a deploy in between) is forgotten, so the next
 * `load()` tries again. For the parts of a page with a chunk of their own
 * (components/island.tsx, app/layout/frame-part.tsx).
 */
export function loadOnce<T>(importer: () => Promise<{ default: T }>): LoadedOnce<T> {
  let pending: Promise<T> | undefined;
  let value: T | undefined;
  return {
    load() {
      pending ??= importer().then(
        (module) => {
          value = module.default;
          return value;
        },
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
    get value() {
      return value;
    },
  };
}
