import './styles.css';
import { takeEarlyConsent } from './lib/analytics/consent-static';

/**
 * Resolves once the browser has painted the prerendered page's content (its
 * first-contentful-paint entry). A page with nothing to paint (200.html's empty
 * root) or a hidden tab, which paints nothing until it is shown, starts at once;
 * a browser without paint timing starts after a frame.
 */
function afterFirstPaint(): Promise<void> {
  if (!document.getElementById('root')?.firstElementChild || document.visibilityState !== 'visible')
    return Promise.resolve();
  return new Promise((resolve) => {
    if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      requestAnimationFrame(() => setTimeout(resolve, 0));
      return;
    }
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
}

/**
 * Fetches, in parallel, every chunk the page's first render needs: the prerender
 * lists them on this script's `data-chunks` (src/prerender/document.ts). Without
 * the list (the dev server) the imports below fetch them as they are found.
 */
function preloadPageChunks(): void {
  const chunks = document.querySelector<HTMLScriptElement>('script[data-chunks]')?.dataset.chunks;
  for (const href of chunks?.split(' ') ?? []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}

// The server's consent banner works from the start, the app's takes its place later.
takeEarlyConsent();

// The page's content is already in the HTML: it paints before any of the app's
// JavaScript is fetched, so on a slow connection the stylesheet and the page's
// first image are not sharing it with ~100 KB of scripts, and React's first long
// task comes after the largest paint, not before it (decision 009: LCP on a phone).
void afterFirstPaint()
  .then(() => {
    preloadPageChunks();
    return import('./app/start');
  })
  .then(({ start }) => start());
