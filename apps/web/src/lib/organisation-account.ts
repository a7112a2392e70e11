import type { OrganisationAccount } from '@convoy/domain/contracts/organisation-account.schema';
import type { OrganisationCredentials } from '@convoy/domain/contracts/organisation-credentials.schema';
import { useSyncExternalStore } from 'react';
import { useAfterHydration } from './after-hydration';
import { apiRequest } from './api-client';

/**
 * The organization account remembered on this device (decision 014): its code and
 * access key, kept in localStorage (unlike the flow, it outlives the tab: a
 * treasurer books for the church again next month), and the account as the API
 * answers it. The key acts for the organization, so it travels in the
 * Authorization header, never in a URL, and "Forget" removes it.
 */
export interface RememberedOrganisation extends OrganisationCredentials {
  /** The name when it was remembered, shown until the account answers. */
  name: string;
}

export const organisationStorageKey = 'convoy.organisation';
const listeners = new Set<() => void>();

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

function read(): string | null {
  try {
    return storage()?.getItem(organisationStorageKey) ?? null;
  } catch {
    return null;
  }
}

function parse(raw: string | null): RememberedOrganisation | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    const { code, key, name } = (value ?? {}) as Record<string, unknown>;
    if (typeof code !== 'string' || typeof key !== 'string') return null;
    return { code, key, name: typeof name === 'string' ? name : code };
  } catch {
    return null;
  }
}

function notify(): void {
  for (const listener of listeners) listener();
}

/** The account remembered on this device, or null. */
export function rememberedOrganisation(): RememberedOrganisation | null {
  return parse(read());
}

/** Remembers the account on this device (a storage that refuses keeps it for this page only). */
export function rememberOrganisation(organisation: RememberedOrganisation): void {
  try {
    storage()?.setItem(organisationStorageKey, JSON.stringify(organisation));
  } catch {
    // Private mode or full storage: the page still shows the account now.
  }
  notify();
}

/** "Forget this organization on this device". */
export function forgetOrganisation(): void {
  try {
    storage()?.removeItem(organisationStorageKey);
  } catch {
    // Nothing was stored.
  }
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab remembering or forgetting it.
  const onStorage = (event: StorageEvent) => {
    if (event.key === organisationStorageKey || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

let lastRaw: string | null = null;
let lastParsed: RememberedOrganisation | null = null;
/** The same object while the stored text is the same (useSyncExternalStore compares snapshots). */
function snapshot(): RememberedOrganisation | null {
  const raw = read();
  if (raw !== lastRaw) {
    lastRaw = raw;
    lastParsed = parse(raw);
  }
  return lastParsed;
}

const unknown = () => undefined;

/**
 * The remembered account, live; `undefined` while prerendering and hydrating
 * (the server cannot know this device), then the account or null.
 */
export function useRememberedOrganisation(): RememberedOrganisation | null | undefined {
  const known = useAfterHydration();
  return useSyncExternalStore(subscribe, known ? snapshot : unknown, unknown);
}

/** The header that acts for the organization: `Bearer ORG-7K3M9Q.<key>`. */
export function organisationAuthorization(credentials: OrganisationCredentials): Record<string, string> {
  return { authorization: `Bearer ${credentials.code}.${credentials.key}` };
}

/** GET /api/organisations/account: details, terms, certificates, bookings and invoices. */
export function organisationAccountQuery(credentials: OrganisationCredentials) {
  return {
    queryKey: ['organisation-account', credentials.code, credentials.key] as const,
    queryFn: ({ signal }: { signal: AbortSignal }): Promise<OrganisationAccount> =>
      apiRequest('/api/organisations/account', { headers: organisationAuthorization(credentials), signal }),
  };
}
