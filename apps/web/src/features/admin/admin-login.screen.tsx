import { adminLoginSchema } from '@convoy/domain/contracts/admin-auth.schema';
import { useEffect, useId } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { SubmitButton } from '../../components/form/submit-button';
import { useSchemaForm } from '../../components/form/use-schema-form';
import type { ScreenProps } from '../../lib/route-handle';
import { adminCopy } from './shell/admin-copy';
import { sessionApi } from './shell/api/session-api';
import { useAdminSession, useSetAdminSession } from './shell/api/use-admin-session';
import { AccountCard, AccountField } from './shell/components/account-card';
import { actionResolver } from './shell/components/action-form';
import { safeNext } from './shell/components/safe-next';

const copy = adminCopy.signIn;

/** The API's sign-in schema; an e-mail address that is missing or not one is asked for in these words. */
const resolver = actionResolver(adminLoginSchema, (values: { email: string; password: string }) => values, {
  email: copy.emailMissing,
});

/** The back-office sign-in (decision 006): e-mail and password; the server limits failed attempts. */
export default function AdminLoginScreen({ entry }: ScreenProps) {
  const id = useId();
  const [search] = useSearchParams();
  const next = safeNext(search.get('next'));
  const reason = search.get('reason');
  const navigate = useNavigate();
  const session = useAdminSession();
  const setSession = useSetAdminSession();

  const signedIn = session.data?.admin != null;
  useEffect(() => {
    if (signedIn) navigate(next, { replace: true });
  }, [signedIn, next, navigate]);

  const form = useSchemaForm({
    resolver,
    // The first field in error takes the focus: this form has no error summary.
    shouldFocusError: true,
    reValidateMode: 'onSubmit',
    defaultValues: { email: '', password: '' },
    order: ['email', 'password'],
    send: ({ email, password }) => sessionApi.login(email, password),
    onSent: (result) => setSession(result),
  });
  const missing = { email: form.err('email'), password: form.err('password') };
  const problem = form.feedback.general;

  const notice = reason === 'ended' ? copy.ended : reason === 'signed-out' ? copy.signedOut : null;
  return (
    <AccountCard heading={entry.heading} lead={copy.lead}>
      {notice ? (
        <p role="status" className="mt-4 rounded-md bg-sky-50 p-3 text-sky-900 text-sm">
          {notice}
        </p>
      ) : null}
      {problem.length > 0 ? (
        <div role="alert" className="mt-4 rounded-md border-2 border-red-700 bg-red-50 p-3">
          <p className="font-bold text-red-900">{copy.problem}</p>
          <p className="mt-1 text-red-900">{problem.join(' ')}</p>
        </div>
      ) : null}
      <form {...form.formProps} className="mt-6 space-y-5">
        <AccountField
          id={`${id}-email`}
          label={copy.email}
          problem={missing.email}
          input={{ ...form.register('email'), type: 'email', autoComplete: 'username' }}
        />
        <AccountField
          id={`${id}-password`}
          label={copy.password}
          problem={missing.password}
          input={{ ...form.register('password'), type: 'password', autoComplete: 'current-password' }}
        />
        <SubmitButton pending={form.pending} pendingLabel={copy.pending} wide>
          {copy.submit}
        </SubmitButton>
      </form>
    </AccountCard>
  );
}

/** The texts of the pages this screen draws (title, h1, description). */
export { adminTexts as routeTexts } from '@convoy/domain/content/route-texts/admin';
