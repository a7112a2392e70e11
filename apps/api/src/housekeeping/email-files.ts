import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { writtenAtOfEmailFile } from '../mail/transport.ts';

/**
 * Deletes the .eml files the file transport wrote in `dir` before `before`
 * (epoch ms), by the time in their names; other files stay. A folder that is
 * not there holds none (SMTP_URL set from the start).
 */
export async function deleteEmailFilesBefore(dir: string, before: number): Promise<number> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  let deleted = 0;
  for (const name of names) {
    const writtenAt = writtenAtOfEmailFile(name);
    if (writtenAt === null || writtenAt >= before) continue;
    await rm(path.join(dir, name), { force: true });
    deleted++;
  }
  return deleted;
}
