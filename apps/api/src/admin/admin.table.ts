/** Row shapes of the back-office tables (migration 0010). Instants are epoch milliseconds. */
export interface AdminUserTable {
  id: string;
  email: string;
  /** `scrypt$N$r$p$salt$hash`, see password.ts. */
  password_hash: string;
  created_at: number;
  password_changed_at: number;
  last_login_at: number | null;
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
