import { adminPasswordMinLength, adminPasswordSchema } from '@convoy/domain/contracts/admin-auth.schema';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { controlClass, errorClass, hintClass, labelClass } from '../../components/form/form-styles';
import { Link } from '../../components/link';
import { ApiError, errorSentence } from '../../lib/api-client';
import type { ScreenProps } from '../../lib/route-handle';
import { adminCopy } from './shell/admin-copy';
import { sessionApi } from './shell/api/session-api';
import { useSetAdminSession } from './shell/api/use-admin-session';
import { staffCopy } from './staff/staff-copy';

const copy = staffCopy.accept;
type Problems = { password?: string; confirm?: string };

/**
 * The invitation's token: the e-mailed link carries it in the fragment
 * (`#token=…`, never sent to a server or a referrer); `?token=` is read too.
 * From the router's location, so the page renders the same on the server.
 */
function tokenOf(hash: string, search: string): string {
  return (
    new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? new URLSearchParams(search).get('token') ?? ''
  );
}

/** The password's problems by field, with the API's own rule (adminPasswordSchema). */
function check(password: string, confirm: string): Problems {
  const result = adminPasswordSchema.safeParse(password);
  if (!result.success) return { password: result.error.issues[0]?.message ?? copy.mismatch };
  return password === confirm ? {} : { confirm: copy.mismatch };
}

/**
 * /admin/invitation (issue 20): the person an owner invited chooses a
 * password; the account is created with the invited role, signed in, and
 * sent to the back office.
 */
export default function AdminInvitationScreen({ entry }: ScreenProps) {
  const id = useId();
  const { hash, search } = useLocation();
  const token = tokenOf(hash, search);
  const navigate = useNavigate();
  const setSession = useSetAdminSession();
  const [problems, setProblems] = useState<Problems>({});
  const [noToken, setNoToken] = useState(false);

  const accept = useMutation({
    mutationFn: (password: string) => sessionApi.acceptInvitation(token, password),
    onSuccess: (session) => {
      setSession(session);
      navigate('/admin', { replace: true });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.fields?.password)
        setProblems({ password: error.fields.password });
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (accept.isPending) return;
    setNoToken(token === '');
    const data = new FormData(event.currentTarget);
    const found = check(String(data.get('password') ?? ''), String(data.get('confirm') ?? ''));
    setProblems(found);
    if (Object.keys(found).length === 0 && token !== '') accept.mutate(String(data.get('password')));
    else event.currentTarget.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus();
  };

  const failure = noToken
    ? copy.noToken
    : accept.error && !(accept.error instanceof ApiError && accept.error.fields?.password)
      ? (accept.error instanceof ApiError && accept.error.fields?.token) || errorSentence(accept.error)
      : null;
  const field = (name: 'password' | 'confirm', label: string, hint?: string) => {
    const problem = problems[name];
    const describedBy = [problem ? `${id}-${name}-error` : null, hint ? `${id}-${name}-hint` : null]
      .filter(Boolean)
      .join(' ');
    return (
      <div>
        <label htmlFor={`${id}-${name}`} className={labelClass}>
          {label}
        </label>
        {hint ? (
          <p id={`${id}-${name}-hint`} className={hintClass}>
            {hint}
          </p>
        ) : null}
        {problem ? (
          <p id={`${id}-${name}-error`} className={errorClass}>
            {problem}
          </p>
        ) : null}
        <input
          id={`${id}-${name}`}
          name={name}
          type="password"
          autoComplete="new-password"
          required
          aria-invalid={problem ? true : undefined}
          aria-describedby={describedBy || undefined}
          className={`${controlClass} mt-1`}
        />
      </div>
    );
  };

  return (
    <div className="bg-slate-50 px-4 py-12 sm:py-20">
      <div className="mx-auto max-w-md rounded-xl border border-slate-200 bg-white p-8 shadow-sm">
        <p className="font-semibold text-brand-700 text-sm uppercase tracking-wide">{adminCopy.frame.nav}</p>
        <h1 className="mt-1 font-bold text-2xl text-slate-900">{entry.heading}</h1>
        <p className="mt-2 text-slate-600">{copy.lead}</p>
        {failure ? (
          <div role="alert" className="mt-4 rounded-md border-2 border-red-700 bg-red-50 p-3">
            <p className="font-bold text-red-900">{copy.problem}</p>
            <p className="mt-1 text-red-900">{failure}</p>
            <p className="mt-2">
              <Link to="/admin/login" className="font-semibold text-red-900 underline">
                {copy.signIn}
              </Link>
            </p>
          </div>
        ) : null}
        <form onSubmit={submit} noValidate className="mt-6 space-y-5">
          {field('password', copy.password, copy.passwordHint(adminPasswordMinLength))}
          {field('confirm', copy.confirm)}
          <button
            type="submit"
            aria-disabled={accept.isPending || undefined}
            className="inline-flex min-h-11 w-full items-center justify-center rounded-md bg-brand-800 px-5 py-3 font-semibold text-white shadow-sm hover:bg-brand-900"
          >
            {accept.isPending ? copy.pending : copy.submit}
          </button>
        </form>
      </div>
    </div>
  );
}
