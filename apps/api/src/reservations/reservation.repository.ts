import type { OrganisationBooking } from '@convoy/domain/contracts/organisation-account.schema';
import type { PricedReservation, PricedTrip } from '@convoy/domain/contracts/pricing-breakdown.schema';
import { type Selectable, sql } from 'kysely';
import { currentActor } from '../async-context.ts';
import { attributionColumns } from '../attribution/attribution-columns.ts';
import { recordAudit } from '../audit/audit-trail.ts';
import type { Executor } from '../db/database.ts';
import type { ReservationTable } from '../db/tables/reservation.table.ts';
import type { DriverRepository } from '../drivers/driver.repository.ts';
import { inventoryChanged } from '../fleet/held-units.ts';
import type { HeldUnits } from '../fleet/inventory.repository.ts';
import {
  heldSpan,
  holdsUnits,
  nothingChosen,
  type StoredLeg,
  type StoredLine,
  type StoredReservation,
} from './reservation.ts';

/** Reads and writes reservations; takes the database or a transaction. No business rules. */
export class ReservationRepository {
  readonly #db: Executor;
  /** A reservation's drivers are stored and read with it, over the same executor. */
  readonly #drivers: DriverRepository;

  constructor(db: Executor, drivers: DriverRepository) {
    this.#db = db;
    this.#drivers = drivers;
  }

