import { routeEntry } from '@convoy/domain/content/route-entries';
import { routeTable } from '@convoy/domain/content/routes';
import { describe, expect, it } from 'vitest';
import { loadScreen, screenNames } from './screen-modules';

describe('screen modules', () => {
  const used = [...new Set(routeTable.map((r) => r.screen))];

  it.each(used)('screen "%s" has a module whose default export is a component', async (name) => {
    expect(typeof (await loadScreen(name)).default).toBe('function');
  });

  it.each(used)(
    'screen "%s" brings the texts of every page it draws, as the server has them',
    async (name) => {
      const module = await loadScreen(name);
      // The tests run the English build, whose screens bring the English texts (decision 048).
      for (const route of routeTable.filter((r) => r.screen === name && r.locale === 'en')) {
        const { title, heading, description } = routeEntry(route);
        expect(module.routeTexts(route), route.path).toEqual({
          ...(title ? { title } : {}),
          heading,
          description,
        });
      }
    },
  );

  it('has no module that no route uses', () => {
    expect(screenNames.filter((n) => !used.includes(n as (typeof used)[number]))).toEqual([]);
  });
});
