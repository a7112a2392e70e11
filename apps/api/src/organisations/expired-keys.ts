import type { Executor } from '../db/database.ts';
import type { RepositoryFactory } from '../repositories.ts';
import { keyExpiresAt, recordKeyEvent } from './organisation.ts';

const DAY = 86_400_000;
const batch = 100;

/**
 * Enters each access key that expired into the audit log, once (the hourly
 * sweep, housekeeping/): dated when it expired, by the system, with the
 * organisation's code and the key's dates. A key changed meanwhile is left
 * alone. Returns how many were recorded.
 */
export async function recordExpiredKeys(
  { db, repositories }: { db: Executor; repositories: RepositoryFactory },
  keyDays: number,
  now: number,
): Promise<number> {
  let recorded = 0;
  for (;;) {
    const expired = await repositories(db).organisations.expiredKeysToRecord(now - keyDays * DAY, batch);
    for (const org of expired) {
      const issuedAt = org.keyIssuedAt;
      const at = keyExpiresAt(issuedAt, keyDays);
      const done = await db.transaction().execute(async (trx) => {
        if (!(await repositories(trx).organisations.markKeyExpired(org.id, issuedAt, now))) return false;
        await recordKeyEvent(trx, { action: 'access key expired', org, issuedAt, keyDays, at });
        return true;
      });
      if (done) recorded++;
    }
    if (expired.length < batch) return recorded;
  }
}
