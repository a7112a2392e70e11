// Kept apart from components/island.tsx: app/start.tsx, on every page, needs only this.
/** Whether React is hydrating the prerendered page the browser opened (read by lib/after-hydration.ts). */
export let hydratingPrerendered = false;
/** Whether the page the browser opened was prerendered, its head written for it (stays so after hydrating). */
export let openedPrerendered = false;

/**
 * app/start.tsx says when it starts hydrating a prerendered page, AppLayout when
 * that is done: only meanwhile do island parts wait for the visitor.
 */
export function setHydratingPrerendered(value: boolean): void {
  hydratingPrerendered = value;
  if (value) openedPrerendered = true;
}

/**
 * For a screen's `preload`: its island parts load with its chunk for the
 * prerender, a client-side navigation or a page the browser renders itself, so
 * they render at once; not before the browser hydrates the prerendered page it
 * opened (their HTML stays as it is until the visitor gets near them).
 */
export async function loadParts(...parts: { load(): Promise<unknown> }[]): Promise<void> {
  if (hydratingPrerendered && !import.meta.env.SSR) return;
  await Promise.all(parts.map((part) => part.load()));
}
