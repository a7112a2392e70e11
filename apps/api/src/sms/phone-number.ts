import { createHmac, hkdfSync } from 'node:crypto';

/**
 * A phone number as an SMS provider takes it: E.164, `+` and 8 to 15 digits
 * (ITU-T E.164). People type numbers as the booking form accepts them
 * (common.schema.ts's phoneSchema: spaces, dots, dashes, brackets, `ext.`); a
 * number without a country code is a North American one (the company's
 * locations are in the United States, SPEC Part B §4). Null when it cannot
 * take a text: an extension, a short number, a leading zero without `+`.
 */
export function normaliseNumber(typed: string): string | null {
  const text = typed.trim();
  if (/(?:ext\.?|x)\s*\d/i.test(text)) return null;
  const international = /^(?:\+|00)/.test(text);
  const digits = text.replace(/\D/g, '').replace(/^00/, international ? '' : '00');
  if (international) return /^[1-9]\d{7,14}$/.test(digits) ? `+${digits}` : null;
  // The North American Numbering Plan: area code and exchange never start with 0 or 1.
  const nanp = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  return /^[2-9]\d{2}[2-9]\d{6}$/.test(nanp) ? `+1${nanp}` : null;
}

/**
 * A provider's message with every phone number in it replaced (Twilio names
 * the number it refused): what is logged and stored of an error holds none.
 */
export function withoutNumbers(text: string): string {
  return text.replace(/\+?\d[\d\s().-]{5,}\d/g, '[number]');
}

/**
 * A number's stand-in in the opt-in table: HMAC-SHA-256 of its E.164 form
 * under a key derived (HKDF) from LICENCE_ENCRYPTION_KEY, so the table says
 * whether a number may be texted without holding the number (decision 022).
 */
export class NumberKey {
  readonly #key: Buffer;

  constructor(secret: Buffer) {
    this.#key = Buffer.from(hkdfSync('sha256', secret, 'convoy', 'sms number', 32));
  }

  /** The hash of a number already normalised. */
  hash(e164: string): string {
    return createHmac('sha256', this.#key).update(e164).digest('base64url');
  }
}

/** A number in E.164 as staff see it: its country code (as far as one can tell) and last two digits. */
export function maskNumber(e164: string): string {
  const digits = e164.slice(1);
  const country = digits.startsWith('1') ? '1' : digits.slice(0, 2);
  const hidden = digits.length - country.length - 2;
  return `+${country} ${'•'.repeat(Math.max(hidden, 0))}${digits.slice(-2)}`;
}
