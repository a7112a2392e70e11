import type { Route } from '@convoy/domain/content/routes';
import type { PageInsert } from '../site/page-cache.ts';
import { withNode } from '../site/structured-data.ts';
import type { Catalog } from './catalog.ts';

/** A rate as the web's structured data writes it (apps/web/src/prerender/json-ld.ts): dollars, two decimals. */
const dollars = (cents: number) => (cents / 100).toFixed(2);

/** An offer's price, and its unit price's, set to `price`; undefined when it has no offer to change. */
function offerAt(node: Record<string, unknown>, price: string): Record<string, unknown> | undefined {
  const offers = node.offers;
  if (typeof offers !== 'object' || offers === null || Array.isArray(offers)) return undefined;
  const offer = offers as Record<string, unknown>;
  const unit = offer.priceSpecification;
  if (offer.price === price && (typeof unit !== 'object' || (unit as { price?: unknown }).price === price)) {
    return undefined;
  }
  const priceSpecification =
    typeof unit === 'object' && unit !== null && !Array.isArray(unit) ? { ...unit, price } : unit;
  return {
    ...node,
    offers: { ...offer, price, ...(priceSpecification === undefined ? {} : { priceSpecification }) },
  };
}

/**
 * What the server writes into a vehicle's page as it sends it: the class's daily rate as the catalogue has it
 * now, in the page's structured data (its Product's offer). The build writes the demo fleet's rates; a rate
 * staff have changed since would otherwise be the price search engines show. Undefined for other pages, and
 * for a class the catalogue no longer has.
 */
export async function rateInsertFor(catalog: Catalog, route: Route): Promise<PageInsert | undefined> {
  if (route.screen !== 'vehicle' || !route.contentId) return undefined;
  const vehicle = (await catalog.get()).classById.get(route.contentId);
  if (!vehicle) return undefined;
  const price = dollars(vehicle.dailyRateCents);
  return {
    key: `rate:${price}`,
    apply: (html) => withNode(html, `/${vehicle.id}#product`, (node) => offerAt(node, price)),
  };
}
