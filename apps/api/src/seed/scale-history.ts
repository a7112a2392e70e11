import type { VehicleClass } from '@convoy/domain/content/fleet';
import type { Location } from '@convoy/domain/content/locations';
import { reservationCodeAlphabet } from '@convoy/domain/contracts/reservation.schema';
import type { RentalWindow } from '@convoy/domain/rules/rental-window';
import { zonedInstant } from '@convoy/domain/rules/zoned-time';
import type { Insertable } from 'kysely';
import type { AttributionColumns } from '../db/tables/attribution.table.ts';
import type { InvoiceTable } from '../db/tables/invoice.table.ts';
import type { LeadTable } from '../db/tables/lead.table.ts';
import type { QuoteRequestTable } from '../db/tables/quote.table.ts';
import type { ReservationLineTable, ReservationTable } from '../db/tables/reservation.table.ts';
import { invoiceNumber } from '../invoices/invoice.repository.ts';

/**
 * Years of bookings for a scale seed (decision 017), generated, never booked
 * through the service: millions of rows in minutes. Each class at each
 * location is split into lanes of one to three vehicles; a lane is rented out
 * one booking after another (a day's turnaround between), so the confirmed
 * bookings never hold more vehicles than the location has, as the booking
 * service guarantees. About one booking in ten is one-way (decision 028), in
 * pairs: the lane's vehicles go to another location and come back with the next
 * booking from there. Lengths, lead times, seasons, cancellations and where
 * renters came from follow the shapes of a group-rental business; the same
 * seed gives the same data.
 */

/** A seeded pseudo-random source in [0, 1): mulberry32, enough for test data and repeatable. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const dayMs = 86_400_000;

/** Picks from `[value, weight]` pairs. */
function weighted<T>(random: () => number, table: ReadonlyArray<readonly [T, number]>): T {
  const total = table.reduce((s, [, w]) => s + w, 0);
  let x = random() * total;
  for (const [value, w] of table) {
    x -= w;
    if (x < 0) return value;
  }
  return table[table.length - 1]![0];
}

/** Nights from pickup day to return day: day trips and weekends most, some weeks, a few fortnights. */
const lengthTable: ReadonlyArray<readonly [number, number]> = [
  [0, 25],
  [1, 30],
  [2, 20],
  [3, 10],
  [4, 3],
  [5, 3],
  [6, 2],
  [7, 3],
  [10, 2],
  [14, 2],
];
/** The mean of lengthTable, nights. */
export const meanNights =
  lengthTable.reduce((s, [n, w]) => s + n * w, 0) / lengthTable.reduce((s, [, w]) => s + w, 0);

/** The share of bookings cancelled before their pickup. */
export const cancelledShare = 0.12;

/** How many vehicles one booking takes: most one, groups two or three (a lane). */
const laneTable: ReadonlyArray<readonly [number, number]> = [
  [1, 88],
  [2, 8],
  [3, 4],
];

/** How busy each month is (January first): summer camps and retreats, quiet winters. */
const seasonWeight = [0.6, 0.6, 0.8, 0.9, 1.1, 1.5, 1.6, 1.4, 1.0, 0.9, 0.8, 0.8];

const campaigns: ReadonlyArray<readonly [readonly [string, string, string], number]> = [
  [['direct', 'none', ''], 30],
  [['google', 'cpc', 'group-van-rental'], 20],
  [['google', 'organic', ''], 15],
  [['facebook', 'social', 'summer-camps'], 8],
  [['bing', 'cpc', 'group-van-rental'], 4],
  [['newsletter', 'email', 'spring-retreats'], 6],
  [['churchleaders.com', 'referral', ''], 5],
  [['google', 'cpc', 'church-retreats'], 7],
  [['partner', 'affiliate', 'school-trips'], 5],
];
const firstNames = [
  'Ana',
  'Ben',
  'Chloe',
  'David',
  'Ella',
  'Femi',
  'Grace',
  'Hiro',
  'Isla',
  'Jamal',
  'Kofi',
  'Lena',
];
const lastNames = [
  'Alvarez',
  'Brown',
  'Chen',
  'Diaz',
  'Evans',
  'Fischer',
  'Garcia',
  'Hughes',
  'Ito',
  'Johnson',
];

