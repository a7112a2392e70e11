import type { LicenceClass } from '@convoy/domain/contracts/driver';
import type { DriverRule } from '@convoy/domain/rules/driver-rules';
import type { Selectable } from 'kysely';
import type { Executor } from '../db/database.ts';
import type { ReservationDriverTable } from '../db/tables/driver.table.ts';

/** A named driver as stored: the licence number sealed (licence-cipher.ts), never in the clear. */
export interface StoredDriver {
  id: string;
  classId: string;
  /** Which vehicle of the class, 1 up; null for any of them. */
  vehicleNumber: number | null;
  name: string;
  /** Where the pre-arrival link goes; null for a driver named without one. */
  email: string | null;
  phone: string | null;
  /** The date of birth and the licence fields: null until given (decision 024). */
  dateOfBirth: string | null;
  licenceCountry: string | null;
  licenceState: string | null;
  /** Null until given, and once erased after the retention period. */
  licenceNumberSealed: string | null;
  licenceMask: string | null;
  /**
   * The home address given at pre-arrival (decision 037), sealed JSON of a
   * `PostalAddress`; null until given, and once erased with the licence.
   */
  homeAddressSealed: string | null;
  licenceExpiry: string | null;
  licenceClass: LicenceClass | null;
  passengerEndorsement: boolean | null;
  yearsLicensed: number | null;
  createdAt: number;
  erasedAt: number | null;
  /** When their pre-arrival link was last sent (null: never). */
  linkSentAt: number | null;
  /** The pre-arrival steps, each the time it was done (null: not yet). */
  steps: DriverSteps;
}

export interface DriverSteps {
  identityConfirmedAt: number | null;
  licenceEnteredAt: number | null;
  /** How many sides of the licence (front, back) are photographed. */
  licencePhotoSides: number;
  safetyAcknowledgedAt: number | null;
  acknowledgementSignedAt: number | null;
}

/** A driver named now: no step done. */
export const noSteps: DriverSteps = {
  identityConfirmedAt: null,
  licenceEnteredAt: null,
  licencePhotoSides: 0,
  safetyAcknowledgedAt: null,
  acknowledgementSignedAt: null,
};

/** Reads and writes drivers and the classes' driver rules; takes the database or a transaction. */
export class DriverRepository {
  readonly #db: Executor;

  constructor(db: Executor) {
    this.#db = db;
  }

  async insert(reservationId: string, drivers: readonly StoredDriver[]): Promise<void> {
    if (drivers.length === 0) return;
    await this.#db
      .insertInto('reservation_drivers')
      .values(
        drivers.map((d) => ({
          id: d.id,
          reservation_id: reservationId,
          class_id: d.classId,
          vehicle_number: d.vehicleNumber,
          name: d.name,
          email: d.email,
          phone: d.phone,
          licence_entered_at: d.steps.licenceEnteredAt,
          date_of_birth: d.dateOfBirth,
          licence_country: d.licenceCountry,
          licence_state: d.licenceState,
          licence_number: d.licenceNumberSealed,
          licence_mask: d.licenceMask,
          home_address: d.homeAddressSealed,
          licence_expiry: d.licenceExpiry,
          licence_class: d.licenceClass,
          passenger_endorsement: d.passengerEndorsement === null ? null : d.passengerEndorsement ? 1 : 0,
          years_licensed: d.yearsLicensed,
          created_at: d.createdAt,
          erased_at: d.erasedAt,
        })),
      )
      .execute();
  }

