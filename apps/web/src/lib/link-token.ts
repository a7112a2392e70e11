/**
 * The token of a personal link, <page>#token=<token> (decisions 024 and 045: in the fragment, so it
 * never reaches a server, a log or a Referer header). Kept in this tab's sessionStorage under
 * `storageKey` for reloads, then taken out of the address bar and of this history entry, as the
 * organisation's key is. A newer link replaces the one kept. '' when neither the address nor the
 * tab holds one.
 */
export function takeLinkToken(
  storageKey: string,
  location: Pick<Location, 'pathname' | 'search' | 'hash'> = window.location,
  history: Pick<History, 'state' | 'replaceState'> = window.history,
  storage: Pick<Storage, 'getItem' | 'setItem'> = window.sessionStorage,
): string {
  const params = new URLSearchParams(location.hash.replace(/^#/, ''));
  const fromLink = params.get('token')?.trim() ?? '';
  if (params.has('token')) {
    // The router's own entry state is kept: only the fragment goes.
    history.replaceState(history.state, '', `${location.pathname}${location.search}`);
  }
  try {
    if (fromLink !== '') storage.setItem(storageKey, fromLink);
    return fromLink || (storage.getItem(storageKey) ?? '');
  } catch {
    // A browser that refuses storage still opens the page from the link; only a reload loses it.
    return fromLink;
  }
}

/**
 * Calls `open` when a link is opened in this tab while its page is open (only the fragment changes,
 * so the page does not load again); answers the way to stop listening.
 */
export function whenLinkOpened(open: () => void): () => void {
  const opened = () => {
    if (new URLSearchParams(window.location.hash.replace(/^#/, '')).has('token')) open();
  };
  window.addEventListener('hashchange', opened);
  return () => window.removeEventListener('hashchange', opened);
}
