import type { Faq, ImageRef, Point } from './content.types.ts';

/**
 * The content of one audience page (SPEC §2 audience pages). The heading, nav
 * label and rental purpose come from audiences.ts; this is what the page says.
 */
export interface AudiencePage {
  /** The audience slug (audiences.ts), also the page path without its slash. */
  slug: string;
  /** 70–160 characters after filling placeholders. */
  metaDescription: string;
  intro: string;
  /** What this kind of group typically needs from a rental, 3–5 items. */
  needs: Point[];
  /** Fleet class ids (fleet.ts), best fit first, each with the reason it fits. */
  recommendedVehicles: { id: string; reason: string }[];
  /** Practical advice from people who rent to this kind of group every week. */
  tips: Point[];
  faqs: Faq[];
  /** What to put in a quote request so the first answer is a real quote. */
  quotePrompt: { intro: string; items: string[] };
  image: ImageRef;
}
