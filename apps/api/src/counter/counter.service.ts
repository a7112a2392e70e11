import type {
  Calendar,
  CalendarBar,
  CalendarQuery,
  HandoverNeed,
  Today,
  TodayItem,
  TodayQuery,
  TodayRoadTrip,
} from '@convoy/domain/contracts/counter.schema';
import { localToday, localToInstant, toIsoWithOffset } from '@convoy/domain/rules/time';
import type { Catalog, CatalogSnapshot } from '../catalog/catalog.ts';
import type { Executor } from '../db/database.ts';
import type { LicenceCipher } from '../drivers/licence-cipher.ts';
import { ApiError } from '../errors.ts';
import { bookedVehiclesWithUnits } from '../fleet/booked-vehicles.ts';
import { overdueAt } from '../fleet/service-due.ts';
import type { Repositories, RepositoryFactory } from '../repositories.ts';
import { addressLine, openLeg } from '../reservations/delivery-address.ts';
import type { StoredLeg } from '../reservations/reservation.ts';
import type { ReservationMoney } from '../reservations/reservation-money.ts';
import type { BookingParty } from './counter.repository.ts';
import { counterDrivers } from './counter-drivers.ts';
import { legsOf } from './legs.ts';
import { driversShort } from './readiness.ts';
import { counterReturnLocation } from './return-location.ts';
import { unitFacts } from './unit-facts.ts';

const DAY = 86_400_000;

export interface CounterDependencies {
  db: Executor;
  repositories: RepositoryFactory;
  catalog: Catalog;
  now: () => number;
  turnaroundMinutes: number;
  /** What a booking has paid and owes. */
  money: Pick<ReservationMoney, 'view'>;
  /** Opens the delivery and collection addresses staff see on Today (decision 030). */
  cipher: LicenceCipher;
}

/** "2026-07-06" + n days. */
const plusDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

/**
 * The counter's reads (decision 015): the fleet calendar of a location (its
 * units, the rentals and maintenance that hold them, turnaround shaded) and
 * the day's pickups and returns with what each still lacks before the keys
 * go out.
 */
export class CounterService {
  readonly #d: CounterDependencies;
  /** The counter only reads: its repositories over the database. */
  readonly #repos: Repositories;
  readonly #turnaroundMs: number;

  constructor(deps: CounterDependencies) {
    this.#d = deps;
    this.#repos = deps.repositories(deps.db);
    this.#turnaroundMs = deps.turnaroundMinutes * 60_000;
  }

