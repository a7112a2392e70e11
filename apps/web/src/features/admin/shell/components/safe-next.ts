/**
 * Where to go after signing in: `next` comes from the URL, so only a
 * back-office path of this site is followed (no open redirect to another site,
 * no loop back to the sign-in page); anything else goes to the dashboard.
 */
export function safeNext(next: string | null): string {
  if (!next || next.includes('\\') || [...next].some((c) => c.charCodeAt(0) < 32)) return '/admin';
  const isAdminPath = next === '/admin' || next.startsWith('/admin/') || next.startsWith('/admin?');
  if (!isAdminPath || next.startsWith('/admin/login')) return '/admin';
  return next;
}
