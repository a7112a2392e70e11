import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { faqPage, useFaqStructuredData } from './faq-structured-data';

const built = [
  { question: 'Can I cancel?', answer: 'Yes, on [manage your booking](/manage). Free until 3 days.' },
];
const stored = [
  { question: 'Can I cancel?', answer: 'Yes, on [manage your booking](/manage). Free until 4 days.' },
];
const organization = { '@context': 'https://schema.org', '@type': 'AutoRental', name: 'Rent' };

/** The head's JSON-LD blocks, parsed. */
const nodes = () =>
  [...document.head.querySelectorAll('script[type="application/ld+json"]')].map((s) =>
    JSON.parse(s.textContent ?? ''),
  );

describe('the FAQ’s structured data', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('says what the page’s FAQ says once an answer followed stored data, in plain text', () => {
    document.head.innerHTML = [organization, faqPage(built)]
      .map((node) => `<script type="application/ld+json">${JSON.stringify(node)}</script>`)
      .join('');
    const { rerender } = renderHook(({ faqs }) => useFaqStructuredData(faqs), {
      initialProps: { faqs: built },
    });
    expect(nodes()).toEqual([organization, faqPage(built)]);
    rerender({ faqs: stored });
    expect(nodes()).toEqual([organization, faqPage(stored)]);
    expect(nodes()[1].mainEntity[0].acceptedAnswer.text).toBe(
      'Yes, on manage your booking. Free until 4 days.',
    );
  });

  it('adds none to a page the build wrote none for (a client-side navigation)', () => {
    renderHook(() => useFaqStructuredData(stored));
    expect(nodes()).toEqual([]);
  });
});
