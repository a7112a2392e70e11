import { type RefObject, useEffect, useRef } from 'react';

/**
 * Calls `load` once, when the element comes within `ahead` px of the viewport,
 * when the visitor reaches for it (pointer or focus), or at once when the page
 * was opened at an #anchor that contains it. A load that fails (a flaky network,
 * a deploy in between) is tried again on the next cue. Pass `null` once there is
 * nothing left to load. Used by `Deferred` and `Island` (decision 009: JavaScript a
 * page needs only further down loads when the visitor gets there).
 */
export function useLoadNearView(
  ref: RefObject<HTMLElement | null>,
  load: (() => Promise<unknown>) | null,
  ahead = 400,
): void {
  const latest = useRef(load);
  latest.current = load;
  const waiting = load !== null;

  useEffect(() => {
    const node = ref.current;
    if (!node || !waiting) return;
    let started = false;
    const start = () => {
      const run = latest.current;
      if (started || !run) return;
      started = true;
      run().catch((error: unknown) => {
        console.warn('A part of the page could not be loaded; it is retried.', error);
        started = false;
      });
    };
    // Backstop for the observer: any scroll that brings the part within reach loads it.
    const onScroll = () => {
      if (node.getBoundingClientRect().top < window.innerHeight + ahead) start();
    };
    // Opened at the part's #anchor (e.g. /long-term-leasing#leasing-request): load it now.
    const target = window.location.hash ? document.getElementById(window.location.hash.slice(1)) : null;
    if (target?.contains(node)) start();
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && start(), {
      rootMargin: `${ahead}px 0px`,
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
  }, [ref, waiting, ahead]);
}
