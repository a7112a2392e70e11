import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { adminTimezone } from '@convoy/domain/contracts/admin-lists.schema';
import type { Organisation, TaxCertificate } from '@convoy/domain/contracts/organisation.schema';
import { zonedIso } from '@convoy/domain/rules/zoned-time';
import { recordAudit } from '../audit/audit-trail.ts';
import type { Executor } from '../db/database.ts';
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

/** An instant as the organisation's answers give it (the back office's zone). */
export const apiInstant = (ms: number) => zonedIso(ms, adminTimezone);
const iso = apiInstant;
const DAY = 86_400_000;

/** When a key issued at `issuedAt` stops working: `keyDays` (ORGANISATION_KEY_DAYS) later. */
export const keyExpiresAt = (issuedAt: number, keyDays: number) => issuedAt + keyDays * DAY;

/**
 * The audit log's entry of a key's change or expiry, in the transaction that
 * makes it: the organisation's code and the key's dates, never a key.
 */
export function recordKeyEvent(
  db: Executor,
  event: { action: string; org: StoredOrganisation; issuedAt: number; keyDays: number; at: number },
): Promise<void> {
  const { org, issuedAt } = event;
  return recordAudit(
    db,
    {
      action: event.action,
      entityType: 'organisation',
      entityId: org.code,
      summary: `${org.name} (${org.code}): ${event.action}`,
      after: {
        code: org.code,
        keyIssuedAt: iso(issuedAt),
        keyExpiresAt: iso(keyExpiresAt(issuedAt, event.keyDays)),
      },
    },
    event.at,
  );
}

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
  keyDays: number,
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
      paysByPurchaseOrder: o.terms.paysByPurchaseOrder,
    },
    certificates: certificates.map(toApiCertificate),
    createdAt: iso(o.createdAt),
    keyExpiresAt: iso(keyExpiresAt(o.keyIssuedAt, keyDays)),
  };
}