  /** In the order they were named. */
  async listFor(reservationId: string): Promise<StoredDriver[]> {
    const rows = await withSteps(this.#db)
      .where('d.reservation_id', '=', reservationId)
      .orderBy('d.created_at')
      .orderBy('d.id')
      .execute();
    return rows.map(fromRow);
  }

  /** When the renter signed the rental agreement remotely; null when not (decision 024). */
  async renterSignedAt(reservationId: string): Promise<number | null> {
    const row = await this.#db
      .selectFrom('remote_signatures')
      .select('signed_at')
      .where('reservation_id', '=', reservationId)
      .where('subject', '=', 'renter')
      .executeTakeFirst();
    return row ? Number(row.signed_at) : null;
  }

  /** Drivers assigned to a class the reservation no longer books go with it. */
  async removeForClasses(reservationId: string, classIds: readonly string[]): Promise<void> {
    if (classIds.length === 0) return;
    await this.#db
      .deleteFrom('reservation_drivers')
      .where('reservation_id', '=', reservationId)
      .where('class_id', 'in', classIds)
      .execute();
  }

  /**
   * Erases the licence numbers of reservations that returned before `cutoff`
   * (epoch ms): number, mask and the home address given at pre-arrival
   * (decision 037) set to null, `erased_at` to `now`. Idempotent.
   */
  async eraseLicencesReturnedBefore(cutoff: number, now: number): Promise<number> {
    // The licence photos go with the number (decision 024).
    await this.#db
      .deleteFrom('driver_licence_photos')
      .where('driver_id', 'in', (eb) =>
        eb
          .selectFrom('reservation_drivers as d')
          .innerJoin('reservations as r', 'r.id', 'd.reservation_id')
          .select('d.id')
          .where('r.return_at', '<', cutoff),
      )
      .execute();
    const result = await this.#db
      .updateTable('reservation_drivers')
      .set({ licence_number: null, licence_mask: null, home_address: null, erased_at: now })
      .where('erased_at', 'is', null)
      .where('reservation_id', 'in', (eb) =>
        eb.selectFrom('reservations').select('id').where('return_at', '<', cutoff),
      )
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /** The rules the back office set, by class (a class without one asks content's policyDriverRule). */
  async rules(): Promise<Map<string, DriverRule>> {
    const rows = await this.#db.selectFrom('driver_rules').selectAll().execute();
    return new Map(
      rows.map((r) => [
        r.class_id,
        {
          classId: r.class_id,
          minAge: r.min_age,
          cdlRequired: r.cdl_required === 1,
          passengerEndorsementRequired: r.passenger_endorsement_required === 1,
          minYearsLicensed: r.min_years_licensed,
        },
      ]),
    );
  }

  async saveRule(rule: DriverRule): Promise<void> {
    const values = {
      min_age: rule.minAge,
      cdl_required: rule.cdlRequired ? 1 : 0,
      passenger_endorsement_required: rule.passengerEndorsementRequired ? 1 : 0,
      min_years_licensed: rule.minYearsLicensed,
    };
    await this.#db
      .insertInto('driver_rules')
      .values({ class_id: rule.classId, ...values })
      .onConflict((oc) => oc.column('class_id').doUpdateSet(values))
      .execute();
  }
}

/** Drivers with their photographed sides counted and their signature's time (decision 024). */
export function withSteps(db: Executor) {
  return db
    .selectFrom('reservation_drivers as d')
    .selectAll('d')
    .select((eb) => [
      eb
        .selectFrom('driver_licence_photos as p')
        .select((p) => p.fn.countAll<number>().as('n'))
        .whereRef('p.driver_id', '=', 'd.id')
        .as('photo_sides'),
      eb
        .selectFrom('remote_signatures as s')
        .select('s.signed_at')
        .whereRef('s.subject', '=', 'd.id')
        .whereRef('s.reservation_id', '=', 'd.reservation_id')
        .as('signed_at'),
    ]);
}

const numberOrNull = (n: number | string | bigint | null | undefined) => (n == null ? null : Number(n));

/** A stored row with its photos counted and its signature's time. */
export function fromRow(
  r: Selectable<ReservationDriverTable> & {
    photo_sides: number | string | bigint | null;
    signed_at: number | string | bigint | null;
  },
): StoredDriver {
  return {
    id: r.id,
    classId: r.class_id,
    vehicleNumber: numberOrNull(r.vehicle_number),
    name: r.name,
    email: r.email,
    phone: r.phone,
    dateOfBirth: r.date_of_birth,
    licenceCountry: r.licence_country,
    licenceState: r.licence_state,
    licenceNumberSealed: r.licence_number,
    licenceMask: r.licence_mask,
    homeAddressSealed: r.home_address ?? null,
    licenceExpiry: r.licence_expiry,
    licenceClass: r.licence_class as LicenceClass | null,
    passengerEndorsement: r.passenger_endorsement === null ? null : Number(r.passenger_endorsement) === 1,
    yearsLicensed: numberOrNull(r.years_licensed),
    createdAt: Number(r.created_at),
    erasedAt: numberOrNull(r.erased_at),
    linkSentAt: numberOrNull(r.link_sent_at),
    steps: {
      identityConfirmedAt: numberOrNull(r.identity_confirmed_at),
      licenceEnteredAt: numberOrNull(r.licence_entered_at),
      licencePhotoSides: Number(r.photo_sides ?? 0),
      safetyAcknowledgedAt: numberOrNull(r.safety_acknowledged_at),
      acknowledgementSignedAt: numberOrNull(r.signed_at),
    },
  };
}
