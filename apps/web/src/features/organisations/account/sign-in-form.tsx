import {
  type OrganisationCredentials,
  organisationCredentialsSchema,
} from '@convoy/domain/contracts/organisation.schema';
import type { OrganisationAccount } from '@convoy/domain/contracts/organisation-account.schema';
import { useQueryClient } from '@tanstack/react-query';
import { ErrorSummary } from '../../../components/form/error-summary';
import { FormHeading } from '../../../components/form/form-heading';
import { schemaResolver } from '../../../components/form/schema-resolver';
import { SubmitButton } from '../../../components/form/submit-button';
import { CodeField, TextField } from '../../../components/form/text-field';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { InlineText } from '../../../components/inline-text';
import { ApiError } from '../../../lib/api-client';
import { organisationAccountQuery, rememberOrganisation } from '../../../lib/organisation-account';
import copy from '../copy/account.messages';

/**
 * What to say when the API refuses the code and key: an expired key's own
 * words (when it expired, how to get a new one), else that they do not match;
 * undefined for any other failure.
 */
export function refusalOf(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.status !== 401) return undefined;
  return error.code === 'organisation_key_expired' ? error.message : copy.signInRefused();
}
type Values = { code: string; key: string };
const resolver = schemaResolver(organisationCredentialsSchema, (values: Values) => values);
const order = ['code', 'key'] as const;

/**
 * Opens an organization's account by its code and access key (when the
 * e-mail's link is not at hand): the account is asked for with them, and only
 * once it answers are they remembered on this device.
 */
export function SignInForm({ initialCode }: { initialCode: string }) {
  const queryClient = useQueryClient();
  const form = useSchemaForm<
    Values,
    OrganisationCredentials,
    { credentials: OrganisationCredentials; account: OrganisationAccount }
  >({
    form: { id: 'organisation-sign-in', name: 'Open an organization account' },
    resolver,
    order,
    defaultValues: { code: initialCode, key: '' },
    send: async (credentials) => {
      const query = organisationAccountQuery(credentials);
      const account = await queryClient.fetchQuery({ ...query, retry: false });
      return { credentials, account };
    },
    onSent: ({ credentials, account }) =>
      rememberOrganisation({ ...credentials, name: account.organisation.name }),
    failure: (error) => {
      const refusal = refusalOf(error);
      return refusal ? [refusal] : undefined;
    },
  });
  const { register, err } = form;
  return (
    <form {...form.formProps} aria-labelledby="sign-in-heading" className="max-w-xl space-y-6">
      <FormHeading id="sign-in-heading" heading={copy.signInHeading()} intro={copy.signInIntro()} />
      <ErrorSummary {...form.summary} />
      <CodeField
        registration={register('code')}
        label={copy.code()}
        hint={copy.signInCodeHint()}
        error={err('code')}
      />
      <TextField
        registration={register('key')}
        label={copy.keyHeading()}
        hint={copy.signInKeyHint()}
        error={err('key')}
        autoComplete="off"
        spellCheck={false}
      />
      <SubmitButton pending={form.pending} pendingLabel={copy.signInPending()}>
        {copy.signInSubmit()}
      </SubmitButton>
      <p className="text-slate-700">
        <InlineText text={copy.signInApply()} />
      </p>
    </form>
  );
}
