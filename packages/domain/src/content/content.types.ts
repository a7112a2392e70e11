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

/** Columns of a live fleet table from the fleet data. */
export type FleetFactColumn = 'seats' | 'luggage' | 'minAge' | 'license';

/**
 * Columns of a live fleet table from what the back office stores for each class:
 * the deposit, the miles included per rental day, the charge per mile over them,
 * the surcharge per day for a main driver under 25.
 */
export type ClassChargeColumn = 'deposit' | 'mileage' | 'extraMile' | 'youngRenter';

/** Columns a live fleet table can show; values come from the live data at render time. */
export type FleetColumn = FleetFactColumn | ClassChargeColumn;

/**
 * A block of a long document. `fleet-table` is rendered from the live fleet,
 * `location-charges` from each pickup location's stored taxes and fees and
 * `cancellation-policy` from the stored cancellation policy, in the words of
 * rules/cancellation-words.ts, so no figure and no rule is copied here.
 */
export type Block =
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: string[]; ordered?: boolean }
  | { kind: 'fleet-table'; columns: FleetColumn[]; caption: string }
  | { kind: 'location-charges'; caption: string }
  | { kind: 'cancellation-policy' };

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
  /**
   * A translation's word on which text governs, shown above it (decision 048: the English terms
   * govern); empty in the English original.
   */
  governingText?: string;
  sections: DocumentSection[];
}
