import { useSyncExternalStore } from 'react';
import { screenLoads } from '../routing/lazy-screen';

/**
 * A thin bar at the top while the next screen's chunk loads. Navigations are
 * transitions, so the current page stays on screen meanwhile; the bar shows that
 * the click was taken.
 */
export function NavigationProgress() {
  const loading = useSyncExternalStore(screenLoads.subscribe, screenLoads.isLoading, () => false);
  if (!loading) return null;
  return (
    <div aria-hidden="true" className="fixed inset-x-0 top-0 z-50 h-1 overflow-hidden bg-brand-100">
      <div className="h-full w-1/3 animate-pulse bg-brand-600 motion-reduce:animate-none" />
    </div>
  );
}
