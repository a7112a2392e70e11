import { findRoute } from '@convoy/domain/content/routes';
import type { ReviewList } from '@convoy/domain/contracts/review.schema';
import { describe, expect, it } from 'vitest';
import type { ReviewsService } from './reviews.service.ts';
import { ReviewsOnPages } from './reviews-on-pages.ts';

/** A reviews service that counts its reads and answers what `answer` says. */
function service(answer: () => Promise<ReviewList>) {
  const reads: unknown[] = [];
  const stub = {
    changes: 0,
    list: (about: unknown) => {
      reads.push(about);
      return answer();
    },
  };
  return { stub, reads, reviews: stub as unknown as ReviewsService };
}

const rated: ReviewList = { aggregate: { ratingValue: 5, reviewCount: 1 }, reviews: [] };
const route = (path: string) => findRoute(path)!;

describe('the reviews the pages show (decision 049)', () => {
  it('reads a vehicle’s reviews once for every page and language, again after a minute or a change', async () => {
    let now = 0;
    const { stub, reads, reviews } = service(async () => rated);
    const pages = new ReviewsOnPages(reviews, { clock: () => now });
    const en = await pages.insertFor(route('/15-passenger-van'));
    const es = await pages.insertFor(route('/es/15-passenger-van'));
    await pages.section({ vehicleId: '15-passenger-van' }, 'en');
    expect(reads).toEqual([{ vehicleId: '15-passenger-van' }]);
    expect(en?.key).not.toBe(es?.key);
    now = 59_999;
    await pages.insertFor(route('/15-passenger-van'));
    expect(reads).toHaveLength(1);
    now = 60_000;
    await pages.insertFor(route('/15-passenger-van'));
    expect(reads).toHaveLength(2);
    stub.changes = 1;
    await pages.insertFor(route('/15-passenger-van'));
    expect(reads).toHaveLength(3);
  });

  it('leaves other pages alone, and reads nothing for a vehicle without a page', async () => {
    const { reads, reviews } = service(async () => rated);
    const pages = new ReviewsOnPages(reviews);
    expect(await pages.insertFor(route('/contact'))).toBeUndefined();
    expect(await pages.section({ vehicleId: 'x'.repeat(60) }, 'en')).toBe('');
    expect(reads).toEqual([]);
    expect(await pages.insertFor(route('/locations/atlanta'))).toBeDefined();
    expect(reads).toEqual([{ locationId: 'atlanta' }]);
  });

  it('does not hold a failed read', async () => {
    let fail = true;
    const { reads, reviews } = service(async () => {
      if (fail) throw new Error('the database is away');
      return rated;
    });
    const pages = new ReviewsOnPages(reviews);
    await expect(pages.insertFor(route('/15-passenger-van'))).rejects.toThrow('away');
    fail = false;
    expect(await pages.insertFor(route('/15-passenger-van'))).toBeDefined();
    expect(reads).toHaveLength(2);
  });
});
