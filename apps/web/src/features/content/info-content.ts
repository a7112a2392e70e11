import type { InfoDocument } from '@convoy/domain/content/content.types';
import type { WhyUsContent } from '@convoy/domain/content/why-us';
import { createResource } from '../../lib/resource';

export type InfoContent = { kind: 'document'; document: InfoDocument } | { kind: 'why'; why: WhyUsContent };

// The three information pages share one template but not their copy: each loads its own chunk.
const loaders: Record<string, () => Promise<InfoContent>> = {
  why: async () => ({ kind: 'why', why: (await import('@convoy/domain/content/why-us')).whyUs }),
  'rental-guidelines': async () => ({
    kind: 'document',
    document: (await import('@convoy/domain/content/rental-guidelines')).rentalGuidelines,
  }),
  terms: async () => ({ kind: 'document', document: (await import('@convoy/domain/content/terms')).terms }),
};

/** The content module (packages/domain/src/content/<name>.ts) of each info page's contentId. */
export const infoContentModule: Readonly<Record<string, string>> = {
  why: 'why-us',
  'rental-guidelines': 'rental-guidelines',
  terms: 'terms',
};

/** An information page's content, by the route table's contentId. */
export const infoContent = createResource(async (contentId: string): Promise<InfoContent> => {
  const load = loaders[contentId];
  if (!load) throw new Error(`No information page content for "${contentId}"`);
  return load();
});
