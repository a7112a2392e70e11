import type { AdminLeadQuery, AdminListFilter } from '@convoy/domain/contracts/admin-lists.schema';
import {
  createdWithin,
  type ListSource,
  listSource,
  newestFirst,
  orEmpty,
} from '../back-office/admin-list.repository.ts';
import type { Executor } from '../db/database.ts';
import type { LeadTable } from '../db/tables/lead.table.ts';

/** A lead row as stored, for the service to describe its `details`. */
export type StoredLeadRow = Omit<LeadTable, 'attribution'>;

/**
 * Contact, leasing and fleet-sales leads for the back office: read-only,
 * filtered by the day they arrived, kind and a search (name, e-mail,
 * organisation); newest first.
 */
export function leadAdminRows(db: Executor): ListSource<AdminListFilter<AdminLeadQuery>, StoredLeadRow> {
  return listSource({
    from: db.selectFrom('leads'),
    where: (query, filter: AdminListFilter<AdminLeadQuery>) => {
      const within = createdWithin(query, 'leads.created_at', filter);
      return filter.kind ? within.where('leads.kind', '=', filter.kind) : within;
    },
    searchIn: (eb) => [eb.ref('leads.name'), eb.ref('leads.email'), orEmpty(eb.ref('leads.organisation'))],
    select: (query) =>
      query.select([
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
      ]),
    order: newestFirst('leads'),
    toRow: (r) => r,
  });
}
