import type {
  AdminReservationDetail,
  AdminReservationQuery,
  AdminReservationRow,
} from '@convoy/domain/contracts/admin-lists.schema';
import { type AdminList, adminList } from '../admin/admin-list.service.ts';
import { isoOf, isoOrNull } from '../analytics/period.ts';
import type { DialectName } from '../config.ts';
import type { Executor } from '../db/database.ts';
import { ApiError } from '../errors.ts';
import { OutboxRepository } from '../outbox/outbox.repository.ts';
import { ReservationRepository } from './reservation.repository.ts';
import { reservationAdminRows } from './reservation-admin.repository.ts';

const noBooking = () => new ApiError(404, 'not_found', 'No booking has that code.');

/**
 * Bookings in the back office: the list, and one booking with its price and
 * e-mails. Reads go straight to the tables; cancelling goes through the
 * engine's own cancel service (manage.service.ts), so the renter and the staff
 * are e-mailed exactly as when the renter cancels.
 */
export class ReservationAdminService {
  readonly list: AdminList<AdminReservationQuery, AdminReservationRow>;
  readonly #db: Executor;
  readonly #dialect: DialectName;

  constructor(options: { db: Executor; dialect: DialectName }) {
    this.#db = options.db;
    this.#dialect = options.dialect;
    this.list = adminList(reservationAdminRows(options.db));
  }

  async detail(code: string): Promise<AdminReservationDetail> {
    const [row] = await reservationAdminRows(this.#db).list({ code }, 1);
    const stored = await new ReservationRepository(this.#db).findByCode(code);
    if (!row || !stored) throw noBooking();
    const emails = await new OutboxRepository(this.#db, this.#dialect).list({ reference: code }, 100);
    return {
      ...row,
      timezone: stored.timezone,
      rentalType: stored.rentalType,
      rentalMonths: stored.rentalMonths,
      renterAge: stored.renterAge,
      rentalPurpose: stored.rentalPurpose,
      cancelledAt: isoOrNull(stored.cancelledAt),
      cancellationFeeCents: stored.cancellationFeeCents,
      pricingBreakdown: stored.pricing,
      lines: stored.lines.map((l) => ({
        vehicleId: l.classId,
        vehicleName: l.vehicleName,
        quantity: l.quantity,
      })),
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
    };
  }

  /** The renter's e-mail address, for the engine's cancel service (which matches code and address). */
  async renterEmail(code: string): Promise<string> {
    const stored = await new ReservationRepository(this.#db).findByCode(code);
    if (!stored) throw noBooking();
    return stored.contact.email;
  }
}
