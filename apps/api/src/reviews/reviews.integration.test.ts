import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { signIn, staffWithBooking } from '../../test/admin.ts';
import { useApi } from '../../test/api.ts';
import { outAndBack } from '../../test/counter.ts';
import { describeEachDialect } from '../../test/dialects.ts';
import { testClock } from '../../test/payments.ts';

/**
 * Reviews after the trip (decision 047) on both dialects: the van of week 0 goes out on 6 July and
 * comes back on 8 July; the final return e-mails one review request; the renter answers on our page
 * and is offered the Google page whatever the rating; a low rating opens an item a manager resolves;
 * staff publish a review only with the reviewer's consent, and the vehicle's rating counts every review.
 */
const van = '15-passenger-van';
const google = 'https://g.page/r/convoy-example/review';

/** The vehicle and location pages as the web's build writes them: an empty slot, the page's node (decision 049). */
const pageOf = (node: object, lang = 'en') =>
  `<!doctype html><html lang="${lang}"><head><script type="application/ld+json">${JSON.stringify(node)}</script>` +
  '<script type="application/ld+json">{"@type":"BreadcrumbList"}</script></head>' +
  '<body><main><h1>Page</h1><div id="reviews-slot"></div></main></body></html>';
const product = {
  '@type': 'Product',
  '@id': `https://example.test/${van}#product`,
  name: '15 Passenger Van',
};
const site = mkdtempSync(path.join(os.tmpdir(), 'convoy-review-pages-'));
for (const [file, html] of Object.entries({
  'index.html': '<!doctype html><h1>Home</h1>',
  [`${van}/index.html`]: pageOf(product),
  [`es/${van}/index.html`]: pageOf(product, 'es'),
  'locations/baltimore/index.html': pageOf({
    '@type': 'AutoRental',
    '@id': 'https://example.test/locations/baltimore#location',
  }),
})) {
  mkdirSync(path.dirname(path.join(site, file)), { recursive: true });
  writeFileSync(path.join(site, file), html);
}
afterAll(() => rmSync(site, { recursive: true, force: true }));
/** The page's structured data: its first data block. */
const nodeIn = (html: string) =>
  JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1] ?? 'null');

