import { createHash } from 'node:crypto';
import type { Locale } from '@convoy/domain/content/locale';
import { type Route, routeTable } from '@convoy/domain/content/routes';
import type { ReviewList } from '@convoy/domain/contracts/review.schema';
import { inLanguage } from '../i18n/language.ts';
import type { PageInsert } from '../site/page-cache.ts';
import { withNode } from '../site/structured-data.ts';
import { type ReviewsAbout, reviewSectionHtml, reviewStructuredData } from './review-section.ts';
import type { ReviewsService } from './reviews.service.ts';

/** The empty slot of a prerendered vehicle or location page (apps/web/src/components/marketing/published-reviews.tsx). */
const emptySlot = '<div id="reviews-slot"></div>';

/** The `@id` ending of the node a page's rating belongs to (apps/web/src/prerender/json-ld.ts). */
const nodeOf = (about: ReviewsAbout) =>
  'vehicleId' in about ? `/${about.vehicleId}#product` : `/locations/${about.locationId}#location`;

const keyOf = (about: ReviewsAbout) =>
  'vehicleId' in about ? `vehicle:${about.vehicleId}` : `location:${about.locationId}`;

function aboutOf(route: Route): ReviewsAbout | undefined {
  if (!route.contentId) return undefined;
  if (route.screen === 'vehicle') return { vehicleId: route.contentId };
  if (route.screen === 'location') return { locationId: route.contentId };
  return undefined;
}

/** The page with the section in its slot and the rating in its node's structured data. */
function withReviews(html: string, section: string, about: ReviewsAbout, list: ReviewList): string {
  const filled = html.replace(emptySlot, () => `<div id="reviews-slot" data-served="">${section}</div>`);
  const rating = reviewStructuredData(list);
  if (!rating) return filled;
  return withNode(filled, nodeOf(about), (node) => ({ ...node, ...rating }));
}

/** The vehicles and locations that have a page: only theirs are read and held. */
const withPages = new Set(
  routeTable.flatMap((route) => {
    const about = aboutOf(route);
    return about ? [keyOf(about)] : [];
  }),
);

interface Held {
  list: Promise<ReviewList>;
  takenAt: number;
  changes: number;
}

/**
 * The published reviews and the rating on vehicle and location pages (decision 049): the server writes them
 * into the prerendered page as it sends it, and answers the same section to a page reached inside the app.
 * Each vehicle's or location's reviews are read once and held for `heldForMs` (a change made through this
 * process is shown at once; one made through another instance within that time).
 */
export class ReviewsOnPages {
  readonly #reviews: ReviewsService;
  readonly #heldForMs: number;
  readonly #clock: () => number;
  readonly #held = new Map<string, Held>();
  /** Each held list's section per language, drawn once: a page is sent many times for each read. */
  readonly #drawn = new WeakMap<ReviewList, Map<Locale, { html: string; key: string }>>();

  constructor(reviews: ReviewsService, { heldForMs = 60_000, clock = Date.now } = {}) {
    this.#reviews = reviews;
    this.#heldForMs = heldForMs;
    this.#clock = clock;
  }

  /** The section's HTML in a language: empty when nobody has reviewed yet, or the page does not exist. */
  async section(about: ReviewsAbout, locale: Locale): Promise<string> {
    if (!withPages.has(keyOf(about))) return '';
    return this.#drawnIn(await this.#list(about), about, locale).html;
  }

  /** What the server writes into a route's page, or undefined for a page that shows no reviews. */
  async insertFor(route: Route): Promise<PageInsert | undefined> {
    const about = aboutOf(route);
    if (!about) return undefined;
    const list = await this.#list(about);
    const { html, key } = this.#drawnIn(list, about, route.locale);
    return { key, apply: (page) => withReviews(page, html, about, list) };
  }

  #drawnIn(list: ReviewList, about: ReviewsAbout, locale: Locale) {
    let byLocale = this.#drawn.get(list);
    if (!byLocale) {
      byLocale = new Map();
      this.#drawn.set(list, byLocale);
    }
    let drawn = byLocale.get(locale);
    if (!drawn) {
      const html = inLanguage(locale, () => reviewSectionHtml(list, about));
      // The section shows what the structured data says: one names the version of both.
      drawn = { html, key: createHash('sha256').update(html).digest('base64url').slice(0, 16) };
      byLocale.set(locale, drawn);
    }
    return drawn;
  }

  #list(about: ReviewsAbout): Promise<ReviewList> {
    const key = keyOf(about);
    const now = this.#clock();
    const changes = this.#reviews.changes;
    const held = this.#held.get(key);
    if (held && held.changes === changes && now - held.takenAt < this.#heldForMs) return held.list;
    const list = this.#reviews.list(about);
    // A failed read is not held: the next request reads again.
    list.catch(() => {
      if (this.#held.get(key)?.list === list) this.#held.delete(key);
    });
    this.#held.set(key, { list, takenAt: now, changes });
    return list;
  }
}
