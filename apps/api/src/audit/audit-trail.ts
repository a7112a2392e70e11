import { randomUUID } from 'node:crypto';
import type { AuditEntityType } from '@convoy/domain/contracts/audit.schema';
import type { Executor } from '../db/database.ts';
import { currentActor } from './actor.ts';

/** What changed: the action, the record, a sentence, and the record before and after. */
export interface AuditRecord {
  action: string;
  entityType: AuditEntityType;
  entityId: string | null;
  summary: string;
  before?: unknown;
  after?: unknown;
}

/**
 * Keys whose values never reach the log: secrets and licence numbers; and for
 * a reservation, its renter's personal details (the log is kept for good; the
 * booking keeps them for as long as the retention rules allow).
 */
const secret = /password|token|secret|accesskey|^key$|licen[cs]e(number|mask)?$|cardnumber|dateofbirth/i;
/** A reservation's renter: who they are and how to reach them (the e-mails sent them included). */
const renter = /^(contact|name|firstname|lastname|email|phone|emails|attribution)$/i;
const maxJson = 32_000;

/**
 * Appends one entry to the audit log, acted by whoever acts now (actor.ts).
 * Call it with the executor of the transaction that makes the change, so the
 * entry exists exactly when the change does.
 */
export async function recordAudit(db: Executor, record: AuditRecord, at = Date.now()): Promise<void> {
  const personal = record.entityType === 'reservation';
  const actor = currentActor();
  await db
    .insertInto('audit_log')
    .values({
      id: randomUUID(),
      at,
      actor: actor.name.slice(0, 254),
      actor_role: actor.role,
      action: record.action.slice(0, 120),
      entity_type: record.entityType,
      entity_id: record.entityId?.slice(0, 64) ?? null,
      summary: record.summary.slice(0, 500),
      before_json: toJson(record.before, personal),
      after_json: toJson(record.after, personal),
    })
    .execute();
}

/** JSON without secrets (and, for a reservation, its renter), cut to 32 kB (a note says so). */
export function toJson(value: unknown, personal = false): string | null {
  if (value === undefined || value === null) return null;
  const leftOut = (key: string) => secret.test(key) || (personal && renter.test(key));
  const json = JSON.stringify(value, (key, v) => (key && leftOut(key) ? '[left out]' : v));
  if (json === undefined) return null;
  return json.length <= maxJson
    ? json
    : JSON.stringify({ truncated: true, start: json.slice(0, maxJson - 100) });
}
