import { z } from 'zod';

/**
 * How an organisation account is named and acted for (organisation.schema.ts has
 * the rest): its own module so a form that only sends the credentials (the quote
 * form) does not load every organisation schema.
 */
/** Same alphabet as reservation codes (no look-alikes): ORG-7K3M9Q. */
export const organisationCodeSchema = z
  .string({ error: 'Enter your organization account code, like ORG-7K3M9Q.' })
  .trim()
  .toUpperCase()
  .max(16, 'Enter your organization account code, like ORG-7K3M9Q.')
  .regex(/^ORG-[2-9A-HJKMNP-TV-Z]{6,10}$/, 'Enter your organization account code, like ORG-7K3M9Q.');

/** The access key sent to the billing contact: 32 URL-safe characters. */
export const organisationKeySchema = z
  .string({ error: 'Enter the access key from your organization’s e-mail.' })
  .trim()
  .min(20, 'Enter the access key from your organization’s e-mail.')
  .max(64, 'Enter the access key from your organization’s e-mail.')
  .regex(/^[A-Za-z0-9_-]+$/, 'Enter the access key from your organization’s e-mail.');

/** What a booking, a quote or the organisation's own page sends to act for it. */
export const organisationCredentialsSchema = z.object({
  code: organisationCodeSchema,
  key: organisationKeySchema,
});
export type OrganisationCredentials = z.infer<typeof organisationCredentialsSchema>;
