import type {
  AdminReservationDetail,
  AdminReservationQuery,
  AdminReservationRow,
} from '@convoy/domain/contracts/admin-lists.schema';
import type { counterDriverSchema } from '@convoy/domain/contracts/driver.schema';
import { zonedIso } from '@convoy/domain/rules/zoned-time';
import type { z } from 'zod';
import { isoOf, isoOrNull } from '../analytics/period.ts';
import { type AdminList, adminList } from '../back-office/admin-list.service.ts';
import type { Executor } from '../db/database.ts';
import { toApiDriver } from '../drivers/drivers.ts';
import type { LicenceCipher } from '../drivers/licence-cipher.ts';
import { ApiError } from '../errors.ts';
import type { RepositoryFactory } from '../repositories.ts';
import { toApiReservation } from './reservation.ts';
import type { ReservationMoney } from './reservation-money.ts';

const noBooking = () => new ApiError(404, 'not_found', 'No booking has that code.');

/**
 * Bookings in the back office: the list, and one booking with its price,
 * e-mails and payment. Reads go straight to the tables; cancelling goes through the
 * engine's own cancel service (manage.service.ts), so the renter and the staff
 * are e-mailed exactly as when the renter cancels.
 */
type CounterDriver = z.infer<typeof counterDriverSchema>;

export class ReservationAdminService {
  readonly list: AdminList<AdminReservationQuery, AdminReservationRow>;
  readonly #db: Executor;
  readonly #repositories: RepositoryFactory;
  readonly #cipher: LicenceCipher;
  readonly #money: ReservationMoney;
  readonly #now: () => number;

  constructor(options: {
    db: Executor;
    repositories: RepositoryFactory;
    cipher: LicenceCipher;
    /** The payment part of a booking's detail (payments/, decision 014). */
    money: ReservationMoney;
    now: () => number;
  }) {
    this.#now = options.now;
    this.#db = options.db;
    this.#repositories = options.repositories;
    this.#cipher = options.cipher;
    this.#money = options.money;
    this.list = adminList(options.repositories(options.db).reservationAdminRows);
  }

  async detail(code: string): Promise<AdminReservationDetail> {
    const [row] = await this.#repositories(this.#db).reservationAdminRows.list({ code }, 1);
    const stored = await this.#repositories(this.#db).reservations.findByCode(code);
    if (!row || !stored) throw noBooking();
    const [emails, payment] = await Promise.all([
      this.#repositories(this.#db).outbox.list({ reference: code }, 100),
      this.#money.view(stored),
    ]);
    const api = toApiReservation(stored);
    return {
      ...row,
      timezone: stored.timezone,
      returnLocationId: stored.returnLocationId ?? stored.locationId,
      rentalType: stored.rentalType,
      rentalMonths: stored.rentalMonths,
      renterAge: stored.renterAge,
      rentalPurpose: stored.rentalPurpose,
      locale: stored.locale,
      cancelledAt: isoOrNull(stored.cancelledAt),
      cancellationFeeCents: stored.cancellationFeeCents,
      cancellationFeeFloorCents: stored.cancellationFeeFloorCents,
      cancellationFloorWaived: stored.floorWaived && {
        by: stored.floorWaived.by,
        at: zonedIso(stored.floorWaived.at, stored.timezone),
      },
      pricingBreakdown: stored.pricing,
      lines: api.lines,
      drivers: api.drivers,
      driversNeeded: api.driversNeeded,
      extras: stored.choices.extras,
      protection: stored.choices.protection,
      protectionDeclined: stored.choices.protectionDeclined,
      ownCoverStatement: stored.choices.ownCoverStatement,
      promoCode: stored.choices.promoCode,
      estimatedMiles: stored.choices.estimatedMiles,
      attribution: stored.attribution ?? null,
      emails: emails.map((m) => ({
        id: m.id,
        kind: m.kind,
        to: m.to,
        subject: m.subject,
        status: m.status,
        createdAt: isoOf(m.createdAt),
        sentAt: isoOrNull(m.sentAt),
      })),
      payment,
    };
  }

  /**
   * The counter's view of a booking's drivers: date of birth and the licence
   * number opened, the one place a number is shown in full (decision 013). The
   * route logs who opened it, never the number.
   */
  async counterDrivers(code: string): Promise<{ drivers: CounterDriver[] }> {
    const r = await this.#repositories(this.#db).reservations.findByCode(code);
    if (!r) throw noBooking();
    return {
      drivers: r.drivers.map((d) => ({
        ...toApiDriver(
          d,
          r.lines.find((l) => l.classId === d.classId),
        ),
        dateOfBirth: d.dateOfBirth,
        licenceNumber: d.licenceNumberSealed === null ? null : this.#cipher.open(d.licenceNumberSealed),
      })),
    };
  }

  /**
   * A manager sets aside the floor a change left on what cancelling costs
   * (SPEC Part B §14), for this booking only; the route records it in the
   * audit log. 409 when there is none.
   */
  async waiveFloor(code: string, by: string): Promise<void> {
    await this.#db.transaction().execute(async (trx) => {
      const repos = this.#repositories(trx);
      const r = await repos.reservations.findByCode(code);
      if (!r) throw noBooking();
      await repos.reservations.lock(r.id);
      if (!(await repos.reservations.waiveFloor(r.id, by, this.#now()))) {
        throw new ApiError(409, 'no_floor', 'This booking has no cancellation fee floor to waive.');
      }
    });
  }

  /** The renter's e-mail address, for the engine's cancel service (which matches code and address). */
  async renterEmail(code: string): Promise<string> {
    const stored = await this.#repositories(this.#db).reservations.findByCode(code);
    if (!stored) throw noBooking();
    return stored.contact.email;
  }
}
