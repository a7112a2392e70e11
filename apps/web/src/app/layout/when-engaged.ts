// What tells that the visitor is using the page, not only looking at its first screen.
const engagement = ['pointerdown', 'touchstart', 'keydown', 'scroll'] as const;

/**
 * Runs `task` once, at the visitor's first touch, press, key or scroll anywhere
 * on the page; returns a function that cancels it. A visitor who only reads the
 * first screen never triggers it (decision 009: what a phone loads).
 */
export function whenEngaged(task: () => void): () => void {
  const options = { capture: true, passive: true } as const;
  const stop = () => {
    for (const type of engagement) removeEventListener(type, run, options);
  };
  function run() {
    stop();
    task();
  }
  for (const type of engagement) addEventListener(type, run, options);
  return stop;
}
