import { z } from 'zod';
import { adminListQuerySchema, adminPageSchema } from './admin-lists.schema.ts';
import { localDateSchema } from './common.schema.ts';
import {
  netDaysSchema,
  organisationKinds,
  organisationSchema,
  stateCodeSchema,
  termsStatuses,
} from './organisation.schema.ts';
import { organisationBookingSchema } from './organisation-account.schema.ts';
import {
  agingBuckets,
  invoiceStatuses,
  invoiceSummarySchema,
  paymentKinds,
  paymentSchema,
  paymentStatuses,
} from './payment.schema.ts';

/**
 * The back office's money (SPEC Part B §15): organisations with their terms
 * and certificates, invoices with aged receivables, payments with refunds.
 * Lists follow the shared list declaration (admin-lists.schema.ts).
 */

/** Organisations: `from`/`to` bound the day the account was opened. */
export const adminOrganisationQuerySchema = adminListQuerySchema({
  kind: z.enum(organisationKinds, { error: 'Choose a kind of organization.' }).optional(),
  terms: z.enum(termsStatuses, { error: 'Choose a terms status.' }).optional(),
});
export type AdminOrganisationQuery = z.infer<typeof adminOrganisationQuerySchema>;

export const adminOrganisationRowSchema = z.object({
  code: z.string().max(16),
  name: z.string().max(120),
  kind: z.enum(organisationKinds),
  billingName: z.string().max(120),
  billingEmail: z.string().max(254),
  city: z.string().max(80),
  region: z.string().max(2),
  termsStatus: z.enum(termsStatuses),
  netDays: z.number().int().nullable(),
  requestedNetDays: z.number().int().nullable(),
  /** Certificates waiting for staff to verify. */
  certificatesToReview: z.number().int().min(0),
  createdAt: z.string().max(40),
});
export type AdminOrganisationRow = z.infer<typeof adminOrganisationRowSchema>;
export const adminOrganisationPageSchema = adminPageSchema(adminOrganisationRowSchema);

export const adminOrganisationCodeParamsSchema = z.object({
  code: z
    .string()
    .trim()
    .toUpperCase()
    .max(16)
    .regex(/^ORG-[A-Z0-9]+$/, 'No organization has that code.'),
});

/** One organisation's page in the back office: bookings, invoices, payments, balance, certificates. */
export const adminOrganisationDetailSchema = z.object({
  organisation: organisationSchema,
  termsReviewedAt: z.string().max(40).nullable(),
  termsReviewedBy: z.string().max(254).nullable(),
  reservations: z.array(organisationBookingSchema).max(200),
  invoices: z.array(invoiceSummarySchema.extend({ reservationCode: z.string().max(16) })).max(200),
  payments: z.array(paymentSchema.extend({ reservationCode: z.string().max(16) })).max(500),
  /** What its open invoices still ask for. */
  balanceCents: z.number().int().min(0),
});
export type AdminOrganisationDetail = z.infer<typeof adminOrganisationDetailSchema>;

/** Staff decide on invoice terms. */
export const termsDecisionSchema = z
  .object({
    decision: z.enum(['approve', 'decline'], { error: 'Approve or decline the terms.' }),
    netDays: netDaysSchema.optional(),
    /** Left out: as the organisation said when it applied (it pays by purchase order or not). */
    poRequired: z.boolean().optional(),
  })
  .superRefine((v, ctx) => {
    if (v.decision === 'approve' && v.netDays === undefined)
      ctx.addIssue({ code: 'custom', path: ['netDays'], message: 'Choose net 15, 30 or 60 days.' });
  });
export type TermsDecision = z.infer<typeof termsDecisionSchema>;

/** Staff verify a certificate (correcting what was typed, if need be) or refuse it with a reason. */
export const certificateReviewSchema = z
  .object({
    decision: z.enum(['verify', 'reject'], { error: 'Verify or reject the certificate.' }),
    state: stateCodeSchema,
    number: z.string().trim().min(1, 'Enter the certificate number.').max(64),
    expiresOn: localDateSchema,
    reason: z.string().trim().max(300, 'Keep the reason to 300 characters.').optional(),
  })
  .superRefine((v, ctx) => {
    if (v.decision === 'reject' && !v.reason)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'Say why, for the organization.' });
  });
