import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCookieStore } from './cookie-store';

/** A cookie jar that records what was assigned and answers reads like a browser. */
function jar() {
  const assigned: string[] = [];
  const values = new Map<string, string>();
  return {
    assigned,
    get cookie() {
      return [...values].map(([k, v]) => `${k}=${v}`).join('; ');
    },
    set cookie(line: string) {
      assigned.push(line);
      const [pair = '', ...attrs] = line.split('; ');
      const [name = '', value = ''] = pair.split('=');
      if (attrs.includes('Max-Age=0')) values.delete(name);
      else values.set(name, value);
    },
  };
}

afterEach(() => vi.restoreAllMocks());

describe('createCookieStore (SPEC §9)', () => {
  it('writes 180-day, site-wide, SameSite=Lax cookies, Secure only on https', () => {
    const http = jar();
    createCookieStore(http, () => false).write('cv_cs', '1~abc');
    expect(http.assigned).toEqual(['cv_cs=1~abc; Max-Age=15552000; Path=/; SameSite=Lax']);
    const https = jar();
    createCookieStore(https, () => true).write('cv_ft', 'x');
    expect(https.assigned).toEqual(['cv_ft=x; Max-Age=15552000; Path=/; SameSite=Lax; Secure']);
  });

  it('reads a cookie by its exact name and removes it with Max-Age=0', () => {
    const cookies = jar();
    const store = createCookieStore(cookies, () => false);
    store.write('cv_cs', 'one');
    store.write('xcv_cs', 'other');
    expect(store.read('cv_cs')).toBe('one');
    expect(store.read('cv_ft')).toBeUndefined();
    store.remove('cv_cs');
    expect(cookies.assigned.at(-1)).toBe(
      'cv_cs=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/; SameSite=Lax',
    );
    expect(store.read('cv_cs')).toBeUndefined();
  });

  it('logs a warning and carries on when the cookie jar throws (SPEC §8)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const broken = {
      get cookie(): string {
        throw new DOMException('sandboxed', 'SecurityError');
      },
      set cookie(_: string) {
        throw new DOMException('sandboxed', 'SecurityError');
      },
    };
    const store = createCookieStore(broken, () => true);
    expect(store.read('cv_ft')).toBeUndefined();
    expect(() => store.write('cv_ft', 'x')).not.toThrow();
    expect(warn).toHaveBeenCalledTimes(2);
    expect(String(warn.mock.calls[1]?.[0])).toContain('cv_ft');
  });

  it('logs a warning when the browser silently refuses the cookie', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const refusing = { cookie: '' };
    Object.defineProperty(refusing, 'cookie', { get: () => '', set: () => {} });
    createCookieStore(refusing, () => false).write('cv_cs', 'x');
    expect(warn).toHaveBeenCalledWith('The cv_cs cookie was not stored; ignoring it.');
  });

  it('works on the real document.cookie', () => {
    const store = createCookieStore();
    store.write('cv_test', '1~a%20b');
    expect(store.read('cv_test')).toBe('1~a%20b');
    store.remove('cv_test');
    expect(store.read('cv_test')).toBeUndefined();
  });
});
