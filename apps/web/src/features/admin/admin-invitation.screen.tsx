import { adminPasswordMinLength, adminPasswordSchema } from '@convoy/domain/contracts/admin-auth.schema';
import { useId, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { z } from 'zod';
import { schemaResolver } from '../../components/form/schema-resolver';
import { SubmitButton } from '../../components/form/submit-button';
import { useSchemaForm } from '../../components/form/use-schema-form';
import { Link } from '../../components/link';
import type { ScreenProps } from '../../lib/route-handle';
import { sessionApi } from './shell/api/session-api';
import { useSetAdminSession } from './shell/api/use-admin-session';
import { AccountCard, AccountField } from './shell/components/account-card';
import { staffCopy } from './staff/staff-copy';

const copy = staffCopy.accept;

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

type PasswordValues = { password: string; confirm: string };

/** The password with the API's own rule (adminPasswordSchema), typed twice alike. */
const resolver = schemaResolver(
  z
    .object({ password: adminPasswordSchema, confirm: z.string() })
    .refine((v) => v.password === v.confirm, { path: ['confirm'], message: copy.mismatch }),
  (values: PasswordValues) => values,
);

/**
 * /admin/invitation (decision 015): the person an owner invited chooses a
 * password; the account is created with the invited role, signed in, and
 * sent to the back office.
 */
export default function AdminInvitationScreen({ entry }: ScreenProps) {
  const id = useId();
  const { hash, search } = useLocation();
  const token = tokenOf(hash, search);
  const navigate = useNavigate();
  const setSession = useSetAdminSession();
  const [noToken, setNoToken] = useState(false);
  const form = useSchemaForm({
    resolver,
    // The first field in error takes the focus: this form has no error summary.
    shouldFocusError: true,
    reValidateMode: 'onSubmit',
    defaultValues: { password: '', confirm: '' },
    order: ['password', 'confirm'],
    send: async ({ password }) => {
      setNoToken(token === '');
      return token === '' ? false : sessionApi.acceptInvitation(token, password);
    },
    onSent: (session) => {
      setSession(session);
      navigate('/admin', { replace: true });
    },
  });

  // The API's message about the token (expired, used) or any other failure; the password's goes beside it.
  const failure = noToken ? copy.noToken : form.feedback.general.join(' ') || null;
  const field = (name: keyof PasswordValues, label: string, hint?: string) => (
    <AccountField
      id={`${id}-${name}`}
      label={label}
      hint={hint}
      problem={form.err(name)}
      input={{ ...form.register(name), type: 'password', autoComplete: 'new-password' }}
    />
  );

  return (
    <AccountCard heading={entry.heading} lead={copy.lead}>
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
      <form {...form.formProps} className="mt-6 space-y-5">
        {field('password', copy.password, copy.passwordHint(adminPasswordMinLength))}
        {field('confirm', copy.confirm)}
        <SubmitButton pending={form.pending} pendingLabel={copy.pending} wide>
          {copy.submit}
        </SubmitButton>
      </form>
    </AccountCard>
  );
}

/** The texts of the pages this screen draws (title, h1, description). */
export { adminTexts as routeTexts } from '@convoy/domain/content/route-texts/admin';
