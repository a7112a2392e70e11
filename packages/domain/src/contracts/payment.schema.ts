import { z } from 'zod';
import { centsSchema, isoInstantSchema, localDateSchema } from './common.schema.ts';
import { organisationCredentialsSchema } from './organisation.schema.ts';

/**
 * Money that moves (SPEC Part B §15). What the company collects when a
 * reservation is booked online: nothing (pay at pickup), the security deposit
 * as a card authorisation held until after the return, or the whole total.
 * Organisations approved for invoice terms pay by invoice instead, with a
 * purchase order number.
 */
export const collectModes = ['none', 'deposit', 'full'] as const;
export type CollectMode = (typeof collectModes)[number];

export const collectModeLabels: Record<CollectMode, string> = {
  none: 'Nothing online: everything is paid at pickup',
  deposit: 'The security deposit, held on the card at booking',
  full: 'The whole total, charged at booking',
};

/** How a renter pays: by card online (Stripe), by invoice (approved organisations), or at the counter. */
export const paymentMethods = ['card', 'invoice', 'at_pickup'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

export const poNumberSchema = z
  .string({ error: 'Enter the purchase order number.' })
  .trim()
  .min(1, 'Enter the purchase order number.')
  .max(64, 'Keep the purchase order number to 64 characters or fewer.')
  .regex(/^[\x20-\x7e]+$/, 'Use letters, digits and ordinary punctuation in the purchase order number.');

/**
 * What a booking (and its live price) adds for paying: the method, a purchase
 * order number, and the organisation it is booked for (its tax exemption and
 * invoice terms apply). Without a method the company's setting decides: card
 * when it collects online, else at pickup.
 */
export const bookingPaymentFields = {
  paymentMethod: z.enum(paymentMethods, { error: 'Choose how you will pay.' }).optional(),
  poNumber: poNumberSchema.optional(),
  organisation: organisationCredentialsSchema.optional(),
};

/** A payment's life, as the provider reports it and our records keep it. */
export const paymentStatuses = [
  'pending',
  'requires_action',
  'failed',
  'authorised',
  'succeeded',
  'canceled',
  'expired',
] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

export const paymentKinds = ['deposit', 'full', 'balance', 'charge', 'bank_transfer'] as const;
export type PaymentKind = (typeof paymentKinds)[number];

export const paymentKindLabels: Record<PaymentKind, string> = {
  deposit: 'Security deposit',
  full: 'Payment in full',
  balance: 'Balance payment',
  charge: 'Card charge',
  bank_transfer: 'Bank transfer',
};

/** One payment as the renter and staff see it. */
export const paymentSchema = z.object({
  id: z.uuid().max(36),
  kind: z.enum(paymentKinds),
  status: z.enum(paymentStatuses),
  /** What was asked for. */
  amountCents: centsSchema,
  /** Held on the card, not yet captured (a deposit). */
  authorisedCents: centsSchema,
  /** Money received. */
  capturedCents: centsSchema,
  refundedCents: centsSchema,
  /** "Visa •••• 4242", "Bank transfer ref 1234". */
  description: z.string().max(200),
  createdAt: isoInstantSchema,
  failureMessage: z.string().max(300).nullable(),
});
export type Payment = z.infer<typeof paymentSchema>;

/** Aged receivables: open invoices by days past due (rules/receivables.ts). */
export const agingBuckets = [
  'current',
  'overdue1to30',
  'overdue31to60',
  'overdue61to90',
  'overdue90plus',
] as const;
export type AgingBucket = (typeof agingBuckets)[number];

export const agingBucketLabels: Record<AgingBucket, string> = {
  current: 'Current',
  overdue1to30: '1–30 days',
  overdue31to60: '31–60 days',
  overdue61to90: '61–90 days',
  overdue90plus: '90+ days',
};

export const invoiceStatuses = ['open', 'paid', 'void'] as const;
export type InvoiceStatus = (typeof invoiceStatuses)[number];

/** An invoice as the renter sees it (the PDF holds the lines). */
export const invoiceSummarySchema = z.object({
  number: z.string().max(32),
  status: z.enum(invoiceStatuses),
  issuedOn: z.string().max(10),
  dueOn: z.string().max(10),
  totalCents: centsSchema,
  paidCents: centsSchema,
  balanceDueCents: centsSchema,
  poNumber: z.string().max(64).nullable(),
});
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

/** A reservation's money: how it is paid, what was received, what is still due. */
export const reservationPaymentSchema = z.object({
  method: z.enum(paymentMethods),
  /** What the company's setting took at booking for a card payment; null otherwise. */
  collect: z.enum(collectModes).nullable(),
  poNumber: z.string().max(64).nullable(),
  /** The organisation booked for, by name. */
  organisation: z.string().max(120).nullable(),
  /** While `pending_payment`: the card payment must be made before this, or the vehicles are released. */
  payBy: isoInstantSchema.nullable(),
  /** While `pending_payment`: the provider's hosted payment page; null if it could not be opened (try again). */
  checkoutUrl: z.url().max(2048).nullable(),
  paidCents: centsSchema,
  /** Held on the card (a deposit not yet captured or released). */
  heldCents: centsSchema,
  refundedCents: centsSchema,
  /** The total less what was paid and refunded back; 0 when settled. */
  balanceCents: z.number().int(),
  payments: z.array(paymentSchema).max(50),
  invoices: z.array(invoiceSummarySchema).max(20),
});
export type ReservationPayment = z.infer<typeof reservationPaymentSchema>;

/** POST /api/reservations/:code/payment: a new hosted payment page for the pending payment or the balance. */
export const paymentSessionRequestSchema = z.object({ email: z.string().trim().toLowerCase().max(254) });
export const paymentSessionResponseSchema = z.object({ checkoutUrl: z.url().max(2048) });
export type PaymentSessionResponse = z.infer<typeof paymentSessionResponseSchema>;

/** The company's payment settings (back office). */
export const paymentSettingsSchema = z.object({
  collectAtBooking: z.enum(collectModes, { error: 'Choose what is collected at booking.' }),
  pendingPaymentMinutes: z
    .number({ error: 'Enter whole minutes from 5 to 1440.' })
    .int('Enter whole minutes from 5 to 1440.')
    .min(5, 'Enter whole minutes from 5 to 1440.')
    .max(1440, 'Enter whole minutes from 5 to 1440.'),
  /** Days before pickup the reminder (with the balance's payment link) goes out. */
  reminderDaysBefore: z
    .number({ error: 'Enter whole days from 1 to 30.' })
    .int('Enter whole days from 1 to 30.')
    .min(1, 'Enter whole days from 1 to 30.')
    .max(30, 'Enter whole days from 1 to 30.'),
});
export type PaymentSettings = z.infer<typeof paymentSettingsSchema>;

/** GET /api/payments/config: what the site says about paying, before a booking. */
export const publicPaymentConfigSchema = paymentSettingsSchema.pick({ collectAtBooking: true }).extend({
  /** False when no payment provider is configured: nothing can be collected online. */
  cardPaymentsAvailable: z.boolean(),
});
export type PublicPaymentConfig = z.infer<typeof publicPaymentConfigSchema>;

const amountMessage = 'Enter an amount in cents, more than 0.';
const positiveCents = z
  .number({ error: amountMessage })
  .int(amountMessage)
  .min(1, amountMessage)
  .max(Number.MAX_SAFE_INTEGER, amountMessage);

/** Staff: capture a held deposit (all of it, or part: the rest is released). */
export const captureRequestSchema = z.object({ amountCents: positiveCents.optional() });
/** Staff: refund part or all of a payment received. */
export const refundRequestSchema = z.object({
  paymentId: z.uuid({ error: 'Choose the payment to refund.' }).max(36),
  amountCents: positiveCents,
  reason: z.string().trim().min(1, 'Say why, for the records.').max(300),
});
/** Staff: record a bank transfer received against an invoice. */
export const bankTransferSchema = z.object({
  amountCents: positiveCents,
  receivedOn: localDateSchema,
  reference: z.string().trim().min(1, 'Enter the transfer’s reference.').max(100),
});
export type BankTransferInput = z.infer<typeof bankTransferSchema>;