export type CertificateReview = z.infer<typeof certificateReviewSchema>;

export const certificateIdParamsSchema = z.object({
  id: z.uuid({ error: 'No certificate has that id.' }).max(36),
});

/** Invoices: `from`/`to` bound the day issued; `status` overdue: open and past due. */
export const adminInvoiceQuerySchema = adminListQuerySchema({
  status: z
    .enum([...invoiceStatuses, 'overdue'], { error: 'Choose open, overdue, paid or void.' })
    .optional(),
});
export type AdminInvoiceQuery = z.infer<typeof adminInvoiceQuerySchema>;

export const adminInvoiceRowSchema = z.object({
  number: z.string().max(32),
  status: z.enum(invoiceStatuses),
  kind: z.enum(['booking', 'cancellation']),
  issuedOn: z.string().max(10),
  dueOn: z.string().max(10),
  reservationCode: z.string().max(16),
  billTo: z.string().max(130),
  organisationCode: z.string().max(16).nullable(),
  poNumber: z.string().max(64).nullable(),
  totalCents: z.number().int().min(0),
  paidCents: z.number().int().min(0),
  balanceDueCents: z.number().int().min(0),
  /** Days past due of an open invoice with a balance; 0 otherwise. */
  daysOverdue: z.number().int().min(0),
});
export type AdminInvoiceRow = z.infer<typeof adminInvoiceRowSchema>;

export const agedReceivablesSchema = z.object(
  Object.fromEntries(agingBuckets.map((b) => [b, z.number().int().min(0)])) as Record<
    (typeof agingBuckets)[number],
    z.ZodNumber
  >,
);

export const adminInvoicePageSchema = adminPageSchema(adminInvoiceRowSchema).extend({
  /** Every open invoice's balance due, by days past due (not only this page's). */
  aged: agedReceivablesSchema,
});
export type AdminInvoicePage = z.infer<typeof adminInvoicePageSchema>;

export const invoiceNumberParamsSchema = z.object({
  number: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^INV-\d{4}-\d{6}$/, 'No invoice has that number.'),
});

/** Payments: `from`/`to` bound the day created. */
export const adminPaymentQuerySchema = adminListQuerySchema({
  status: z.enum(paymentStatuses, { error: 'Choose a payment status.' }).optional(),
  kind: z.enum(paymentKinds, { error: 'Choose a kind of payment.' }).optional(),
});
export type AdminPaymentQuery = z.infer<typeof adminPaymentQuerySchema>;

export const adminRefundSchema = z.object({
  amountCents: z.number().int().min(0),
  status: z.enum(['pending', 'done', 'failed']),
  reason: z.string().max(300),
  at: z.string().max(40),
  by: z.string().max(254).nullable(),
});

export const adminPaymentRowSchema = paymentSchema.extend({
  reservationCode: z.string().max(16),
  renterName: z.string().max(130),
  createdBy: z.string().max(254).nullable(),
  /** Refunds, captures and releases made or still to make at the provider. */
  operations: z
    .array(
      adminRefundSchema.extend({
        kind: z.enum(['capture', 'release', 'refund']),
        error: z.string().max(500).nullable(),
      }),
    )
    .max(50),
  /**
   * The card holder's dispute of it (a chargeback), as the provider last reported it:
   * `needs_response` until answered at the provider, then `won` or `lost`; null without one.
   */
  dispute: z
    .object({
      status: z.string().max(40),
      amountCents: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
      reason: z.string().max(80),
      at: z.string().max(40),
    })
    .nullable(),
});
export type AdminPaymentRow = z.infer<typeof adminPaymentRowSchema>;
export const adminPaymentPageSchema = adminPageSchema(adminPaymentRowSchema);

export const paymentIdParamsSchema = z.object({ id: z.uuid({ error: 'No payment has that id.' }).max(36) });
