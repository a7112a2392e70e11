import { randomBytes } from 'node:crypto';
import { reservationCodeAlphabet } from '@convoy/domain/contracts/reservation.schema';

/**
 * A short, human-readable, unguessable code (reservations, quotes, organisations): `prefix-` and `length` characters
 * drawn uniformly, from a CSPRNG, over the domain's alphabet without look-alikes
 * (e.g. CNV-7K3M9Q). 6 characters over 30 give 729 million codes; the
 * database's unique constraint catches the rare repeat and the caller retries.
 */
export function newCode(prefix: string, length = 6): string {
  const alphabet = reservationCodeAlphabet;
  // Rejection sampling: bytes ≥ the largest multiple of the alphabet size would
  // favour the first characters.
  const limit = 256 - (256 % alphabet.length);
  let code = '';
  while (code.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < limit && code.length < length) code += alphabet[byte % alphabet.length];
    }
  }
  return `${prefix}-${code}`;
}
