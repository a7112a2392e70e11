import type { AttributionEnvelope } from '@convoy/domain/contracts/attribution.schema';
import type { LeadKind } from '@convoy/domain/contracts/lead.schema';
import { attributionColumns } from '../attribution/attribution-columns.ts';
import type { Executor } from '../db/database.ts';
import type { LeadFields } from '../db/tables/lead.table.ts';

export interface StoredLead extends LeadFields {
  id: string;
  kind: LeadKind;
  /** The fields only this kind has (leasing: vehicles, count, months; fleet sales: the vehicle). */
  details: Record<string, unknown>;
  attribution: AttributionEnvelope | undefined;
  createdAt: number;
}

/** Writes leads; takes the database or a transaction. */
export class LeadRepository {
  readonly #db: Executor;

  constructor(db: Executor) {
    this.#db = db;
  }

  async insert(lead: StoredLead): Promise<void> {
    await this.#db
      .insertInto('leads')
      .values({
        id: lead.id,
        kind: lead.kind,
        name: lead.name,
        email: lead.email,
        phone: lead.phone,
        organisation: lead.organisation,
        subject: lead.subject,
        message: lead.message,
        details: JSON.stringify(lead.details),
        created_at: lead.createdAt,
        ...attributionColumns(lead.attribution),
      })
      .execute();
  }

  async findById(id: string): Promise<{ id: string; kind: string; email: string } | undefined> {
    return this.#db
      .selectFrom('leads')
      .select(['id', 'kind', 'email'])
      .where('id', '=', id)
      .executeTakeFirst();
  }
}
