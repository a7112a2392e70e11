import { randomUUID } from 'node:crypto';
import type { AuditEntityType } from '@convoy/domain/contracts/audit.schema';
import { currentActor } from '../async-context.ts';
import type { Executor } from '../db/database.ts';
import { appendAudit } from './audit.repository.ts';

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
 * Keys whose values never reach the log: secrets, and licence numbers in full
 * or masked (the last four characters still single a person out).
 */
const secret =
  /password|token|secret|accesskey|^key$|licen[cs]e(number)?(mask(ed)?)?$|cardnumber|dateofbirth/i;
/**
 * Of an entry about a booking, the keys about a person: the renter's and the
 * drivers' names (`name`, `firstName`, `renterName`, `signerName`, …), how to
 * reach them (the e-mails sent them and the address a copy went to included),
 * the cover they stated, where they came from, and a change's sentences in
 * words ("Driver added: Ana Ruiz") and a staff note on a fee (free text, decision
 * 032): the change itself is in the record
 * before and after. The log is kept for good;
 * the booking keeps them as long as the retention rules allow, and an entry
 * keeps its ids (the code, a driver's id, the classes) and what changed.
 */
const personal = /^(contact|attribution|owncoverstatement|changes|to|note)$|e-?mail|phone|name$/i;
/** Names of things, not of people: kept. */
const thingName = /^(vehicle|location|class|extra|protection)name$/i;
/**
 * The entries about a booking, its renter and its drivers (decision 015), a toll's driver and its note (decision
 * 037), a damage claim's renter and insurer (decision 036), and a customer's record (decision 043).
 */
const aboutPeople: ReadonlySet<AuditEntityType> = new Set([
  'reservation',
  'payment',
  'invoice',
  'email',
  'citation',
  'claim',
  'customer',
]);
const maxJson = 32_000;

/**
 * Appends one entry to the audit log, acted by whoever acts now (actor.ts).
 * Call it with the executor of the transaction that makes the change, so the
 * entry exists exactly when the change does.
 */
export async function recordAudit(db: Executor, record: AuditRecord, at = Date.now()): Promise<void> {
  const people = aboutPeople.has(record.entityType);
  const actor = currentActor();
  await appendAudit(db, {
    id: randomUUID(),
    at,
    actor: actor.name.slice(0, 254),
    actor_role: actor.role,
    action: record.action.slice(0, 120),
    entity_type: record.entityType,
    entity_id: record.entityId?.slice(0, 64) ?? null,
    summary: record.summary.slice(0, 500),
    before_json: toJson(people ? changedOnly(record.before, record.after) : record.before, people),
    after_json: toJson(people ? changedOnly(record.after, record.before) : record.after, people),
  });
}

/** Keys that say which record an entry is about: kept whether they changed or not. */
const identifying = new Set(['id', 'code', 'reservationId', 'paymentId', 'number']);

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Of an entry about a booking, `value` cut to what differs from `other` (key by
 * key at the top; a list or an object that changed is kept whole, its people
 * left out by toJson) and the keys that identify it: the entry keeps what
 * changed, not a copy of the booking. Unchanged when either side is not a record.
 */
export function changedOnly(value: unknown, other: unknown): unknown {
  if (!isRecord(value) || !isRecord(other)) return value;
  return Object.fromEntries(
    Object.entries(value).filter(
      ([key, v]) => identifying.has(key) || JSON.stringify(v) !== JSON.stringify(other[key]),
    ),
  );
}

/** JSON without secrets (and, about a booking, without its people), cut to 32 kB (a note says so). */
export function toJson(value: unknown, people = false): string | null {
  if (value === undefined || value === null) return null;
  const leftOut = (key: string) => secret.test(key) || (people && personal.test(key) && !thingName.test(key));
  const json = JSON.stringify(value, (key, v) => (key && leftOut(key) ? '[left out]' : v));
  if (json === undefined) return null;
  return json.length <= maxJson
    ? json
    : JSON.stringify({ truncated: true, start: json.slice(0, maxJson - 100) });
}
