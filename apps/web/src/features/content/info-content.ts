import type { InfoDocument } from '@convoy/domain/content/content.types';
import { createResource } from '../../lib/resource';
import type { WhyUsPage } from './why-us-page';

export type InfoContent =
  | { kind: 'document'; document: InfoDocument }
  | { kind: 'why'; Page: typeof WhyUsPage };

// The three information pages share one template but not their copy: each loads its own chunk.
const loaders: Record<string, () => Promise<InfoContent>> = {
  why: async () => ({ kind: 'why', Page: (await import('./why-us-page')).WhyUsPage }),
  'rental-guidelines': async () => ({
    kind: 'document',
    document: (await import('@convoy/domain/content/rental-guidelines')).rentalGuidelines,
  }),
  terms: async () => ({ kind: 'document', document: (await import('@convoy/domain/content/terms')).terms }),
};

/**
 * The content module of each info page's contentId: packages/domain/src/content/<name>.ts,
 * or for why-us the page module that holds its copy (features/content/why-us-page.tsx).
 */
export const infoContentModule: Readonly<Record<string, string>> = {
  why: 'why-us-page',
  'rental-guidelines': 'rental-guidelines',
  terms: 'terms',
};

/** An information page's content, by the route table's contentId. */
export const infoContent = createResource(async (contentId: string): Promise<InfoContent> => {
  const load = loaders[contentId];
  if (!load) throw new Error(`No information page content for "${contentId}"`);
  return load();
});
