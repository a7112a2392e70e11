import { z } from 'zod';
import {
  centsSchema,
  emailSchema,
  isoInstantSchema,
  localDateSchema,
  oneLineSchema,
} from './common.schema.ts';

/**
 * A booking split among the group's members (docs/decisions/045-split-payment.md): the organiser,
 * with the booking's code and e-mail as the manage page sends them, names the members who pay and
 * their shares; each member pays through a personal link (`Authorization: Bearer <token>`, never in
 * a URL). The organiser is the first payer and pays their own share as the booking's balance.
 */

/** The most members besides the organiser a booking may be split among. */
export const maxSplitPayers = 30;

const shareMessage = 'Enter a share of one cent or more, in dollars and cents.';

export const splitPayerInputSchema = z.object({
  name: oneLineSchema('Enter the member’s name.')
    .min(2, 'Enter the member’s name.')
    .max(120, 'Keep the name to 120 characters.'),
  /** Where their payment link is sent. */
  email: emailSchema,
  /** Their share; absent on every member: equal shares, the odd cents to the organiser. */
  amountCents: z
    .number({ error: shareMessage })
    .int(shareMessage)
    .min(1, shareMessage)
    .max(Number.MAX_SAFE_INTEGER, shareMessage)
    .optional(),
});
export type SplitPayerInput = z.infer<typeof splitPayerInputSchema>;

/**
 * The members who pay besides the organiser, their shares named (the organiser's is what is left)
 * or left out on every one (equal shares); each e-mail once. The organiser may be listed too (by the
 * booking's e-mail): their entry is then their share.
 */
export const splitPayersFieldSchema = z
  .array(splitPayerInputSchema)
  .max(maxSplitPayers + 1, `Name at most ${maxSplitPayers} members.`)
  .superRefine((payers, ctx) => {
    const named = payers.filter((p) => p.amountCents !== undefined).length;
    if (named > 0 && named < payers.length) {
      ctx.addIssue({
        code: 'custom',
        path: [],
        message: 'Give every member a share, or none of them for equal shares.',
      });
    }
    const seen = new Set<string>();
    payers.forEach((p, i) => {
      if (seen.has(p.email)) {
        ctx.addIssue({
          code: 'custom',
          path: [i, 'email'],
          message: 'This e-mail address is listed twice: one share per member.',
        });
      }
      seen.add(p.email);
    });
  });

/** PUT /api/reservations/:code/payers: the organiser's split; an empty list ends it. */
export const splitPaymentRequestSchema = z.object({ email: emailSchema, payers: splitPayersFieldSchema });
export type SplitPaymentRequest = z.infer<typeof splitPaymentRequestSchema>;

/** Where a member's share stands. */
export const payerStatuses = ['due', 'paid', 'taken_over', 'cancelled'] as const;
export type PayerStatus = (typeof payerStatuses)[number];

const payerFields = {
  /** Their share of the total. */
  amountCents: centsSchema,
  /** Received from them, less what was refunded to them. */
  paidCents: centsSchema,
  /** Still asked of them: 0 once paid, taken over by the organiser or cancelled. */
  dueCents: centsSchema,
  status: z.enum(payerStatuses),
};

/** GET / PUT /api/reservations/:code/payers: who pays what, and who has paid (the organiser's view). */
export const splitPaymentViewSchema = z.object({
  code: z.string().max(16),
  totalCents: centsSchema,
  /** When what a member has not paid falls to the organiser (the balance due date), null when nothing is due. */
  dueOn: localDateSchema.nullable(),
  organiser: z.object({
    ...payerFields,
    status: z.enum(['due', 'paid', 'cancelled']),
    /** Members' shares that fell to the organiser at the due date, included in `amountCents`. */
    takenOverCents: centsSchema,
  }),
  payers: z.array(
    z.object({
      id: z.string().max(64),
      name: z.string().max(120),
      email: z.string().max(254),
      ...payerFields,
      remindedAt: isoInstantSchema.nullable(),
    }),
  ),
});
export type SplitPaymentView = z.infer<typeof splitPaymentViewSchema>;

/** POST /api/reservations/:code/payers/:payerId/link and …/reminders: the organiser's e-mail. */
export const payerParamsSchema = z.object({
  code: z.string().trim().toUpperCase().max(16),
  payerId: z.uuid({ error: 'Choose a member of the split.' }),
});

/** GET /api/payer: a member's own page, no other member's data. */
export const payerPageSchema = z.object({
  code: z.string().max(16),
  payerName: z.string().max(120),
  organiserName: z.string().max(120),
  vehicleName: z.string().max(200),
  locationName: z.string().max(200),
  pickupDate: localDateSchema,
  returnDate: localDateSchema,
  /** The date their share falls to the organiser if unpaid. */
  dueOn: localDateSchema.nullable(),
  ...payerFields,
  /** Card payments are taken online (a payment provider is set up). */
  payOnline: z.boolean(),
});
export type PayerPage = z.infer<typeof payerPageSchema>;
