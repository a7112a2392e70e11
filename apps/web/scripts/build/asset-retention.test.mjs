import { describe, expect, it } from 'vitest';
import { retainAssets } from './asset-retention.mjs';

const day = 86_400_000;
const build = (id, daysAgo, files) => ({ id, builtAt: 100 * day - daysAgo * day, files });

describe('retainAssets', () => {
  it('keeps the files of the last three builds, however old', () => {
    const history = [
      build('a', 30, ['a.js']),
      build('b', 20, ['b.js', 'shared.css']),
      build('c', 10, ['c.js']),
    ];
    const { keep, history: next } = retainAssets(history, build('d', 0, ['d.js', 'shared.css']));
    expect([...keep].sort()).toEqual(['b.js', 'c.js', 'd.js', 'shared.css']);
    expect(next.map((b) => b.id)).toEqual(['b', 'c', 'd']);
  });

  it('keeps every build of the last seven days, however many', () => {
    const history = ['a', 'b', 'c', 'd', 'e'].map((id, i) => build(id, 6 - i, [`${id}.js`]));
    const { keep } = retainAssets(history, build('f', 0, ['f.js']));
    expect(keep.size).toBe(6);
  });

  it('drops a file once no kept build names it', () => {
    const history = [build('a', 9, ['old.js', 'shared.css']), build('b', 8, ['shared.css'])];
    const { keep } = retainAssets(history, build('c', 0, ['shared.css']), { keepBuilds: 2 });
    expect(keep.has('old.js')).toBe(false);
    expect(keep.has('shared.css')).toBe(true);
  });

  it('keeps only the new build when there is no history (a fresh checkout)', () => {
    expect([...retainAssets([], build('a', 0, ['a.js'])).keep]).toEqual(['a.js']);
  });
});
