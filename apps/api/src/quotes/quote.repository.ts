import type { AttributionEnvelope } from '@convoy/domain/contracts/attribution.schema';
import type { PricedTrip } from '@convoy/domain/contracts/pricing-breakdown.schema';
import { attributionColumns } from '../attribution/attribution-columns.ts';
import type { Executor } from '../db/database.ts';

export interface StoredQuoteRequest {
  id: string;
  code: string;
  organisation: string | null;
  organisationId: string | null;
  contact: { firstName: string; lastName: string; email: string; phone: string };
  passengers: number;
  locationId: string;
  pickupDate: string;
  pickupTime: string;
  returnDate: string;
  returnTime: string;
  vehicleType: string;
  classId: string | null;
  rentalPurpose: string | null;
  notes: string | null;
  estimate: PricedTrip | null;
  attribution: AttributionEnvelope | undefined;
  createdAt: number;
}

/** Writes quote requests; takes the database or a transaction. */
export class QuoteRepository {
  readonly #db: Executor;

  constructor(db: Executor) {
    this.#db = db;
  }

  async insert(q: StoredQuoteRequest): Promise<void> {
    await this.#db
      .insertInto('quote_requests')
      .values({
        id: q.id,
        code: q.code,
        status: 'new',
        organisation: q.organisation,
        organisation_id: q.organisationId,
        first_name: q.contact.firstName,
        last_name: q.contact.lastName,
        email: q.contact.email,
        phone: q.contact.phone,
        passengers: q.passengers,
        location_id: q.locationId,
        pickup_date: q.pickupDate,
        pickup_time: q.pickupTime,
        return_date: q.returnDate,
        return_time: q.returnTime,
        vehicle_type: q.vehicleType,
        class_id: q.classId,
        rental_purpose: q.rentalPurpose,
        notes: q.notes,
        estimate: q.estimate === null ? null : JSON.stringify(q.estimate),
        created_at: q.createdAt,
        ...attributionColumns(q.attribution),
      })
      .execute();
  }

  async findById(id: string): Promise<{ id: string; code: string; email: string } | undefined> {
    return this.#db
      .selectFrom('quote_requests')
      .select(['id', 'code', 'email'])
      .where('id', '=', id)
      .executeTakeFirst();
  }
}
