import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';
import { hydratingPrerendered } from './island-hydration';

const noSubscription = () => () => {};
const hydrating = () => true;
const hydratingPage = () => hydratingPrerendered;

/**
 * False in the render that hydrates the prerendered page (and on the server),
 * true from the next one; true at once in any render after the page hydrated.
 * For state only the browser has (the session's search, the remembered
 * organization): hooks read it only once this says so, so hydration draws the
 * server's HTML and the browser's state follows in a transition, which React
 * renders a few milliseconds at a time. Read straight from a store with the
 * server's snapshot for hydration, a difference makes React re-render the
 * screen synchronously right after hydrating: on /quote, /availability and
 * /confirm one task of 30–45 ms at full CPU speed, the pages' longest (decision 009).
 *
 * Whether this render hydrates is React's to say (the server snapshot is used
 * exactly then, also for a part hydrated later than the rest); while the page's
 * first hydration is under way, the browser's snapshot says the same, so React
 * has nothing to re-render synchronously once it is done.
 */
export function useAfterHydration(): boolean {
  const hydratingNow = useSyncExternalStore(noSubscription, hydratingPage, hydrating);
  const [after, setAfter] = useState(!hydratingNow);
  useEffect(() => {
    if (!after) startTransition(() => setAfter(true));
  }, [after]);
  return after;
}
