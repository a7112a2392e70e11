import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';
import { type ScryptCost, scryptCost } from '../config.ts';

/**
 * Password hashing with scrypt from node:crypto (no dependency), at one of the
 * costs OWASP's Password Storage Cheat Sheet lists as equivalent to its
 * minimum (N=2^17, r=8, p=1: 128 MiB per hash): N=2^14, r=8, p=5, 16 MiB per
 * hash. The same defence for an eighth of the memory: a sign-in no longer
 * doubles the server's memory for a moment, and ten at once need 160 MiB, not
 * 1.3 GiB (decision 017: ≤ 200 MB RSS under every load). A 16-byte random salt and
 * a 64-byte key; stored self-describing, `scrypt$N$r$p$salt$hash` (base64url),
 * so hashes made at another cost still verify and are made again at this one
 * at the next sign-in. The app hashes at `Config.passwordCost`: this cost unless
 * PASSWORD_SCRYPT_COST says otherwise, which production accepts only from
 * `owaspScryptCosts` (the tests lower it outside production: config.ts).
 */
export { owaspScryptCosts, type ScryptCost, scryptCost } from '../config.ts';

const keyLength = 64;
const saltLength = 16;
// scrypt needs 128·N·r bytes (16 MiB here, 128 MiB for a hash made at N=2^17); Node's default cap is 32 MiB.
const maxmem = (n: number, r: number) => 128 * n * r + 16 * 1024 * 1024;

function derive(password: string, salt: Buffer, options: ScryptOptions, length: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, length, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/**
 * A new salted hash of `password` at `cost` (the configured PASSWORD_SCRYPT_COST in the app;
 * this default, the production cost, anywhere else).
 */
export async function hashPassword(password: string, cost: ScryptCost = scryptCost) {
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

/** Whether a hash was made at another cost than `cost` (to hash again at the next sign-in). */
export function needsRehash(hash: string, cost: ScryptCost = scryptCost): boolean {
  const match = stored.exec(hash);
  if (!match) return true;
  return Number(match[1]) !== cost.N || Number(match[2]) !== cost.r || Number(match[3]) !== cost.p;
}

/**
 * A hash of nothing anyone knows, checked when the e-mail address is unknown, so
 * an unknown address takes as long to refuse as a wrong password (no account
 * enumeration by timing). Computed once, lazily.
 */
const decoys = new Map<string, Promise<string>>();
export function decoyHash(cost: ScryptCost = scryptCost): Promise<string> {
  const key = `${cost.N}$${cost.r}$${cost.p}`;
  let decoy = decoys.get(key);
  if (!decoy) {
    decoy = hashPassword(randomBytes(32).toString('base64url'), cost);
    decoys.set(key, decoy);
  }
  return decoy;
}
