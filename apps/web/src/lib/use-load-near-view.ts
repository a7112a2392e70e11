import { type RefObject, useEffect, useRef } from 'react';

/**
 * Calls `load` once, when the element comes within `ahead` px of the viewport,
 * when the visitor reaches for it (pointer, touch, focus or a key), or at once when the page
 * was opened at an #anchor that contains it. A load that fails (a flaky network,
 * a deploy in between) is tried again on the next cue. Pass `null` once there is
 * nothing left to load. Used by `Deferred` and `Island` (decision 009: JavaScript a
 * page needs only further down loads when the visitor gets there). With `reachOnly`
 * (asked once, in the browser) coming into view is not a cue: a part in view on every
 * screen whose HTML works as served until it is touched (`/quote`'s form).
 */
export function useLoadNearView(
  ref: RefObject<HTMLElement | null>,
  load: (() => Promise<unknown>) | null,
  ahead = 400,
  reachOnly?: () => boolean,
): void {
  const latest = useRef(load);
  latest.current = load;
  const waiting = load !== null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `reachOnly` is asked once, when the part starts waiting.
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
    const reaches = ['focusin', 'pointerenter', 'pointerdown', 'keydown'] as const;
    for (const cue of reaches) node.addEventListener(cue, start);
    const removeReaches = () => {
      for (const cue of reaches) node.removeEventListener(cue, start);
    };
    // Opened at the part's #anchor (e.g. /long-term-leasing#leasing-request): load it now.
    const target = window.location.hash ? document.getElementById(window.location.hash.slice(1)) : null;
    if (target?.contains(node)) start();
    // Reached for before the page was live (no listener heard it): the focus is in it, or a form was sent.
    if (node.contains(document.activeElement) || node.querySelector('form[data-sent-early]')) start();
    if (reachOnly?.()) return removeReaches;
    // Backstop for the observer: any scroll that brings the part within reach loads it.
    const onScroll = () => {
      if (node.getBoundingClientRect().top < window.innerHeight + ahead) start();
    };
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && start(), {
      rootMargin: `${ahead}px 0px`,
    });
    observer.observe(node);
    window.addEventListener('scroll', onScroll, { passive: true });
    onScroll();
    return () => {
      observer.disconnect();
      window.removeEventListener('scroll', onScroll);
      removeReaches();
    };
  }, [ref, waiting, ahead]);
}
