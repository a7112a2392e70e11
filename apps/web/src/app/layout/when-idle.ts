/** Runs `task` when the page has loaded and the browser is idle (a timeout where there is no requestIdleCallback). */
export function whenLoadedAndIdle(task: () => void): () => void {
  let cancelled = false;
  const idle = () => {
    if (cancelled) return;
    if ('requestIdleCallback' in window) requestIdleCallback(() => !cancelled && task(), { timeout: 3000 });
    else setTimeout(() => !cancelled && task(), 200);
  };
  if (document.readyState === 'complete') idle();
  else addEventListener('load', idle, { once: true });
  return () => {
    cancelled = true;
    removeEventListener('load', idle);
  };
}