/** Syllables of made-up surnames: 20 × 20 × 20 of them. */
const syllables = [
  [
    'Ab',
    'Bel',
    'Cor',
    'Dan',
    'El',
    'Far',
    'Gal',
    'Har',
    'Il',
    'Jor',
    'Kel',
    'Lor',
    'Mar',
    'Nor',
    'Or',
    'Pel',
    'Ros',
    'Sal',
    'Tor',
    'Val',
  ],
  [
    'a',
    'e',
    'i',
    'o',
    'u',
    'an',
    'en',
    'in',
    'on',
    'ar',
    'er',
    'ir',
    'or',
    'al',
    'el',
    'il',
    'ol',
    'ay',
    'ey',
    'ow',
  ],
  [
    'ber',
    'by',
    'dale',
    'don',
    'field',
    'ford',
    'ham',
    'ley',
    'lin',
    'man',
    'mont',
    'ney',
    'ridge',
    'son',
    'ston',
    'ter',
    'ton',
    'vez',
    'well',
    'wood',
  ],
] as const;

/**
 * The surname of the n-th renter, spread as a country's are: a fifth from the
 * ten common ones (each 2 %, about the most common surnames' share in a US
 * city), the rest made up from syllables (8,000 of them, each rare). With
 * only the ten, every surname at 100× data was 180,000 renters', and a search
 * for one measured nothing a real office sees.
 */
export function surnameOf(n: number): string {
  // A multiplicative hash of n: spread, and the same surname for the same n.
  const h = Math.imul(n + 1, 2_654_435_761) >>> 0;
  if (h % 5 === 0) return lastNames[(h >>> 3) % lastNames.length]!;
  const [first, middle, last] = syllables;
  return `${first[(h >>> 4) % 20]}${middle[(h >>> 12) % 20]}${last[(h >>> 20) % 20]}`;
}
const purposes: ReadonlyArray<readonly [string | null, number]> = [
  [null, 40],
  ['church', 20],
  ['school', 15],
  ['sports', 12],
  ['business', 8],
  ['family', 5],
];

/**
 * A distinct code per index below 729 million (the codes of six characters),
 * spread over the code space by multiplying with 7¹⁰, which shares no factor
 * with 30⁶ (so the map is one to one), so neighbouring bookings do not have
 * neighbouring codes. The prefix is a booked one's: lookups treat them alike.
 */
export function scaleCode(prefix: string, index: number): string {
  const alphabet = reservationCodeAlphabet;
  const space = alphabet.length ** 6;
  let n = Number((BigInt(index) * 282_475_249n + 12_345n) % BigInt(space));
  let code = '';
  for (let i = 0; i < 6; i++) {
    code = alphabet[n % alphabet.length] + code;
    n = Math.floor(n / alphabet.length);
  }
  return `${prefix}-${code}`;
}

/** YYYY-MM-DD of a UTC day number. */
const dateOf = (day: number) => new Date(day * dayMs).toISOString().slice(0, 10);

/** The priced breakdown stored with a generated booking (JSON), and its totals. */
export interface PricedRow {
  json: string;
  subtotalCents: number;
  totalCents: number;
  /** The invoice document's lines and taxes, as JSON: `{"lines":[…],"taxes":[…]}`. */
  billed: string;
}

export interface HistoryContext {
  location: Location;
  vehicle: VehicleClass;
  now: number;
  years: number;
  /** How many generated bookings came before: numbers codes and ids. */
  serial: { next: number };
  /** The last invoice number of each year so far (each booking is invoiced when made). */
  invoiceSeqs: Map<number, number>;
  random: () => number;
  id: () => string;
  /** The breakdown of a trip: the real pricing engine, called by the seed. */
  price(trip: PriceRequest): PricedRow | null;
  /** Mean nights between a return and the next pickup of a lane (before seasons). */
  gapNights: number;
  /**
   * One-way rentals (decision 028): the share of bookings that end at another location, and where. They come
   * in pairs on a lane, out to a partner and back with the next booking, both before now (moved at their
   * returns) or both after (pending moves), so every location keeps the vehicles it lends.
   */
  oneWay?: { share: number; partners: readonly Location[] };
}

/** A generated trip to price: a daily rental's window, the class and how many. */
export type PriceRequest = Omit<RentalWindow, 'rentalType' | 'rentalMonths'> & {
  vehicle: VehicleClass;
  quantity: number;
};

export interface GeneratedBooking {
  reservation: Insertable<ReservationTable>;
  line: Insertable<ReservationLineTable>;
  /** Its invoice, issued when it was made (SPEC Part B §15); voided if it was cancelled (no fee). */
  invoice: Insertable<InvoiceTable>;
}

