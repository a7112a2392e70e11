import { HtmlAsServed } from '../../lib/html-as-served';
import { locale } from '../../lib/locale';

/** Whose reviews a page shows: a vehicle class's or a location's. */
export type ReviewsOf = { vehicleId: string } | { locationId: string };

/**
 * Writes the section into a slot the server did not write (a page reached inside the app), once: the
 * slot is marked at the start, so a render while the answer is on its way asks nothing more.
 */
const fillOnce = (query: string) => (slot: HTMLDivElement | null) => {
  if (!slot || slot.hasAttribute('data-served')) return;
  slot.setAttribute('data-served', '');
  fetch(`/api/reviews/section?${query}`)
    .then((answer) => (answer.ok ? answer.text() : ''))
    .then(
      (html) => {
        slot.innerHTML = html;
      },
      // Without its reviews the page is whole: they are shown on the next visit.
      () => {},
    );
};

/**
 * The published reviews and the rating of a vehicle or location page (decision 049). The server writes
 * them into the prerendered page as it sends it (apps/api/src/reviews/reviews-on-pages.ts), marking the
 * slot `data-served`: no script draws them, the page's budget stays, and crawlers read the rating in the
 * HTML. A page reached inside the app was not sent by the server: it asks for the same HTML.
 */
export function PublishedReviews({ of }: { of: ReviewsOf }) {
  const query = new URLSearchParams({ ...of, locale }).toString();
  return <HtmlAsServed key={query} ref={fillOnce(query)} id="reviews-slot" />;
}
