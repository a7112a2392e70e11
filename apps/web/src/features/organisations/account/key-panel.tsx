import type { Organisation } from '@convoy/domain/contracts/organisation.schema';
import type { OrganisationAccount } from '@convoy/domain/contracts/organisation-account.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ConfirmDialog } from '../../../components/dialog/confirm-dialog';
import { errorSentence } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import {
  organisationAccountQuery,
  type RememberedOrganisation,
  rememberOrganisation,
} from '../../../lib/organisation-account';
import { changeKey } from '../api/account-api';
import copy from '../copy/account.messages';
import { AccountSection } from './account-section';

/**
 * The access key (decision 018): until when it works, and a new one on
 * demand. The new key is shown here once and remembered on this device; the
 * account already loaded is kept under it, so the page stays as it is.
 */
export function KeyPanel({
  organisation,
  credentials,
}: {
  organisation: Organisation;
  credentials: RememberedOrganisation;
}) {
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: () => changeKey(credentials),
    onSuccess: ({ accessKey, keyExpiresAt }) => {
      const next = { ...credentials, key: accessKey };
      const account = queryClient.getQueryData<OrganisationAccount>(
        organisationAccountQuery(credentials).queryKey,
      );
      if (account) {
        queryClient.setQueryData(organisationAccountQuery(next).queryKey, {
          ...account,
          organisation: { ...account.organisation, keyExpiresAt },
        });
      }
      rememberOrganisation(next);
    },
  });
  // The instant is in the back office's zone: its first ten characters are that day.
  const until = formatDate(organisation.keyExpiresAt.slice(0, 10), 'long');
  return (
    <AccountSection id="key" heading={copy.keyHeading()}>
      <p className="text-slate-800">{copy.keyExpires({ date: until })}</p>
      {change.data ? (
        <div role="status" className="space-y-2 rounded-md border-2 border-emerald-700 bg-emerald-50 p-4">
          <p className="font-semibold text-slate-900">{copy.keyChanged()}</p>
          <p className="break-all font-bold font-mono text-lg text-slate-900" data-testid="new-access-key">
            {change.data.accessKey}
          </p>
          <p className="text-slate-900">{copy.keyShownOnce()}</p>
        </div>
      ) : null}
      <ConfirmDialog
        trigger={copy.keyChange()}
        title={copy.keyTitle()}
        body={copy.keyBody()}
        keep={copy.keyKeep()}
        confirm={copy.keyConfirm()}
        pendingLabel={copy.keyChanging()}
        pending={change.isPending}
        onConfirm={() => {
          if (!change.isPending) change.mutate();
        }}
      />
      {change.isError ? (
        <p role="alert" className="font-semibold text-red-800">
          {errorSentence(change.error)}
        </p>
      ) : null}
    </AccountSection>
  );
}