  /** The reservation, its lines, and a row per extra it takes (the stock guard counts those). */
  async insert(r: StoredReservation): Promise<void> {
    await this.#db.insertInto('reservations').values(toRow(r)).execute();
    await this.#insertLines(r);
    await this.#insertExtras(r);
    await this.#drivers.insert(r.id, r.drivers);
    await this.#audit(
      r.code,
      r.status === 'confirmed' ? 'booked' : 'booked, waiting for its payment',
      null,
      facts(r),
    );
  }

  /**
   * Every state change of a reservation enters the audit log (decision 015), in
   * the transaction that makes it, acted by whoever acts (async-context.ts).
   */
  async #audit(code: string, what: string, before: unknown, after: unknown): Promise<void> {
    await recordAudit(this.#db, {
      action: `reservation ${what}`,
      entityType: 'reservation',
      entityId: code,
      summary: `${currentActor().name}: ${code} ${what}`,
      before,
      after,
    });
  }

  /** The status (and code) of a reservation, for the audit log's "before". */
  async #statusOf(id: string): Promise<{ code: string; status: string } | undefined> {
    return this.#db
      .selectFrom('reservations')
      .select(['code', 'status'])
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** A row per extra it takes: the stock guard counts those. */
  async #insertExtras(r: StoredReservation): Promise<void> {
    if (r.choices.extras.length === 0) return;
    await this.#db
      .insertInto('reservation_extras')
      .values(r.choices.extras.map((e) => ({ reservation_id: r.id, extra_id: e.id, quantity: e.quantity })))
      .execute();
  }

  async #insertLines(r: StoredReservation): Promise<void> {
    // A line holds its units over the road time of a delivery and a collection too (decision 030).
    const held = heldSpan(r);
    await this.#db
      .insertInto('reservation_lines')
      .values(
        r.lines.map((l, i) => ({
          reservation_id: r.id,
          line_no: i + 1,
          class_id: l.classId,
          vehicle_name: l.vehicleName,
          quantity: l.quantity,
          location_id: r.locationId,
          pickup_at: held.pickupAt,
          return_at: held.returnAt,
          return_location_id: r.returnLocationId ?? null,
          // A line's status says whether its units are held (reservation.table.ts).
          status: holdsUnits(r.status) ? ('confirmed' as const) : ('cancelled' as const),
        })),
      )
      .execute();
    inventoryChanged(this.#db);
  }

  async findByCode(code: string): Promise<StoredReservation | undefined> {
    const row = await this.#db
      .selectFrom('reservations')
      .selectAll()
      .where('code', '=', code)
      .executeTakeFirst();
    if (!row) return undefined;
    const lines = await this.#db
      .selectFrom('reservation_lines')
      .select(['class_id', 'vehicle_name', 'quantity'])
      .where('reservation_id', '=', row.id)
      .orderBy('line_no')
      .execute();
    return {
      ...fromRow(
        row,
        lines.map((l) => ({ classId: l.class_id, vehicleName: l.vehicle_name, quantity: l.quantity })),
      ),
      drivers: await this.#drivers.listFor(row.id),
      renterSignedAt: await this.#drivers.renterSignedAt(row.id),
    };
  }

  /**
   * Units of a stocked extra held at a location by reservations holding their
   * units (confirmed, or waiting for their payment) whose
   * period meets the open interval (from, to); `classId` is the extra's id.
   */
  async extrasConfirmedBetween(
    locationId: string,
    extraId: string,
    from: number,
    to: number,
  ): Promise<HeldUnits[]> {
    // Over its first line's span, which holds the road time of a delivery and a collection (decision 030):
    // the extras travel with the vehicles.
    const rows = await this.#db
      .selectFrom('reservation_extras as x')
      .innerJoin('reservations as r', 'r.id', 'x.reservation_id')
      .innerJoin('reservation_lines as l', (join) =>
        join.onRef('l.reservation_id', '=', 'r.id').on('l.line_no', '=', 1),
      )
      .select(['l.pickup_at', 'l.return_at', 'x.quantity'])
      .where('x.extra_id', '=', extraId)
      .where('r.location_id', '=', locationId)
      .where('l.return_at', '>', from)
      .where('l.pickup_at', '<', to)
      .where(sql.ref('r.status'), 'in', sql`('confirmed', 'pending_payment')`)
      .execute();
    return rows.map((r) => ({
      classId: extraId,
      pickupAt: r.pickup_at,
      returnAt: r.return_at,
      quantity: r.quantity,
    }));
  }

  /**
   * Confirmed (or waiting for its payment) → cancelled, its units released;
   * false when it held none (already cancelled, say).
   */
  async cancel(id: string, at: number, feeCents: number): Promise<boolean> {
    const before = await this.#statusOf(id);
    const result = await this.#db
      .updateTable('reservations')
      .set({ status: 'cancelled', cancelled_at: at, cancellation_fee_cents: feeCents, pay_by: null })
      .where('id', '=', id)
      .where('status', 'in', ['confirmed', 'pending_payment'])
      .executeTakeFirst();
    if (result.numUpdatedRows !== 1n || !before) return false;
    await this.#releaseLines(id);
    await this.#audit(
      before.code,
      'cancelled',
      { status: before.status },
      {
        status: 'cancelled',
        cancellationFeeCents: feeCents,
      },
    );
    return true;
  }

  /** Waiting for its payment → expired, its units released; false when it was not waiting. */
  async expire(id: string): Promise<boolean> {
    const before = await this.#statusOf(id);
    const result = await this.#db
      .updateTable('reservations')
      .set({ status: 'expired', pay_by: null })
      .where('id', '=', id)
      .where('status', '=', 'pending_payment')
      .executeTakeFirst();
    if (result.numUpdatedRows !== 1n || !before) return false;
    await this.#releaseLines(id);
    await this.#audit(before.code, 'expired unpaid', { status: before.status }, { status: 'expired' });
    return true;
  }

  /** Waiting for its payment → confirmed (the units it held stay held); false when it was not waiting. */
  async confirmPaid(id: string): Promise<boolean> {
    const before = await this.#statusOf(id);
    const result = await this.#db
      .updateTable('reservations')
      .set({ status: 'confirmed', pay_by: null })
      .where('id', '=', id)
      .where('status', '=', 'pending_payment')
      .executeTakeFirst();
    if (result.numUpdatedRows !== 1n || !before) return false;
    await this.#audit(before.code, 'confirmed, paid', { status: before.status }, { status: 'confirmed' });
    return true;
  }

  /** Inside a transaction: the reservation's row lock, whatever its status (payments settle one at a time). */
  async lock(id: string): Promise<boolean> {
    const result = await this.#db
      .updateTable('reservations')
      .set((eb) => ({ status: eb.ref('status') }))
      .where('id', '=', id)
      .executeTakeFirst();
    return result.numUpdatedRows === 1n;
  }

  /** Reservations waiting for a payment that is now overdue, oldest first. */
  async pendingPastDue(now: number, limit: number): Promise<{ id: string; code: string }[]> {
    return this.#db
      .selectFrom('reservations')
      .select(['id', 'code'])
      .where(sql.ref('status'), '=', sql.lit('pending_payment'))
      .where('pay_by', '<', now)
      .orderBy('pay_by')
      .limit(limit)
      .execute();
  }

  /** Confirmed reservations picked up between `from` and `to` whose pickup reminder has not gone out. */
  async remindersDue(from: number, to: number, limit: number): Promise<string[]> {
    const rows = await this.#db
      .selectFrom('reservations')
      .select('code')
      .where('pickup_at', '>', from)
      .where('pickup_at', '<=', to)
      // Literals, as the partial index states them (migration 0026): only then is it used.
      .where(sql.ref('status'), '=', sql.lit('confirmed'))
      .where('reminder_sent_at', 'is', null)
      .orderBy('pickup_at')
      .limit(limit)
      .execute();
    return rows.map((r) => r.code);
  }

  /** Claims the pickup reminder (two instances send it once); false when another took it. */
  async markReminded(id: string, at: number): Promise<boolean> {
    const result = await this.#db
      .updateTable('reservations')
      .set({ reminder_sent_at: at })
      .where('id', '=', id)
      .where('reminder_sent_at', 'is', null)
      .executeTakeFirst();
    return result.numUpdatedRows === 1n;
  }

  async #releaseLines(id: string): Promise<void> {
    await this.#db
      .updateTable('reservation_lines')
      .set({ status: 'cancelled' })
      .where('reservation_id', '=', id)
      .execute();
    inventoryChanged(this.#db);
    // Its vehicles give back the units they were given.
    await this.#db.deleteFrom('unit_assignments').where('reservation_id', '=', id).execute();
  }

  /** The location a booking is picked up at, alone: what an accounting entry carries (one read, not a booking's five). */
  async locationIdOf(id: string): Promise<string | undefined> {
    const row = await this.#db
      .selectFrom('reservations')
      .select('location_id')
      .where('id', '=', id)
      .executeTakeFirst();
    return row?.location_id;
  }

  async findById(id: string): Promise<StoredReservation | undefined> {
    const row = await this.#db
      .selectFrom('reservations')
      .select('code')
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? this.findByCode(row.code) : undefined;
  }

  /**
   * Inside a transaction: holds the reservation's row lock (a no-op update, as
   * UnitRepository.claim) so two changes of one reservation run one after the
   * other; false when it is not confirmed.
   */
  async lockConfirmed(id: string): Promise<boolean> {
    const result = await this.#db
      .updateTable('reservations')
      .set((eb) => ({ status: eb.ref('status') }))
      .where('id', '=', id)
      .where('status', '=', 'confirmed')
      .executeTakeFirst();
    return result.numUpdatedRows === 1n;
  }

  /** The cancellation fee floor set aside by a manager (SPEC Part B §14); false when there was none. */
  async waiveFloor(id: string, by: string, at: number): Promise<boolean> {
    const result = await this.#db
      .updateTable('reservations')
      .set({
        cancellation_fee_floor_cents: 0,
        cancellation_floor_waived_by: by,
        cancellation_floor_waived_at: at,
      })
      .where('id', '=', id)
      .where('cancellation_fee_floor_cents', '>', 0)
      .executeTakeFirst();
    return result.numUpdatedRows === 1n;
  }

  /**
   * The delivery and collection addresses (and the city, state and ZIP shown)
   * of reservations that returned before the cutoff, erased like licence
   * numbers (decision 030); the zone and road minutes stay. Answers how many
   * reservations lost an address.
   */
  async eraseAddressesReturnedBefore(cutoff: number): Promise<number> {
    const result = await this.#db
      .updateTable('reservations')
      .set({ delivery_area: null, delivery_sealed: null, collection_area: null, collection_sealed: null })
      .where('return_at', '<', cutoff)
      .where((eb) =>
        eb.or([
          eb('delivery_sealed', 'is not', null),
          eb('collection_sealed', 'is not', null),
          eb('delivery_area', 'is not', null),
          eb('collection_area', 'is not', null),
        ]),
      )
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /**
   * A one-way reservation's lines are back at their return location
   * (decision 028): their move is recorded (the stock counts moved with it) and
   * no longer pending. False when none was pending.
   */
  async markMoved(id: string, at: number): Promise<boolean> {
    const result = await this.#db
      .updateTable('reservation_lines')
      .set({ moved_at: at })
      .where('reservation_id', '=', id)
      .where('return_location_id', 'is not', null)
      .where('moved_at', 'is', null)
      .executeTakeFirst();
    inventoryChanged(this.#db);
    return result.numUpdatedRows > 0n;
  }

  /** Takes the reservation's lines and extras out of the counts, so a change checks only what it adds. */
  async releaseHoldings(id: string): Promise<void> {
    await this.#db.deleteFrom('reservation_lines').where('reservation_id', '=', id).execute();
    inventoryChanged(this.#db);
    await this.#db.deleteFrom('reservation_extras').where('reservation_id', '=', id).execute();
  }

  /**
   * A changed reservation: its row as `r` says, its lines and extras written
   * again (releaseHoldings took them out), the change in the audit log with
   * the reservation `before` it. Drivers are written by their repository.
   */
  async updateChanged(r: StoredReservation, before: StoredReservation): Promise<void> {
    const { id: _id, code: _code, created_at: _created, ...row } = toRow(r);
    await this.#db.updateTable('reservations').set(row).where('id', '=', r.id).execute();
    await this.#insertLines(r);
    await this.#insertExtras(r);
    await this.#audit(r.code, 'changed', facts(before), facts(r));
  }

  /** The reservations booked for an organisation, newest first (its account page and the back office). */
  async forOrganisation(
    organisationId: string,
    limit = 200,
  ): Promise<(OrganisationBooking & { id: string })[]> {
    const rows = await this.#db
      .selectFrom('reservations')
      .select([
        'id',
        'code',
        'status',
        'vehicle_name',
        'location_id',
        'pickup_date',
        'return_date',
        'total_cents',
        'subtotal_cents',
        'po_number',
      ])
      .where('organisation_id', '=', organisationId)
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(limit)
      .execute();
    return rows.map((r) => ({
      id: r.id,
      code: r.code,
      status: r.status,
      vehicleName: r.vehicle_name,
      locationId: r.location_id,
      pickupDate: r.pickup_date,
      returnDate: r.return_date,
      totalCents: Number(r.total_cents ?? r.subtotal_cents),
      poNumber: r.po_number,
    }));
  }

  async count(): Promise<number> {
    const row = await this.#db
      .selectFrom('reservations')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return row.n;
  }
}

function toRow(r: StoredReservation): Omit<ReservationTable, 'reminder_sent_at'> {
  return {
    id: r.id,
    code: r.code,
    status: r.status,
    rental_type: r.rentalType,
    location_id: r.locationId,
    class_id: r.classId,
    vehicle_name: r.vehicleName,
    timezone: r.timezone,
    quantity: r.quantity,
    pickup_date: r.pickupDate,
    pickup_time: r.pickupTime,
    return_date: r.returnDate,
    return_time: r.returnTime,
    pickup_at: r.pickupAt,
    return_at: r.returnAt,
    rental_months: r.rentalMonths,
    renter_age: r.renterAge,
    rental_purpose: r.rentalPurpose,
    locale: r.locale,
    first_name: r.contact.firstName,
    last_name: r.contact.lastName,
    email: r.contact.email,
    phone: r.contact.phone,
    subtotal_cents: r.pricing.subtotalCents,
    pricing: JSON.stringify(r.pricing),
    total_cents: r.pricing.totalCents,
    promo_code: r.choices.promoCode,
    own_cover_statement: r.choices.ownCoverStatement,
    choices: JSON.stringify(r.choices),
    created_at: r.createdAt,
    cancelled_at: r.cancelledAt,
    cancellation_fee_cents: r.cancellationFeeCents,
    cancellation_fee_floor_cents: r.cancellationFeeFloorCents,
    cancellation_floor_waived_by: r.floorWaived?.by ?? null,
    cancellation_floor_waived_at: r.floorWaived?.at ?? null,
    organisation_id: r.organisationId,
    po_number: r.poNumber,
    payment_method: r.paymentMethod,
    collect_at_booking: r.collectAtBooking,
    pay_by: r.payBy,
    return_location_id: r.returnLocationId ?? null,
    return_timezone: r.returnTimezone ?? null,
    cancellation_policy: r.cancellationPolicy ? JSON.stringify(r.cancellationPolicy) : null,
    ...legColumns('delivery', r.delivery),
    ...legColumns('collection', r.collection),
    ...attributionColumns(r.attribution),
  };
}

function legColumns<W extends 'delivery' | 'collection'>(way: W, leg: StoredLeg | null | undefined) {
  return {
    [`${way}_zone_id`]: leg?.zoneId ?? null,
    [`${way}_minutes`]: leg?.travelMinutes ?? 0,
    [`${way}_area`]: leg?.area ?? null,
    [`${way}_sealed`]: leg?.sealed ?? null,
  } as Record<`${W}_zone_id` | `${W}_area` | `${W}_sealed`, string | null> & Record<`${W}_minutes`, number>;
}

function legOf(
  zoneId: string | null | undefined,
  minutes: number | null | undefined,
  area: string | null | undefined,
  sealed: string | null | undefined,
): StoredLeg | null {
  if (!zoneId) return null;
  return { zoneId, travelMinutes: Number(minutes ?? 0), area: area ?? null, sealed: sealed ?? null };
}

/**
 * A breakdown stored before lines (migration 0015) is one class's priced trip:
 * its one group is read from its own fields, never recomputed.
 */
function withGroups(pricing: PricedTrip & { vehicles?: PricedReservation['vehicles'] }, line: StoredLine) {
  if (pricing.vehicles) return pricing as PricedReservation;
  const vehicleLines = pricing.lines.filter((l) =>
    ['base', 'season', 'surcharge', 'protection'].includes(l.kind),
  );
  return {
    ...pricing,
    vehicles: [
      {
        vehicleId: line.classId,
        vehicleName: line.vehicleName,
        quantity: pricing.quantity,
        dailyRateCents: pricing.dailyRateCents,
        weeklyRateCents: pricing.weeklyRateCents,
        monthlyRateCents: pricing.monthlyRateCents,
        weeklyRateApplied: pricing.weeklyRateApplied,
        baseCents: pricing.baseCents,
        partialDayCents: pricing.partialDayCents,
        unitSubtotalCents: pricing.unitSubtotalCents,
        subtotalCents: pricing.subtotalCents,
        unitEffectiveDailyRateCents: pricing.unitEffectiveDailyRateCents,
        lines: vehicleLines,
        chargesCents: vehicleLines.reduce((sum, l) => sum + l.amountCents, 0),
        depositCents: pricing.depositCents,
        mileageAllowancePerDay: pricing.mileageAllowancePerDay,
        excessMileCents: pricing.excessMileCents,
      },
    ],
  };
}

function fromRow(row: Selectable<ReservationTable>, lines: StoredLine[]): Omit<StoredReservation, 'drivers'> {
  const first = lines[0] ?? { classId: row.class_id, vehicleName: row.vehicle_name, quantity: row.quantity };
  return {
    id: row.id,
    code: row.code,
    status: row.status,
    rentalType: row.rental_type,
    locationId: row.location_id,
    classId: row.class_id,
    vehicleName: row.vehicle_name,
    timezone: row.timezone,
    returnLocationId: row.return_location_id,
    returnTimezone: row.return_timezone,
    cancellationPolicy: row.cancellation_policy === null ? null : JSON.parse(row.cancellation_policy),
    delivery: legOf(row.delivery_zone_id, row.delivery_minutes, row.delivery_area, row.delivery_sealed),
    collection: legOf(
      row.collection_zone_id,
      row.collection_minutes,
      row.collection_area,
      row.collection_sealed,
    ),
    quantity: row.quantity,
    lines: lines.length > 0 ? lines : [first],
    pickupDate: row.pickup_date,
    pickupTime: row.pickup_time,
    returnDate: row.return_date,
    returnTime: row.return_time,
    pickupAt: row.pickup_at,
    returnAt: row.return_at,
    rentalMonths: row.rental_months,
    renterAge: row.renter_age,
    rentalPurpose: row.rental_purpose,
    locale: row.locale,
    contact: { firstName: row.first_name, lastName: row.last_name, email: row.email, phone: row.phone },
    pricing: withGroups(JSON.parse(row.pricing), first),
    choices: row.choices === null ? nothingChosen : JSON.parse(row.choices),
    attribution: row.attribution === null ? undefined : JSON.parse(row.attribution),
    createdAt: row.created_at,
    cancelledAt: row.cancelled_at,
    cancellationFeeCents: row.cancellation_fee_cents === null ? null : Number(row.cancellation_fee_cents),
    cancellationFeeFloorCents: Number(row.cancellation_fee_floor_cents),
    floorWaived:
      row.cancellation_floor_waived_by === null
        ? null
        : { by: row.cancellation_floor_waived_by, at: Number(row.cancellation_floor_waived_at) },
    organisationId: row.organisation_id,
    poNumber: row.po_number,
    paymentMethod: row.payment_method,
    collectAtBooking: row.collect_at_booking,
    payBy: row.pay_by === null ? null : Number(row.pay_by),
  };
}

/** What the audit log keeps of a reservation: its state, trip, vehicles and total; not the renter's details. */
function facts(r: StoredReservation) {
  return {
    status: r.status,
    locationId: r.locationId,
    ...(r.returnLocationId ? { returnLocationId: r.returnLocationId } : {}),
    pickup: `${r.pickupDate} ${r.pickupTime}`,
    return: `${r.returnDate} ${r.returnTime}`,
    lines: r.lines.map((l) => ({ classId: l.classId, quantity: l.quantity })),
    extras: r.choices.extras,
    totalCents: r.pricing.totalCents,
    paymentMethod: r.paymentMethod,
    drivers: r.drivers.length,
  };
}
