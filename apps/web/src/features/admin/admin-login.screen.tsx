import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { controlClass, errorClass, labelClass } from '../../components/form/form-styles';
import { errorSentence } from '../../lib/api-client';
import type { ScreenProps } from '../../lib/route-handle';
import { adminCopy } from './shell/admin-copy';
import { sessionApi } from './shell/api/session-api';
import { useAdminSession, useSetAdminSession } from './shell/api/use-admin-session';
import { safeNext } from './shell/components/safe-next';

const copy = adminCopy.signIn;

/** The back-office sign-in (decision 006): e-mail and password; the server limits failed attempts. */
export default function AdminLoginScreen({ entry }: ScreenProps) {
  const id = useId();
  const [search] = useSearchParams();
  const next = safeNext(search.get('next'));
  const reason = search.get('reason');
  const navigate = useNavigate();
  const session = useAdminSession();
  const setSession = useSetAdminSession();
  const [missing, setMissing] = useState<{ email?: string; password?: string }>({});

  const signedIn = session.data?.admin != null;
  useEffect(() => {
    if (signedIn) navigate(next, { replace: true });
  }, [signedIn, next, navigate]);

  const login = useMutation({
    mutationFn: ({ email, password }: { email: string; password: string }) =>
      sessionApi.login(email, password),
    onSuccess: (result) => setSession(result),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (login.isPending) return;
    const data = new FormData(event.currentTarget);
    const email = String(data.get('email') ?? '').trim();
    const password = String(data.get('password') ?? '');
    const problems = {
      ...(email ? {} : { email: 'Enter your e-mail address.' }),
      ...(password ? {} : { password: 'Enter your password.' }),
    };
    setMissing(problems);
    if (Object.keys(problems).length === 0) login.mutate({ email, password });
  };

  const notice = reason === 'ended' ? copy.ended : reason === 'signed-out' ? copy.signedOut : null;
  return (
    <div className="bg-slate-50 px-4 py-12 sm:py-20">
      <div className="mx-auto max-w-md rounded-xl border border-slate-200 bg-white p-8 shadow-sm">
        <p className="font-semibold text-brand-700 text-sm uppercase tracking-wide">{adminCopy.frame.nav}</p>
        <h1 className="mt-1 font-bold text-2xl text-slate-900">{entry.heading}</h1>
        <p className="mt-2 text-slate-600">{copy.lead}</p>
        {notice ? (
          <p role="status" className="mt-4 rounded-md bg-sky-50 p-3 text-sky-900 text-sm">
            {notice}
          </p>
        ) : null}
        {login.error ? (
          <div role="alert" className="mt-4 rounded-md border-2 border-red-700 bg-red-50 p-3">
            <p className="font-bold text-red-900">{copy.problem}</p>
            <p className="mt-1 text-red-900">{errorSentence(login.error)}</p>
          </div>
        ) : null}
        <form onSubmit={submit} noValidate className="mt-6 space-y-5">
          <div>
            <label htmlFor={`${id}-email`} className={labelClass}>
              {copy.email}
            </label>
            {missing.email ? (
              <p id={`${id}-email-error`} className={errorClass}>
                {missing.email}
              </p>
            ) : null}
            <input
              id={`${id}-email`}
              name="email"
              type="email"
              autoComplete="username"
              required
              aria-invalid={missing.email ? true : undefined}
              aria-describedby={missing.email ? `${id}-email-error` : undefined}
              className={`${controlClass} mt-1`}
            />
          </div>
          <div>
            <label htmlFor={`${id}-password`} className={labelClass}>
              {copy.password}
            </label>
            {missing.password ? (
              <p id={`${id}-password-error`} className={errorClass}>
                {missing.password}
              </p>
            ) : null}
            <input
              id={`${id}-password`}
              name="password"
              type="password"
              autoComplete="current-password"
              required
              aria-invalid={missing.password ? true : undefined}
              aria-describedby={missing.password ? `${id}-password-error` : undefined}
              className={`${controlClass} mt-1`}
            />
          </div>
          <button
            type="submit"
            aria-disabled={login.isPending || undefined}
            className="inline-flex min-h-11 w-full items-center justify-center rounded-md bg-brand-800 px-5 py-3 font-semibold text-white shadow-sm hover:bg-brand-900"
          >
            {login.isPending ? copy.pending : copy.submit}
          </button>
        </form>
      </div>
    </div>
  );
}
