import { demoOneWayClassIds } from '@convoy/domain/content/demo-one-way';
import { fleetSeed } from '@convoy/domain/content/fleet';
import type { TripChoices } from '@convoy/domain/rules/total-price';
import { type Insertable, sql } from 'kysely';
import { toLocationRow } from '../catalog/location.repository.ts';
import { toVehicleClassRow } from '../catalog/vehicle-class.repository.ts';
import type { DatabaseTarget } from '../config.ts';
import { createDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { searchBackfill } from '../db/migrations/0058-global-search.ts';
import { everythingStale } from '../db/migrations/0061-report-roll-ups.ts';
import type { PageViewTable } from '../db/tables/analytics.table.ts';
import { PriceBookRepository } from '../pricing/price-book.repository.ts';
import { settleRevenueDays } from '../reports/revenue-days.ts';
import { settleUtilisationDays } from '../reports/utilisation-days.ts';
import { repositoryFactory } from '../repositories.ts';
import { priceBooking } from '../reservations/trip-pricing.ts';
import { openBulkWriter } from './bulk-insert.ts';
import { type ScalePlan, scaleCounts, scaleLocations } from './scale-fleet.ts';
import {
  bookingsOf,
  cancelledShare,
  type GeneratedBooking,
  type HistoryContext,
  leadOf,
  meanNights,
  type PricedRow,
  type PriceRequest,
  quoteOf,
  seededRandom,
} from './scale-history.ts';
import { seedFleetUnits, seedPriceBook, seedVehiclesForSale } from './seed.ts';

/** Generated bookings per vehicle and year: about 2 million for 5,000 vehicles over 3 years. */
export const bookingsPerUnitYear = 133;

/** The share of all generated bookings that end at another location (decision 028); buses and trucks never do. */
export const oneWayShare = 0.1;

export interface ScaleSeedResult {
  plan: ScalePlan;
  locations: number;
  units: number;
  reservations: number;
  cancelled: number;
  /** Bookings returned to another location than their pickup's. */
  oneWay: number;
  quotes: number;
  leads: number;
  pageViews: number;
  seconds: number;
}

export interface ScaleSeedOptions {
  now?: number;
  seed?: number;
  batch?: number;
  log?: (line: string) => void;
}

let lastId = 0;
/**
 * Ids of generated rows: UUID-shaped and increasing, so each primary key grows
 * at its end as rows arrive (random UUIDs would land all over the b-tree).
 * The version digit 8 marks them as made by the seed (RFC 9562's custom UUIDs).
 */
export function sequentialId(): string {
  const hex = (++lastId).toString(16).padStart(12, '0');
  return `00000000-5ca1-8000-8000-${hex}`;
}

const nothingChosen: TripChoices = {
  extras: [],
  protection: [],
  promo: null,
  promoUses: 0,
  additionalDrivers: 0,
};

/**
 * Fills an empty database with a whole company at `plan`'s size (decision 017):
 * its locations, classes, counted units and fleet, the demo price book, and
 * years of generated bookings, quotes, enquiries and page views, written in
 * bulk. Refuses a database that has any location already. Every booking is
 * priced by the real engine (a trip of the same class, place, length and
 * times is priced once).
 */
export async function seedScale(
  target: DatabaseTarget,
  plan: ScalePlan,
  options: ScaleSeedOptions = {},
): Promise<ScaleSeedResult> {
  const started = performance.now();
  const say = options.log ?? (() => {});
  const log = (line: string) =>
    say(`[${((performance.now() - started) / 1000).toFixed(0).padStart(4)} s] ${line}`);
  const now = options.now ?? Date.now();
  const random = seededRandom(options.seed ?? 21);
  const batch = options.batch ?? 5_000;
  const locations = scaleLocations(plan.locations);
  const counts = scaleCounts(locations, plan.units);

  const db = createDatabase(target);
  let book: Awaited<ReturnType<PriceBookRepository['load']>>;
  try {
    await migrateToLatest(db);
    const any = await db.selectFrom('locations').select('id').limit(1).executeTakeFirst();
    if (any) throw new Error('The database has locations already: the scale seed fills an empty database.');
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('locations').values(locations.map(toLocationRow)).execute();
      await trx.insertInto('vehicle_classes').values(fleetSeed.map(toVehicleClassRow)).execute();
      const counted = counts.filter((c) => c.count > 0);
      await trx
        .insertInto('units')
        .values(counted.map((c) => ({ location_id: c.locationId, class_id: c.classId, count: c.count })))
        .execute();
    });
    await seedFleetUnits(db);
    await seedPriceBook(db, new Date(now).toISOString().slice(0, 10));
    await seedVehiclesForSale(db);
    book = await new PriceBookRepository(db).load();
  } finally {
    await db.destroy();
  }
  log(`catalogue: ${locations.length} locations, ${plan.units} units`);

  const prices = new Map<string, PricedRow | null>();
  const price = (trip: PriceRequest): PricedRow | null => {
    const season = book.seasons.some(
      (s) => s.classId === trip.vehicle.id && s.startDate <= trip.pickupDate && trip.pickupDate <= s.endDate,
    );
    const key = `${trip.location.id}|${trip.vehicle.id}|${trip.quantity}|${trip.pickupTime}|${trip.returnTime}|${trip.returnAt - trip.pickupAt}|${season ? trip.pickupDate : ''}`;
    let priced = prices.get(key);
    if (priced === undefined) {
      try {
        const breakdown = priceBooking(
          book,
          [{ vehicle: trip.vehicle, quantity: trip.quantity }],
          { ...trip, rentalType: 'daily', rentalMonths: null },
          35,
          nothingChosen,
        );
        priced = {
          json: JSON.stringify(breakdown),
          billed: JSON.stringify({ lines: breakdown.lines, taxes: breakdown.taxes }),
          subtotalCents: breakdown.subtotalCents,
          totalCents: breakdown.totalCents,
        };
      } catch {
        priced = null; // a blackout or a season's minimum length: no such booking
      }
      prices.set(key, priced);
    }
    return priced;
  };

  // The gap between a lane's bookings that gives bookingsPerUnitYear, lanes averaging 1.2 vehicles.
  const cycleNights = 365 / (bookingsPerUnitYear / 1.2);
  const gapNights = Math.max(0.05, cycleNights - (meanNights + 1));
  const writer = await openBulkWriter(target);
  const serial = { next: 1 };
  let reservations = 0;
  let cancelled = 0;
  let oneWay = 0;
  // The share among the classes that may go one-way, and of their bookings not cancelled (a pair of legs is
  // never cancelled), that makes `oneWayShare` of all bookings.
  const unitsOf = (ids?: readonly string[]) =>
    counts.filter((c) => !ids || ids.includes(c.classId)).reduce((sum, c) => sum + c.count, 0);
  const eligible = (unitsOf(demoOneWayClassIds) / Math.max(1, unitsOf())) * (1 - cancelledShare);
  const eligibleShare = Math.min(0.5, oneWayShare / Math.max(1e-9, eligible));
  let quotes = 0;
  let leads = 0;
  let pageViews = 0;
  const bulkTables = [
    'reservations',
    'reservation_lines',
    'invoices',
    'quote_requests',
    'leads',
    'page_views',
  ];
  const invoiceSeqs = new Map<number, number>();
  const searchTables = ['search_entries', 'search_keys'];
  const sqlite = target.dialect === 'sqlite';
  try {
    // The search index's and the report roll-ups' triggers off for the load; the index written in one pass
    // per kind after, the roll-ups once the writer is done.
    await writer.withoutTriggers(['reservations', 'reservation_lines', 'invoices', 'search_entries'], () =>
      writer.withoutIndexes([...bulkTables, ...searchTables], async () => {
        const pending: GeneratedBooking[] = [];
        const flush = async () => {
          await writer.insert(
            'reservations',
            pending.map((b) => b.reservation),
          );
          await writer.insert(
            'reservation_lines',
            pending.map((b) => b.line),
          );
          await writer.insert(
            'invoices',
            pending.map((b) => b.invoice),
          );
          pending.length = 0;
        };
        for (const location of locations) {
          for (const count of counts.filter((c) => c.locationId === location.id && c.count > 0)) {
            const vehicle = fleetSeed.find((v) => v.id === count.classId)!;
            const ctx: HistoryContext = {
              location,
              vehicle,
              now,
              years: plan.years,
              serial,
              invoiceSeqs,
              random,
              id: sequentialId,
              price,
              gapNights,
              ...(demoOneWayClassIds.includes(vehicle.id)
                ? { oneWay: { share: eligibleShare, partners: locations } }
                : {}),
            };
            for (const booked of bookingsOf(ctx, count.count)) {
              pending.push(booked);
              reservations++;
              if (booked.reservation.status === 'cancelled') cancelled++;
              if (booked.reservation.return_location_id) oneWay++;
              if (pending.length >= batch) await flush();
            }
          }
          log(`${location.id}: ${reservations} bookings so far, ${oneWay} one-way`);
        }
        await flush();
        await writer.insert(
          'invoice_sequences',
          [...invoiceSeqs].map(([year, last]) => ({ year, last_number: last })),
        );

        const context = { random, id: sequentialId, now, years: plan.years };
        quotes = Math.round(reservations / 20);
        leads = Math.round(reservations / 50);
        for (let n = 1; n <= quotes; n += batch) {
          const rows = [];
          for (let i = n; i < Math.min(quotes + 1, n + batch); i++) {
            const location = locations[i % locations.length]!;
            rows.push(quoteOf(context, location, fleetSeed[i % fleetSeed.length]!, i));
          }
          await writer.insert('quote_requests', rows);
        }
        for (let n = 1; n <= leads; n += batch) {
          const rows = [];
          for (let i = n; i < Math.min(leads + 1, n + batch); i++) rows.push(leadOf(context, i));
          await writer.insert('leads', rows);
        }
        pageViews = reservations;
        for (let n = 0; n < pageViews; n += batch) {
          const rows: Insertable<PageViewTable>[] = [];
          for (let i = n; i < Math.min(pageViews, n + batch); i++) rows.push(pageViewOf(context, i));
          await writer.insert('page_views', rows);
        }
        log(`quotes ${quotes}, leads ${leads}, page views ${pageViews}; indexing the search`);
        for (const statement of searchBackfill(sqlite, ['reservations', 'invoices']))
          await writer.run(statement);
        log('building indexes');
      }),
    );
    log('analysing');
    await writer.analyze();
  } finally {
    await writer.close();
  }
  log("the reports' daily roll-ups");
  await settleRollUps(target);
  log('done');
  return {
    plan,
    locations: locations.length,
    units: plan.units,
    reservations,
    cancelled,
    oneWay,
    quotes,
    leads,
    pageViews,
    seconds: (performance.now() - started) / 1000,
  };
}

