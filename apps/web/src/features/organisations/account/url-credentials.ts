import type { OrganisationCredentials } from '@convoy/domain/contracts/organisation.schema';
import { rememberedOrganisation, rememberOrganisation } from '../../../lib/organisation-account';

/**
 * The welcome e-mail's link, /organisation?code=ORG-XXXXXX#key=<key>: the code
 * in the query, the key in the fragment (a fragment never reaches a server, a
 * log or a Referer header). Null unless both are there.
 */
export function credentialsFromUrl(search: string, hash: string): OrganisationCredentials | null {
  const code = new URLSearchParams(search).get('code')?.trim().toUpperCase() ?? '';
  const key = new URLSearchParams(hash.replace(/^#/, '')).get('key')?.trim() ?? '';
  return code !== '' && key !== '' ? { code, key } : null;
}

/**
 * Takes the link's credentials into this device's memory (keeping the name
 * already known for the same code), then takes the key out of the address bar
 * and of this history entry, so it is not left on screen or in the back
 * button's list. Returns them, or null when the link carried none.
 */
export function takeUrlCredentials(
  location: Pick<Location, 'pathname' | 'search' | 'hash'> = window.location,
  history: Pick<History, 'state' | 'replaceState'> = window.history,
): OrganisationCredentials | null {
  const found = credentialsFromUrl(location.search, location.hash);
  if (new URLSearchParams(location.hash.replace(/^#/, '')).has('key')) {
    // The router's own entry state is kept: only the fragment goes.
    history.replaceState(history.state, '', `${location.pathname}${location.search}`);
  }
  if (!found) return null;
  const before = rememberedOrganisation();
  rememberOrganisation({ ...found, name: before?.code === found.code ? before.name : found.code });
  return found;
}
