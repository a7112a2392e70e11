import { routeTable } from '@convoy/domain/content/routes';
import { describe, expect, it } from 'vitest';
import { loadScreen, screenNames } from './screen-modules';

describe('screen modules', () => {
  const used = [...new Set(routeTable.map((r) => r.screen))];

  it.each(used)('screen "%s" has a module whose default export is a component', async (name) => {
    expect(typeof (await loadScreen(name))).toBe('function');
  });

  it('has no module that no route uses', () => {
    expect(screenNames.filter((n) => !used.includes(n as (typeof used)[number]))).toEqual([]);
  });
});
