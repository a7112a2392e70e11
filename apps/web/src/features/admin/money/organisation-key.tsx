import { useMutation } from '@tanstack/react-query';
import { ConfirmDialog } from '../../../components/dialog/confirm-dialog';
import { errorSentence } from '../../../lib/api-client';
import { useStaffAccess } from '../shell/api/use-staff-access';
import { DetailRow } from '../shell/components/detail-row';
import { formatInstantShort } from '../shell/components/format';
import { moneyApi } from './api/money-api';
import { organisationCopy as copy } from './money-copy';
import type { DecisionProps } from './organisation-terms';

/**
 * The organisation's access key (decision 018): until when it works, and a
 * new one e-mailed to the billing contact, for a key lost, expired or seen by
 * someone it should not have been. Staff never see a key.
 */
export function KeySection({ detail, onDecided, say }: DecisionProps) {
  const { code, name, billingContact, keyExpiresAt } = detail.organisation;
  const may = useStaffAccess('money').change;
  const issue = useMutation({
    mutationFn: () => moneyApi.issueKey(code),
    onSuccess: (answer) => onDecided(answer, { text: copy.keyIssued(name, billingContact.email) }),
    onError: (error) => say({ text: errorSentence(error), failed: true }),
  });
  const until = formatInstantShort(keyExpiresAt);
  return (
    <section aria-labelledby="organisation-key-heading" className="space-y-3">
      <h3 id="organisation-key-heading" className="font-semibold text-lg text-slate-900">
        {copy.accessKey}
      </h3>
      <dl className="divide-y divide-slate-100 text-sm">
        <DetailRow label={copy.keyUntil}>
          {Date.parse(keyExpiresAt) <= Date.now() ? copy.keyExpired(until) : until}
        </DetailRow>
      </dl>
      <p className="text-slate-600 text-sm">{copy.keyLead}</p>
      {may ? (
        <ConfirmDialog
          trigger={copy.issueKey}
          title={copy.issueKeyTitle(name)}
          body={copy.issueKeyBody(billingContact.email)}
          keep={copy.keepKey}
          confirm={copy.issueKey}
          pendingLabel={copy.issuing}
          pending={issue.isPending}
          onConfirm={() => {
            if (!issue.isPending) issue.mutate();
          }}
        />
      ) : null}
    </section>
  );
}
