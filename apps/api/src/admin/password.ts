import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * Password hashing with scrypt from node:crypto (no dependency), at OWASP's
 * recommended cost (Password Storage Cheat Sheet: N=2^17, r=8, p=1), a 16-byte
 * random salt and a 64-byte key. Stored self-describing, `scrypt$N$r$p$salt$hash`
 * (base64url), so a later, higher cost applies to new hashes while old ones
 * still verify.
 */
export const scryptCost = { N: 2 ** 17, r: 8, p: 1 } as const;
const keyLength = 64;
const saltLength = 16;
// scrypt needs 128·N·r bytes (128 MiB here); Node's default cap is 32 MiB.
const maxmem = (n: number, r: number) => 128 * n * r + 16 * 1024 * 1024;

function derive(password: string, salt: Buffer, options: ScryptOptions, length: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, length, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string, cost: { N: number; r: number; p: number } = scryptCost) {
  const salt = randomBytes(saltLength);
  const key = await derive(password, salt, { ...cost, maxmem: maxmem(cost.N, cost.r) }, keyLength);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

const stored = /^scrypt\$(\d{1,8})\$(\d{1,3})\$(\d{1,3})\$([A-Za-z0-9_-]{16,128})\$([A-Za-z0-9_-]{16,256})$/;

/** Constant-time check of a password against a stored hash; false for a malformed hash. */
export async function verifyPassword(password: string, hash: string): Promise<boolean> {
  const match = stored.exec(hash);
  if (!match) return false;
  const [, n, r, p, salt, expected] = match as unknown as [string, string, string, string, string, string];
  const N = Number(n);
  const cost = { N, r: Number(r), p: Number(p) };
  const expectedKey = Buffer.from(expected, 'base64url');
  const key = await derive(
    password,
    Buffer.from(salt, 'base64url'),
    { ...cost, maxmem: maxmem(N, cost.r) },
    expectedKey.length,
  );
  return key.length === expectedKey.length && timingSafeEqual(key, expectedKey);
}

/** Whether a hash was made at a lower cost than today's (to rehash at the next sign-in). */
export function needsRehash(hash: string): boolean {
  const match = stored.exec(hash);
  if (!match) return true;
  return (
    Number(match[1]) < scryptCost.N || Number(match[2]) < scryptCost.r || Number(match[3]) < scryptCost.p
  );
}

/**
 * A hash of nothing anyone knows, checked when the e-mail address is unknown, so
 * an unknown address takes as long to refuse as a wrong password (no account
 * enumeration by timing). Computed once, lazily.
 */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(32).toString('base64url'));
  return decoy;
}
