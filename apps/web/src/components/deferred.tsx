import { type ComponentType, type ReactNode, useRef, useState } from 'react';
import { useLoadNearView } from '../lib/use-load-near-view';

/**
 * Renders `fallback` (also in the prerendered HTML), then loads a heavy part such
 * as a form (react-hook-form and zod) only when it comes near the viewport or
 * the visitor reaches for it, so it never counts against the page's initial
 * JavaScript (decision 009: at most 100 KB gzip on a marketing page). For a part the
 * prerendered HTML should show as it is, see `Island`.
 */
export function Deferred<P extends object>({
  load,
  props,
  fallback,
}: {
  load: () => Promise<ComponentType<P>>;
  props: P;
  /** Shown until the part is there: sized like it, so nothing shifts when it arrives. */
  fallback: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [Loaded, setLoaded] = useState<ComponentType<P> | null>(null);
  useLoadNearView(ref, Loaded ? null : () => load().then((component) => setLoaded(() => component)));
  return <div ref={ref}>{Loaded ? <Loaded {...props} /> : fallback}</div>;
}
