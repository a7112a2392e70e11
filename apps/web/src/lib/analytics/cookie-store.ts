import type { AttributionStore } from '@convoy/domain/rules/attribution';
import { consentCookieMaxAgeSeconds } from '@convoy/domain/rules/consent-cookie';

/**
 * First-party cookies as the attribution tracker's store (SPEC §9): 180 days
 * (`maxAgeSeconds`: the consent cookie's unless told; the attribution copies
 * pass theirs, so the attribution rules stay out of the code every page loads),
 * path /, SameSite Lax, Secure on https. A cookie that cannot be read or
 * written is logged as a warning and ignored (SPEC §8). Values must already be
 * cookie-safe (the domain's encoders produce such values).
 */
export interface CookieStore extends AttributionStore {
  remove(name: string): void;
}

export interface CookieJar {
  cookie: string;
}

export function createCookieStore(
  jar: CookieJar = document,
  isHttps: () => boolean = () => window.location.protocol === 'https:',
  maxAgeSeconds: number = consentCookieMaxAgeSeconds,
): CookieStore {
  function read(name: string): string | undefined {
    try {
      for (const pair of jar.cookie.split(';')) {
        const at = pair.indexOf('=');
        if (at > 0 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim();
      }
    } catch (error) {
      console.warn(`Could not read the ${name} cookie; ignoring it.`, error);
    }
    return undefined;
  }

  function set(name: string, value: string, maxAge: number): void {
    try {
      // An Expires date in the past as well as Max-Age=0, which some cookie jars ignore.
      const expiry = maxAge > 0 ? '' : '; Expires=Thu, 01 Jan 1970 00:00:00 GMT';
      jar.cookie = `${name}=${value}; Max-Age=${maxAge}${expiry}; Path=/; SameSite=Lax${isHttps() ? '; Secure' : ''}`;
    } catch (error) {
      console.warn(`Could not write the ${name} cookie; ignoring it.`, error);
      return;
    }
    // A browser that blocks cookies ignores the write without an error.
    if (maxAge > 0 && read(name) !== value) console.warn(`The ${name} cookie was not stored; ignoring it.`);
  }

  return {
    read,
    write: (name, value) => set(name, value, maxAgeSeconds),
    remove: (name) => set(name, '', 0),
  };
}
