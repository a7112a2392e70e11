import { z } from 'zod';
import {
  emailSchema,
  formGuardFields,
  isoInstantSchema,
  localDateSchema,
  oneLineSchema,
  phoneSchema,
} from './common.schema.ts';

/**
 * Organisation accounts (SPEC Part B §15): a school, church or office that books
 * in its own name, may be approved for invoice terms (net 15/30/60, with a
 * purchase order number) and may hold tax-exemption certificates. There are no
 * renter passwords: an organisation is identified by its code and the access
 * key sent to its billing contact (like a reservation's code and e-mail).
 */
export const organisationKinds = [
  'school',
  'church',
  'government',
  'business',
  'nonprofit',
  'other',
] as const;
export type OrganisationKind = (typeof organisationKinds)[number];

export const organisationKindLabels: Record<OrganisationKind, string> = {
  school: 'School or college',
  church: 'Church or ministry',
  government: 'Government or military',
  business: 'Business',
  nonprofit: 'Nonprofit',
  other: 'Other organization',
};

/** Invoice terms staff may grant: payment due this many days after the invoice. */
export const netTermsDays = [15, 30, 60] as const;
export type NetTermsDays = (typeof netTermsDays)[number];

export const termsStatuses = ['none', 'requested', 'approved', 'declined'] as const;
export type TermsStatus = (typeof termsStatuses)[number];

export {
  type OrganisationCredentials,
  organisationCodeSchema,
  organisationCredentialsSchema,
  organisationKeySchema,
} from './organisation-credentials.schema.ts';

// Names and address lines, on one line: they head invoices and e-mails.
const text = (label: string, max: number) =>
  oneLineSchema(`Enter the ${label}.`)
    .min(1, `Enter the ${label}.`)
    .max(max, `Keep the ${label} to ${max} characters or fewer.`);

/** A US state or territory, two letters (certificates and addresses). */
export const stateCodeSchema = z
  .string({ error: 'Choose a state, like GA.' })
  .trim()
  .toUpperCase()
  .max(2, 'Choose a state, like GA.')
  .regex(/^[A-Z]{2}$/, 'Choose a state, like GA.');

export const postalAddressSchema = z.object({
  line1: text('street address', 120),
  line2: oneLineSchema('Enter the second address line.')
    .max(120, 'Keep the second address line to 120 characters or fewer.')
    .optional(),
  city: text('city', 80),
  region: stateCodeSchema,
  postalCode: z
    .string({ error: 'Enter the ZIP code.' })
    .trim()
    .max(10, 'Enter a ZIP code like 30303 or 30303-1234.')
    .regex(/^\d{5}(?:-\d{4})?$/, 'Enter a ZIP code like 30303 or 30303-1234.'),
});
export type PostalAddress = z.infer<typeof postalAddressSchema>;

export const billingContactSchema = z.object({
  name: text('billing contact’s name', 120),
  email: emailSchema,
  phone: phoneSchema,
});
export type BillingContact = z.infer<typeof billingContactSchema>;

const netDaysMessage = 'Choose net 15, 30 or 60 days.';
export const netDaysSchema = z
  .number({ error: netDaysMessage })
  .int(netDaysMessage)
  .refine((d) => (netTermsDays as readonly number[]).includes(d), netDaysMessage) as z.ZodType<NetTermsDays>;

/** It pays by purchase order: once its terms are approved, its bookings paid by invoice ask for the PO number. */
const paysByPurchaseOrderSchema = z.boolean({
  error: 'Say whether your organization pays by purchase order.',
});

/** POST /api/organisations: open an account, optionally asking for invoice terms. */
export const organisationRequestSchema = z.object({
  name: text('organization’s name', 120),
  kind: z.enum(organisationKinds, { error: 'Choose what kind of organization it is.' }),
  billingContact: billingContactSchema,
  address: postalAddressSchema,
  /** Ask for invoice terms of this many days; staff decide. */
  requestedNetDays: netDaysSchema.optional(),
  paysByPurchaseOrder: paysByPurchaseOrderSchema.optional(),
  ...formGuardFields,
});
export type OrganisationRequest = z.infer<typeof organisationRequestSchema>;
export type OrganisationRequestInput = z.input<typeof organisationRequestSchema>;

export const certificateStatuses = ['pending', 'verified', 'rejected'] as const;
export type CertificateStatus = (typeof certificateStatuses)[number];

/** A file a renter or an organisation uploads for staff to verify: its review and the file's own facts. */
export const reviewedFileShape = {
  status: z.enum(certificateStatuses),
  /** Why staff refused it, in words for whoever uploaded it. */
  rejectionReason: z.string().max(300).nullable(),
  fileName: z.string().max(200),
  contentType: z.string().max(64),
  uploadedAt: isoInstantSchema,
  reviewedAt: isoInstantSchema.nullable(),
};

/** The fields sent with a certificate's file (multipart/form-data, the file in "file"). */
export const certificateFieldsSchema = z.object({
  state: stateCodeSchema,
  number: text('certificate number', 64),
  expiresOn: localDateSchema,
});
export type CertificateFields = z.infer<typeof certificateFieldsSchema>;

export const taxCertificateSchema = z.object({
  id: z.uuid().max(36),
  state: z.string().max(2),
  number: z.string().max(64),
  expiresOn: z.string().max(10),
  ...reviewedFileShape,
});
export type TaxCertificate = z.infer<typeof taxCertificateSchema>;

export const organisationTermsSchema = z.object({
  status: z.enum(termsStatuses),
  requestedNetDays: z.number().int().nullable(),
  /** Granted net days; null unless approved. */
  netDays: z.number().int().nullable(),
  /** Whether bookings paid by invoice must carry a purchase order number. */
  poRequired: z.boolean(),
  /** What the organisation said when it applied: it pays by purchase order (staff's approval starts from it). */
  paysByPurchaseOrder: z.boolean(),
});

export const organisationSchema = z.object({
  code: z.string().max(16),
  name: z.string().max(120),
  kind: z.enum(organisationKinds),
  billingContact: billingContactSchema,
  address: postalAddressSchema,
  terms: organisationTermsSchema,
  certificates: z.array(taxCertificateSchema).max(100),
  createdAt: isoInstantSchema,
  /** When its access key stops working (ORGANISATION_KEY_DAYS after it was issued); a new key starts anew. */
  keyExpiresAt: isoInstantSchema,
});
export type Organisation = z.infer<typeof organisationSchema>;

/** 201 from POST /api/organisations: the access key is shown once here and e-mailed to the billing contact. */
export const organisationCreatedSchema = z.object({
  organisation: organisationSchema,
  accessKey: z.string().max(64),
});
export type OrganisationCreated = z.infer<typeof organisationCreatedSchema>;

/**
 * 200 from POST /api/organisations/account/key: the organisation's new access
 * key, shown this once (never e-mailed: the billing contact is told it changed),
 * and when it expires. The key it was asked with stops working.
 */
export const accessKeyIssuedSchema = z.object({
  accessKey: z.string().max(64),
  keyExpiresAt: isoInstantSchema,
});
export type AccessKeyIssued = z.infer<typeof accessKeyIssuedSchema>;

/** POST /api/organisations/account/terms: ask for invoice terms (again), saying whether it pays by purchase order. */
export const termsRequestSchema = z.object({
  requestedNetDays: netDaysSchema,
  paysByPurchaseOrder: paysByPurchaseOrderSchema.optional(),
});
export type TermsRequest = z.infer<typeof termsRequestSchema>;
