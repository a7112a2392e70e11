/**
 * Shapes shared by every content file. Strings may hold `{placeholders}` (see
 * fill-brand.ts) and inline links written `[label](/path)` (see inline-links.ts);
 * templates fill, then parse, then render. Nothing here is React.
 */

/** One question and its answer, as shown in a page's FAQ and its FAQPage JSON-LD. */
export interface Faq {
  question: string;
  answer: string;
}

/** An illustration that will be drawn or photographed later: a stable key and its alt text. */
export interface ImageRef {
  key: string;
  alt: string;
}

/** A call to action: button or link text and its target path. */
export interface Cta {
  label: string;
  to: string;
}

/** A short titled point: a need, a tip, a reason, a step. */
export interface Point {
  title: string;
  text: string;
}

/** Columns a live fleet table can show; values come from the fleet data at render time. */
export type FleetColumn = 'seats' | 'luggage' | 'minAge' | 'license';

/** A block of a long document. `fleet-table` is rendered from the live fleet, so no number is copied here. */
export type Block =
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: string[]; ordered?: boolean }
  | { kind: 'fleet-table'; columns: FleetColumn[]; caption: string };

export interface DocumentSection {
  /** Anchor for the table of contents: kebab-case, unique within the document. */
  id: string;
  heading: string;
  body: Block[];
}

/** A long document (rental guidelines, terms) rendered by one template with a table of contents. */
export interface InfoDocument {
  id: string;
  intro: string;
  /** Show section numbers (legal documents refer to "section 7"). */
  numbered: boolean;
  /** ISO date the text was last changed; shown as "Last updated". */
  updated: string;
  sections: DocumentSection[];
}
