import { loadOnce } from '../../lib/load-once';
import { loadFrameParts } from './frame-part';
import { desktopQuery } from './nav-styles';

// The frame's parts that a page can show without their script (frame-part.tsx, decision 009):
// a phone never displays the full bar, and the footer sits below every page's first screen.
export const desktopNavPart = loadOnce(() => import('./desktop-nav'));
export const siteFooterPart = loadOnce(() => import('./site-footer'));

const wideScreen = () => window.matchMedia?.(desktopQuery).matches ?? false;

/** The full bar goes live where it shows: at once on a wide screen, or when a window is widened to it. */
export function wakeOnWideScreen(_node: HTMLElement, start: () => void): () => void {
  if (wideScreen()) {
    start();
    return () => {};
  }
  const query = window.matchMedia?.(desktopQuery);
  const onChange = () => query?.matches && start();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** The footer goes live as it comes within 400 px of the screen, or when a pointer or the focus reaches it. */
export function wakeNearView(node: HTMLElement, start: () => void): () => void {
  const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && start(), {
    rootMargin: '400px 0px',
  });
  observer.observe(node);
  node.addEventListener('focusin', start);
  node.addEventListener('pointerenter', start);
  return () => {
    observer.disconnect();
    node.removeEventListener('focusin', start);
    node.removeEventListener('pointerenter', start);
  };
}

/**
 * The frame's parts the first render needs (the entries await it with the
 * screen's chunk): all of them for the prerender and a page the browser renders
 * itself; while hydrating a prerendered page, the full bar on a wide screen only.
 */
export function preloadFrame(): Promise<void> {
  return loadFrameParts([
    { part: desktopNavPart, wanted: wideScreen },
    { part: siteFooterPart, wanted: () => false },
  ]);
}