  async calendar(query: CalendarQuery): Promise<Calendar> {
    const catalog = await this.#d.catalog.get();
    const location = locationOf(catalog, query.locationId);
    const zone = location.timezone;
    const start = localToInstant(query.from, '00:00', zone).getTime();
    const end = localToInstant(plusDays(query.from, query.days), '00:00', zone).getTime();
    const classOrder = new Map(catalog.classes.map((c, i) => [c.id, i]));
    const units = (
      await this.#repos.fleetUnits.list({
        locationId: location.id,
        classId: query.classId,
        status: 'active',
      })
    ).sort(
      (a, b) =>
        (classOrder.get(a.class_id) ?? 999) - (classOrder.get(b.class_id) ?? 999) ||
        a.fleet_number.localeCompare(b.fleet_number, 'en', { numeric: true }),
    );
    const assignments = this.#repos.assignments;
    // A rental ending just before the window still shades its turnaround inside it.
    const from = start - this.#turnaroundMs;
    const [slots, given, blocks] = await Promise.all([
      assignments.bookedSlots({ locationId: location.id, classId: query.classId, from, to: end }),
      assignments.between({ locationId: location.id, from, to: end }),
      this.#repos.fleetUnits.blocksOf(
        units.map((u) => u.id),
        from,
      ),
    ]);
    const unitOf = new Map(given.map((a) => [`${a.reservation_id}|${a.class_id}|${a.seq}`, a.unit_id]));
    const parties = await this.#repos.counter.parties(slots.map((s) => s.reservationId));
    const iso = (at: number) => toIsoWithOffset(at, zone);
    const swaps = await this.#repos.handovers.swapsFor([...new Set(slots.map((s) => s.reservationId))]);
    const bars: CalendarBar[] = [
      ...slots.flatMap((s): CalendarBar[] => {
        const party = parties.get(s.reservationId);
        const unitId = unitOf.get(`${s.reservationId}|${s.classId}|${s.seq}`) ?? null;
        // A swapped vehicle is a bar per unit: each until its swap, the last to the return (decision 035).
        const legs = legBars(
          s,
          unitId,
          swaps.filter(
            (w) => w.reservation_id === s.reservationId && w.class_id === s.classId && w.seq === s.seq,
          ),
          this.#turnaroundMs,
        );
        return legs.map((leg) => ({
          kind: 'rental',
          code: s.code,
          classId: s.classId,
          seq: s.seq,
          unitId: leg.unitId,
          startsAt: iso(leg.startsAt),
          endsAt: iso(leg.endsAt),
          bufferEndsAt: iso(leg.bufferEndsAt),
          label: party?.label ?? s.code,
          status: party?.status === 'pending_payment' ? 'pending_payment' : 'confirmed',
        }));
      }),
      ...blocks
        .filter((b) => b.starts_at < end)
        .map(
          (b): CalendarBar => ({
            kind: 'maintenance',
            id: b.id,
            unitId: b.unit_id,
            startsAt: iso(b.starts_at),
            endsAt: iso(b.ends_at),
            bufferEndsAt: iso(b.ends_at + this.#turnaroundMs),
            reason: b.reason,
          }),
        ),
    ];
    return {
      locationId: location.id,
      locationName: location.name,
      timezone: zone,
      from: query.from,
      days: query.days,
      startsAt: iso(start),
      endsAt: iso(end),
      turnaroundMinutes: this.#d.turnaroundMinutes,
      units: units.map((u) => unitFacts(catalog, u)),
      bars,
    };
  }

  /**
   * A location's pickups and returns of a day (today there by default), and
   * tomorrow's pickups with a vehicle still unassigned; each with what it
   * still lacks: a unit per vehicle, a qualified driver per vehicle, the
   * payment due at pickup, the signed agreement.
   */
  async today(query: TodayQuery): Promise<Today> {
    const catalog = await this.#d.catalog.get();
    const location = locationOf(catalog, query.locationId);
    const zone = location.timezone;
    const date = query.date ?? localToday(zone, this.#d.now());
    const midnight = (day: string) => localToInstant(day, '00:00', zone).getTime();
    const [dayStart, dayEnd, tomorrowEnd] = [
      midnight(date),
      midnight(plusDays(date, 1)),
      midnight(plusDays(date, 2)),
    ];
    const repo = this.#repos.counter;
    const [pickups, returns, tomorrow] = await Promise.all([
      repo.between(location.id, 'pickup_at', dayStart, dayEnd),
      repo.between(location.id, 'return_at', dayStart, dayEnd),
      repo.between(location.id, 'pickup_at', dayEnd, tomorrowEnd),
    ]);
    const items = (parties: BookingParty[]) => Promise.all(parties.map((p) => this.#item(catalog, p)));
    const [pickupItems, returnItems, tomorrowItems] = await Promise.all([
      items(pickups),
      items(returns),
      items(tomorrow),
    ]);
    return {
      locationId: location.id,
      locationName: location.name,
      date,
      pickups: pickupItems,
      returns: returnItems,
      unassignedTomorrow: tomorrowItems.filter((i) => i.missing.includes('unit')),
      deliveries: pickupItems
        .filter((i) => i.delivery)
        .sort((a, b) => Date.parse(a.delivery?.roadAt ?? '') - Date.parse(b.delivery?.roadAt ?? '')),
      collections: returnItems
        .filter((i) => i.collection)
        .sort((a, b) => Date.parse(a.collection?.roadAt ?? '') - Date.parse(b.collection?.roadAt ?? '')),
    };
  }

  async #item(catalog: CatalogSnapshot, party: BookingParty): Promise<TodayItem> {
    const repos = this.#repos;
    const { assignments } = repos;
    const [slots, given, reservation] = await Promise.all([
      assignments.bookedSlots({ reservationId: party.id, from: 0, to: Number.MAX_SAFE_INTEGER }),
      assignments.forReservation(party.id),
      repos.reservations.findByCode(party.code),
    ]);
    const vehicles = (await bookedVehiclesWithUnits(repos.fleetUnits, catalog, slots, given)).map(
      (v) => v.vehicle,
    );
    const zone = reservation?.timezone ?? 'UTC';
    const driverShort = reservation ? await driversShort(repos.drivers, catalog, reservation, slots) : true;
    const payment = reservation ? await this.#d.money.view(reservation) : null;
    const paymentDue =
      payment === null
        ? false
        : payment.method === 'invoice'
          ? false
          : payment.method === 'card'
            ? payment.paidCents + payment.heldCents === 0
            : payment.balanceCents > 0;
    const handovers = await repos.handovers.timesOf(party.id);
    /**
     * When the last vehicle went (its first leg) or came back (its latest leg, a swap's return not
     * counted: decision 035), once all have.
     */
    const allDone = (kind: 'out' | 'in') => {
      const times = slots.map((s) => {
        const legs = legsOf(handovers, s.classId, s.seq);
        return (kind === 'out' ? legs[0]?.out : legs.at(-1)?.in)?.at;
      });
      return slots.length > 0 && times.every((t) => t !== undefined)
        ? Math.max(...(times as number[]))
        : null;
    };
    const [checkedOut, checkedIn] = [allDone('out'), allDone('in')];
    const missing: HandoverNeed[] = [];
    if (vehicles.some((v) => v.unit === null)) missing.push('unit');
    // Given before it came due (decision 033): staff give the booking another vehicle, or service it first.
    const units = await repos.fleetUnits.byIds(given.map((g) => g.unit_id));
    if (units.some((u) => overdueAt(u, party.pickupAt))) missing.push('service');
    if (driverShort) missing.push('driver');
    if (paymentDue) missing.push('payment');
    // The rental agreement is signed before pickup (decision 024) or at the counter with the check-out.
    const signed =
      reservation?.renterSignedAt != null || (await repos.agreements.find(party.id)) !== undefined;
    if (!signed) missing.push('agreement');
    const iso = (at: number) => toIsoWithOffset(at, zone);
    // A one-way rental's return, its check-in and collection are the return location's (decision 028).
    const returnLocation = reservation ? counterReturnLocation(catalog, reservation) : null;
    const returnZone = returnLocation?.timezone ?? reservation?.returnTimezone ?? zone;
    const returnIso = (at: number) => toIsoWithOffset(at, returnZone);
    return {
      code: party.code,
      status: party.status,
      label: party.label,
      renterName: party.renterName,
      phone: party.phone,
      pickupAt: iso(party.pickupAt),
      returnAt: returnIso(party.returnAt),
      returnLocation,
      vehicles,
      missing,
      drivers: reservation ? counterDrivers(reservation) : [],
      balanceCents: payment && payment.method !== 'invoice' ? Math.max(0, payment.balanceCents) : 0,
      checkedOutAt: checkedOut === null ? null : iso(checkedOut),
      checkedInAt: checkedIn === null ? null : returnIso(checkedIn),
      delivery: reservation?.delivery ? this.#roadTrip(reservation.delivery, party.pickupAt, -1, iso) : null,
      collection: reservation?.collection
        ? this.#roadTrip(reservation.collection, party.returnAt, 1, returnIso)
        : null,
    };
  }

  /** A way as staff see it: the address opened, when due there, when the driver leaves (−1) or is back (+1). */
  #roadTrip(leg: StoredLeg, at: number, direction: -1 | 1, iso: (at: number) => string): TodayRoadTrip {
    const open = openLeg(leg, this.#d.cipher);
    return {
      address: open ? addressLine(open.address) : null,
      instructions: open?.instructions ?? null,
      at: iso(at),
      roadAt: iso(at + direction * leg.travelMinutes * 60_000),
      travelMinutes: leg.travelMinutes,
    };
  }
}

function locationOf(catalog: CatalogSnapshot, id: string) {
  const location = catalog.locationById.get(id);
  if (!location) throw new ApiError(404, 'not_found', 'No location has that id.');
  return location;
}

/**
 * The stretches of a booked vehicle on each of its units (decision 035): before
 * any swap, one from pickup to return (and the turnaround) on its unit; each
 * swap ends the old unit's stretch at its instant (the old unit is free from
 * then) and starts the next.
 */
export function legBars(
  slot: { pickupAt: number; returnAt: number },
  unitId: string | null,
  swaps: readonly { at: number; leg: number; from_unit_id: string }[],
  turnaroundMs: number,
): { unitId: string | null; startsAt: number; endsAt: number; bufferEndsAt: number }[] {
  const ordered = [...swaps].sort((a, b) => a.leg - b.leg);
  const bars: ReturnType<typeof legBars> = ordered.map((w, i) => {
    const startsAt = i === 0 ? slot.pickupAt : ordered[i - 1]!.at;
    return { unitId: w.from_unit_id, startsAt, endsAt: w.at, bufferEndsAt: w.at };
  });
  const last = ordered.at(-1);
  bars.push({
    unitId,
    startsAt: last ? last.at : slot.pickupAt,
    endsAt: slot.returnAt,
    bufferEndsAt: slot.returnAt + turnaroundMs,
  });
  return bars;
}
