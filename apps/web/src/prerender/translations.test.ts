import { translationProblems } from '@convoy/domain/content/translation-check';
import { describe, expect, it } from 'vitest';

// Every content module and every translation beside one (decision 048), as source modules: the web tests
// run the English build, where a translation is only what it is imported as here.
const english = import.meta.glob<Record<string, unknown>>(
  [
    '../../../../packages/domain/src/content/**/*.ts',
    '!../../../../packages/domain/src/content/**/*.{test,es}.ts',
  ],
  { eager: true },
);
const spanish = import.meta.glob<Record<string, unknown>>(
  '../../../../packages/domain/src/content/**/*.es.ts',
  {
    eager: true,
  },
);
const name = (file: string) => file.replace(/^.*\/content\//, '');

/** Does a value hold words a reader sees: a string of three words or more, anywhere in it? */
function hasProse(value: unknown): boolean {
  if (typeof value === 'string') return value.trim().split(/\s+/).length >= 3;
  if (Array.isArray(value)) return value.some(hasProse);
  if (value !== null && typeof value === 'object') return Object.values(value).some(hasProse);
  return false;
}

// Seed data the database is loaded with (the back office edits it, in English), and data with no copy.
const untranslated = new Set([
  'brand.ts',
  'fleet.ts',
  'locations.ts',
  'vehicles-for-sale.ts',
  'demo-address.ts',
  'demo-delivery.ts',
  'demo-inspection-checklists.ts',
  'demo-location-charges.ts',
  'demo-one-way.ts',
  'delivery-areas.ts',
  'us-states.ts',
  'check-out-addendum.ts',
]);
// Modules that put together translated ones (the build gives them the translations) or hold analytics names.
const composed = /^((audience|vehicle)-pages(-[\w-]+)?|info-pages|route-entries|routes)\.ts$/;

describe('the Spanish content (decision 048)', () => {
  it.each(Object.keys(spanish).map(name))(
    '%s has every key, item, identifier, placeholder and link of its English original',
    (file) => {
      const original = english[`../../../../packages/domain/src/content/${file.replace(/\.es\.ts$/, '.ts')}`];
      expect(original, `${file} translates no English module`).toBeDefined();
      const translated = spanish[`../../../../packages/domain/src/content/${file}`];
      expect(translationProblems({ ...original }, { ...translated })).toEqual([]);
    },
  );

  it('translates every content module with words for readers, seed data aside', () => {
    const missing = Object.entries(english)
      .filter(
        ([file, module]) =>
          !untranslated.has(name(file)) && !composed.test(name(file)) && hasProse({ ...module }),
      )
      .map(([file]) => name(file))
      .filter(
        (file) => !(`../../../../packages/domain/src/content/${file.replace(/\.ts$/, '.es.ts')}` in spanish),
      );
    expect(missing).toEqual([]);
  });
});
