import type { CollectWebVital } from '@convoy/domain/contracts/collect.schema';
import type { Metric } from 'web-vitals';
import { sendCollect } from './collect';
import { analyticsAllowed } from './consent';
import { trackEvent } from './track';

/**
 * Web Vitals (LCP, INP, CLS, FCP, TTFB) for first-party collection. The
 * library (~3 KB gzipped) is imported only after the page has loaded and the
 * browser is idle, so it adds nothing to the first load; the metrics it reads
 * are buffered by the browser, so nothing is missed. Metrics belong to the
 * page that was loaded, so they carry that path.
 */
let started = false;
let queue: CollectWebVital[] = [];

function flush(): void {
  const events = queue;
  queue = [];
  if (analyticsAllowed()) sendCollect(events);
}

function report(path: string, metric: Metric): void {
  trackEvent('timing', { name: metric.name, value: metric.value, event_category: 'Web Vitals' });
  queue.push({
    type: 'web_vital',
    path,
    name: metric.name,
    value: Math.max(0, metric.value),
    rating: metric.rating,
    metricId: metric.id.slice(0, 64),
    navigationType: metric.navigationType,
  });
  // Metrics reported together (CLS and INP when the page is hidden) leave in one beacon.
  if (queue.length === 1) queueMicrotask(flush);
}

function whenIdle(task: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(task, { timeout: 5000 });
  else setTimeout(task, 1);
}

export function startWebVitals(): void {
  if (started) return;
  started = true;
  const path = window.location.pathname;
  const load = () =>
    whenIdle(() => {
      import('web-vitals')
        .then(({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
          for (const on of [onCLS, onFCP, onINP, onLCP, onTTFB]) on((metric) => report(path, metric));
        })
        .catch((error: unknown) => console.warn('Could not load web-vitals.', error));
    });
  if (document.readyState === 'complete') load();
  else window.addEventListener('load', load, { once: true });
}
