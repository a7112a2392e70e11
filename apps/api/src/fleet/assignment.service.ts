import type { ReservationUnits } from '@convoy/domain/contracts/fleet-unit.schema';
import type { Catalog, CatalogSnapshot } from '../catalog/catalog.ts';
import type { Executor } from '../db/database.ts';
import { ApiError } from '../errors.ts';
import type { RepositoryFactory } from '../repositories.ts';
import type { BookedSlot } from './assignment.repository.ts';
import { type Busy, bestFit } from './best-fit.ts';
import { bookedVehiclesWithUnits } from './booked-vehicles.ts';
import type { StoredUnit } from './fleet-unit.repository.ts';
import { heldDuring, inventoryChanged, peakHeld } from './held-units.ts';

const DAY = 86_400_000;

export interface AssignmentDependencies {
  db: Executor;
  repositories: RepositoryFactory;
  catalog: Catalog;
  now: () => number;
  turnaroundMinutes: number;
  /** `at-booking`: a booking takes its units in its own transaction; `scheduled`: the fleet worker assigns. */
  mode: 'at-booking' | 'scheduled';
  /** How far ahead the scheduled round assigns (days). */
  horizonDays: number;
}

/** What holds a unit over a stretch: a rental (its code), a maintenance block (its reason) or a relocation (where to). */
type InTheWay = Busy & { code?: string; reason?: string; movingTo?: string };

/** A slot's key in the best-fit answer. */
const keyOf = (s: Pick<BookedSlot, 'reservationId' | 'classId' | 'seq'>) =>
  `${s.reservationId}|${s.classId}|${s.seq}`;

/**
 * Which unit each booked vehicle gets (decision 015): assigned automatically, at
 * booking or by the fleet worker's round (best fit, best-fit.ts), and chosen
 * by staff (a conflict with another rental or a maintenance block of the unit
 * refused, 409, naming it). Every write locks the class's count row at the
 * location first, like the bookings of the class, so assignments and bookings
 * of one class run one after the other.
 */
export class UnitAssignments {
  readonly #d: AssignmentDependencies;
  readonly #turnaroundMs: number;

  constructor(deps: AssignmentDependencies) {
    this.#d = deps;
    this.#turnaroundMs = deps.turnaroundMinutes * 60_000;
  }

  get mode(): AssignmentDependencies['mode'] {
    return this.#d.mode;
  }

