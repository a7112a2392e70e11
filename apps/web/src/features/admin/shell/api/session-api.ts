import type { AdminSession } from '@convoy/domain/contracts/admin-auth.schema';
import { adminRequest } from './admin-api';
import { setCsrfToken } from './csrf-token';

const remember = (session: AdminSession) => {
  setCsrfToken(session.csrfToken);
  return session;
};

/** Signing in and out, and the session (its CSRF token is kept for every later change). */
export const sessionApi = {
  session: (signal?: AbortSignal) =>
    adminRequest<AdminSession>('/session', signal ? { signal } : {}).then(remember),

  login: (email: string, password: string) =>
    adminRequest<AdminSession>('/login', { body: { email, password } }).then(remember),

  logout: () => adminRequest<void>('/logout', { method: 'POST' }).finally(() => setCsrfToken(null)),

  /** Accepts an invitation: the account is created and signed in (the session answered, as at sign-in). */
  acceptInvitation: (token: string, password: string) =>
    adminRequest<AdminSession>('/invitations/accept', { body: { token, password } }).then(remember),
};