describeEachDialect('reviews after the trip on $name', (dialect) => {
  const clock = testClock();
  const api = useApi(dialect, {
    now: clock.now,
    fresh: true,
    env: { GOOGLE_REVIEW_URL: google },
    webDist: site,
  });

  /** A booking of the van taken out and brought back: the token of its review link. */
  async function returned(): Promise<{ code: string; token: string }> {
    clock.set(Date.parse('2026-07-01T12:00:00Z'));
    const { code } = await staffWithBooking(api(), van);
    await outAndBack(api(), clock, code, van);
    await api().app.services.outbox.drain();
    const asks = api().mail.sent.filter(
      (m) => m.email.subject === `How was your trip with Convoy? (${code})`,
    );
    expect(asks).toHaveLength(1);
    const token = /\/review#token=([A-Za-z0-9_-]+)/.exec(asks[0]?.email.text ?? '')?.[1] ?? '';
    expect(token).not.toBe('');
    return { code, token };
  }

  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const review = (token: string, payload?: object) =>
    api().app.inject({
      method: payload ? 'POST' : 'GET',
      url: '/api/review',
      headers: bearer(token),
      ...(payload ? { payload } : {}),
    });

  it('asks once at the final return; every reviewer is offered the Google page; a low rating opens an item a manager resolves', async () => {
    const { code, token } = await returned();
    const page = await review(token);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({
      code,
      vehicleName: '15 Passenger Van',
      submitted: null,
      googleReviewUrl: google,
    });

    const sent = await review(token, {
      rating: 2,
      comment: 'The van smelled of smoke.',
      consentToPublish: false,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    // No gating: two stars are offered the Google page as five would be.
    expect(sent.json()).toMatchObject({ submitted: { rating: 2 }, googleReviewUrl: google });
    const again = await review(token, { rating: 5 });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('already_reviewed');

    const manager = await signIn(api().app);
    const open = await api().app.inject({
      url: '/api/admin/reviews?followUp=open',
      headers: manager.headers,
    });
    expect(open.statusCode, open.body).toBe(200);
    const item = open.json().reviews.find((r: { code: string }) => r.code === code);
    expect(item).toMatchObject({
      rating: 2,
      comment: 'The van smelled of smoke.',
      followUp: { status: 'open' },
    });
    // Not published without consent.
    const refused = await api().app.inject({
      method: 'POST',
      url: `/api/admin/reviews/${item.id}/publish`,
      headers: manager.headers,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('no_consent');
    const resolved = await api().app.inject({
      method: 'POST',
      url: `/api/admin/reviews/${item.id}/resolve`,
      headers: manager.headers,
      payload: { note: 'Called Ana; refunded the cleaning fee.' },
    });
    expect(resolved.statusCode, resolved.body).toBe(204);
    const stillOpen = await api().app.inject({
      url: '/api/admin/reviews?followUp=open',
      headers: manager.headers,
    });
    expect(stillOpen.json().reviews).toEqual([]);
  });

  it('publishes a review with consent, never edited; the vehicle’s rating counts every review submitted', async () => {
    const { token } = await returned();
    const sent = await review(token, {
      rating: 5,
      comment: 'Spotless van, quick pickup.',
      consentToPublish: true,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const before = await api().app.inject({ url: `/api/reviews?vehicleId=${van}` });
    expect(before.json()).toEqual({ aggregate: { ratingValue: 5, reviewCount: 1 }, reviews: [] });

    const manager = await signIn(api().app);
    const all = await api().app.inject({ url: '/api/admin/reviews', headers: manager.headers });
    const id = all.json().reviews[0].id as string;
    const published = await api().app.inject({
      method: 'POST',
      url: `/api/admin/reviews/${id}/publish`,
      headers: manager.headers,
    });
    expect(published.statusCode, published.body).toBe(200);
    const after = await api().app.inject({ url: `/api/reviews?vehicleId=${van}` });
    expect(after.json().reviews).toEqual([
      expect.objectContaining({
        rating: 5,
        comment: 'Spotless van, quick pickup.',
        author: expect.stringMatching(/^\S+ \S\.$/),
      }),
    ]);
    const byLocation = await api().app.inject({ url: '/api/reviews?locationId=baltimore' });
    expect(byLocation.json().aggregate).toEqual({ ratingValue: 5, reviewCount: 1 });
    // No way to change its words: publishing is the only change staff make.
    const edit = await api().app.inject({
      method: 'PATCH',
      url: `/api/admin/reviews/${id}`,
      headers: manager.headers,
      payload: { comment: 'Better words' },
    });
    expect(edit.statusCode).toBe(404);
    const audit = await api().app.inject({
      url: '/api/admin/audit?entityType=review',
      headers: manager.headers,
    });
    expect(audit.json().items.map((e: { action: string }) => e.action)).toContain('review published');
  });

  it('refuses a link that is not one of ours, and a rating out of range', async () => {
    expect((await review('x'.repeat(43))).statusCode).toBe(401);
    const { token } = await returned();
    const bad = await review(token, { rating: 6 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.rating).toMatch(/1 to 5/);
  });

  it('shows the rating and the published reviews in the vehicle and location pages the server sends (decision 049)', async () => {
    const page = (url: string) => api().app.inject({ url });
    const none = await page(`/${van}`);
    expect(none.statusCode).toBe(200);
    // Nobody has reviewed: the slot says the server wrote it (no script asks again), and no rating.
    expect(none.body).toContain('<div id="reviews-slot" data-served=""></div>');
    expect(nodeIn(none.body)).toEqual(product);

    const { token } = await returned();
    const sent = await review(token, {
      rating: 4,
      comment: 'Roomy <b>van</b> & a "quick" pickup.',
      consentToPublish: true,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    // Sent, not yet published: the rating counts it, no review is shown.
    const rated = await page(`/${van}`);
    expect(rated.body).toContain('4 out of 5 from 1 review by renters after their trip');
    expect(rated.body).not.toContain('Roomy');
    expect(nodeIn(rated.body)).toEqual({
      ...product,
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: 4,
        reviewCount: 1,
        bestRating: 5,
        worstRating: 1,
      },
    });
    expect(rated.headers.etag).not.toBe(none.headers.etag);

    const manager = await signIn(api().app);
    const id = (await api().app.inject({ url: '/api/admin/reviews', headers: manager.headers })).json()
      .reviews[0].id as string;
    const published = await api().app.inject({
      method: 'POST',
      url: `/api/admin/reviews/${id}/publish`,
      headers: manager.headers,
    });
    expect(published.statusCode, published.body).toBe(200);

    // Shown at once in this instance's pages, escaped, as written.
    const shown = await page(`/${van}`);
    expect(shown.body).toContain('Roomy &lt;b&gt;van&lt;/b&gt; &amp; a &quot;quick&quot; pickup.');
    expect(shown.body).toMatch(
      /[A-Z][a-z]+ [A-Z]\. · Baltimore Harbor · <time datetime="\d{4}-\d{2}-\d{2}">/,
    );
    const node = nodeIn(shown.body);
    expect(node.review).toEqual([
      expect.objectContaining({
        '@type': 'Review',
        reviewRating: expect.objectContaining({ ratingValue: 4 }),
        reviewBody: 'Roomy <b>van</b> & a "quick" pickup.',
      }),
    ]);
    // The `<` of the words stays escaped inside the data block.
    expect(shown.body).not.toContain('<b>van');
    // The BreadcrumbList, another node, is left as it was.
    expect(shown.body).toContain('<script type="application/ld+json">{"@type":"BreadcrumbList"}</script>');

    const spanish = await page(`/es/${van}`);
    expect(spanish.body).toContain('Lo que dicen los grupos');
    expect(spanish.body).toContain('4 de 5 en 1 reseña de clientes después de su viaje');
    const location = await page('/locations/baltimore');
    expect(location.body).toContain('· 15 Passenger Van ·');
    expect(nodeIn(location.body).aggregateRating).toMatchObject({ ratingValue: 4, reviewCount: 1 });

    // A page reached inside the app asks for the same section.
    const section = await page(`/api/reviews/section?vehicleId=${van}&locale=es`);
    expect(section.statusCode).toBe(200);
    expect(section.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(spanish.body).toContain(section.body);
    expect((await page('/api/reviews/section?vehicleId=no-such-van')).body).toBe('');
    const both = await page(`/api/reviews/section?vehicleId=${van}&locationId=baltimore`);
    expect(both.statusCode).toBe(400);
    expect(both.json().error.fields.vehicleId).toMatch(/one vehicle class or one location/);

    // Withdrawn: gone from the page, the rating stays (it counts every review submitted).
    await api().app.inject({
      method: 'POST',
      url: `/api/admin/reviews/${id}/unpublish`,
      headers: manager.headers,
    });
    const withdrawn = await page(`/${van}`);
    expect(withdrawn.body).not.toContain('Roomy');
    expect(withdrawn.body).toContain('4 out of 5 from 1 review');
  });
});
