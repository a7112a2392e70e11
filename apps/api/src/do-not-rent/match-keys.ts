import { createHmac, hkdfSync } from 'node:crypto';

/**
 * A person's name as matching compares it: accents, case, punctuation and
 * spacing set aside ("  José  O'Brien-Núñez " and "jose obrien nunez" are one
 * name). An apostrophe joins (O'Brien is OBrien); other punctuation separates.
 */
export function normaliseName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’`]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** A licence number as printed, spaces and dashes set aside, upper case; with its issuing state when known. */
export function normaliseLicence(number: string, state?: string | null): string {
  return `${(state ?? '').trim().toUpperCase()}|${number.toUpperCase().replace(/[\s-]/g, '')}`;
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * A phone number in E.164 form as far as it can be told: an extension
 * dropped, digits only, a 10-digit number taken as North American (+1).
 */
export function normalisePhone(phone: string): string {
  const digits = phone.replace(/\s*(?:ext\.?|x)\s*\d{1,6}$/i, '').replace(/\D/g, '');
  return `+${digits.length === 10 ? `1${digits}` : digits}`;
}

/**
 * The keyed hashes (HMAC-SHA-256) the do-not-rent list stores and looks up
 * by (decision 021): without the key, a stolen database cannot be searched by
 * guessing names or licence numbers. The key is derived (HKDF) from the key
 * that seals licence numbers (LICENCE_ENCRYPTION_KEY), so there is still one
 * key to keep out of the database; each kind of value has its own label, so
 * equal strings of two kinds never share a hash.
 */
export class MatchKeys {
  readonly #key: Buffer;

  constructor(masterKey: Buffer) {
    this.#key = Buffer.from(hkdfSync('sha256', masterKey, '', 'convoy do-not-rent match', 32));
  }

  #hash(kind: string, value: string): string {
    return createHmac('sha256', this.#key).update(`${kind}\u0000${value}`).digest('base64url');
  }

  /** A person by normalised name and date of birth. */
  person(name: string, dateOfBirth: string): string {
    return this.#hash('person', `${normaliseName(name)}|${dateOfBirth}`);
  }

  licence(number: string, state?: string | null): string {
    return this.#hash('licence', normaliseLicence(number, state));
  }

  email(email: string): string {
    return this.#hash('email', normaliseEmail(email));
  }

  phone(phone: string): string {
    return this.#hash('phone', normalisePhone(phone));
  }
}
