import type { RouteEntry } from '@convoy/domain/content/route-entries';
import type { AdminSession } from '@convoy/domain/contracts/admin-auth.schema';
import { type ReactNode, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { buttonClass } from '../../../../components/form/form-styles';
import { errorSentence, onUnauthorized } from '../../../../lib/api-client';
import { adminCopy } from '../admin-copy';
import { useAdminSession, useSetAdminSession } from '../api/use-admin-session';

/** `/admin/login?next=…`: back to this page after signing in. */
export function loginHref(next: string, reason?: 'ended' | 'signed-out'): string {
  const params = new URLSearchParams({ next });
  if (reason) params.set('reason', reason);
  return `/admin/login?${params.toString()}`;
}

/**
 * Shows a back-office screen only to a signed-in admin (SPEC Part B §10): an
 * anonymous visitor is sent to the sign-in page with the way back, and so is
 * an admin whose session ends while the page is open (any admin call answering
 * 401). The server also redirects anonymous page requests; this covers
 * navigation inside the app.
 */
export function AdminGate({
  entry,
  children,
}: {
  entry: RouteEntry;
  children: (session: AdminSession & { admin: { email: string } }) => ReactNode;
}) {
  const session = useAdminSession();
  const setSession = useSetAdminSession();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const here = `${pathname}${search}`;
  const anonymous = session.data !== undefined && session.data.admin === null;

  useEffect(() => {
    if (anonymous) navigate(loginHref(here), { replace: true });
  }, [anonymous, here, navigate]);

  useEffect(
    () =>
      onUnauthorized(() => {
        setSession(null);
        navigate(loginHref(`${window.location.pathname}${window.location.search}`, 'ended'), {
          replace: true,
        });
      }),
    [navigate, setSession],
  );

  const data = session.data;
  if (!data?.admin) {
    // The page's heading at once, its content once the session is known.
    return (
      <div className="bg-slate-50 pb-16">
        <div className="border-slate-200 border-b bg-white">
          <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:px-8">
            <p className="font-semibold text-brand-700 text-sm uppercase tracking-wide">
              {adminCopy.frame.nav}
            </p>
            <h1 className="font-bold text-2xl text-slate-900 tracking-tight sm:text-3xl">{entry.heading}</h1>
          </div>
        </div>
        <div className="mx-auto max-w-7xl px-4 pt-8 sm:px-6 lg:px-8">
          {session.isError ? (
            <div role="alert">
              <p className="text-slate-800">{errorSentence(session.error)}</p>
              <button
                type="button"
                className={`${buttonClass.secondary} mt-4`}
                onClick={() => void session.refetch()}
              >
                Try again
              </button>
            </div>
          ) : (
            <p className="text-slate-600" aria-live="polite">
              {adminCopy.frame.checking}
            </p>
          )}
        </div>
      </div>
    );
  }
  return <>{children({ ...data, admin: data.admin })}</>;
}
