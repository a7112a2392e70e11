import type { AudiencePage } from '@convoy/domain/content/audience-page.types';
import { contentFolder, createResource } from '../../lib/resource';

// One chunk per page (decision 009: JS budget): a audience page downloads its own copy only.
const audiences = contentFolder(
  'audiences',
  import.meta.glob<{ page: AudiencePage }>('../../../../../packages/domain/src/content/audiences/*.ts'),
);

/** The content module (packages/domain/src/content/<name>.ts) that holds each audience's page. */
export const audienceContentModule = audiences.modules;

/** The page content of an audience, by slug. */
export const audienceContent = createResource(
  async (slug: string): Promise<AudiencePage> => (await audiences.load(slug, 'audience')).page,
);
