import type { AudiencePage } from '@convoy/domain/content/audience-page.types';
import { createResource } from '../../lib/resource';

// One chunk per page (decision 009: JS budget): an audience page downloads its own copy only. The English
// modules: a Spanish build loads their translations in their place (decision 048).
const pages = import.meta.glob<{ page: AudiencePage }>([
  '../../../../../packages/domain/src/content/audiences/*.ts',
  '!../../../../../packages/domain/src/content/audiences/*.*.ts',
]);
const loaderBySlug = new Map(
  Object.entries(pages).map(([path, load]) => [path.slice(path.lastIndexOf('/') + 1, -'.ts'.length), load]),
);

/** The content module (packages/domain/src/content/<name>.ts) that holds each audience's page. */
export const audienceContentModule: Readonly<Record<string, string>> = Object.fromEntries(
  [...loaderBySlug.keys()].map((slug) => [slug, `audiences/${slug}`]),
);

/** The page content of an audience, by slug. */
export const audienceContent = createResource(async (slug: string): Promise<AudiencePage> => {
  const load = loaderBySlug.get(slug);
  if (!load) throw new Error(`No audience page content for "${slug}"`);
  return (await load()).page;
});
