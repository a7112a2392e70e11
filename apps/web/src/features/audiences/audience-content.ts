import type { AudiencePage } from '@convoy/domain/content/audience-page.types';
import { createResource } from '../../lib/resource';

// One chunk per page (decision 009: JS budget): an audience page downloads its own copy only. The English
// modules: a Spanish build loads their translations in their place (decision 048).
const pages = import.meta.glob<{ page: AudiencePage }>(['./*.ts', '!./*.*.ts'], {
  base: '../../../../../packages/domain/src/content/audiences',
});
const loaderBySlug = new Map(
  Object.entries(pages).map(([file, load]) => [file.slice('./'.length, -'.ts'.length), load]),
);

/** The content module (packages/domain/src/content/<name>.ts) that holds an audience's page, if one does. */
export const audienceContentModule = (slug: string): string | undefined =>
  loaderBySlug.has(slug) ? `audiences/${slug}` : undefined;

/** The page content of an audience, by slug. */
export const audienceContent = createResource(async (slug: string): Promise<AudiencePage> => {
  const load = loaderBySlug.get(slug);
  if (!load) throw new Error(`No audience page content for "${slug}"`);
  return (await load()).page;
});
