/** Where this tab keeps the link's token, so a reload still opens the page. */
const storageKey = 'convoy.driver-link';

/**
 * The token of the driver's link, /driver#token=<token> (decision 024: in the
 * fragment, so it never reaches a server, a log or a Referer header). Kept in
 * this tab's sessionStorage for reloads, then taken out of the address bar and
 * of this history entry, as the organisation's key is. A newer link replaces
 * the one kept. '' when neither the address nor the tab holds one.
 */
export function takeDriverToken(
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
