import { useEffect, useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router';

/** The scope's key in sessionStorage: this tab's choice, forgotten when it closes. */
const storageKey = 'convoy.admin.scope';

export interface ShellScope {
  /** A location's id, or '' for none chosen. */
  location: string;
  /** A day (YYYY-MM-DD), or '' for the location's today. */
  day: string;
}

const empty: ShellScope = { location: '', day: '' };
let cachedRaw: string | null = null;
let cached: ShellScope = empty;

function readStored(): ShellScope {
  let raw: string | null = null;
  try {
    raw = sessionStorage.getItem(storageKey);
  } catch {
    return empty;
  }
  if (raw === cachedRaw) return cached;
  cachedRaw = raw;
  try {
    const parsed = raw ? (JSON.parse(raw) as Partial<ShellScope>) : {};
    cached = {
      location: typeof parsed.location === 'string' ? parsed.location : '',
      day: typeof parsed.day === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(parsed.day) ? parsed.day : '',
    };
  } catch {
    cached = empty;
  }
  return cached;
}

const subscribe = () => () => {};

/**
 * The views whose own `locationId=` (and Today's `date=`) became the shell's choice: their older links
 * still read as it. Elsewhere `locationId` is a list's own filter (bookings, claims) and stays that.
 */
const formerScopeViews = new Set(['today', 'calendar', 'units']);

/**
 * The location and day chosen once in the back office's top bar and kept
 * across its screens (decision 041): in the URL (`?location=&day=`, so a link
 * says what it shows) and in this tab's sessionStorage (so a screen opened
 * without them shows the same). The URL wins; the older `locationId=` and
 * `date=` of the counter's links still read as the same choice on the views
 * that had them.
 */
export function useShellScope() {
  const [search, setSearch] = useSearchParams();
  // The server and the first paint know no storage; the stored choice comes in after hydration.
  const stored = useSyncExternalStore(subscribe, readStored, () => empty);
  const former = formerScopeViews.has(search.get('view') ?? '');
  const location = search.get('location') || (former && search.get('locationId')) || stored.location;
  const day = search.get('day') || (former && search.get('date')) || stored.day;

  useEffect(() => {
    try {
      sessionStorage.setItem(storageKey, JSON.stringify({ location, day }));
    } catch {
      // Storage refused (a private window's quota): the URL still carries the choice.
    }
  }, [location, day]);

  /** Chooses a location or day: written to the URL as the shell's own names. */
  const choose = (changes: Partial<ShellScope>) => {
    const next = new URLSearchParams(search);
    const merged = { location, day, ...changes };
    if (former) {
      next.delete('locationId');
      next.delete('date');
    }
    for (const name of ['location', 'day'] as const) {
      if (merged[name]) next.set(name, merged[name]);
      else next.delete(name);
    }
    setSearch(next);
  };

  return { location, day, choose };
}

/** `href` with the scope's location and day added, so a link keeps the choice. */
export function withScope(href: string, scope: ShellScope): string {
  const [path, query = ''] = href.split('?');
  const params = new URLSearchParams(query);
  if (scope.location) params.set('location', scope.location);
  if (scope.day) params.set('day', scope.day);
  const text = params.toString();
  return text ? `${path}?${text}` : (path ?? href);
}
