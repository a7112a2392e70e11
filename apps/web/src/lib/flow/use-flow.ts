import { useSyncExternalStore } from 'react';
import { useAfterHydration } from '../after-hydration';
import { getFlowAnalytics } from '../analytics/flow-analytics';
import { blankAnalytics, defaultFlowState, type FlowState } from './flow-state';
import { createFlowStore, type FlowStore } from './flow-store';

/**
 * The one flow store of the page, made on first use in the browser. The
 * prerendered HTML is drawn from `serverState` (the defaults), and hydration
 * starts from it too (useSyncExternalStore's server snapshot), so the HTML
 * matches; React then re-renders with the restored session, in a transition
 * (lib/after-hydration.ts). Screens wait for `useFlowRestored()` before judging
 * what is missing.
 */
let store: FlowStore | undefined;
const serverState: FlowState = defaultFlowState();
const isBrowser = typeof window !== 'undefined';

function sessionStore(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function flowStore(): FlowStore {
  store ??= isBrowser
    ? createFlowStore({ storage: sessionStore(), captureAnalytics: () => getFlowAnalytics() })
    : createFlowStore({ captureAnalytics: blankAnalytics });
  return store;
}

const subscribe = (listener: () => void) => flowStore().subscribe(listener);

/** A slice of the flow state; `select` must return a part of the state (not a new object) to avoid re-renders. */
export function useFlow<T>(select: (state: FlowState) => T): T {
  const restored = useAfterHydration();
  return useSyncExternalStore(
    subscribe,
    () => select(restored ? flowStore().getState() : serverState),
    () => select(serverState),
  );
}

/** False while prerendering and hydrating, true once the session's flow state is in use. */
export function useFlowRestored(): boolean {
  return useAfterHydration();
}
