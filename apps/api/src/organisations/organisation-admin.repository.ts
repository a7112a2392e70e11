import type { AdminListFilter } from '@convoy/domain/contracts/admin-lists.schema';
import type {
  AdminOrganisationQuery,
  AdminOrganisationRow,
} from '@convoy/domain/contracts/admin-money.schema';
import { sql } from 'kysely';
import { isoOf } from '../analytics/period.ts';
import {
  createdWithin,
  type ListSource,
  listSource,
  newestFirst,
} from '../back-office/admin-list.repository.ts';
import type { Executor } from '../db/database.ts';

/**
 * Organisations for the back office, newest first, filtered by the day opened,
 * kind, terms status and a search (code, name, billing contact, e-mail), with
 * how many of their certificates wait for review.
 */
export function organisationAdminRows(
  db: Executor,
): ListSource<AdminListFilter<AdminOrganisationQuery>, AdminOrganisationRow> {
  return listSource({
    from: db.selectFrom('organisations'),
    where: (query, filter: AdminListFilter<AdminOrganisationQuery>) => {
      let q = createdWithin(query, 'organisations.created_at', filter);
      if (filter.kind) q = q.where('organisations.kind', '=', filter.kind);
      if (filter.terms) q = q.where('organisations.terms_status', '=', filter.terms);
      return q;
    },
    searchIn: (eb) => [
      eb.ref('organisations.code'),
      eb.ref('organisations.name'),
      eb.ref('organisations.billing_name'),
      eb.ref('organisations.billing_email'),
    ],
    select: (query) =>
      query.selectAll('organisations').select(
        sql<number>`(select count(*) from tax_certificates c
            where c.organisation_id = organisations.id and c.status = 'pending')`.as('to_review'),
      ),
    order: newestFirst('organisations'),
    toRow: (r) => ({
      code: r.code,
      name: r.name,
      kind: r.kind,
      billingName: r.billing_name,
      billingEmail: r.billing_email,
      city: r.city,
      region: r.region,
      termsStatus: r.terms_status,
      netDays: r.net_days,
      requestedNetDays: r.requested_net_days,
      certificatesToReview: Number(r.to_review),
      createdAt: isoOf(Number(r.created_at)),
    }),
  });
}
