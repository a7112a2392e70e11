import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { adminTimezone } from '@convoy/domain/contracts/admin-lists.schema';
import type { Organisation, TaxCertificate } from '@convoy/domain/contracts/organisation.schema';
import { zonedIso } from '@convoy/domain/rules/zoned-time';
import type { StoredCertificate, StoredOrganisation } from './organisation.repository.ts';

/** 24 random bytes, 32 URL-safe characters: the organisation's access key. */
export const newAccessKey = () => randomBytes(24).toString('base64url');

export const keyHashOf = (key: string) => createHash('sha256').update(key, 'utf8').digest('hex');

/** Compares in constant time, so the answer's timing tells nothing of the stored hash. */
export function keyMatches(key: string, hash: string): boolean {
  const given = Buffer.from(keyHashOf(key), 'hex');
  const stored = Buffer.from(hash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

const iso = (ms: number) => zonedIso(ms, adminTimezone);

export function toApiCertificate(c: StoredCertificate): TaxCertificate {
  return {
    id: c.id,
    state: c.state,
    number: c.number,
    expiresOn: c.expiresOn,
    status: c.status,
    rejectionReason: c.rejectionReason,
    fileName: c.fileName,
    contentType: c.contentType,
    uploadedAt: iso(c.uploadedAt),
    reviewedAt: c.reviewedAt === null ? null : iso(c.reviewedAt),
  };
}

export function toApiOrganisation(
  o: StoredOrganisation,
  certificates: readonly StoredCertificate[],
): Organisation {
  return {
    code: o.code,
    name: o.name,
    kind: o.kind,
    billingContact: o.billingContact,
    address: o.address,
    terms: {
      status: o.terms.status,
      requestedNetDays: o.terms.requestedNetDays,
      netDays: o.terms.netDays,
      poRequired: o.terms.poRequired,
    },
    certificates: certificates.map(toApiCertificate),
    createdAt: iso(o.createdAt),
  };
}