  /**
   * The scheduled round: every confirmed reservation picked up within the
   * horizon (or on rent) gets units for its vehicles that have none, one
   * location and class at a time. Returns how many were assigned and how many
   * could not be (no unit free).
   */
  async assignDue(): Promise<{ assigned: number; unplaced: number }> {
    const now = this.#d.now();
    const due = await this.#d.repositories(this.#d.db).assignments.bookedSlots({
      from: now,
      to: now + this.#d.horizonDays * DAY,
    });
    const groups = new Map<string, { locationId: string; classId: string }>();
    for (const s of due)
      groups.set(`${s.locationId}|${s.classId}`, { locationId: s.locationId, classId: s.classId });
    let assigned = 0;
    let unplaced = 0;
    for (const { locationId, classId } of groups.values()) {
      const result = await this.#d.db.transaction().execute(async (trx) => {
        await this.#d.repositories(trx).units.claim(locationId, classId);
        return this.#place(
          trx,
          { locationId, classId, from: now, to: now + this.#d.horizonDays * DAY },
          'auto',
        );
      });
      assigned += result.assigned;
      unplaced += result.unplaced;
    }
    return { assigned, unplaced };
  }

  /**
   * Inside the transaction that booked or changed a reservation (its classes'
   * count rows locked): its vehicles without a unit get one, when units are
   * assigned at booking.
   */
  async assignReservation(trx: Executor, reservationId: string): Promise<void> {
    if (this.#d.mode !== 'at-booking') return;
    const repo = this.#d.repositories(trx).assignments;
    const have = new Set(
      (await repo.forReservation(reservationId)).map((a) =>
        keyOf({ reservationId, classId: a.class_id, seq: a.seq }),
      ),
    );
    const slots = (await repo.bookedSlots({ reservationId, from: 0, to: Number.MAX_SAFE_INTEGER })).filter(
      (s) => !have.has(keyOf(s)),
    );
    const classes = new Set(slots.map((s) => `${s.locationId}|${s.classId}`));
    for (const key of classes) {
      const [locationId = '', classId = ''] = key.split('|');
      const mine = slots.filter((s) => s.classId === classId);
      await this.#place(trx, { locationId, classId, only: mine }, 'auto');
    }
  }

  /**
   * Inside the transaction that changed a reservation (its classes' count
   * rows locked): each vehicle keeps its unit when it is still booked at the
   * same location and the unit is still free over the new dates; the others
   * lose theirs, and get one again at once when units are assigned at booking
   * (else at the next round).
   */
  async followChange(trx: Executor, reservationId: string): Promise<void> {
    const repo = this.#d.repositories(trx).assignments;
    const slots = await repo.bookedSlots({ reservationId, from: 0, to: Number.MAX_SAFE_INTEGER });
    for (const a of await repo.forReservation(reservationId)) {
      const slot = slots.find((s) => s.classId === a.class_id && s.seq === a.seq);
      if (!slot || slot.locationId !== a.location_id) {
        await repo.remove(a.reservation_id, a.class_id, a.seq);
        continue;
      }
      if (slot.pickupAt === a.pickup_at && slot.returnAt === a.return_at) continue;
      const period = { start: slot.pickupAt, end: slot.returnAt + this.#turnaroundMs };
      const inTheWay = (await this.#busyOf(trx, [a.unit_id], period, keyOf(slot))).get(a.unit_id) ?? [];
      if (inTheWay.length > 0) await repo.remove(a.reservation_id, a.class_id, a.seq);
      else await repo.put({ ...a, pickup_at: slot.pickupAt, return_at: slot.returnAt });
    }
    await this.assignReservation(trx, reservationId);
  }

  /**
   * Inside a transaction holding the class's count row: the unit leaves
   * availability over [from, to) (maintenance, retirement, a move): the
   * vehicles it was given then lose it and go, where one is free, to another.
   */
  async reseat(
    trx: Executor,
    unit: Pick<StoredUnit, 'id' | 'location_id' | 'class_id'>,
    from: number,
    to: number,
  ) {
    const repo = this.#d.repositories(trx).assignments;
    const moved = await repo.between({ unitIds: [unit.id], from, to });
    if (moved.length === 0) return;
    for (const a of moved) await repo.remove(a.reservation_id, a.class_id, a.seq);
    const slots = moved.map((a) => ({
      reservationId: a.reservation_id,
      code: a.code,
      classId: a.class_id,
      seq: a.seq,
      locationId: a.location_id,
      pickupAt: a.pickup_at,
      returnAt: a.return_at,
    }));
    await this.#place(
      trx,
      { locationId: unit.location_id, classId: unit.class_id, only: slots, except: unit.id },
      'auto',
    );
  }

  /** A reservation's vehicles and the unit each has (the back office's booking page, the counter). */
  async ofReservation(code: string): Promise<ReservationUnits> {
    const reservation = await this.#reservation(this.#d.db, code);
    const catalog = await this.#d.catalog.get();
    return this.#view(this.#d.db, catalog, reservation);
  }

  /**
   * Staff give a vehicle of a reservation a unit of its class at its location;
   * refused (409 `assignment_conflict`) when the unit is out then, naming the
   * rental or the maintenance in the way.
   */
  async choose(
    code: string,
    classId: string,
    seq: number,
    unitId: string,
    by: string,
  ): Promise<ReservationUnits> {
    const catalog = await this.#d.catalog.get();
    await this.#d.db.transaction().execute(async (trx) => {
      const reservation = await this.#reservation(trx, code);
      const slot = await this.#slot(trx, reservation.id, classId, seq);
      await this.#d.repositories(trx).units.claim(slot.locationId, classId);
      const unit = await this.#d.repositories(trx).fleetUnits.find(unitId);
      const suitable =
        unit?.status === 'active' && unit.class_id === classId && unit.location_id === slot.locationId;
      if (!unit || !suitable) {
        const className = catalog.classById.get(classId)?.name ?? classId;
        throw new ApiError(
          422,
          'unit_not_suitable',
          `Choose an active ${className} kept at the pickup location.`,
          {
            unitId: `Choose an active ${className} kept at the pickup location.`,
          },
        );
      }
      const period = { start: slot.pickupAt, end: slot.returnAt + this.#turnaroundMs };
      const conflict = (await this.#busyOf(trx, [unit.id], period, keyOf(slot))).get(unit.id)?.[0];
      if (conflict) throw conflictError(catalog, unit, conflict, 'unitId');
      await this.#d.repositories(trx).assignments.put({
        reservation_id: reservation.id,
        class_id: classId,
        seq,
        unit_id: unit.id,
        location_id: slot.locationId,
        pickup_at: slot.pickupAt,
        return_at: slot.returnAt,
        assigned_by: by,
        assigned_at: this.#d.now(),
      });
    });
    return this.ofReservation(code);
  }

  /**
   * The units among `unitIds` free from `from` to the booked vehicle's return,
   * turnaround included, leaving its own assignment aside: what a swap
   * mid-rental may take (decision 035).
   */
  async freeFrom(
    db: Executor,
    slot: BookedSlot,
    unitIds: readonly string[],
    from: number,
  ): Promise<string[]> {
    const period = { start: from, end: slot.returnAt + this.#turnaroundMs };
    const busy = await this.#busyOf(db, unitIds, period, keyOf(slot));
    return unitIds.filter((id) => (busy.get(id) ?? []).length === 0);
  }

  /**
   * Inside a transaction (it locks the unit's class count row, as every
   * assignment does): a booked vehicle on rent moves to `unit` from `from` to
   * its return (a swap, decision 035). Its assignment starts then, so the old
   * unit is free from the swap on and the new one held to the return; refused
   * (409 `assignment_conflict`, on `field`) when the new unit is not free then,
   * naming what is in the way. A unit of another class (an upgrade) is held
   * by that class's count too (the held-units query reads it): refused (409
   * `unit_needed`) when that class's bookings need every unit then.
   */
  async moveOnRent(
    trx: Executor,
    catalog: CatalogSnapshot,
    move: { slot: BookedSlot; unit: StoredUnit; from: number; by: string; field: string },
  ): Promise<void> {
    const { slot, unit, from } = move;
    const repos = this.#d.repositories(trx);
    const count = (await repos.units.claim(slot.locationId, unit.class_id)) ?? 0;
    const period = { start: from, end: slot.returnAt + this.#turnaroundMs };
    const conflict = (await this.#busyOf(trx, [unit.id], period, keyOf(slot))).get(unit.id)?.[0];
    if (conflict) throw conflictError(catalog, unit, conflict, move.field);
    if (unit.class_id !== slot.classId) {
      const stretch = { pickupAt: from, returnAt: slot.returnAt };
      const held = await heldDuring(
        repos.inventory,
        slot.locationId,
        unit.class_id,
        stretch,
        this.#turnaroundMs,
      );
      if (
        peakHeld([...held, { ...stretch, classId: unit.class_id, quantity: 1 }], this.#turnaroundMs) > count
      ) {
        const name = catalog.classById.get(unit.class_id)?.name ?? unit.class_id;
        const message = `No ${name} is spare until the return: its bookings need every one. Choose another vehicle.`;
        throw new ApiError(409, 'unit_needed', message, { [move.field]: message });
      }
      // Searches read what holds units again (held-units.ts).
      inventoryChanged(trx);
    }
    await this.#d.repositories(trx).assignments.put({
      reservation_id: slot.reservationId,
      class_id: slot.classId,
      seq: slot.seq,
      unit_id: unit.id,
      location_id: slot.locationId,
      pickup_at: from,
      return_at: slot.returnAt,
      assigned_by: move.by,
      assigned_at: from,
    });
  }

  /** Staff take a vehicle's unit away (it shows unassigned until given another). */
  async unassign(code: string, classId: string, seq: number): Promise<ReservationUnits> {
    await this.#d.db.transaction().execute(async (trx) => {
      const reservation = await this.#reservation(trx, code);
      await this.#slot(trx, reservation.id, classId, seq);
      await this.#d.repositories(trx).assignments.remove(reservation.id, classId, seq);
    });
    return this.ofReservation(code);
  }

  /**
   * Best fit of the unassigned vehicles of a class at a location (within a
   * period, or those given), around what its units already hold.
   */
  async #place(
    trx: Executor,
    scope: {
      locationId: string;
      classId: string;
      from?: number;
      to?: number;
      only?: BookedSlot[];
      except?: string;
    },
    by: string,
  ): Promise<{ assigned: number; unplaced: number }> {
    const repo = this.#d.repositories(trx).assignments;
    let slots = scope.only;
    if (!slots) {
      const booked = await repo.bookedSlots({
        locationId: scope.locationId,
        classId: scope.classId,
        from: scope.from ?? 0,
        to: scope.to ?? Number.MAX_SAFE_INTEGER,
      });
      const have = new Set(
        (
          await repo.between({
            locationId: scope.locationId,
            from: scope.from ?? 0,
            to: scope.to ?? Number.MAX_SAFE_INTEGER,
          })
        ).map((a) => keyOf({ reservationId: a.reservation_id, classId: a.class_id, seq: a.seq })),
      );
      slots = booked.filter((s) => !have.has(keyOf(s)));
    }
    if (slots.length === 0) return { assigned: 0, unplaced: 0 };
    const units = (
      await this.#d.repositories(trx).fleetUnits.list({
        locationId: scope.locationId,
        classId: scope.classId,
        status: 'active',
      })
    )
      .map((u) => u.id)
      .filter((id) => id !== scope.except);
    const turnaround = this.#turnaroundMs;
    const period = {
      start: Math.min(...slots.map((s) => s.pickupAt)) - turnaround,
      end: Math.max(...slots.map((s) => s.returnAt)) + 2 * turnaround,
    };
    const busy = await this.#busyOf(trx, units, period, null);
    const placed = bestFit(
      units,
      busy,
      slots.map((s) => ({ key: keyOf(s), start: s.pickupAt, end: s.returnAt + turnaround })),
    );
    const now = this.#d.now();
    for (const s of slots) {
      const unitId = placed.get(keyOf(s));
      if (!unitId) continue;
      await repo.put({
        reservation_id: s.reservationId,
        class_id: s.classId,
        seq: s.seq,
        unit_id: unitId,
        location_id: s.locationId,
        pickup_at: s.pickupAt,
        return_at: s.returnAt,
        assigned_by: by,
        assigned_at: now,
      });
    }
    return { assigned: placed.size, unplaced: slots.length - placed.size };
  }

  /**
   * What each unit holds over the period: rentals (with their codes) and blocks, turnaround included, its
   * relocations and its service overdue.
   */
  async #busyOf(
    trx: Executor,
    unitIds: readonly string[],
    period: Busy,
    exceptKey: string | null,
  ): Promise<Map<string, InTheWay[]>> {
    const turnaround = this.#turnaroundMs;
    const busy = new Map<string, InTheWay[]>(unitIds.map((id) => [id, []]));
    const from = period.start - turnaround;
    for (const a of await this.#d.repositories(trx).assignments.between({ unitIds, from, to: period.end })) {
      if (keyOf({ reservationId: a.reservation_id, classId: a.class_id, seq: a.seq }) === exceptKey) continue;
      busy.get(a.unit_id)?.push({ start: a.pickup_at, end: a.return_at + turnaround, code: a.code });
    }
    for (const b of await this.#d.repositories(trx).fleetUnits.blocksOf(unitIds, from)) {
      busy.get(b.unit_id)?.push({ start: b.starts_at, end: b.ends_at + turnaround, reason: b.reason });
    }
    // A unit driven to another location (decision 031) is not this one's from its leaving on.
    if (unitIds.length > 0)
      for (const x of await this.#d.repositories(trx).relocations.scheduledOfUnits(unitIds, period.end)) {
        busy
          .get(x.unit_id)
          ?.push({ start: x.leave_at, end: Number.MAX_SAFE_INTEGER, movingTo: x.to_location_id });
      }
    // A unit overdue for service is out from then until its service is booked, or for good (decision 033).
    for (const u of await this.#d.repositories(trx).fleetUnits.byIds(unitIds)) {
      if (u.service_overdue_at === null) continue;
      const end = u.service_overdue_until ?? Number.MAX_SAFE_INTEGER;
      if (end > u.service_overdue_at)
        busy.get(u.id)?.push({ start: u.service_overdue_at, end, reason: 'service overdue' });
    }
    for (const [id, stretches] of busy) {
      busy.set(
        id,
        stretches.filter((s) => s.start < period.end && period.start < s.end),
      );
    }
    return busy;
  }

  async #reservation(db: Executor, code: string) {
    const row = await this.#d.repositories(db).assignments.reservationByCode(code);
    if (!row) throw new ApiError(404, 'not_found', 'No reservation has that code.');
    return row;
  }

  async #slot(db: Executor, reservationId: string, classId: string, seq: number): Promise<BookedSlot> {
    const slots = await this.#d.repositories(db).assignments.bookedSlots({
      reservationId,
      classId,
      from: 0,
      to: Number.MAX_SAFE_INTEGER,
    });
    const slot = slots.find((s) => s.seq === seq);
    if (!slot) {
      throw new ApiError(
        404,
        'not_found',
        'That reservation holds no such vehicle to assign (it may be cancelled).',
      );
    }
    return slot;
  }

  async #view(db: Executor, catalog: CatalogSnapshot, reservation: { id: string; code: string }) {
    const repo = this.#d.repositories(db).assignments;
    const slots = await repo.bookedSlots({
      reservationId: reservation.id,
      from: 0,
      to: Number.MAX_SAFE_INTEGER,
    });
    const assignments = await repo.forReservation(reservation.id);
    const vehicles = await bookedVehiclesWithUnits(
      this.#d.repositories(db).fleetUnits,
      catalog,
      slots,
      assignments,
    );
    return {
      code: reservation.code,
      vehicles: vehicles.map(({ vehicle, assignment }) => ({
        ...vehicle,
        assignedBy: assignment?.assigned_by ?? null,
      })),
    };
  }
}

/** 409 `assignment_conflict`: the unit is held then, by a rental, a relocation or maintenance, named. */
function conflictError(
  catalog: CatalogSnapshot,
  unit: StoredUnit,
  conflict: InTheWay,
  field: string,
): ApiError {
  const what = conflict.code
    ? `rented for ${conflict.code}`
    : conflict.movingTo
      ? `driven to ${catalog.locationById.get(conflict.movingTo)?.name ?? conflict.movingTo} on a relocation`
      : `in maintenance (${conflict.reason})`;
  const message = `${unit.fleet_number} is ${what} then, turnaround included. Choose another vehicle, or move that first.`;
  return new ApiError(
    409,
    'assignment_conflict',
    message,
    { [field]: message },
    { reservations: conflict.code ? [conflict.code] : [] },
  );
}
