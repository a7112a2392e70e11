/**
 * The CSRF token of the admin session (decision 006): the server hands it out with
 * the session (GET /api/admin/session, POST /api/admin/login) and checks it in
 * the x-csrf-token header of every state-changing admin request. Kept in memory
 * only: a new page load asks for the session again.
 */
let token: string | null = null;

export function setCsrfToken(value: string | null): void {
  token = value;
}

export function csrfToken(): string | null {
  return token;
}
