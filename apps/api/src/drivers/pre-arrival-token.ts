import { createHash, randomBytes } from 'node:crypto';
import { type Locale, localizedPath } from '@convoy/domain/content/locale';

/**
 * A driver's personal link (decision 024): 32 random bytes in base64url, sent
 * once in the link's fragment and stored only as its SHA-256 hash, as the
 * staff invitations are; a stolen database holds no working link.
 */
export function newPreArrivalToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: preArrivalTokenHash(token) };
}

export function preArrivalTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The page the link opens; the token in the fragment never reaches a server log. */
/** The driver's page in the booking's language (decision 048): /driver, or /es/driver. */
export const preArrivalLink = (publicUrl: string, token: string, locale: Locale = 'en') =>
  `${publicUrl}${localizedPath('/driver', locale)}#token=${token}`;

/** The signed document's fingerprint, kept as evidence with the signature. */
export function documentSha256(document: Buffer): string {
  return createHash('sha256').update(document).digest('hex');
}
