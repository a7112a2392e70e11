import type { Faq } from '@convoy/domain/content/content.types';
import { plainText } from '@convoy/domain/content/inline-links';
import { useEffect } from 'react';

/** schema.org FAQPage of the questions a page shows (decision 002): text is plain, without link markup. */
export function faqPage(faqs: readonly Faq[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: plainText(faq.answer) },
    })),
  };
}

const readNode = (text: string | null): { '@type'?: unknown } | null => {
  try {
    return JSON.parse(text ?? 'null');
  } catch {
    return null;
  }
};

/**
 * Keeps the prerendered page's FAQPage JSON-LD saying what its FAQ says once
 * an answer follows stored data (the cancellation policy, live-cancellation-policy.ts):
 * the build wrote the demo data's answers. A page reached by a client-side
 * navigation has no structured data of its own (route-meta.tsx), so nothing changes.
 */
export function useFaqStructuredData(faqs: readonly Faq[]): void {
  const node = JSON.stringify(faqPage(faqs));
  useEffect(() => {
    for (const script of document.head.querySelectorAll('script[type="application/ld+json"]')) {
      const shown = readNode(script.textContent);
      if (shown?.['@type'] === 'FAQPage' && JSON.stringify(shown) !== node) script.textContent = node;
    }
  }, [node]);
}
