// What the rig checks after the load, in the database and in the mail stand-in.
import pg from 'pg';

/**
 * Instants where a class at a location had more units held than it has: for each confirmed
 * line's pickup, the lines holding units then (pickup to return plus the turnaround, as the
 * booking's own check counts them, apps/api/src/fleet/held-units.ts) against `units.count`.
 * The peak of overlapping intervals is always at some interval's start, so these instants suffice.
 */
export async function overbookedInstants(databaseUrl, turnaroundMs) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      `select l.location_id, l.class_id, l.pickup_at, u.count as units, sum(o.quantity)::int as held
         from reservation_lines l
         join reservation_lines o
           on o.location_id = l.location_id and o.class_id = l.class_id and o.status = 'confirmed'
          and o.pickup_at <= l.pickup_at and l.pickup_at < o.return_at + $1
         join units u on u.location_id = l.location_id and u.class_id = l.class_id
        where l.status = 'confirmed'
        group by l.location_id, l.class_id, l.pickup_at, l.reservation_id, u.count
       having sum(o.quantity) > u.count`,
      [turnaroundMs],
    );
    return rows;
  } finally {
    await client.end();
  }
}

/** Runs `sql` on the rig's database. */
export async function query(databaseUrl, sql, params = []) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows;
  } finally {
    await client.end();
  }
}

/** Waits until no e-mail is pending in the outbox (all sent or failed); returns the statuses. */
export async function drainedOutbox(databaseUrl, timeoutMs = 90_000) {
  const started = Date.now();
  for (;;) {
    const rows = await query(
      databaseUrl,
      'select status, count(*)::int as n from outbox_messages group by status',
    );
    const counts = Object.fromEntries(rows.map((r) => [r.status, r.n]));
    const waiting = Object.entries(counts).filter(([s]) => s !== 'sent' && s !== 'failed');
    if (waiting.length === 0 || Date.now() - started > timeoutMs) return counts;
    await new Promise((r) => setTimeout(r, 250));
  }
}

/**
 * Each outbox message delivered exactly once (its id is the Message-ID), and each booking's
 * confirmation reached its renter exactly once.
 */
export function mailOnce(outbox, received, bookings) {
  const deliveries = new Map();
  for (const m of received) deliveries.set(m.messageId, (deliveries.get(m.messageId) ?? 0) + 1);
  const times = outbox.map((m) => deliveries.get(m.id) ?? 0);
  const toRenters = new Map();
  for (const m of received) for (const to of m.to) toRenters.set(to, (toRenters.get(to) ?? 0) + 1);
  const renterCounts = bookings.map((b) => toRenters.get(b.email) ?? 0);
  return {
    messages: outbox.length,
    delivered: received.length,
    deliveredOnce: times.filter((n) => n === 1).length,
    neverDelivered: times.filter((n) => n === 0).length,
    deliveredTwiceOrMore: times.filter((n) => n > 1).length,
    bookings: bookings.length,
    rentersMailedOnce: renterCounts.filter((n) => n === 1).length,
    rentersNotMailedOnce: renterCounts.filter((n) => n !== 1).length,
  };
}