/** The wall-clock choice at the location, with the times its opening hours allow that day. */
function timesOf(day: number) {
  const weekday = new Date(day * dayMs).getUTCDay(); // 0 Sunday
  return {
    pickupTime: weekday === 0 ? '10:00' : '09:00',
    returnTime: weekday === 0 ? '14:00' : weekday === 6 ? '16:00' : '17:00',
  };
}

/**
 * Every generated booking of one class at one location: `count` vehicles over
 * `years` before `now` and the bookings already made for the months ahead.
 */
export function* bookingsOf(ctx: HistoryContext, count: number): Generator<GeneratedBooking> {
  const { location, random } = ctx;
  const offsets = new Map<string, number>();
  // The instant of a wall-clock time that day at a location: the zone's offset is read once per zone and day.
  const instantAt = (place: Location, day: number, time: string) => {
    const key = `${place.timezone}|${day}`;
    let offset = offsets.get(key);
    if (offset === undefined) {
      offset = zonedInstant(dateOf(day), '12:00', place.timezone) - (day * dayMs + 12 * 3_600_000);
      offsets.set(key, offset);
    }
    const [h, m] = time.split(':').map(Number);
    return day * dayMs + (h! * 60 + m!) * 60_000 + offset;
  };
  const instant = (day: number, time: string) => instantAt(location, day, time);
  const partners = ctx.oneWay?.partners.filter((p) => p.id !== location.id) ?? [];
  /** The trip back from `partner` the day after `out` arrives there, or null when the pair would span now. */
  const returnLeg = (out: Trip, partner: Location): Trip | null => {
    const day = out.returnDay + 1;
    const returnDay = day + weighted(random, lengthTable);
    const { pickupTime } = timesOf(day);
    const { returnTime } = timesOf(returnDay);
    const back: Trip = {
      location: partner,
      returnLocation: location,
      quantity: out.quantity,
      pickupDay: day,
      returnDay,
      pickupTime,
      returnTime,
      pickupAt: instantAt(partner, day, pickupTime),
      returnAt: instant(returnDay, returnTime),
      createdAt: out.createdAt,
      cancelled: false,
    };
    // Both legs moved already, or both still ahead: never a vehicle away from home at the seed's now.
    const settled = back.returnDay + 1 < Math.floor(ctx.now / dayMs);
    return settled || out.pickupAt > ctx.now ? back : null;
  };
  const today = Math.floor(ctx.now / dayMs);
  const first = today - Math.round(ctx.years * 365.25);
  const last = today + 180;
  let left = count;
  while (left > 0) {
    const lane = Math.min(left, weighted(random, laneTable));
    left -= lane;
    let day = first + Math.floor(random() * 3);
    while (day < last) {
      const season = seasonWeight[new Date(day * dayMs).getUTCMonth()]!;
      day += Math.floor(-Math.log(1 - random()) * (ctx.gapNights / season));
      const nights = weighted(random, lengthTable);
      const returnDay = day + nights;
      const { pickupTime } = timesOf(day);
      const { returnTime } = timesOf(returnDay);
      const pickupAt = instant(day, pickupTime);
      const returnAt = instant(returnDay, returnTime);
      // Groups book weeks ahead: a lead time of hours to a few months.
      const createdAt = pickupAt - Math.floor((0.2 + -Math.log(1 - random()) * 24) * dayMs);
      const cancelled = random() < cancelledShare;
      const trip: Trip = {
        location,
        returnLocation: location,
        quantity: lane,
        pickupDay: day,
        returnDay,
        pickupTime,
        returnTime,
        pickupAt,
        returnAt,
        createdAt,
        cancelled,
      };
      const back =
        !cancelled && partners.length > 0 && random() < ctx.oneWay!.share / 2
          ? returnLeg(trip, partners[Math.floor(random() * partners.length)]!)
          : null;
      if (back && createdAt <= ctx.now) {
        // Its return time is wall-clock at the location it ends at (decision 028).
        const arrival = instantAt(back.location, returnDay, returnTime);
        const out = booking(ctx, { ...trip, returnLocation: back.location, returnAt: arrival });
        const home = out && booking(ctx, { ...back, createdAt: Math.min(back.createdAt, createdAt) });
        if (out && home) {
          yield out;
          yield home;
          day = back.returnDay + 1;
          continue;
        }
      }
      const booked = createdAt <= ctx.now && booking(ctx, trip);
      if (booked) yield booked;
      // A cancelled booking frees the lane: the next one may take the same days.
      if (!cancelled) day = returnDay + 1;
    }
  }
}

