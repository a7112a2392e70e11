import { z } from 'zod';
import { attributionEnvelopeSchema } from './attribution.schema.ts';
import {
  emailSchema,
  formGuardFields,
  localDateField,
  messageSchema,
  oneLineSchema,
  phoneSchema,
  slugIdSchema,
} from './common.schema.ts';

/**
 * The other forms of the site (SPEC §1: contact page, long-term leasing, fleet
 * sales), posted to POST /api/leads and told apart by `kind`. Each answers 201
 * with a submissionId (SPEC §3) and stores the attribution sent with it.
 */
const nameSchema = oneLineSchema('Enter your name.')
  .min(1, 'Enter your name.')
  .max(120, 'Keep your name to 120 characters or fewer.');
const organisationSchema = oneLineSchema('Enter the organization name.').max(
  120,
  'Keep the organization name to 120 characters or fewer.',
);
const requiredMessage = messageSchema(2000).min(1, 'Enter your message.');

const leadBase = {
  name: nameSchema,
  email: emailSchema,
  attribution: attributionEnvelopeSchema.optional(),
  ...formGuardFields,
};

export const contactLeadSchema = z.object({
  kind: z.literal('contact'),
  ...leadBase,
  phone: phoneSchema.optional(),
  subject: oneLineSchema('Enter a subject.')
    .max(150, 'Keep the subject to 150 characters or fewer.')
    .optional(),
  message: requiredMessage,
});

const leaseMonthsMessage = 'Enter how many months you need the vehicles, from 1 to 60.';
const vehicleCountMessage = 'Enter how many vehicles you need, from 1 to 500.';

/** SPEC §1 "long-term leasing": which classes, how many and for how long. */
export const leasingLeadSchema = z.object({
  kind: z.literal('leasing'),
  ...leadBase,
  organisation: organisationSchema.optional(),
  phone: phoneSchema,
  vehicleIds: z
    .array(slugIdSchema('Choose vehicles from the list.'))
    .min(1, 'Choose at least one kind of vehicle.')
    .max(20, 'Choose up to 20 kinds of vehicle.'),
  vehicleCount: z
    .number({ error: vehicleCountMessage })
    .int(vehicleCountMessage)
    .min(1, vehicleCountMessage)
    .max(500, vehicleCountMessage),
  months: z
    .number({ error: leaseMonthsMessage })
    .int(leaseMonthsMessage)
    .min(1, leaseMonthsMessage)
    .max(60, leaseMonthsMessage),
  startDate: localDateField('start date').optional(),
  message: messageSchema(2000).optional(),
});

/** SPEC §1 "fleet sales": interest in one vehicle for sale. */
export const fleetSalesLeadSchema = z.object({
  kind: z.literal('fleet-sales'),
  ...leadBase,
  vehicleForSaleId: slugIdSchema('Choose a vehicle for sale.'),
  phone: phoneSchema.optional(),
  message: messageSchema(2000).optional(),
});

export const leadRequestSchema = z.discriminatedUnion(
  'kind',
  [contactLeadSchema, leasingLeadSchema, fleetSalesLeadSchema],
  {
    error: 'Say whether this is a contact, leasing or fleet-sales request.',
  },
);
export type LeadRequest = z.infer<typeof leadRequestSchema>;
export type LeadKind = LeadRequest['kind'];

export const leadResponseSchema = z.object({ submissionId: z.uuid().max(36) });
export type LeadResponse = z.infer<typeof leadResponseSchema>;
