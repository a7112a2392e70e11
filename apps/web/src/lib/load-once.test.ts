import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from './load-once';

describe('loadOnce', () => {
  it('loads the module once, however often it is asked for, and keeps its default export', async () => {
    const importer = vi.fn(async () => ({ default: 'drawer' }));
    const part = loadOnce(importer);
    expect(part.value).toBeUndefined();
    const [a, b] = await Promise.all([part.load(), part.load()]);
    expect([a, b, await part.load(), part.value]).toEqual(['drawer', 'drawer', 'drawer', 'drawer']);
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed load, so the next one downloads again', async () => {
    const importer = vi
      .fn<() => Promise<{ default: string }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ default: 'drawer' });
    const part = loadOnce(importer);
    await expect(part.load()).rejects.toThrow('Failed to fetch');
    expect(part.value).toBeUndefined();
    expect(await part.load()).toBe('drawer');
    expect(importer).toHaveBeenCalledTimes(2);
  });
});
