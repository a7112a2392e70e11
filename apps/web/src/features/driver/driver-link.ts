import { takeLinkToken } from '../../lib/link-token';

/** The token of the driver's link, /driver#token=<token> (decision 024): lib/link-token.ts. */
export function takeDriverToken(
  location: Pick<Location, 'pathname' | 'search' | 'hash'> = window.location,
  history: Pick<History, 'state' | 'replaceState'> = window.history,
  storage: Pick<Storage, 'getItem' | 'setItem'> = window.sessionStorage,
): string {
  return takeLinkToken('convoy.driver-link', location, history, storage);
}
