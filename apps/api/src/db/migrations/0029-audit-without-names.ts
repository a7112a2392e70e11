import { randomUUID } from 'node:crypto';
import { type Kysely, SqliteAdapter, sql } from 'kysely';
import type { AuditLogTable } from '../tables/audit.table.ts';

/**
 * The audit log keeps no renter's or driver's name and no licence number,
 * masked or not (decision 015). Entries about a booking written before this
 * kept the renter's name (`renterName`, `signerName`), the masked licence
 * (`licenceNumberMasked`), the address a copy went to and a change's sentences
 * naming the drivers added; they lose them here, as the log writes entries
 * now (audit/audit-trail.ts; the rule is copied, as it stood, so that this
 * migration does the same whatever that file becomes).
 *
 * The log is append-only: its triggers are set aside for this one rewrite, in
 * one transaction, and the rewrite is itself entered in the log (how many
 * entries, by the system), so the log says that it was changed and how.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    await sql`begin immediate`.execute(db);
    try {
      await sql`drop trigger audit_log_no_update`.execute(db);
      await scrub(db as Kysely<AuditTables>);
      await sql
        .raw(
          `CREATE TRIGGER audit_log_no_update BEFORE UPDATE ON audit_log
           BEGIN SELECT RAISE(ABORT, 'the audit log is append-only'); END`,
        )
        .execute(db);
      await sql`commit`.execute(db);
    } catch (error) {
      await sql`rollback`.execute(db);
      throw error;
    }
    return;
  }
  // PostgreSQL runs each migration in a transaction: the trigger is off for this one only.
  await sql`alter table audit_log disable trigger audit_log_append_only`.execute(db);
  await scrub(db as Kysely<AuditTables>);
  await sql`alter table audit_log enable trigger audit_log_append_only`.execute(db);
}

export async function down(): Promise<void> {
  // Nothing to undo: what was left out is kept nowhere.
}

// The table as 0021 made it (nothing has changed it since).
type AuditTables = { audit_log: AuditLogTable };

const leftOut = '[left out]';
const secret =
  /password|token|secret|accesskey|^key$|licen[cs]e(number)?(mask(ed)?)?$|cardnumber|dateofbirth/i;
const personal = /^(contact|attribution|owncoverstatement|changes|to)$|e-?mail|phone|name$/i;
const thingName = /^(vehicle|location|class|extra|protection)name$/i;
const aboutPeople = ['reservation', 'payment', 'invoice', 'email'];
const isLeftOut = (key: string) => secret.test(key) || (personal.test(key) && !thingName.test(key));

async function scrub(db: Kysely<AuditTables>): Promise<void> {
  const rows = await db
    .selectFrom('audit_log')
    .select(['id', 'before_json', 'after_json'])
    .where('entity_type', 'in', aboutPeople)
    .execute();
  let changed = 0;
  for (const row of rows) {
    const before = scrubbed(row.before_json);
    const after = scrubbed(row.after_json);
    if (before === row.before_json && after === row.after_json) continue;
    await db
      .updateTable('audit_log')
      .set({ before_json: before, after_json: after })
      .where('id', '=', row.id)
      .execute();
    changed++;
  }
  if (changed === 0) return;
  const now = Date.now();
  await db
    .insertInto('audit_log')
    .values({
      id: randomUUID(),
      at: now,
      actor: 'system',
      actor_role: null,
      action: 'audit log: names left out',
      entity_type: 'back_office',
      entity_id: '0029-audit-without-names',
      summary: `system: the names, contact details and masked licences of ${changed} earlier entries about bookings were left out (migration 0029)`,
      before_json: null,
      after_json: JSON.stringify({ entries: changed, entityTypes: aboutPeople }),
    })
    .execute();
}

/**
 * The JSON with every personal value replaced. An entry cut to 32 kB holds its
 * start as text ({"truncated":true,"start":"…"}): its quoted values are
 * replaced in that text.
 */
function scrubbed(json: string | null): string | null {
  if (json === null) return null;
  const value = JSON.parse(json) as unknown;
  if (isTruncated(value)) {
    const start = value.start.replace(
      /"([A-Za-z_$][\w$-]*)":("(?:[^"\\]|\\.)*(?:"|$)|\{|\[|[^,}\]]*)/g,
      (whole, key: string) => (isLeftOut(key) ? `"${key}":"${leftOut}"` : whole),
    );
    return start === value.start ? json : JSON.stringify({ ...value, start });
  }
  const out = JSON.stringify(value, (key, v) => (key && isLeftOut(key) ? leftOut : v));
  return out === JSON.stringify(value) ? json : out;
}

function isTruncated(value: unknown): value is { truncated: true; start: string } {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { truncated?: unknown }).truncated === true &&
    typeof (value as { start?: unknown }).start === 'string'
  );
}
