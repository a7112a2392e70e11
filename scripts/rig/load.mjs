// The rig's clients, over https through HAProxy: availability searches and bookings (the API
// load), and a visitor who loads pages and every script and stylesheet they name (the rolling
// deploy). Every request is recorded with an id HAProxy logs, so a failure can be traced to the
// instance that answered it.
import https from 'node:https';
import { referencedAssets } from '../../apps/web/scripts/page-weight.mjs';
import { formTimingFields, search, weekdayAhead } from '../bench/api.mjs';

export function httpsClient({ base, ca, connections }) {
  const agent = new https.Agent({ keepAlive: true, maxSockets: connections, ca });
  let next = 0;
  const records = [];
  /** One request; never rejects: a network error is recorded as status 0. */
  function request(kind, method, pathname, body, headers = {}) {
    const id = `r${++next}`;
    const record = { id, kind, start: Date.now(), end: 0, status: 0, error: null };
    records.push(record);
    return new Promise((resolve) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const req = https.request(
        new URL(pathname, base),
        {
          method,
          agent,
          headers: {
            'x-rig-request': id,
            ...(payload ? { 'content-type': 'application/json' } : {}),
            ...headers,
          },
        },
        (res) => {
          const chunks = [];
          res.on('data', (c) => chunks.push(c));
          res.on('end', () => {
            Object.assign(record, { end: Date.now(), status: res.statusCode ?? 0 });
            resolve({ ...record, body: Buffer.concat(chunks).toString('utf8') });
          });
          res.on('error', (error) => done(error));
        },
      );
      const done = (error) => {
        Object.assign(record, { end: Date.now(), error: error.code ?? error.message });
        resolve({ ...record, body: '' });
      };
      req.on('error', done);
      req.end(payload);
    });
  }
  return { request, records, close: () => agent.destroy() };
}

const pick = (list) => list[Math.floor(Math.random() * list.length)];
const locations = ['baltimore', 'atlanta', 'chicago', 'phoenix', 'los-angeles', 'denver'];

function variedSearch() {
  const pickupDate = weekdayAhead(14 + Math.floor(Math.random() * 120));
  return {
    ...search,
    pickupLocationId: pick(locations),
    pickupDate,
    returnDate: weekdayAhead(1 + Math.floor(Math.random() * 6), Date.parse(`${pickupDate}T12:00:00Z`)),
    renterAge: 21 + Math.floor(Math.random() * 40),
  };
}

/**
 * A booking of the class the rig left one unit of: one-day rentals on a window of three
 * slots that moves on every `slotMs`, so several bookers race for the last unit all run long.
 */
export function scarceBooking(target, elapsedMs, serial, slotMs = 400) {
  const slot = Math.floor(elapsedMs / slotMs) + Math.floor(Math.random() * 3);
  const pickupDate = weekdayAhead(14 + 2 * slot);
  return {
    ...search,
    pickupLocationId: target.locationId,
    vehicleId: target.classId,
    pickupDate,
    pickupTime: '09:00',
    returnDate: weekdayAhead(1, Date.parse(`${pickupDate}T12:00:00Z`)),
    returnTime: '09:00',
    contact: {
      firstName: 'Rig',
      lastName: 'Load',
      email: `rig-${serial}@example.com`,
      phone: '+1 410 555 0100',
      agreeToTerms: true,
    },
    ...formTimingFields(),
  };
}

/** Searchers and bookers in loops until `stop()`; resolves when the loops have finished. */
export function apiLoad(client, { label, searchers, bookers, target }) {
  let running = true;
  const started = Date.now();
  let serial = 0;
  const loop = async (fn) => {
    while (running) await fn();
  };
  const searchOnce = () => client.request('search', 'POST', '/api/availability', variedSearch());
  const book = () =>
    client.request(
      'booking',
      'POST',
      '/api/reservations',
      scarceBooking(target, Date.now() - started, `${label}-${++serial}`),
      {
        'idempotency-key': crypto.randomUUID(),
      },
    );
  const loops = [
    ...Array.from({ length: searchers }, () => loop(searchOnce)),
    ...Array.from({ length: bookers }, () => loop(book)),
  ];
  return {
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

/**
 * A visitor in a loop: a page, then each script and stylesheet it names, in parallel as a
 * browser would. `buildOf(html)` says which release the page came from.
 */
export function assetVisitor(client, { pages, visitors, buildOf }) {
  let running = true;
  const seen = { pages: 0, assets: 0, pagesByBuild: {}, assets404: [], failed: [] };
  const visit = async () => {
    const url = pick(pages);
    const page = await client.request('page', 'GET', url);
    seen.pages++;
    if (page.status !== 200) return seen.failed.push({ url, status: page.status, error: page.error });
    const build = buildOf(page.body);
    seen.pagesByBuild[build] = (seen.pagesByBuild[build] ?? 0) + 1;
    const { scripts, styles } = referencedAssets(page.body);
    const answers = await Promise.all(
      [...scripts, ...styles].map((url) => client.request('asset', 'GET', url)),
    );
    for (const [i, answer] of answers.entries()) {
      seen.assets++;
      const url = [...scripts, ...styles][i];
      if (answer.status === 404) seen.assets404.push({ url, build, id: answer.id });
      else if (answer.status !== 200) seen.failed.push({ url, status: answer.status, error: answer.error });
    }
  };
  const loops = Array.from({ length: visitors }, async () => {
    while (running) await visit();
  });
  return {
    seen,
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}
