import type { Locator } from '@playwright/test';

const touches = ['touchstart', 'touchend', 'touchcancel', 'pointerdown', 'pointerup', 'pointercancel'];
/** What a tap may become: a click (and the form's submit), or a long press's context menu. */
const recorded = [...touches, 'click', 'contextmenu', 'submit'];

/**
 * Taps `target` as `tap()` does and gives back `received()`: the touch, pointer, click, context-menu and
 * submit events the page got from then on, in order, each with what it landed on. For a tap whose effect
 * is awaited next, so that when the effect does not come the failure says whether the tap reached the
 * page at all, became a long press (a contextmenu, no click) or clicked something else.
 */
export async function tapRecorded(target: Locator): Promise<{ received: () => Promise<string> }> {
  const page = target.page();
  await page.evaluate((types) => {
    const w = window as unknown as { tapLog?: string[] };
    if (!w.tapLog) {
      for (const type of types) {
        window.addEventListener(
          type,
          (event) => {
            const el = event.target instanceof Element ? event.target : null;
            const name = el
              ? `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} "${(el.textContent ?? '').trim().slice(0, 30)}"`
              : String(event.target);
            w.tapLog?.push(`${type} on ${name}`);
          },
          { capture: true },
        );
      }
    }
    w.tapLog = [];
  }, recorded);
  await target.tap();
  return {
    received: async () => {
      const log = await page
        .evaluate(() => (window as unknown as { tapLog?: string[] }).tapLog ?? null)
        .catch(() => null);
      return log === null ? 'nothing recorded (the page went)' : log.join(', ') || 'no event at all';
    },
  };
}
