/** Row shape of `audit_log` (migration 0021): append-only. Instants are epoch milliseconds. */
export interface AuditLogTable {
  id: string;
  at: number;
  actor: string;
  actor_role: string | null;
  action: string;
  entity_type: string;
  entity_id: string | null;
  summary: string;
  before_json: string | null;
  after_json: string | null;
}