interface Trip {
  location: Location;
  /** The same as `location` for a round trip. */
  returnLocation: Location;
  quantity: number;
  pickupDay: number;
  returnDay: number;
  pickupTime: string;
  returnTime: string;
  pickupAt: number;
  returnAt: number;
  createdAt: number;
  cancelled: boolean;
}

/** The booking of a trip, or null when the price book refuses it (a blackout, a season's minimum). */
function booking(ctx: HistoryContext, t: Trip): GeneratedBooking | null {
  const { random, vehicle } = ctx;
  const { location, returnLocation } = t;
  const oneWay = returnLocation.id !== location.id;
  const pickupDate = dateOf(t.pickupDay);
  const returnDate = dateOf(t.returnDay);
  // A one-way trip is priced as a round trip from its pickup location: the generated locations have no
  // routes in the price book, and what the scale benchmark reads of a one-way rental is its move.
  const priced = ctx.price({
    location,
    vehicle,
    quantity: t.quantity,
    pickupDate,
    pickupTime: t.pickupTime,
    returnDate,
    returnTime: t.returnTime,
    pickupAt: t.pickupAt,
    returnAt: t.returnAt,
  });
  if (!priced) return null;
  const n = ctx.serial.next++;
  const id = ctx.id();
  const firstName = firstNames[n % firstNames.length]!;
  const lastName = surnameOf(n);
  const [source, medium, campaign] = weighted(random, campaigns);
  const [lastSource, lastMedium, lastCampaign] =
    source === 'direct' && random() < 0.5 ? weighted(random, campaigns) : [source, medium, campaign];
  const cancelledAt = t.cancelled
    ? Math.min(ctx.now, t.createdAt + Math.floor(random() * (t.pickupAt - t.createdAt)))
    : null;
  const invoiced = random() < 0.15;
  const status = t.cancelled ? 'cancelled' : 'confirmed';
  const issuedOn = new Date(t.createdAt).toISOString().slice(0, 10);
  const year = Number(issuedOn.slice(0, 4));
  const seq = (ctx.invoiceSeqs.get(year) ?? 0) + 1;
  ctx.invoiceSeqs.set(year, seq);
  // On terms, due at pickup and paid once picked up; by card, paid when made.
  const paidAt = invoiced ? (t.pickupAt < ctx.now ? t.pickupAt : null) : t.createdAt;
  const trip = JSON.stringify({
    vehicles: t.quantity > 1 ? `${t.quantity} × ${vehicle.name}` : vehicle.name,
    location: location.name,
    pickup: `${pickupDate} ${t.pickupTime}`,
    return: `${returnDate} ${t.returnTime}`,
  });
  return {
    reservation: {
      id,
      code: scaleCode('CNV', n),
      status,
      rental_type: 'daily',
      location_id: location.id,
      class_id: vehicle.id,
      vehicle_name: vehicle.name,
      timezone: location.timezone,
      quantity: t.quantity,
      pickup_date: pickupDate,
      pickup_time: t.pickupTime,
      return_date: returnDate,
      return_time: t.returnTime,
      pickup_at: t.pickupAt,
      return_at: t.returnAt,
      return_location_id: oneWay ? returnLocation.id : null,
      return_timezone: oneWay ? returnLocation.timezone : null,
      rental_months: null,
      renter_age: 25 + Math.floor(random() * 45),
      rental_purpose: weighted(random, purposes),
      locale: 'en',
      first_name: firstName,
      last_name: lastName,
      email: `${firstName}.${lastName}.${n}@example.org`.toLowerCase(),
      phone: `+1 555 ${String(1_000_000 + (n % 9_000_000)).slice(-7)}`,
      subtotal_cents: priced.subtotalCents,
      pricing: priced.json,
      total_cents: priced.totalCents,
      promo_code: null,
      own_cover_statement: null,
      choices: null,
      created_at: t.createdAt,
      cancelled_at: cancelledAt,
      cancellation_fee_cents: t.cancelled ? 0 : null,
      cancellation_fee_floor_cents: 0,
      organisation_id: null,
      po_number: invoiced ? `PO-${n}` : null,
      payment_method: invoiced ? 'invoice' : 'card',
      collect_at_booking: invoiced ? null : 'deposit',
      pay_by: null,
      reminder_sent_at: !t.cancelled && t.pickupAt - 3 * dayMs < ctx.now ? t.pickupAt - 3 * dayMs : null,
      attribution: null,
      first_touch_source: source,
      first_touch_medium: medium,
      first_touch_campaign: campaign,
      last_non_direct_source: lastSource,
      last_non_direct_medium: lastMedium,
      last_non_direct_campaign: lastCampaign,
    },
    line: {
      reservation_id: id,
      line_no: 1,
      class_id: vehicle.id,
      vehicle_name: vehicle.name,
      quantity: t.quantity,
      location_id: location.id,
      pickup_at: t.pickupAt,
      return_at: t.returnAt,
      status,
      return_location_id: oneWay ? returnLocation.id : null,
      // Check-in recorded the arrival of a trip back before now (decision 028): searches no longer read it.
      moved_at: oneWay && t.returnAt < ctx.now ? t.returnAt : null,
    },
    invoice: {
      id: ctx.id(),
      number: invoiceNumber(year, seq),
      year,
      seq,
      reservation_id: id,
      organisation_id: null,
      kind: 'booking',
      status: t.cancelled ? 'void' : paidAt !== null ? 'paid' : 'open',
      issued_at: t.createdAt,
      issued_on: issuedOn,
      due_on: invoiced ? pickupDate : issuedOn,
      net_days: null,
      po_number: invoiced ? `PO-${n}` : null,
      bill_to: JSON.stringify({ name: `${firstName} ${lastName}`, lines: [] }),
      document: `${trip.slice(0, -1)},${priced.billed.slice(1)}`,
      total_cents: priced.totalCents,
      paid_at: t.cancelled ? null : paidAt,
      voided_at: cancelledAt,
      void_reason: t.cancelled ? 'Booking cancelled' : null,
      supplement_of: null,
    },
  };
}

