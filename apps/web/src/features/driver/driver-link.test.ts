import { describe, expect, it } from 'vitest';
import { takeDriverToken } from './driver-link';

const token = 'A'.repeat(43);

function memory() {
  const items = new Map<string, string>();
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
  };
}

function addressBar(hash: string) {
  const replaced: string[] = [];
  return {
    location: { pathname: '/driver', search: '', hash },
    history: {
      state: { idx: 3 },
      replaceState: (_s: unknown, _t: string, url: string) => replaced.push(url),
    },
    replaced,
  };
}

describe('the driver link’s token', () => {
  it('is taken from the fragment, kept for a reload, and removed from the address bar', () => {
    const storage = memory();
    const bar = addressBar(`#token=${token}`);
    expect(takeDriverToken(bar.location, bar.history, storage)).toBe(token);
    expect(bar.replaced).toEqual(['/driver']);
    // The reload: no fragment any more, the tab remembers.
    const again = addressBar('');
    expect(takeDriverToken(again.location, again.history, storage)).toBe(token);
    expect(again.replaced).toEqual([]);
  });

  it('is replaced by a newer link', () => {
    const storage = memory();
    const first = addressBar(`#token=${token}`);
    takeDriverToken(first.location, first.history, storage);
    const newer = addressBar(`#token=${'B'.repeat(43)}`);
    expect(takeDriverToken(newer.location, newer.history, storage)).toBe('B'.repeat(43));
  });

  it('is empty when neither the link nor the tab holds one', () => {
    const bar = addressBar('');
    expect(takeDriverToken(bar.location, bar.history, memory())).toBe('');
  });

  it('still opens the page from the link when the browser refuses storage', () => {
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    const bar = addressBar(`#token=${token}`);
    expect(takeDriverToken(bar.location, bar.history, refusing)).toBe(token);
  });
});
