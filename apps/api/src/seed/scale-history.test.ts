import { fleetSeed } from '@convoy/domain/content/fleet';
import { describe, expect, it } from 'vitest';
import { scaleCounts, scaleLocations, scaleSizes } from './scale-fleet.ts';
import {
  bookingsOf,
  type GeneratedBooking,
  type HistoryContext,
  scaleCode,
  seededRandom,
} from './scale-history.ts';

const now = Date.parse('2026-07-01T12:00:00Z');
const dayMs = 86_400_000;

function generate(count: number, seed = 7): GeneratedBooking[] {
  const [location] = scaleLocations(1);
  const vehicle = fleetSeed.find((v) => v.id === '15-passenger-van')!;
  let id = 0;
  const ctx: HistoryContext = {
    location: location!,
    vehicle,
    now,
    years: 3,
    serial: { next: 1 },
    invoiceSeqs: new Map(),
    random: seededRandom(seed),
    id: () => `id-${++id}`,
    price: (trip) => ({
      json: '{}',
      billed: '{"lines":[],"taxes":[]}',
      subtotalCents: 10_000 * trip.quantity,
      totalCents: 11_000 * trip.quantity,
    }),
    gapNights: 0.3,
  };
  return [...bookingsOf(ctx, count)];
}

describe('generated booking history', () => {
  const bookings = generate(12);

  it('never holds more vehicles than the class has at any moment', () => {
    // Every pickup and return of a confirmed booking, and the vehicles held just after it.
    const events = bookings
      .filter((b) => b.reservation.status === 'confirmed')
      .flatMap((b) => [
        { at: b.reservation.pickup_at, change: b.reservation.quantity },
        { at: b.reservation.return_at, change: -b.reservation.quantity },
      ])
      .sort((a, b) => a.at - b.at || a.change - b.change);
    let held = 0;
    let most = 0;
    for (const e of events) {
      held += e.change;
      most = Math.max(most, held);
    }
    expect(held).toBe(0);
    expect(most).toBeLessThanOrEqual(12);
    expect(most).toBeGreaterThan(6); // busy: most of the fleet out at the peak
  });

  it('spans the years of history and the months already booked ahead, none made in the future', () => {
    const pickups = bookings.map((b) => b.reservation.pickup_at);
    expect(Math.min(...pickups)).toBeLessThan(now - 2.9 * 365 * dayMs);
    expect(Math.max(...pickups)).toBeGreaterThan(now + 30 * dayMs);
    expect(bookings.every((b) => b.reservation.created_at <= now)).toBe(true);
    expect(bookings.every((b) => b.reservation.return_at > b.reservation.pickup_at)).toBe(true);
  });

  it('has about 400 bookings per vehicle over three years, about one in eight canceled', () => {
    const perVehicle = bookings.length / 12;
    expect(perVehicle).toBeGreaterThan(250);
    expect(perVehicle).toBeLessThan(550);
    const cancelled = bookings.filter((b) => b.reservation.status === 'cancelled').length / bookings.length;
    expect(cancelled).toBeGreaterThan(0.08);
    expect(cancelled).toBeLessThan(0.16);
    for (const b of bookings.filter((x) => x.reservation.status === 'cancelled')) {
      expect(b.reservation.cancelled_at).toBeGreaterThanOrEqual(b.reservation.created_at!);
    }
  });

  it('gives each booking its line, with the same class, period and status', () => {
    for (const { reservation: r, line } of bookings.slice(0, 200)) {
      expect(line).toMatchObject({
        reservation_id: r.id,
        line_no: 1,
        class_id: r.class_id,
        quantity: r.quantity,
        location_id: r.location_id,
        pickup_at: r.pickup_at,
        return_at: r.return_at,
        status: r.status,
      });
    }
  });

  it('places pickups at the wall-clock times chosen, in the location’s timezone', () => {
    // Baltimore: 09:00 in New York is 13:00 UTC in summer and 14:00 in winter.
    const hours = new Set(
      bookings
        .filter((b) => b.reservation.pickup_time === '09:00')
        .map((b) => new Date(b.reservation.pickup_at).getUTCHours()),
    );
    expect([...hours].sort()).toEqual([13, 14]);
  });

  it('is the same for the same seed', () => {
    expect(generate(3, 99).map((b) => b.reservation.code)).toEqual(
      generate(3, 99).map((b) => b.reservation.code),
    );
  });
});

