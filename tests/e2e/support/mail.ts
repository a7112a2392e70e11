import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';
import { e2eDataDir } from './site';

/**
 * The last e-mail written to `to` by the e2e server's outbox (or the one in `dataDir`, a spec's own
 * server) that matches `containing`, quoted-printable decoded.
 */
export async function lastEmailTo(to: string, containing: RegExp, dataDir = e2eDataDir()): Promise<string> {
  const dir = path.join(dataDir, 'outbox');
  let found = '';
  await expect
    .poll(
      async () => {
        for (const file of await readdir(dir).catch(() => [])) {
          if (!file.endsWith('.eml')) continue;
          const raw = await readFile(path.join(dir, file), 'latin1');
          if (!raw.includes(`To: ${to}`)) continue;
          const text = decoded(raw);
          if (containing.test(text)) found = text;
        }
        return found;
      },
      { timeout: 15_000 },
    )
    .not.toBe('');
  return found;
}

/** How many e-mails the e2e server's outbox has written to `to` that match `containing`. */
export async function emailsTo(to: string, containing: RegExp): Promise<number> {
  const dir = path.join(e2eDataDir(), 'outbox');
  let count = 0;
  for (const file of await readdir(dir).catch(() => [])) {
    if (!file.endsWith('.eml')) continue;
    const raw = await readFile(path.join(dir, file), 'latin1');
    if (raw.includes(`To: ${to}`) && containing.test(decoded(raw))) count += 1;
  }
  return count;
}

/** Quoted-printable, as nodemailer writes it: soft line breaks joined, bytes decoded as UTF-8. */
function decoded(raw: string): string {
  const joined = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(joined, 'latin1').toString('utf8');
}

/** The path of the staff invitation link e-mailed to `to`. */
export async function invitationLink(to: string): Promise<string> {
  const link = /\/admin\/invitation[#?]token=[A-Za-z0-9_-]+/;
  return link.exec(await lastEmailTo(to, link))?.[0] ?? '';
}
