import { type ComponentType, type ReactNode, useEffect, useRef, useState } from 'react';

/**
 * Renders `fallback` (also in the prerendered HTML), then loads a heavy part such
 * as a form (react-hook-form and zod) only when it comes near the viewport or
 * the visitor reaches for it, so it never counts against the page's initial
 * JavaScript (issue 5: at most 100 KB gzip on a marketing page).
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
  const started = useRef(false);

  useEffect(() => {
    const node = ref.current;
    if (!node) return;
    const start = () => {
      if (started.current) return;
      started.current = true;
      load().then(
        (component) => setLoaded(() => component),
        (error: unknown) => {
          // A chunk that failed to arrive (flaky network, a deploy in between) is tried again on the next cue.
          console.warn('A part of the page could not be loaded; it is retried.', error);
          started.current = false;
        },
      );
    };
    // Backstop for the observer: any scroll that brings the part within reach loads it.
    const onScroll = () => {
      const { top } = node.getBoundingClientRect();
      if (top < window.innerHeight + 400) start();
    };
    // Opened at the part's #anchor (e.g. /long-term-leasing#leasing-request): load it now.
    const target = window.location.hash ? document.getElementById(window.location.hash.slice(1)) : null;
    if (target?.contains(node)) start();
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && start(), {
      rootMargin: '400px 0px',
    });
    observer.observe(node);
    node.addEventListener('focusin', start);
    node.addEventListener('pointerenter', start);
    window.addEventListener('scroll', onScroll, { passive: true });
    onScroll();
    return () => {
      observer.disconnect();
      window.removeEventListener('scroll', onScroll);
      node.removeEventListener('focusin', start);
      node.removeEventListener('pointerenter', start);
    };
  }, [load]);

  return <div ref={ref}>{Loaded ? <Loaded {...props} /> : fallback}</div>;
}