describe('generated one-way rentals', () => {
  // Two locations, each lending 12 vans, a fifth of whose bookings go one-way to the other.
  const places = scaleLocations(2);
  const vehicle = fleetSeed.find((v) => v.id === '15-passenger-van')!;
  const random = seededRandom(11);
  let id = 0;
  const bookings = places.flatMap((location) => [
    ...bookingsOf(
      {
        location,
        vehicle,
        now,
        years: 3,
        serial: { next: 1 },
        invoiceSeqs: new Map(),
        random,
        id: () => `id-${++id}`,
        price: () => ({ json: '{}', billed: '{"lines":[],"taxes":[]}', subtotalCents: 1, totalCents: 1 }),
        gapNights: 0.3,
        oneWay: { share: 0.2, partners: places },
      },
      12,
    ),
  ]);
  const confirmed = bookings.filter((b) => b.reservation.status === 'confirmed');
  const oneWay = confirmed.filter((b) => b.line.return_location_id);

  it('sends about the share asked for to the other location, each leg out followed by one back', () => {
    const share = oneWay.length / bookings.length;
    expect(share).toBeGreaterThan(0.14);
    expect(share).toBeLessThan(0.26);
    for (const b of oneWay) {
      expect(b.line.return_location_id).not.toBe(b.line.location_id);
      expect(b.reservation.return_location_id).toBe(b.line.return_location_id);
      expect(b.reservation.return_timezone).toBe(
        places.find((p) => p.id === b.line.return_location_id)!.timezone,
      );
    }
  });

  it('never lends more vans at a location than are there, counting the moves (an independent ledger)', () => {
    // Each location starts with its 12; a round trip holds from pickup to return; a one-way leg takes the
    // vans from its pickup location at pickup and adds them at its return location at its return.
    const events = confirmed.flatMap(({ line }) => {
      const to = line.return_location_id ?? line.location_id;
      return [
        { at: line.pickup_at, place: line.location_id, change: -line.quantity },
        { at: line.return_at, place: to, change: line.quantity },
      ];
    });
    events.sort((a, b) => a.at - b.at || b.change - a.change);
    const there = new Map(places.map((p) => [p.id, 12]));
    let lowest = 12;
    for (const e of events) {
      there.set(e.place, there.get(e.place)! + e.change);
      lowest = Math.min(lowest, there.get(e.place)!);
    }
    expect(lowest).toBeGreaterThanOrEqual(0);
    // Every van is home again at the end: each leg out has its leg back.
    expect([...there.values()]).toEqual([12, 12]);
  });

  it('has no pair of legs spanning the seed’s now; moves before now are recorded, those after are pending', () => {
    const byPickup = [...oneWay].sort((a, b) => a.line.pickup_at - b.line.pickup_at);
    for (const b of byPickup) {
      if (b.line.return_at < now) expect(b.line.moved_at).toBe(b.line.return_at);
      else {
        expect(b.line.moved_at).toBeNull();
        expect(b.line.pickup_at).toBeGreaterThan(now);
      }
    }
    expect(byPickup.some((b) => b.line.moved_at === null)).toBe(true);
    expect(byPickup.some((b) => b.line.moved_at !== null)).toBe(true);
  });
});

describe('scale codes', () => {
  it('are distinct, also a million indexes apart, and look like booked ones', () => {
    const seen = new Set<string>();
    for (let i = 1; i <= 100_000; i++) seen.add(scaleCode('CNV', i));
    for (let i = 1; i <= 100_000; i++) seen.add(scaleCode('CNV', i + 1_000_000));
    for (let i = 1; i <= 100_000; i++) seen.add(scaleCode('CNV', 2_000_000 + i * 7_000));
    expect(seen.size).toBe(300_000);
    expect(scaleCode('CNV', 1)).toMatch(/^CNV-[2-9A-HJKMNP-TV-Z]{6}$/);
  });
});

describe('scale fleet', () => {
  it('spreads the units over locations and classes exactly, with distinct fleet prefixes', () => {
    const { locations: n, units } = scaleSizes['100x']!;
    const locations = scaleLocations(n);
    const counts = scaleCounts(locations, units);
    expect(counts.reduce((s, c) => s + c.count, 0)).toBe(units);
    expect(new Set(locations.map((l) => l.id.replace(/[^a-z0-9]/g, '').slice(0, 3))).size).toBe(n);
    const perLocation = locations.map((l) =>
      counts.filter((c) => c.locationId === l.id).reduce((s, c) => s + c.count, 0),
    );
    expect(Math.max(...perLocation) - Math.min(...perLocation)).toBeLessThanOrEqual(1);
  });
});
