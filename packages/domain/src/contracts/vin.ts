/**
 * Vehicle identification numbers (ISO 3779, with the North American check
 * digit of 49 CFR 565): 17 characters without I, O or Q, the ninth a check
 * digit over the other sixteen. Every vehicle sold in the US since 1981
 * carries one, so a VIN whose check digit does not match was mistyped.
 */
export const vinPattern = /^[A-HJ-NPR-Z0-9]{17}$/;

// biome-ignore format: the transliteration table reads as a table
const letterValues: Record<string, number> = {
  A: 1, B: 2, C: 3, D: 4, E: 5, F: 6, G: 7, H: 8,
  J: 1, K: 2, L: 3, M: 4, N: 5, P: 7, R: 9,
  S: 2, T: 3, U: 4, V: 5, W: 6, X: 7, Y: 8, Z: 9,
};
const weights = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];

/** The check digit ('0'–'9' or 'X') a 17-character VIN should carry in position 9. */
export function vinCheckDigit(vin: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const c = vin[i] ?? '0';
    sum += (c >= '0' && c <= '9' ? Number(c) : (letterValues[c] ?? 0)) * (weights[i] ?? 0);
  }
  const digit = sum % 11;
  return digit === 10 ? 'X' : String(digit);
}

/** 17 allowed characters (upper case) whose check digit matches. */
export function isValidVin(vin: string): boolean {
  return vinPattern.test(vin) && vin[8] === vinCheckDigit(vin);
}
