import type { AdminListFilter } from '@convoy/domain/contracts/admin-lists.schema';
import type { AdminAuditQuery, AuditEntry } from '@convoy/domain/contracts/audit.schema';
import type { Insertable } from 'kysely';
import { isoOf } from '../analytics/period.ts';
import { createdWithin, type ListSource, listSource } from '../back-office/admin-list.repository.ts';
import type { Executor } from '../db/database.ts';
import type { AuditLogTable } from '../db/tables/audit.table.ts';

/** The audit log for the back office: newest first, filtered by day, kind, id and actor, searched in words. */
export function auditRows(db: Executor): ListSource<AdminListFilter<AdminAuditQuery>, AuditEntry> {
  return listSource({
    from: db.selectFrom('audit_log'),
    where: (query, filter: AdminListFilter<AdminAuditQuery>) => {
      let q = createdWithin(query, 'audit_log.at', filter);
      if (filter.entityType) q = q.where('entity_type', '=', filter.entityType);
      if (filter.entityId) q = q.where('entity_id', '=', filter.entityId);
      if (filter.actor) q = q.where('actor', '=', filter.actor.toLowerCase());
      return q;
    },
    searchIn: (eb) => [
      eb.ref('actor'),
      eb.ref('action'),
      eb.ref('summary'),
      eb.fn.coalesce('entity_id', eb.val('')),
    ],
    select: (query) => query.selectAll(),
    order: [
      { column: 'audit_log.at', direction: 'desc', of: (r) => r.at },
      { column: 'audit_log.id', direction: 'desc', of: (r) => r.id },
    ],
    toRow: (r) => ({
      id: r.id,
      at: isoOf(r.at),
      actor: r.actor,
      actorRole: r.actor_role,
      action: r.action,
      entityType: r.entity_type,
      entityId: r.entity_id,
      summary: r.summary,
      before: r.before_json === null ? null : JSON.parse(r.before_json),
      after: r.after_json === null ? null : JSON.parse(r.after_json),
    }),
  });
}

/** Appends one entry to the append-only audit log (migration 0021). */
export async function appendAudit(db: Executor, row: Insertable<AuditLogTable>): Promise<void> {
  await db.insertInto('audit_log').values(row).execute();
}
