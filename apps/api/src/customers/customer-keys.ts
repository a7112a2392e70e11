import { createCipheriv, createDecipheriv, createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { normaliseEmail } from '../do-not-rent/match-keys.ts';

/**
 * The opaque key that names a person in URLs and in `customer_notes` and `customer_merges` (decision 043): their
 * normalised e-mail sealed deterministically (AES-256-GCM whose IV is an HMAC of the e-mail, as AES-SIV does), so
 * one e-mail always gives one key, the key opens back to the e-mail on the server only, and a key changed by hand
 * fails to open. The keys are derived (HKDF) from LICENCE_ENCRYPTION_KEY, as the do-not-rent list's are.
 */
export class CustomerKeys {
  readonly #ivKey: Buffer;
  readonly #sealKey: Buffer;

  constructor(masterKey: Buffer) {
    this.#ivKey = Buffer.from(hkdfSync('sha256', masterKey, '', 'convoy customer key iv', 32));
    this.#sealKey = Buffer.from(hkdfSync('sha256', masterKey, '', 'convoy customer key seal', 32));
  }

  #iv(email: string): Buffer {
    return createHmac('sha256', this.#ivKey).update(email).digest().subarray(0, 12);
  }

  /** The person's key for an e-mail as typed. */
  keyOf(email: string): string {
    const plain = normaliseEmail(email);
    const iv = this.#iv(plain);
    const cipher = createCipheriv('aes-256-gcm', this.#sealKey, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
  }

  /** The normalised e-mail a key names, or null when it is not one of ours. */
  emailOf(key: string): string | null {
    const bytes = Buffer.from(key, 'base64url');
    if (bytes.length < 29) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.#sealKey, bytes.subarray(0, 12));
      decipher.setAuthTag(bytes.subarray(12, 28));
      const email = Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
      return timingSafeEqual(this.#iv(email), bytes.subarray(0, 12)) ? email : null;
    } catch {
      return null;
    }
  }
}
