import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dataLayerCommands } from './data-layer';
import { loadGa4, tagTimeoutMs } from './ga4-loader';

/** happy-dom refuses to fetch scripts (it logs and fires "error"), so capture the tag instead of connecting it. */
function captureHeadAppends(): HTMLScriptElement[] {
  const captured: HTMLScriptElement[] = [];
  vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
    captured.push(...(nodes as HTMLScriptElement[]));
  });
  return captured;
}

beforeEach(() => {
  vi.useFakeTimers();
  window.dataLayer = [];
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  delete window.google_tag_manager;
});

describe('loadGa4 (Part B §11, SPEC §8, §9)', () => {
  it('injects nothing without a measurement id', async () => {
    const appended = captureHeadAppends();
    await expect(loadGa4(null)).resolves.toBe('disabled');
    expect(appended).toHaveLength(0);
    expect(window.dataLayer).toEqual([]);
  });

  it('injects the tag once for an id, queues config without the automatic page view, and polls until it runs', async () => {
    const appended = captureHeadAppends();
    const status = loadGa4('G-TEST000001');
    expect(loadGa4('G-TEST000001')).toBe(status);
    expect(appended.map((s) => [s.src, s.async])).toEqual([
      ['https://www.googletagmanager.com/gtag/js?id=G-TEST000001', true],
    ]);
    expect(dataLayerCommands()[1]).toEqual(['config', 'G-TEST000001', { send_page_view: false }]);
    await vi.advanceTimersByTimeAsync(300);
    window.google_tag_manager = { 'G-TEST000001': {} };
    await vi.advanceTimersByTimeAsync(100);
    await expect(status).resolves.toBe('ready');
  });

  it('only logs a script that fails to load', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const appended = captureHeadAppends();
    const status = loadGa4('G-TEST000002');
    appended[0]?.dispatchEvent(new Event('error'));
    await expect(status).resolves.toBe('failed');
    expect(error).toHaveBeenCalledWith(
      'The analytics script https://www.googletagmanager.com/gtag/js?id=G-TEST000002 failed to load.',
    );
  });

  it('gives up after a bounded time with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    captureHeadAppends();
    const status = loadGa4('G-TEST000003');
    await vi.advanceTimersByTimeAsync(tagTimeoutMs + 100);
    await expect(status).resolves.toBe('timeout');
    expect(warn).toHaveBeenCalledOnce();
  });
});
