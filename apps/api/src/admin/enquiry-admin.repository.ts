import type {
  AdminLeadQuery,
  AdminQuoteQuery,
  AdminQuoteRow,
} from '@convoy/domain/contracts/admin-lists.schema';
import { type SelectQueryBuilder, sql } from 'kysely';
import { isoOf, periodBounds } from '../analytics/period.ts';
import type { Database, Executor } from '../db/database.ts';
import type { LeadTable } from '../leads/lead.table.ts';
import { attributionOfRow } from './attribution-of-row.ts';
import { containsPattern, likeLower } from './like-pattern.ts';

type QuoteFilter = Omit<AdminQuoteQuery, 'page' | 'pageSize'>;
type LeadFilter = Omit<AdminLeadQuery, 'page' | 'pageSize'>;
type QuoteFrom = SelectQueryBuilder<Database, 'quote_requests' | 'locations', object>;
type LeadFrom = SelectQueryBuilder<Database, 'leads', object>;

/** A lead row as stored, for the service to describe its `details`. */
export type StoredLeadRow = Omit<LeadTable, 'attribution'>;

/** Quote requests and leads for the back office (issue 7): read-only, newest first. */
export class EnquiryAdminRepository {
  readonly #db: Executor;

  constructor(db: Executor) {
    this.#db = db;
  }

  #quotes(filter: QuoteFilter): QuoteFrom {
    let query = this.#db
      .selectFrom('quote_requests')
      .innerJoin('locations', 'locations.id', 'quote_requests.location_id') as QuoteFrom;
    const { start, end } = periodBounds(filter.from, filter.to);
    if (start !== undefined) query = query.where('quote_requests.created_at', '>=', start);
    if (end !== undefined) query = query.where('quote_requests.created_at', '<', end);
    if (filter.locationId) query = query.where('quote_requests.location_id', '=', filter.locationId);
    if (filter.q) {
      const pattern = containsPattern(filter.q);
      query = query.where((eb) =>
        eb.or([
          likeLower(eb.ref('quote_requests.code'), pattern),
          likeLower(eb.ref('quote_requests.email'), pattern),
          likeLower(
            sql`${eb.ref('quote_requests.first_name')} || ' ' || ${eb.ref('quote_requests.last_name')}`,
            pattern,
          ),
          likeLower(sql`coalesce(${eb.ref('quote_requests.organisation')}, '')`, pattern),
        ]),
      );
    }
    return query;
  }

  async countQuotes(filter: QuoteFilter): Promise<number> {
    const row = await this.#quotes(filter)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async listQuotes(filter: QuoteFilter, limit: number, offset = 0): Promise<AdminQuoteRow[]> {
    const rows = await this.#quotes(filter)
      .selectAll('quote_requests')
      .select('locations.name as location_name')
      .orderBy('quote_requests.created_at', 'desc')
      .orderBy('quote_requests.id')
      .limit(limit)
      .offset(offset)
      .execute();
    return rows.map((r) => ({
      code: r.code,
      status: r.status,
      createdAt: isoOf(r.created_at),
      name: `${r.first_name} ${r.last_name}`,
      organisation: r.organisation,
      email: r.email,
      phone: r.phone,
      passengers: r.passengers,
      locationId: r.location_id,
      locationName: r.location_name,
      pickupDate: r.pickup_date,
      pickupTime: r.pickup_time,
      returnDate: r.return_date,
      returnTime: r.return_time,
      vehicleType: r.vehicle_type,
      vehicleId: r.vehicle_id,
      rentalPurpose: r.rental_purpose,
      notes: r.notes,
      ...attributionOfRow(r),
    }));
  }

  #leads(filter: LeadFilter): LeadFrom {
    let query = this.#db.selectFrom('leads') as LeadFrom;
    const { start, end } = periodBounds(filter.from, filter.to);
    if (start !== undefined) query = query.where('leads.created_at', '>=', start);
    if (end !== undefined) query = query.where('leads.created_at', '<', end);
    if (filter.kind) query = query.where('leads.kind', '=', filter.kind);
    if (filter.q) {
      const pattern = containsPattern(filter.q);
      query = query.where((eb) =>
        eb.or([
          likeLower(eb.ref('leads.name'), pattern),
          likeLower(eb.ref('leads.email'), pattern),
          likeLower(sql`coalesce(${eb.ref('leads.organisation')}, '')`, pattern),
        ]),
      );
    }
    return query;
  }

  async countLeads(filter: LeadFilter): Promise<number> {
    const row = await this.#leads(filter)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async listLeads(filter: LeadFilter, limit: number, offset = 0): Promise<StoredLeadRow[]> {
    return this.#leads(filter)
      .select([
        'leads.id',
        'leads.kind',
        'leads.name',
        'leads.email',
        'leads.phone',
        'leads.organisation',
        'leads.subject',
        'leads.message',
        'leads.details',
        'leads.created_at',
        'leads.first_touch_source',
        'leads.first_touch_medium',
        'leads.first_touch_campaign',
        'leads.last_non_direct_source',
        'leads.last_non_direct_medium',
        'leads.last_non_direct_campaign',
      ])
      .orderBy('leads.created_at', 'desc')
      .orderBy('leads.id')
      .limit(limit)
      .offset(offset)
      .execute();
  }
}
