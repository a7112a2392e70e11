import {
  type OrganisationCredentials,
  organisationCredentialsSchema,
} from '@convoy/domain/contracts/organisation.schema';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../errors.ts';

/**
 * The organisation a request acts for: `Authorization: Bearer ORG-7K3M9Q.<access key>`
 * (the key from the billing contact's e-mail). A header, not the URL, so the
 * key stays out of logs and browser history.
 */
export function credentialsOf(request: FastifyRequest): OrganisationCredentials {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer\s+(ORG-[A-Za-z0-9]+)\.([A-Za-z0-9_-]+)$/i.exec(header.trim());
  const parsed = match && organisationCredentialsSchema.safeParse({ code: match[1], key: match[2] });
  if (!parsed?.success) {
    throw new ApiError(
      401,
      'organisation_unknown',
      'Send your organization’s account code and access key as "Authorization: Bearer ORG-XXXXXX.<key>".',
    );
  }
  return parsed.data;
}
