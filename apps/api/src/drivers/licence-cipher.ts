import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Licence numbers at rest: AES-256-GCM (node:crypto) with a random 12-byte IV
 * per value and its 16-byte tag, stored as `v1.<iv>.<tag>.<ciphertext>` in
 * base64url. The key comes from LICENCE_ENCRYPTION_KEY (config.ts); a stolen
 * database file or backup holds no readable number, and a changed ciphertext
 * fails to open rather than reading as another number.
 */
export class LicenceCipher {
  readonly #key: Buffer;

  constructor(key: Buffer) {
    if (key.length !== 32) throw new Error('The licence encryption key must be 32 bytes.');
    this.#key = key;
  }

  seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.#key, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return ['v1', iv, cipher.getAuthTag(), body]
      .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
      .join('.');
  }

  open(sealed: string): string {
    const [version, iv, tag, body] = sealed.split('.');
    if (version !== 'v1' || !iv || !tag || body === undefined)
      throw new Error('Not a sealed licence number.');
    const decipher = createDecipheriv('aes-256-gcm', this.#key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  }

  /**
   * Bytes at rest (licence photos, signed documents; decision 024): the same
   * AES-256-GCM, as one buffer: version byte 1, the 12-byte IV, the 16-byte
   * tag, the ciphertext.
   */
  sealBytes(plain: Buffer): Buffer {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.#key, iv);
    const body = Buffer.concat([cipher.update(plain), cipher.final()]);
    return Buffer.concat([Buffer.from([1]), iv, cipher.getAuthTag(), body]);
  }

  openBytes(sealed: Buffer): Buffer {
    if (sealed.length < 29 || sealed[0] !== 1) throw new Error('Not sealed bytes.');
    const decipher = createDecipheriv('aes-256-gcm', this.#key, sealed.subarray(1, 13));
    decipher.setAuthTag(sealed.subarray(13, 29));
    return Buffer.concat([decipher.update(sealed.subarray(29)), decipher.final()]);
  }
}

/**
 * Outside production, with no key configured: a key made once and kept in
 * DATA_DIR (readable by its owner only), so `npm start` on a fresh clone works
 * and numbers stored yesterday still open today. Production refuses to start
 * without LICENCE_ENCRYPTION_KEY (config.ts).
 */
export function localLicenceKey(dataDir: string): Buffer {
  const file = path.join(dataDir, 'licence-encryption.key');
  try {
    return Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32);
  try {
    writeFileSync(file, `${key.toString('base64')}\n`, { flag: 'wx', mode: 0o600 });
    chmodSync(file, 0o600);
    return key;
  } catch (error) {
    // Another process made it first: use theirs.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return localLicenceKey(dataDir);
    throw error;
  }
}
