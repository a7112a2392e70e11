import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { StaffRole } from '@convoy/domain/contracts/admin-auth.schema';
import type { StaffInvitationRequest, StaffList } from '@convoy/domain/contracts/staff.schema';
import type { Executor } from '../db/database.ts';
import { ApiError } from '../errors.ts';
import { enqueueEmails } from '../outbox/enqueue.ts';
import type { SealedSecret } from '../outbox/outbox-secret.ts';
import type { RepositoryFactory } from '../repositories.ts';
import type { AdminAuthService, AdminPrincipal } from './admin-auth.service.ts';

const invitationDays = 7;
const DAY = 86_400_000;
const tokenHashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export interface StaffDependencies {
  db: Executor;
  repositories: RepositoryFactory;
  auth: AdminAuthService;
  now: () => number;
  publicUrl: string;
  afterCommit: () => void;
  /** Seals the invitation's link in its outbox row (decision 018). */
  seal: (plain: string) => SealedSecret;
}

/**
 * Staff accounts (decision 015): owners invite people by e-mail with a role, change
 * roles and remove accounts; the invited person chooses a password from the
 * e-mail's link and is signed in. There is always an owner: the last one can be
 * neither demoted nor removed (the owners' rows are locked while it is checked).
 */
export class StaffService {
  readonly #d: StaffDependencies;

  constructor(deps: StaffDependencies) {
    this.#d = deps;
  }

  async list(): Promise<StaffList> {
    const now = this.#d.now();
    const [users, invitations] = await Promise.all([
      this.#d.repositories(this.#d.db).adminUsers.list(),
      this.#d.repositories(this.#d.db).adminInvitations.pending(now),
    ]);
    return {
      staff: users.map((u) => ({
        id: u.id,
        email: u.email,
        role: u.role,
        createdAt: new Date(u.createdAt).toISOString(),
        lastLoginAt: u.lastLoginAt === null ? null : new Date(u.lastLoginAt).toISOString(),
      })),
      invitations: invitations.map((i) => ({
        id: i.id,
        email: i.email,
        role: i.role,
        invitedBy: i.invited_by,
        createdAt: new Date(i.created_at).toISOString(),
        expiresAt: new Date(i.expires_at).toISOString(),
      })),
    };
  }

  /** Invites `email` with `role` for 7 days, replacing an invitation still pending; 409 when it has an account. */
  async invite(request: StaffInvitationRequest, by: AdminPrincipal): Promise<StaffList> {
    const now = this.#d.now();
    const token = randomBytes(32).toString('base64url');
    await this.#d.db.transaction().execute(async (trx) => {
      if (await this.#d.repositories(trx).adminUsers.findByEmail(request.email)) {
        throw new ApiError(
          409,
          'staff_exists',
          `${request.email} has an account already: change its role instead.`,
          {
            email: 'This address has an account already.',
          },
        );
      }
      const invitations = this.#d.repositories(trx).adminInvitations;
      await invitations.revoke({ email: request.email }, now);
      await invitations.insert({
        id: randomUUID(),
        token_hash: tokenHashOf(token),
        email: request.email,
        role: request.role,
        invited_by: by.email,
        created_at: now,
        expires_at: now + invitationDays * DAY,
        accepted_at: null,
        revoked_at: null,
      });
      await enqueueEmails(
        this.#d.repositories(trx).outbox,
        [
          {
            to: request.email,
            reference: null,
            payload: {
              kind: 'staff_invitation',
              role: request.role,
              invitedBy: by.email,
              // In the fragment: never sent to a server, so never in an access log.
              link: this.#d.seal(`${this.#d.publicUrl}/admin/invitation#token=${token}`),
              expiresAt: now + invitationDays * DAY,
            },
          },
        ],
        now,
      );
    });
    this.#d.afterCommit();
    return this.list();
  }

  async revokeInvitation(id: string): Promise<StaffList> {
    const revoked = await this.#d.repositories(this.#d.db).adminInvitations.revoke({ id }, this.#d.now());
    if (revoked === 0) throw new ApiError(404, 'not_found', 'No pending invitation has that id.');
    return this.list();
  }

  /** A new role; 409 `last_owner` for the only owner. Effective at the account's next request. */
  async setRole(id: string, role: StaffRole): Promise<StaffList> {
    await this.#d.db.transaction().execute(async (trx) => {
      const users = this.#d.repositories(trx).adminUsers;
      const owners = await users.claimOwners();
      const user = await users.findById(id);
      if (!user) throw notFound();
      if (user.role === 'owner' && role !== 'owner' && owners.length === 1)
        throw lastOwner('change the role of');
      await users.setRole(id, role);
    });
    return this.list();
  }

  /** Removes an account and ends its sessions; not your own, not the last owner. */
  async remove(id: string, by: AdminPrincipal): Promise<StaffList> {
    if (id === by.adminId) {
      throw new ApiError(409, 'own_account', 'You cannot remove your own account: ask another owner.');
    }
    await this.#d.db.transaction().execute(async (trx) => {
      const users = this.#d.repositories(trx).adminUsers;
      const owners = await users.claimOwners();
      const user = await users.findById(id);
      if (!user) throw notFound();
      if (user.role === 'owner' && owners.length === 1) throw lastOwner('remove');
      await this.#d.repositories(trx).adminSessions.deleteForAdmin(id);
      await users.delete(id);
    });
    return this.list();
  }

  /**
   * The invited person's password: the account is created with the
   * invitation's address and role, the invitation used, and a session opened.
   */
  async accept(token: string, password: string, previousSessionId: string | undefined) {
    const now = this.#d.now();
    const invitations = this.#d.repositories(this.#d.db).adminInvitations;
    const invitation = await invitations.findByTokenHash(tokenHashOf(token));
    const usable =
      invitation &&
      invitation.accepted_at === null &&
      invitation.revoked_at === null &&
      invitation.expires_at > now;
    if (!invitation || !usable) {
      throw new ApiError(
        410,
        'invitation_invalid',
        'This invitation has expired or was used already. Ask an owner to invite you again.',
      );
    }
    const passwordHash = await this.#d.auth.hashPassword(password);
    const id = randomUUID();
    await this.#d.db.transaction().execute(async (trx) => {
      if (!(await this.#d.repositories(trx).adminInvitations.accept(invitation.id, now))) {
        throw new ApiError(410, 'invitation_invalid', 'This invitation was used or revoked a moment ago.');
      }
      const users = this.#d.repositories(trx).adminUsers;
      if (await users.findByEmail(invitation.email)) {
        throw new ApiError(
          409,
          'staff_exists',
          `${invitation.email} has an account already: sign in instead.`,
        );
      }
      await users.insert({ id, email: invitation.email, passwordHash, role: invitation.role }, now);
    });
    return this.#d.auth.openSession(
      { id, email: invitation.email, role: invitation.role },
      previousSessionId,
    );
  }
}

function notFound(): ApiError {
  return new ApiError(404, 'not_found', 'No staff account has that id.');
}

function lastOwner(what: string): ApiError {
  return new ApiError(
    409,
    'last_owner',
    `You cannot ${what} the only owner: make someone else an owner first.`,
    {
      role: 'There must always be an owner.',
    },
  );
}
