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
  dateOfBirth: string;
  licenceCountry: string;
  licenceState: string | null;
  /** Null once erased after the retention period. */
  licenceNumberSealed: string | null;
  licenceMask: string | null;
  licenceExpiry: string;
  licenceClass: LicenceClass;
  passengerEndorsement: boolean;
  yearsLicensed: number;
  createdAt: number;
  erasedAt: number | null;
}

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
          date_of_birth: d.dateOfBirth,
          licence_country: d.licenceCountry,
          licence_state: d.licenceState,
          licence_number: d.licenceNumberSealed,
          licence_mask: d.licenceMask,
          licence_expiry: d.licenceExpiry,
          licence_class: d.licenceClass,
          passenger_endorsement: d.passengerEndorsement ? 1 : 0,
          years_licensed: d.yearsLicensed,
          created_at: d.createdAt,
          erased_at: d.erasedAt,
        })),
      )
      .execute();
  }

  /** In the order they were named. */
  async listFor(reservationId: string): Promise<StoredDriver[]> {
    const rows = await this.#db
      .selectFrom('reservation_drivers')
      .selectAll()
      .where('reservation_id', '=', reservationId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    return rows.map(fromRow);
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
   * (epoch ms): number and mask set to null, `erased_at` to `now`. Idempotent.
   */
  async eraseLicencesReturnedBefore(cutoff: number, now: number): Promise<number> {
    const result = await this.#db
      .updateTable('reservation_drivers')
      .set({ licence_number: null, licence_mask: null, erased_at: now })
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

function fromRow(r: Selectable<ReservationDriverTable>): StoredDriver {
  return {
    id: r.id,
    classId: r.class_id,
    vehicleNumber: r.vehicle_number === null ? null : Number(r.vehicle_number),
    name: r.name,
    dateOfBirth: r.date_of_birth,
    licenceCountry: r.licence_country,
    licenceState: r.licence_state,
    licenceNumberSealed: r.licence_number,
    licenceMask: r.licence_mask,
    licenceExpiry: r.licence_expiry,
    licenceClass: r.licence_class as LicenceClass,
    passengerEndorsement: r.passenger_endorsement === 1,
    yearsLicensed: r.years_licensed,
    createdAt: Number(r.created_at),
    erasedAt: r.erased_at === null ? null : Number(r.erased_at),
  };
}
