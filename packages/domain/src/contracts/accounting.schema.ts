import { z } from 'zod';
import { isoInstantSchema, localDateField, oneLineSchema, whenObject } from './common.schema.ts';

/**
 * Accounting (docs/decisions/040-accounting.md): the ledger pushed to
 * QuickBooks Online, the accounts each location books to, and the journal
 * export for a company without a connection.
 */

const accountName = (what: string) =>
  oneLineSchema(`Enter the ${what}.`)
    .trim()
    .min(1, `Enter the ${what}, as your books name it.`)
    .max(100, `Keep the ${what} to 100 characters or fewer.`);

export const accountingTaxMappingSchema = z.object({
  /** The price book's code of the location's tax. */
  code: z.string().max(64),
  /** QuickBooks' tax code for it (TAX in a US company with automated sales tax). */
  remoteTaxCode: oneLineSchema('Enter the QuickBooks tax code.')
    .trim()
    .min(1, 'Enter the QuickBooks tax code, like TAX.')
    .max(40, 'Keep the tax code to 40 characters or fewer.'),
  account: accountName('tax liability account'),
});

/** PUT /api/admin/accounting/mappings/:locationId: the accounts a location books to. */
export const accountingMappingRequestSchema = z.object({
  incomeAccount: accountName('income account'),
  receivableAccount: accountName('receivables account'),
  depositAccount: accountName('deposit account'),
  refundsAccount: accountName('refunds account'),
  taxes: z.array(accountingTaxMappingSchema).max(20),
});
export type AccountingMappingRequest = z.infer<typeof accountingMappingRequestSchema>;

export const accountingMappingSchema = accountingMappingRequestSchema.extend({
  locationId: z.string().max(64),
  locationName: z.string().max(200),
  taxes: z.array(accountingTaxMappingSchema.extend({ label: z.string().max(200) })).max(20),
});
export type AccountingMapping = z.infer<typeof accountingMappingSchema>;

export const accountingMappingsSchema = z.object({ locations: z.array(accountingMappingSchema).max(200) });
export type AccountingMappings = z.infer<typeof accountingMappingsSchema>;

export const accountingEntryKinds = ['invoice', 'void', 'payment', 'refund'] as const;

/** An entry QuickBooks has not taken yet: retried later, or failed for staff to retry. */
export const accountingFailureSchema = z.object({
  id: z.string().max(36),
  kind: z.enum(accountingEntryKinds),
  reference: z.string().max(40),
  occurredOn: z.string().max(10),
  status: z.enum(['retrying', 'failed']),
  attempts: z.number().int().min(0),
  lastError: z.string().max(2000).nullable(),
});
export type AccountingFailure = z.infer<typeof accountingFailureSchema>;

/** GET /api/admin/accounting: the connection and how the push stands. */
export const accountingStatusSchema = z.object({
  /** Whether this server has a QuickBooks app (QBO_CLIENT_ID): without one, the journal export only. */
  configured: z.boolean(),
  connected: z.boolean(),
  companyName: z.string().max(200).nullable(),
  /** Why Intuit last refused to renew the connection: staff connect again. */
  connectionError: z.string().max(500).nullable(),
  connectedAt: isoInstantSchema.nullable(),
  lastPushedAt: isoInstantSchema.nullable(),
  pending: z.number().int().min(0),
  pushed: z.number().int().min(0),
  failed: z.number().int().min(0),
  failures: z.array(accountingFailureSchema).max(100),
});
export type AccountingStatus = z.infer<typeof accountingStatusSchema>;

/** POST /api/admin/accounting/connect: where to send staff to connect a company. */
export const accountingConnectSchema = z.object({ url: z.string().max(2000) });

/** GET /api/admin/accounting/callback: what Intuit sends staff back with. */
export const accountingCallbackQuerySchema = z.object({
  code: z.string().min(1).max(1000),
  state: z.string().min(1).max(200),
  realmId: z.string().min(1).max(40),
});

/** The longest journal one export holds: a year and a day. */
export const maxJournalDays = 366;

/** GET /api/admin/accounting/journal.csv?from=&to=: the days, both included. */
export const journalQuerySchema = z
  .object({ from: localDateField('first day'), to: localDateField('last day') })
  .refine((q) => q.from <= q.to, {
    message: 'The last day comes on or after the first.',
    path: ['to'],
    ...whenObject,
  })
  .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 < maxJournalDays, {
    message: `Export at most ${maxJournalDays} days at once.`,
    path: ['to'],
    ...whenObject,
  });
export type JournalQuery = z.infer<typeof journalQuerySchema>;
