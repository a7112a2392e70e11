/**
 * Marks a promise with the fields React's `use()` reads (`status`, `value`), so
 * once it has settled `use()` returns its value in the same render instead of
 * suspending: a screen whose chunk was preloaded renders at once (hydration).
 * `use()` must be called on every render, suspended or not (React's rules).
 */
export function trackSettled<T>(promise: Promise<T>): Promise<T> {
  const tracked = promise as Promise<T> & { status?: string; value?: T; reason?: unknown };
  tracked.status = 'pending';
  promise.then(
    (value) => {
      tracked.status = 'fulfilled';
      tracked.value = value;
    },
    (reason: unknown) => {
      tracked.status = 'rejected';
      tracked.reason = reason;
    },
  );
  return promise;
}
