import { z } from 'zod';
import { adminPageSchema } from './admin-lists.schema.ts';

/**
 * The e-mail outbox in the back office (decision 006): what was sent, what is being
 * retried and what failed, with a retry button for the last two.
 */
export const adminOutboxStatuses = ['pending', 'sending', 'sent', 'retrying', 'failed'] as const;
export type AdminOutboxStatus = (typeof adminOutboxStatuses)[number];

/** Only these may be retried by hand: a sent message stays sent, a pending one is on its way. */
export const retryableOutboxStatuses: readonly AdminOutboxStatus[] = ['retrying', 'failed'];

export const adminOutboxQuerySchema = z.object({
  status: z.enum(adminOutboxStatuses, { error: 'Choose a status from the list.' }).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type AdminOutboxQuery = z.infer<typeof adminOutboxQuerySchema>;

export const adminOutboxMessageSchema = z.object({
  id: z.string().max(36),
  kind: z.string().max(64),
  to: z.string().max(254),
  subject: z.string().max(300),
  reference: z.string().max(64).nullable(),
  status: z.enum(adminOutboxStatuses),
  attempts: z.number().int().min(0),
  lastError: z.string().max(2000).nullable(),
  nextAttemptAt: z.string().max(40),
  sentAt: z.string().max(40).nullable(),
  createdAt: z.string().max(40),
});
export type AdminOutboxMessage = z.infer<typeof adminOutboxMessageSchema>;

export const adminOutboxPageSchema = adminPageSchema(adminOutboxMessageSchema).extend({
  /** Messages per status, over the whole outbox. */
  counts: z.record(z.enum(adminOutboxStatuses), z.number().int().min(0)),
});
export type AdminOutboxPage = z.infer<typeof adminOutboxPageSchema>;

export const adminOutboxIdParamsSchema = z.object({ id: z.uuid({ error: 'No such message.' }).max(36) });

/**
 * GET /api/admin/outbox/texts: the text messages beside the e-mails
 * (decision 022), newest first, each number masked ("+1 ••••••••41"; null for
 * a text queued before numbers were masked).
 */
export const adminTextsQuerySchema = adminOutboxQuerySchema.pick({ page: true, pageSize: true });
export const adminTextSchema = z.object({
  id: z.string().max(36),
  kind: z.string().max(64),
  to: z.string().max(24).nullable(),
  reference: z.string().max(64).nullable(),
  status: z.enum(['pending', 'sending', 'sent', 'retrying', 'failed', 'stopped']),
  attempts: z.number().int().min(0),
  lastError: z.string().max(2000).nullable(),
  sentAt: z.string().max(40).nullable(),
  createdAt: z.string().max(40),
});
export type AdminText = z.infer<typeof adminTextSchema>;
export const adminTextsPageSchema = adminPageSchema(adminTextSchema);
export type AdminTextsPage = z.infer<typeof adminTextsPageSchema>;
