import { z } from 'zod';
import { adminListQuerySchema, adminPageSchema } from './admin-lists.schema.ts';
import { isoInstantSchema } from './common.schema.ts';

/**
 * The audit log (decision 015): every change made in the back office and every
 * state change of a reservation, with who, when, what, before and after.
 * Searchable (`q` in the actor, action, entity and summary), filtered by the
 * day (`from`/`to`), the kind of thing changed and its id, exported as CSV;
 * never editable.
 */
export const auditEntityTypes = [
  'reservation',
  'unit',
  'maintenance',
  'relocation',
  'fleet',
  'pricing',
  'driver_rule',
  'organisation',
  'certificate',
  'invoice',
  'payment',
  'settings',
  'staff',
  'media',
  'email',
  'back_office',
  'do_not_rent',
  'citation',
  'claim',
  'customer',
  'review',
] as const;
export type AuditEntityType = (typeof auditEntityTypes)[number];

export const adminAuditQuerySchema = adminListQuerySchema({
  entityType: z.enum(auditEntityTypes, { error: 'Choose a kind of record from the list.' }).optional(),
  entityId: z.string().trim().max(64).optional(),
  actor: z.string().trim().max(254).optional(),
});
export type AdminAuditQuery = z.infer<typeof adminAuditQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.uuid(),
  at: isoInstantSchema,
  actor: z.string().max(254),
  actorRole: z.string().max(16).nullable(),
  action: z.string().max(120),
  entityType: z.string().max(32),
  entityId: z.string().max(64).nullable(),
  summary: z.string().max(500),
  /** The record before and after the change, as JSON (secrets and licence numbers left out). */
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const adminAuditPageSchema = adminPageSchema(auditEntrySchema);
