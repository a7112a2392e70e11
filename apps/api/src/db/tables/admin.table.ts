import type { StaffRole } from '@convoy/domain/contracts/admin-auth.schema';

/** Row shapes of the back-office tables (migration 0010). Instants are epoch milliseconds. */
export interface AdminUserTable {
  id: string;
  email: string;
  /** `scrypt$N$r$p$salt$hash`, see password.ts. */
  password_hash: string;
  created_at: number;
  password_changed_at: number;
  last_login_at: number | null;
  /** What the account may do (migration 0020; rules/staff-access.ts). */
  role: StaffRole;
}

/** An owner's invitation (migration 0020): the token only as its SHA-256. */
export interface AdminInvitationTable {
  id: string;
  token_hash: string;
  email: string;
  role: StaffRole;
  invited_by: string;
  created_at: number;
  expires_at: number;
  accepted_at: number | null;
  revoked_at: number | null;
}

export interface AdminSessionTable {
  /** SHA-256 (hex) of the cookie's session id; the id itself is never stored. */
  id_hash: string;
  admin_id: string;
  csrf_token: string;
  created_at: number;
  last_seen_at: number;
  expires_at: number;
}

export interface AdminLoginThrottleTable {
  key: string;
  failures: number;
  window_started_at: number;
}
