import {
  type AdminOrganisationDetail,
  termsDecisionSchema,
} from '@convoy/domain/contracts/admin-money.schema';
import { netTermsDays } from '@convoy/domain/contracts/organisation.schema';
import { useMutation } from '@tanstack/react-query';
import { ConfirmDialog } from '../../../components/dialog/confirm-dialog';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { RadioGroupField } from '../../../components/form/radio-group-field';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { errorSentence } from '../../../lib/api-client';
import { useStaffAccess } from '../shell/api/use-staff-access';
import { ActionForm, actionResolver } from '../shell/components/action-form';
import { DetailRow } from '../shell/components/detail-row';
import { formatInstantShort } from '../shell/components/format';
import { formWords, statusWords } from '../shell/components/money-words';
import { StatusBadge } from '../shell/components/status-badge';
import type { Said } from '../shell/components/status-line';
import { moneyApi } from './api/money-api';
import { organisationCopy as copy } from './money-copy';

interface TermsInputs {
  /** "15", "30" or "60"; null until one is chosen. */
  netDays: string | null;
  poRequired: boolean;
}

/** What a decision reports: the organisation's page as it now is, and what to say (a failure: only what to say). */
export interface DecisionProps {
  detail: AdminOrganisationDetail;
  onDecided: (detail: AdminOrganisationDetail, said: Said) => void;
  say: (said: Said) => void;
}

/**
 * Approve (net 15, 30 or 60 days, a PO number required or not) or decline an
 * organisation's invoice terms, checked with the API's schema: approving
 * without net days is refused beside the choice. The billing contact is
 * e-mailed either way.
 */
function TermsForm({ detail, onDecided, say }: DecisionProps) {
  const { code, name, terms } = detail.organisation;
  const resolver = actionResolver(termsDecisionSchema, (v: TermsInputs) => ({
    decision: 'approve',
    netDays: v.netDays ? Number(v.netDays) : undefined,
    poRequired: v.poRequired,
  }));
  const form = useSchemaForm({
    resolver,
    defaultValues: {
      netDays: String(terms.netDays ?? terms.requestedNetDays ?? '') || null,
      // Until staff have approved them, the terms start from what the organisation said of purchase orders.
      poRequired:
        terms.status === 'approved' ? terms.poRequired : terms.poRequired || terms.paysByPurchaseOrder,
    },
    order: ['netDays', 'poRequired'],
    send: (decision) => moneyApi.decideTerms(code, decision),
    onSent: (answer, decision) => onDecided(answer, { text: copy.approved(name, decision.netDays ?? 0) }),
    reValidateMode: 'onSubmit',
  });
  const decline = useMutation({
    mutationFn: () => moneyApi.decideTerms(code, { decision: 'decline', poRequired: terms.poRequired }),
    onSuccess: (answer) => onDecided(answer, { text: copy.declined(name) }),
    onError: (error) => say({ text: errorSentence(error), failed: true }),
  });
  return (
    <ActionForm
      form={form}
      label={copy.approveTitle}
      submitLabel={copy.approve}
      pendingLabel={formWords.working}
      aside={
        terms.status === 'declined' ? null : (
          <ConfirmDialog
            trigger={copy.decline}
            title={copy.declineTitle(name)}
            body={copy.declineBody}
            keep={copy.keep}
            confirm={copy.decline}
            pendingLabel={copy.declining}
            pending={decline.isPending}
            onConfirm={() => decline.mutate()}
          />
        )
      }
      heading={<h4 className="font-semibold text-slate-900">{copy.approveTitle}</h4>}
    >
      <p className="text-slate-600 text-sm">{copy.approveLead}</p>
      <RadioGroupField
        {...form.field('netDays')}
        legend={copy.netDaysLegend}
        options={netTermsDays.map((days) => ({ value: String(days), label: copy.netDays(days) }))}
      />
      <CheckboxField {...form.field('poRequired')} label={copy.poRequired} />
    </ActionForm>
  );
}

/** The organisation's invoice terms: where they stand, and the form that decides them. */
export function TermsSection(props: DecisionProps) {
  const { detail } = props;
  const { terms } = detail.organisation;
  const may = useStaffAccess('money').change;
  return (
    <section aria-labelledby="organisation-terms-heading" className="space-y-3">
      <h3 id="organisation-terms-heading" className="font-semibold text-lg text-slate-900">
        {copy.terms}
      </h3>
      <dl className="divide-y divide-slate-100 text-sm">
        <DetailRow label={copy.termsStatus}>
          <StatusBadge status={terms.status} label={statusWords.terms[terms.status]} />
        </DetailRow>
        <DetailRow label={copy.requested}>
          {terms.requestedNetDays ? copy.netDays(terms.requestedNetDays) : copy.notAsked}
        </DetailRow>
        <DetailRow label={copy.granted}>
          {terms.netDays ? copy.netDays(terms.netDays) : formWords.none}
        </DetailRow>
        <DetailRow label={copy.paysByPurchaseOrder}>
          {copy.paysByPurchaseOrderSaid(terms.paysByPurchaseOrder)}
        </DetailRow>
        <DetailRow label={copy.poRequired}>{terms.poRequired ? formWords.yes : formWords.no}</DetailRow>
        {detail.termsReviewedAt ? (
          <DetailRow label={copy.reviewed}>
            {copy.reviewedBy(formatInstantShort(detail.termsReviewedAt), detail.termsReviewedBy)}
          </DetailRow>
        ) : null}
      </dl>
      {may ? (
        <div className="rounded-lg border border-slate-200 p-4">
          <TermsForm
            // A new form once the terms change: it starts from them.
            key={`${terms.status}-${terms.netDays}-${terms.poRequired}`}
            {...props}
          />
        </div>
      ) : null}
    </section>
  );
}
