import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { StaffRole } from '@convoy/domain/contracts/admin-auth.schema';
import type { Executor } from '../db/database.ts';
import { ApiError } from '../errors.ts';
import type { Repositories, RepositoryFactory } from '../repositories.ts';
import type { AdminUser } from './admin-user.repository.ts';
import { LoginThrottle } from './login-throttle.ts';
import {
  decoyHash,
  hashPassword,
  needsRehash,
  type ScryptCost,
  scryptCost,
  verifyPassword,
} from './password.ts';

/** Who is signed in, as the admin routes see it. */
export interface AdminPrincipal {
  adminId: string;
  email: string;
  /** What the account may do (rules/staff-access.ts), read with the session at each request. */
  role: StaffRole;
  csrfToken: string;
  /** The hash of the session id (the row's key): logout deletes it. */
  sessionKey: string;
}

export interface AdminAuthOptions {
  db: Executor;
  repositories: RepositoryFactory;
  now: () => number;
  /** Minutes without a request after which a session ends (ADMIN_IDLE_MINUTES). */
  idleMinutes: number;
  /** Hours after which a session ends however active (OWASP Session Management: absolute timeout). */
  absoluteHours?: number;
  /** The scrypt cost new hashes are made at (Config.passwordCost); the production cost by default. */
  passwordCost?: ScryptCost;
}

/** Sessions are touched at most once a minute: one write per request would be waste. */
const touchEveryMs = 60_000;

const sessionKeyOf = (sessionId: string) => createHash('sha256').update(sessionId).digest('hex');
const randomToken = () => randomBytes(32).toString('base64url');

const refused = () =>
  new ApiError(401, 'invalid_credentials', 'That e-mail address and password do not match.');

/**
 * Back-office accounts and sessions (decision 006, SPEC Part B §10): server-side
 * sessions whose id (32 random bytes) lives only in the HttpOnly cookie and, as
 * its SHA-256, in the database; a new id at every sign-in; an idle and an
 * absolute timeout; a CSRF token per session.
 */
export class AdminAuthService {
  readonly #repos: Repositories;
  readonly #now: () => number;
  readonly #idleMs: number;
  readonly #lifetimeMs: number;
  readonly #throttle: LoginThrottle;
  readonly #cost: ScryptCost;

  constructor(options: AdminAuthOptions) {
    this.#repos = options.repositories(options.db);
    this.#now = options.now;
    this.#idleMs = options.idleMinutes * 60_000;
    this.#lifetimeMs = (options.absoluteHours ?? 12) * 3_600_000;
    this.#throttle = new LoginThrottle(this.#repos.loginThrottle);
    this.#cost = options.passwordCost ?? scryptCost;
  }

  /** A new hash of `password` at the configured cost (an account's, an invitation's accepted). */
  hashPassword(password: string): Promise<string> {
    return hashPassword(password, this.#cost);
  }

  get lifetimeSeconds(): number {
    return Math.floor(this.#lifetimeMs / 1000);
  }

  get idleMinutes(): number {
    return this.#idleMs / 60_000;
  }

  /**
   * Checks the password (rate-limited per IP and e-mail), ends the session the
   * browser held before, if any, and opens a new one: the id is rotated at
   * sign-in, so a planted id is worthless (session fixation).
   */
  async login(
    email: string,
    password: string,
    ip: string,
    previousSessionId: string | undefined,
  ): Promise<{ sessionId: string; principal: AdminPrincipal }> {
    const now = this.#now();
    await this.#throttle.claim(ip, email, now);
    const users = this.#repos.adminUsers;
    const user = await users.findByEmail(email);
    const ok = await verifyPassword(password, user?.passwordHash ?? (await decoyHash(this.#cost)));
    if (!user || !ok) throw refused();
    await this.#throttle.succeeded(ip, email, now);
    if (needsRehash(user.passwordHash, this.#cost))
      await users.setPassword(user.id, await this.hashPassword(password), now);
    return this.openSession(user, previousSessionId);
  }

  /**
   * A new session for an account whose identity was just proven (its password,
   * or an invitation being accepted), ending the one the browser held before.
   */
  async openSession(
    user: Pick<AdminUser, 'id' | 'email' | 'role'>,
    previousSessionId: string | undefined,
  ): Promise<{ sessionId: string; principal: AdminPrincipal }> {
    const now = this.#now();
    await this.#repos.adminUsers.recordLogin(user.id, now);
    const sessions = this.#repos.adminSessions;
    if (previousSessionId) await sessions.delete(sessionKeyOf(previousSessionId));
    await sessions.deleteExpired(now, now - this.#idleMs);
    const sessionId = randomToken();
    const principal: AdminPrincipal = {
      adminId: user.id,
      email: user.email,
      role: user.role,
      csrfToken: randomToken(),
      sessionKey: sessionKeyOf(sessionId),
    };
    await sessions.insert({
      idHash: principal.sessionKey,
      adminId: user.id,
      csrfToken: principal.csrfToken,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: now + this.#lifetimeMs,
    });
    return { sessionId, principal };
  }

  /** The session's principal, or null when it is unknown, idle too long or past its lifetime. */
  async authenticate(sessionId: string): Promise<AdminPrincipal | null> {
    if (sessionId.length < 32 || sessionId.length > 128) return null;
    const now = this.#now();
    const sessions = this.#repos.adminSessions;
    const key = sessionKeyOf(sessionId);
    const session = await sessions.find(key);
    if (!session) return null;
    if (now >= session.expiresAt || now - session.lastSeenAt >= this.#idleMs) {
      await sessions.delete(key);
      return null;
    }
    if (now - session.lastSeenAt >= touchEveryMs) await sessions.touch(key, now);
    return {
      adminId: session.adminId,
      email: session.email,
      role: session.role,
      csrfToken: session.csrfToken,
      sessionKey: key,
    };
  }

  async logout(principal: AdminPrincipal): Promise<void> {
    await this.#repos.adminSessions.delete(principal.sessionKey);
  }

  /**
   * Creates an account, or with `reset` sets a new password on an existing one
   * and ends its sessions. `email` lower-case; the password already validated.
   */
  async createAccount(
    email: string,
    password: string,
    options: { reset?: boolean; role?: StaffRole } = {},
  ): Promise<'created' | 'updated'> {
    const now = this.#now();
    const users = this.#repos.adminUsers;
    const hash = await this.hashPassword(password);
    const existing = await users.findByEmail(email);
    if (existing) {
      if (!options.reset) {
        throw new ApiError(409, 'admin_exists', `An admin account for ${email} exists already.`);
      }
      await users.setPassword(existing.id, hash, now);
      await this.#repos.adminSessions.deleteForAdmin(existing.id);
      return 'updated';
    }
    await users.insert({ id: randomUUID(), email, passwordHash: hash, role: options.role ?? 'owner' }, now);
    return 'created';
  }

  /** ADMIN_EMAIL + ADMIN_PASSWORD: the first account, only while there is none. */
  async ensureFirstAccount(email: string, password: string): Promise<boolean> {
    if ((await this.#repos.adminUsers.count()) > 0) return false;
    try {
      await this.createAccount(email, password);
      return true;
    } catch (error) {
      // Another instance starting at the same moment created it first.
      if ((await this.#repos.adminUsers.findByEmail(email)) !== undefined) return false;
      throw error;
    }
  }
}
