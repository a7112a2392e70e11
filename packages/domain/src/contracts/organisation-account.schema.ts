import { z } from 'zod';
import { organisationSchema } from './organisation.schema.ts';
import { invoiceSummarySchema } from './payment.schema.ts';
import { reservationStatuses } from './reservation.schema.ts';

/** One booking made for an organisation, as its account page lists it. */
export const organisationBookingSchema = z.object({
  code: z.string().max(16),
  status: z.enum(reservationStatuses),
  vehicleName: z.string().max(400),
  locationId: z.string().max(64),
  pickupDate: z.string().max(10),
  returnDate: z.string().max(10),
  totalCents: z.number().int().min(0),
  poNumber: z.string().max(64).nullable(),
});
export type OrganisationBooking = z.infer<typeof organisationBookingSchema>;

/** GET /api/organisations/account: the organisation's own page (its code and key in the Authorization header). */
export const organisationAccountSchema = z.object({
  organisation: organisationSchema,
  reservations: z.array(organisationBookingSchema).max(200),
  invoices: z.array(invoiceSummarySchema.extend({ reservationCode: z.string().max(16) })).max(200),
});
export type OrganisationAccount = z.infer<typeof organisationAccountSchema>;
