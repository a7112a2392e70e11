import { type ComponentType, useEffect, useRef, useState } from 'react';
import { HtmlAsServed } from '../../lib/html-as-served';
import { hydratingPrerendered } from '../../lib/island-hydration';
import type { LoadedOnce } from '../../lib/load-once';

/** A part of the page frame with a chunk of its own: `loadOnce(() => import('./site-footer'))`, shown by `<FramePart>`. */
export type FramePartModule = LoadedOnce<ComponentType>;

/**
 * Loads frame parts before the first render: for the prerender and a page the
 * browser renders itself (200.html), every one; while the browser hydrates a
 * prerendered page, only those `wanted` now (the desktop bar on a wide screen).
 */
export async function loadFrameParts(
  parts: { part: FramePartModule; wanted: () => boolean }[],
): Promise<void> {
  const now = hydratingPrerendered && !import.meta.env.SSR ? parts.filter((p) => p.wanted()) : parts;
  await Promise.all(now.map(({ part }) => part.load()));
}

/**
 * A part of the page frame (the header's full bar, the footer) that a page
 * can show without its script: hydration leaves its prerendered HTML as the
 * server wrote it (an element whose content React does not own) until `wake`
 * calls back, then React renders the part in its place, the same markup
 * (decision 009: what a phone loads; the bar is not displayed on a phone, the
 * footer is below the first screen). Loaded before hydration (`loadFrameParts`)
 * or rendered after it, the part simply renders. Unlike components/island.tsx
 * there is nothing typed to carry over: these parts hold links and buttons only.
 */
export function FramePart({
  part,
  className,
  wake,
}: {
  part: FramePartModule;
  className?: string;
  /** Subscribes to the moment the part is wanted (calls `start`); returns the unsubscribe. Module-level. */
  wake: (node: HTMLElement, start: () => void) => () => void;
}) {
  // Loaded before the first render, or once woken; a woken part is marked data-live (browser tests wait for it).
  const [live, setLive] = useState(() => (part.value ? { Part: part.value, woken: false } : undefined));
  const ref = useRef<HTMLDivElement>(null);
  const waiting = live === undefined;

  useEffect(() => {
    const node = ref.current;
    if (!node || !waiting) return;
    let started = false;
    const start = () => {
      if (started) return;
      started = true;
      part.load().then(
        (Part) => setLive({ Part, woken: true }),
        (error: unknown) => {
          console.warn('A part of the page could not be loaded; it is retried.', error);
          started = false;
        },
      );
    };
    return wake(node, start);
  }, [part, wake, waiting]);

  if (import.meta.env.SSR && !live)
    throw new Error('A frame part was not loaded before rendering: add it to loadFrameParts');
  if (!live) return <HtmlAsServed ref={ref} className={className} />;
  return (
    <div ref={ref} className={className} data-live={live.woken ? '' : undefined}>
      <live.Part />
    </div>
  );
}
