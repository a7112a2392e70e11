import { escapeHtml } from '@convoy/domain/contracts/html-text';
import type { ReviewList } from '@convoy/domain/contracts/review.schema';
import { DateTime } from 'luxon';
import { languageTag } from '../i18n/language.ts';
import { defineMessages } from '../i18n/messages.ts';

/** Whose reviews a page shows: a vehicle page's class or a location page's location. */
export type ReviewsAbout = { vehicleId: string } | { locationId: string };

/** How many of the newest published reviews a page shows (and names in its structured data). */
export const reviewsShown = 6;

const words = defineMessages({
  heading: { en: 'What groups say', es: 'Lo que dicen los grupos' },
  summary: {
    en: '{rating} out of 5 from {count, plural, one {# review} other {# reviews}} by renters after their trip',
    es: '{rating} de 5 en {count, plural, one {# reseña} other {# reseñas}} de clientes después de su viaje',
  },
  rated: { en: 'Rated {stars} out of 5', es: 'Calificación: {stars} de 5' },
  asWritten: {
    en: 'Reviews are published with each reviewer’s consent, as they wrote them.',
    es: 'Las reseñas se publican con el consentimiento de cada cliente, tal como las escribió.',
  },
});

/**
 * The reviews a page shows: the newest published ones, less those of a person since erased (decision 043
 * blanks their name and words; their rating still counts in the aggregate).
 */
const shownOf = (list: ReviewList) =>
  list.reviews.filter((review) => review.author.trim()).slice(0, reviewsShown);

const stars = (rating: number) => '★'.repeat(rating) + '☆'.repeat(5 - rating);

/** 4.6 as the language writes it (es-US writes a decimal point too). */
const ratingText = (value: number) =>
  new Intl.NumberFormat(languageTag(), { maximumFractionDigits: 1 }).format(value);

const dateText = (date: string) =>
  DateTime.fromISO(date, { zone: 'UTC' }).setLocale(languageTag()).toLocaleString(DateTime.DATE_FULL);

/**
 * The reviews section of a vehicle or location page, in the current language (decision 049): the rating
 * over every review submitted, then the newest published ones, each as its reviewer wrote it. Empty when
 * nobody has reviewed yet. The markup is the web's page section (apps/web/src/components/section.tsx);
 * the web's stylesheet builds the classes of this file (apps/web/src/styles.css `@source`).
 */
export function reviewSectionHtml(list: ReviewList, about: ReviewsAbout): string {
  if (!list.aggregate) return '';
  const w = words();
  const { ratingValue, reviewCount } = list.aggregate;
  // A vehicle's page names where each group picked up; a location's page, what they drove.
  const placeOf = (review: ReviewList['reviews'][number]) =>
    'vehicleId' in about ? review.locationName : review.vehicleName;
  const items = shownOf(list).map(
    (review) => `<li class="rounded-lg border border-slate-200 p-5">
<figure>
<p><span aria-hidden="true" class="text-amber-700 tracking-wider">${stars(review.rating)}</span><span class="sr-only">${escapeHtml(w.rated({ stars: review.rating }))}</span></p>
${review.comment.trim() ? `<blockquote class="mt-2 whitespace-pre-line text-slate-700 leading-relaxed"><p>${escapeHtml(review.comment.trim())}</p></blockquote>` : ''}
<figcaption class="mt-3 text-slate-600 text-sm">${escapeHtml(review.author)} · ${escapeHtml(placeOf(review))} · <time datetime="${review.publishedOn}">${escapeHtml(dateText(review.publishedOn))}</time></figcaption>
</figure>
</li>`,
  );
  const summary = w.summary({ rating: ratingText(ratingValue), count: reviewCount });
  return `<section id="reviews" aria-labelledby="reviews-heading" class="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
<h2 id="reviews-heading" class="font-bold text-2xl text-slate-900 tracking-tight">${escapeHtml(w.heading())}</h2>
<p class="mt-2 max-w-2xl text-slate-700"><span aria-hidden="true" class="text-amber-700 tracking-wider">${stars(Math.round(ratingValue))}</span> ${escapeHtml(summary)}</p>
${items.length ? `<ul class="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">${items.join('')}</ul><p class="mt-4 text-slate-600 text-sm">${escapeHtml(w.asWritten())}</p>` : ''}
</section>`;
}

/**
 * The rating and the reviews shown, as schema.org adds them to the page's Product or AutoRental node:
 * `aggregateRating` over every review submitted, `review` the ones the page shows.
 */
export function reviewStructuredData(list: ReviewList): Record<string, unknown> | undefined {
  if (!list.aggregate) return undefined;
  const shown = shownOf(list);
  return {
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: list.aggregate.ratingValue,
      reviewCount: list.aggregate.reviewCount,
      bestRating: 5,
      worstRating: 1,
    },
    ...(shown.length
      ? {
          review: shown.map((review) => ({
            '@type': 'Review',
            reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
            author: { '@type': 'Person', name: review.author },
            datePublished: review.publishedOn,
            ...(review.comment.trim() ? { reviewBody: review.comment.trim() } : {}),
          })),
        }
      : {}),
  };
}
