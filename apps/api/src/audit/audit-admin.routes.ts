import {
  type AuditEntry,
  adminAuditPageSchema,
  adminAuditQuerySchema,
} from '@convoy/domain/contracts/audit.schema';
import type { FastifyInstance } from 'fastify';
import { adminListRoutes } from '../back-office/admin-list.routes.ts';
import type { CsvColumn } from '../back-office/csv.ts';

const csvColumns: CsvColumn<AuditEntry>[] = [
  { header: 'When (UTC)', value: (e) => e.at },
  { header: 'Who', value: (e) => e.actor },
  { header: 'Role', value: (e) => e.actorRole },
  { header: 'Action', value: (e) => e.action },
  { header: 'Record', value: (e) => e.entityType },
  { header: 'Id', value: (e) => e.entityId },
  { header: 'Summary', value: (e) => e.summary },
  { header: 'Before', value: (e) => (e.before === null ? null : JSON.stringify(e.before)) },
  { header: 'After', value: (e) => (e.after === null ? null : JSON.stringify(e.after)) },
];

/** /api/admin/audit: the audit log, searched, filtered and exported as CSV; nothing here writes. */
export async function adminAuditRoutes(app: FastifyInstance): Promise<void> {
  adminListRoutes(app, {
    querySchema: adminAuditQuerySchema,
    pageSchema: adminAuditPageSchema,
    list: app.services.audit.list,
    csvColumns,
    fileName: 'audit-log',
  });
}