/** Where an enquiry came from: one campaign for both copies (an enquiry is one visit). */
function cameFrom(random: () => number): AttributionColumns {
  const [source, medium, campaign] = weighted(random, campaigns);
  return {
    attribution: null,
    first_touch_source: source,
    first_touch_medium: medium,
    first_touch_campaign: campaign,
    last_non_direct_source: source,
    last_non_direct_medium: medium,
    last_non_direct_campaign: campaign,
  };
}

/** Requests for a quote: about one for every twenty bookings, at the same locations. */
export function quoteOf(
  ctx: Pick<HistoryContext, 'random' | 'id' | 'now' | 'years'>,
  location: Location,
  vehicle: VehicleClass,
  n: number,
): Insertable<QuoteRequestTable> {
  const { random } = ctx;
  const createdAt = ctx.now - Math.floor(random() * ctx.years * 365.25 * dayMs);
  const pickupDay = Math.floor(createdAt / dayMs) + 7 + Math.floor(random() * 60);
  return {
    id: ctx.id(),
    code: scaleCode('Q', n),
    status: random() < 0.7 ? 'closed' : 'new',
    organisation: random() < 0.5 ? `${lastNames[n % lastNames.length]} Community Church` : null,
    organisation_id: null,
    first_name: firstNames[n % firstNames.length]!,
    last_name: lastNames[n % lastNames.length]!,
    email: `quote.${n}@example.org`,
    phone: '+1 555 0100100',
    passengers: 8 + Math.floor(random() * 60),
    location_id: location.id,
    pickup_date: dateOf(pickupDay),
    pickup_time: '09:00',
    return_date: dateOf(pickupDay + 2),
    return_time: '17:00',
    vehicle_type: vehicle.category,
    class_id: vehicle.id,
    rental_purpose: weighted(random, purposes),
    notes: null,
    estimate: null,
    created_at: createdAt,
    ...cameFrom(random),
  };
}

const leadKinds: ReadonlyArray<readonly [LeadTable['kind'], number]> = [
  ['contact', 6],
  ['leasing', 2],
  ['fleet-sales', 1],
];

/** Contact, leasing and fleet-sales enquiries: about one for every fifty bookings. */
export function leadOf(
  ctx: Pick<HistoryContext, 'random' | 'id' | 'now' | 'years'>,
  n: number,
): Insertable<LeadTable> {
  const { random } = ctx;
  return {
    id: ctx.id(),
    kind: weighted(random, leadKinds),
    name: `${firstNames[n % firstNames.length]} ${lastNames[n % lastNames.length]}`,
    email: `lead.${n}@example.org`,
    phone: null,
    organisation: null,
    subject: 'Group travel',
    message: 'We are planning a trip for our group and would like to talk.',
    details: '{}',
    created_at: ctx.now - Math.floor(random() * ctx.years * 365.25 * dayMs),
    ...cameFrom(random),
  };
}
