import {
  type NetTermsDays,
  netTermsDays,
  type Organisation,
} from '@convoy/domain/contracts/organisation.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { buttonClass, controlClass, hintClass, labelClass } from '../../../components/form/form-styles';
import { errorSentence } from '../../../lib/api-client';
import { organisationAccountQuery, type RememberedOrganisation } from '../../../lib/organisation-account';
import { requestTerms } from '../api/account-api';
import copy from '../copy/account.messages';
import applicationCopy from '../copy/application.messages';
import { AccountSection } from './account-section';

/** The terms in words, by their status. */
function termsText(terms: Organisation['terms']): string {
  if (terms.status === 'approved') {
    const approved = copy.termsApproved({ days: terms.netDays ?? 30 });
    return terms.poRequired ? `${approved} ${copy.termsPoRequired()}` : approved;
  }
  if (terms.status === 'requested') {
    const requested = copy.termsRequested({ days: terms.requestedNetDays ?? 30 });
    return terms.paysByPurchaseOrder ? `${requested} ${copy.termsPaysByPurchaseOrder()}` : requested;
  }
  return terms.status === 'declined' ? copy.termsDeclined() : copy.termsNone();
}

/**
 * The organization's invoice terms, and, with none or after a refusal, the
 * way to ask for them (POST /api/organisations/account/terms): net 30 unless
 * another is chosen, and whether the organization pays by purchase order (as
 * it said before, unless changed).
 */
export function TermsPanel({
  organisation,
  credentials,
}: {
  organisation: Organisation;
  credentials: RememberedOrganisation;
}) {
  const queryClient = useQueryClient();
  const [days, setDays] = useState<NetTermsDays>(30);
  const [paysByPurchaseOrder, setPaysByPurchaseOrder] = useState(organisation.terms.paysByPurchaseOrder);
  const selectId = useId();
  const ask = useMutation({
    mutationFn: () => requestTerms(credentials, { requestedNetDays: days, paysByPurchaseOrder }),
    onSuccess: (account) => queryClient.setQueryData(organisationAccountQuery(credentials).queryKey, account),
  });
  const { terms } = organisation;
  const canAsk = terms.status === 'none' || terms.status === 'declined';
  return (
    <AccountSection id="terms" heading={copy.termsHeading()}>
      <p className="text-slate-800">{termsText(terms)}</p>
      <p role="status" className="font-semibold text-green-800 empty:hidden">
        {ask.isSuccess ? copy.asked() : ''}
      </p>
      {canAsk ? (
        <CheckboxField
          registration={{
            name: 'paysByPurchaseOrder',
            onChange: (event) => setPaysByPurchaseOrder(event.target.checked),
          }}
          checked={paysByPurchaseOrder}
          label={applicationCopy.paysByPurchaseOrder()}
        >
          <p className={hintClass}>{applicationCopy.paysByPurchaseOrderHint()}</p>
        </CheckboxField>
      ) : null}
      {canAsk ? (
        <div className="flex flex-wrap items-end gap-3">
          <div>
            <label htmlFor={selectId} className={labelClass}>
              {copy.askDays()}
            </label>
            <select
              id={selectId}
              value={days}
              onChange={(event) => setDays(Number(event.target.value) as NetTermsDays)}
              className={`${controlClass} mt-1 w-40`}
            >
              {netTermsDays.map((d) => (
                <option key={d} value={d}>
                  {copy.netDays({ days: d })}
                </option>
              ))}
            </select>
          </div>
          <button
            type="button"
            aria-disabled={ask.isPending || undefined}
            onClick={() => {
              if (!ask.isPending) ask.mutate();
            }}
            className={buttonClass.primary}
          >
            {ask.isPending ? copy.asking() : copy.ask({ days })}
          </button>
        </div>
      ) : null}
      {ask.isError ? (
        <p role="alert" className="font-semibold text-red-800">
          {errorSentence(ask.error)}
        </p>
      ) : null}
    </AccountSection>
  );
}
