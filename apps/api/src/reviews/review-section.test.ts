import type { ReviewList } from '@convoy/domain/contracts/review.schema';
import { describe, expect, it } from 'vitest';
import { inLanguage } from '../i18n/language.ts';
import { reviewSectionHtml, reviewStructuredData, reviewsShown } from './review-section.ts';

const review = (n: number, over: Partial<ReviewList['reviews'][number]> = {}) => ({
  id: `r${n}`,
  rating: 5,
  comment: `Review number ${n}.`,
  author: 'Grace H.',
  vehicleName: '15 Passenger Van',
  locationName: 'Atlanta',
  publishedOn: '2026-11-20',
  ...over,
});

const list = (reviews: ReviewList['reviews'], ratingValue = 4.6, reviewCount = 12): ReviewList => ({
  aggregate: { ratingValue, reviewCount },
  reviews,
});

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('the reviews section of a page (decision 049)', () => {
  it('is empty until somebody reviews', () => {
    expect(reviewSectionHtml({ aggregate: null, reviews: [] }, { vehicleId: 'x' })).toBe('');
    expect(reviewStructuredData({ aggregate: null, reviews: [] })).toBeUndefined();
  });

  it('gives the rating over every review, then the newest published ones as written, escaped', () => {
    const html = reviewSectionHtml(
      list([review(1, { comment: 'Clean <script>alert(1)</script> & "quick"', rating: 4 })]),
      { vehicleId: '15-passenger-van' },
    );
    expect(html).toContain('<h2 id="reviews-heading"');
    expect(text(html)).toContain('What groups say');
    expect(text(html)).toContain('4.6 out of 5 from 12 reviews by renters after their trip');
    expect(html).toContain('Clean &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quick&quot;');
    expect(html).not.toContain('<script');
    expect(text(html)).toContain('Rated 4 out of 5');
    // A vehicle's page names where the group picked up; the date is a machine-readable <time>.
    expect(text(html)).toContain('Grace H. · Atlanta · November 20, 2026');
    expect(html).toContain('<time datetime="2026-11-20">');
  });

  it('names the vehicle on a location page, one review in the singular', () => {
    const html = reviewSectionHtml(list([review(1)], 5, 1), { locationId: 'atlanta' });
    expect(text(html)).toContain('5 out of 5 from 1 review by');
    expect(text(html)).toContain('Grace H. · 15 Passenger Van ·');
  });

  it('shows the rating alone while no review is published', () => {
    const html = reviewSectionHtml(list([], 3.5, 2), { vehicleId: 'x' });
    expect(text(html)).toContain('3.5 out of 5 from 2 reviews');
    expect(html).not.toContain('<ul');
  });

  it('leaves out the review of a person since erased (no name, no words); the rating still counts it', () => {
    const erased = review(2, { author: '', comment: '' });
    const html = reviewSectionHtml(list([erased, review(1)], 4.5, 2), { vehicleId: 'x' });
    expect(html.match(/<li /g)).toHaveLength(1);
    expect(text(html)).toContain('4.5 out of 5 from 2 reviews');
    expect(html).not.toContain('<figcaption class="mt-3 text-slate-600 text-sm"> ·');
    expect(reviewStructuredData(list([erased], 3, 1))).toEqual({
      aggregateRating: expect.objectContaining({ ratingValue: 3, reviewCount: 1 }),
    });
  });

  it('speaks Spanish on a Spanish page, its numbers and dates as es-US writes them', () => {
    const html = inLanguage('es', () => reviewSectionHtml(list([review(1)]), { vehicleId: 'x' }));
    expect(text(html)).toContain('Lo que dicen los grupos');
    expect(text(html)).toContain('4.6 de 5 en 12 reseñas de clientes después de su viaje');
    expect(text(html)).toContain('Calificación: 5 de 5');
    expect(text(html)).toContain('20 de noviembre de 2026');
  });

  it(`shows and names in structured data the ${reviewsShown} newest only`, () => {
    const many = Array.from({ length: 9 }, (_, i) => review(i));
    const html = reviewSectionHtml(list(many), { vehicleId: 'x' });
    expect(html.match(/<li /g)).toHaveLength(reviewsShown);
    const data = reviewStructuredData(list(many));
    expect(data).toMatchObject({
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.6, reviewCount: 12, bestRating: 5 },
    });
    const shown = data?.review as object[];
    expect(shown).toHaveLength(reviewsShown);
    expect(shown[0]).toEqual({
      '@type': 'Review',
      reviewRating: { '@type': 'Rating', ratingValue: 5, bestRating: 5, worstRating: 1 },
      author: { '@type': 'Person', name: 'Grace H.' },
      datePublished: '2026-11-20',
      reviewBody: 'Review number 0.',
    });
  });
});