/** The business reports' roll-ups over everything loaded (decision 044), as the first report would make them. */
async function settleRollUps(target: DatabaseTarget) {
  const db = createDatabase(target);
  try {
    for (const statement of everythingStale) await sql.raw(statement).execute(db);
    const repositories = repositoryFactory(target.dialect);
    const { locations } = await repositories(db).businessReports.names();
    await settleUtilisationDays(db, repositories, new Map(locations.map((l) => [l.id, l.timezone])));
    await settleRevenueDays(db, repositories);
    // Fresh statistics for the planner: the roll-ups were empty when the load's were taken.
    await sql`analyze utilisation_days`.execute(db);
    await sql`analyze revenue_days`.execute(db);
  } finally {
    await db.destroy();
  }
}

const pages: ReadonlyArray<readonly [string, string]> = [
  ['/', 'Home'],
  ['/availability', 'Availability'],
  ['/confirm', 'Booking'],
  ['/15-passenger-van', 'Vehicle Types'],
  ['/minivan', 'Vehicle Types'],
  ['/churches-ministries', 'Use Cases'],
  ['/sports-teams', 'Use Cases'],
  ['/faq', 'Information'],
  ['/contact', 'Contact'],
];
const referrers = ['', '', '', 'google.com', 'bing.com', 'facebook.com', 'churchleaders.com'];

function pageViewOf(
  ctx: { random: () => number; id: () => string; now: number; years: number },
  n: number,
): Insertable<PageViewTable> {
  const recordedAt = ctx.now - Math.floor(ctx.random() * ctx.years * 365.25 * 86_400_000);
  const [path, category] = pages[n % pages.length]!;
  return {
    id: ctx.id(),
    day: new Date(recordedAt).toISOString().slice(0, 10),
    path,
    category,
    referrer_host: referrers[n % referrers.length]!,
    device: ctx.random() < 0.6 ? 'mobile' : 'desktop',
    recorded_at: recordedAt,
  };
}
