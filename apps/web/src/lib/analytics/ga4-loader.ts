import { gtag } from './data-layer';

/**
 * Loads the GA4 tag only when a measurement id is configured (SPEC Part B §11),
 * at run time. Initialisation is checked every 100 ms until the tag has run
 * (SPEC §9), and given up after a bounded time; a script that fails to load is
 * only logged (SPEC §8). Page views are sent by the tracker, so the tag's own
 * automatic page view is off.
 */
export type TagStatus = 'disabled' | 'ready' | 'failed' | 'timeout';

export const tagRetryIntervalMs = 100;
export const tagTimeoutMs = 10_000;

const loads = new Map<string, Promise<TagStatus>>();

function tagReady(measurementId: string): boolean {
  return Boolean(window.google_tag_manager?.[measurementId]);
}

export function loadGa4(measurementId: string | null): Promise<TagStatus> {
  if (!measurementId) return Promise.resolve('disabled');
  let load = loads.get(measurementId);
  if (!load) {
    load = inject(measurementId);
    loads.set(measurementId, load);
  }
  return load;
}

function inject(measurementId: string): Promise<TagStatus> {
  gtag('js', new Date());
  gtag('config', measurementId, { send_page_view: false });
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
  return new Promise((resolve) => {
    const started = Date.now();
    const finish = (status: TagStatus) => {
      clearInterval(timer);
      resolve(status);
    };
    const timer = setInterval(() => {
      if (tagReady(measurementId)) finish('ready');
      else if (Date.now() - started >= tagTimeoutMs) {
        console.warn(
          `The analytics tag did not initialise within ${tagTimeoutMs / 1000} s; events stay in dataLayer.`,
        );
        finish('timeout');
      }
    }, tagRetryIntervalMs);
    script.onerror = () => {
      console.error(`The analytics script ${script.src} failed to load.`);
      finish('failed');
    };
    document.head.append(script);
  });
}
