import { expect, it } from 'vitest';
import { staffWithBooking, testAdmin } from '../admin.ts';
import { useApi } from '../api.ts';
import { describeEachDialect } from '../dialects.ts';
import { inWeek, search, testNow } from '../fixtures.ts';
import { type CampaignResult, campaignReport, problemLines, runCampaign, sendThrough } from './requests.ts';
import { harvest, learnRoutes, routeRequests, staffListings, staffRoutes } from './route-requests.ts';

/**
 * Every back-office route, fuzzed by a signed-in owner (decision 008's rule for the public API, "no input
 * gets a 5xx", held for staff too): the body, query and path parameters each route's schema describes,
 * with ids that exist, then broken; a third of the changes sent twice at once. Each answer is a 2xx or a
 * 4xx in the error shape with no internals (requests.ts `problemWith`). A failure names the seed:
 * FUZZ_SEED=<seed> replays the same requests (but for the ids the server makes); FUZZ_ROUNDS sets how
 * many each route gets.
 */
const rounds = Number(process.env.FUZZ_ROUNDS ?? 6);
const seed = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));

describeEachDialect('fuzzing every back-office route, signed in, on $name', (dialect) => {
  const api = useApi(dialect);

  it(`answers ${rounds} requests a route, valid and broken, with 2xx or 4xx in the error shape, never a 5xx (seed ${seed})`, async () => {
    const { app } = api();
    const { routes, schemas } = await learnRoutes(staffRoutes);
    expect(routes.length).toBeGreaterThan(150);
    const { staff } = await staffWithBooking(api(), '15-passenger-van');

    const send = sendThrough(app);
    // Round by round, each from what the back office lists by then: what one round made (a fee, an
    // extra, a do-not-rent entry, an invitation) is there for the next to change or remove.
    const result: CampaignResult = { sent: 0, counts: new Map(), problems: [] };
    for (let round = 0; round < rounds; round++) {
      const harvested = await harvest(app, staffListings(routes, staff));
      const requests = routeRequests({
        routes,
        schemas,
        harvested,
        headersFor: () => staff.headers,
        rounds: 1,
        seed: seed + round,
        now: testNow,
      });
      await runCampaign(requests, send, { concurrency: 4, into: result });
    }

    const report = campaignReport(seed, result, api().logs);
    expect(problemLines(result), report).toEqual([]);
    expect(result.sent, report).toBeGreaterThan(routes.length * rounds);
    // Past validation and lookups, into the services: in measured runs a fifth of the routes that change
    // something answered a 2xx at least once (the rest refuse on cross-field rules, or on an id of a kind
    // the database has none of). Under an eighth would mean the requests stopped reaching the services.
    const changes = [...result.counts].filter(([endpoint]) => !endpoint.startsWith('GET '));
    const made = changes.filter(([, byStatus]) => [...byStatus.keys()].some((s) => s >= 200 && s < 300));
    expect(made.length, report).toBeGreaterThan(changes.length / 8);

    // The session held throughout, and the server still serves both sides. (What the fuzz changed, a
    // blackout, a price, a renter on the do-not-rent list, may refuse a booking now, rightly.)
    const session = await app.inject({ url: '/api/admin/session', headers: staff.headers });
    expect(session.json().admin?.email).toBe(testAdmin.email);
    const listed = await app.inject({ url: '/api/admin/reservations', headers: staff.headers });
    expect(listed.statusCode).toBe(200);
    const later = inWeek(40);
    const found = await api().post(
      '/api/availability',
      search({ pickupDate: later.pickupDate, returnDate: later.returnDate }),
    );
    const logged = api()
      .logs.filter((l) => Number(l.level) >= 50)
      .map((l) => JSON.stringify(l).slice(0, 3000));
    expect(found.status, `${JSON.stringify(found.body)}\n${logged.at(-1)}\n${report}`).toBe(200);
  }, 180_000);
});
