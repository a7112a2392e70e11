import './styles.css';
import { takeEarlyConsent } from './lib/analytics/consent-static';

/**
 * Resolves once the browser has painted the prerendered page's content (its
 * first-contentful-paint entry). A page with nothing to paint (200.html's empty
 * root) or a hidden tab, which paints nothing until it is shown, starts at once;
 * a browser without paint timing (older than the build's targets) after 5 s.
 */
function afterFirstPaint(): Promise<void> {
  if (!document.getElementById('root')?.firstElementChild || document.visibilityState !== 'visible')
    return Promise.resolve();
  return new Promise((resolve) => {
    new PerformanceObserver((list, observer) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      resolve();
    }).observe({ type: 'paint', buffered: true });
    setTimeout(resolve, 5000);
  });
}

/** Lets the browser paint and handle input before going on (Chromium's scheduler.yield, else a timer). */
function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Loads the chunks the page's first render needs, which the prerender lists on
 * this script's `data-chunks`, each after the chunks it imports
 * (src/prerender/manifest-assets.ts); without the list (the dev server) the
 * import of the app fetches them as it finds them. They are fetched in
 * parallel (a few preloads started per task: thirty at once held the main
 * thread 50-120 ms at 4x CPU), then run one by one, each in a task of its own:
 * the browser would otherwise run every module the app and its screen import
 * in one long task as the import of the app resolves (Total Blocking Time on a
 * phone: a form's validation schemas alone took 70 ms at 4x CPU). A chunk that
 * fails is left to the import of the app to report.
 */
async function loadPageChunks(): Promise<void> {
  const chunks = document.querySelector<HTMLElement>('[data-chunks]')?.dataset.chunks?.split(' ') ?? [];
  let started = 0;
  for (const href of chunks) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
    if (++started % 6 === 0) await nextTask();
  }
  for (const href of chunks) {
    await import(/* @vite-ignore */ href).catch(() => {});
    await nextTask();
  }
}

// The server's consent banner works from the start, the app's takes its place later.
takeEarlyConsent();

// A form of the app's (no action of its own) sent before the app has taken over is not sent by the
// browser, which would load this page again with every field, a name and an e-mail address included,
// in its address: it is marked, and its island sends it once live (components/island.tsx).
addEventListener(
  'submit',
  (event) => {
    const form = event.target as HTMLFormElement;
    if (document.documentElement.dataset.hydrated || form.hasAttribute('action')) return;
    event.preventDefault();
    form.dataset.sentEarly = '';
  },
  true,
);

// The page's content is already in the HTML: it paints before any of the app's
// JavaScript is fetched, so on a slow connection the stylesheet and the page's
// first image are not sharing it with ~100 KB of scripts, and React's first long
// task comes after the largest paint, not before it (decision 009: LCP on a phone).
void afterFirstPaint()
  .then(loadPageChunks)
  .then(() => import('./app/start'))
  .then(({ start }) => start());
