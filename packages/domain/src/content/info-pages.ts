import type { InfoDocument } from './content.types.ts';
import { rentalGuidelines } from './rental-guidelines.ts';
import { terms } from './terms.ts';

/**
 * The long documents rendered by the one info template with a table of contents,
 * keyed by the route table's `contentId`. The why-us page (`contentId: 'why'`) has
 * its own shape: see why-us.ts.
 */
export const infoDocuments: Readonly<Record<string, InfoDocument>> = {
  [rentalGuidelines.id]: rentalGuidelines,
  [terms.id]: terms,
};

/** The document for a route's contentId, or undefined. */
export function infoDocument(contentId: string): InfoDocument | undefined {
  return infoDocuments[contentId];
}
