/**
 * How the global search reads what was typed (decision 042), as migration 0058
 * writes the index: the values found only whole, normalised as stored, and the
 * words, lowercased, without accents, split at anything not a letter or digit.
 */

/** Without spaces, dashes, dots or slashes, upper case: a code, number, plate or VIN as typed any way. */
export function compactKey(q: string): string {
  return q.replace(/[\s\-./]/g, '').toUpperCase();
}

/** A phone's E.164 digits without the plus ("(410) 555-0199" → 14105550199); null unless 7–15 digits. */
export function phoneKey(q: string): string | null {
  if (!/^\+?[\d\s().\-/]+$/.test(q.trim())) return null;
  const digits = q.replace(/\D/g, '');
  if (digits.length < 7 || digits.length > 15) return null;
  return digits.length === 10 ? `1${digits}` : digits;
}

/** The keys a query may be: itself compacted, as an e-mail (lower case), as a phone. */
export function searchKeys(q: string): string[] {
  const keys = new Set([compactKey(q), q.trim().toLowerCase()]);
  const phone = phoneKey(q);
  if (phone) keys.add(phone);
  return [...keys].filter((k) => k.length > 0);
}

/** The words of a query, lowercased and without accents (at most 8). */
export function searchWords(q: string): string[] {
  return q
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0)
    .slice(0, 8);
}
