import { certificateReviewSchema } from '@convoy/domain/contracts/admin-money.schema';
import type { TaxCertificate } from '@convoy/domain/contracts/organisation.schema';
import { useEffect } from 'react';
import { TextField } from '../../../components/form/text-field';
import { TextareaField } from '../../../components/form/textarea-field';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { formatDate } from '../../../lib/format';
import { adminFiles } from '../shell/api/admin-api';
import { useStaffAccess } from '../shell/api/use-staff-access';
import { actionResolver } from '../shell/components/action-form';
import { formatInstantShort } from '../shell/components/format';
import { statusWords } from '../shell/components/money-words';
import { StatusBadge } from '../shell/components/status-badge';
import type { Said } from '../shell/components/status-line';
import { moneyApi } from './api/money-api';
import { organisationCopy as copy } from './money-copy';
import { OneOpenList } from './one-open-list';
import { VerifyOrRejectForm } from './verify-or-reject-form';

interface ReviewInputs {
  decision: 'verify' | 'reject';
  state: string;
  number: string;
  expiresOn: string;
  reason: string;
}

type Reviewed = (certificate: TaxCertificate, said: Said) => void;

const smallButton =
  'inline-flex min-h-10 items-center rounded-md px-3 font-semibold text-brand-800 text-sm ring-1 ring-slate-300 ring-inset hover:bg-slate-50';

/**
 * Verify a certificate, with what the organisation typed (state, number,
 * expiry) prefilled and correctable, or reject it saying why (the schema
 * asks for the reason only then). Opening it moves the focus to the decision.
 */
function ReviewForm({
  certificate: c,
  onReviewed,
  onCancel,
}: {
  certificate: TaxCertificate;
  onReviewed: Reviewed;
  onCancel: () => void;
}) {
  const resolver = actionResolver(certificateReviewSchema, (v: ReviewInputs) => ({
    ...v,
    reason: v.decision === 'reject' ? v.reason.trim() || undefined : undefined,
  }));
  const form = useSchemaForm({
    resolver,
    defaultValues: {
      decision: 'verify',
      state: c.state,
      number: c.number,
      expiresOn: c.expiresOn,
      reason: c.rejectionReason ?? '',
    },
    order: ['decision', 'state', 'number', 'expiresOn', 'reason'],
    send: (review) => moneyApi.reviewCertificate(c.id, review),
    onSent: (answer, review) =>
      onReviewed(answer, {
        text: review.decision === 'verify' ? copy.verified(answer.number) : copy.rejected(answer.number),
      }),
    reValidateMode: 'onSubmit',
  });
  const { setFocus } = form;
  useEffect(() => setFocus('decision'), [setFocus]);
  return (
    <VerifyOrRejectForm
      form={form}
      decision={form.field('decision')}
      rejecting={form.watch('decision') === 'reject'}
      label={copy.reviewTitle(c.number)}
      words={copy}
      onCancel={onCancel}
      lead={<p className="text-slate-600 text-sm">{copy.reviewLead}</p>}
    >
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField {...form.field('state')} label={copy.state} hint={copy.stateHint} autoComplete="off" />
        <TextField {...form.field('number')} label={copy.number} autoComplete="off" />
        <TextField {...form.field('expiresOn')} label={copy.expires} type="date" />
      </div>
      <TextareaField {...form.field('reason')} label={copy.reason} hint={copy.reasonHint} rows={2} />
    </VerifyOrRejectForm>
  );
}

/** One certificate: what it says, its status, its file, and its review form when opened. */
function Certificate({
  certificate: c,
  open,
  setOpen,
  onReviewed,
}: {
  certificate: TaxCertificate;
  open: boolean;
  setOpen: (open: boolean) => void;
  onReviewed: Reviewed;
}) {
  const may = useStaffAccess('money').change;
  return (
    <li className="space-y-3 rounded-lg border border-slate-200 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold text-slate-900">
          {c.state} · <span className="font-mono">{c.number}</span>
        </p>
        <StatusBadge status={c.status} label={statusWords.certificate[c.status]} />
      </div>
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        <div>
          <dt className="inline text-slate-600">{copy.expires}: </dt>
          <dd className="inline">{formatDate(c.expiresOn)}</dd>
        </div>
        <div>
          <dt className="inline text-slate-600">{copy.uploaded}: </dt>
          <dd className="inline">{formatInstantShort(c.uploadedAt)}</dd>
        </div>
      </dl>
      {c.rejectionReason ? (
        <p className="text-red-800 text-sm">{copy.rejectedBecause(c.rejectionReason)}</p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <a
          href={adminFiles.certificate(c.id)}
          target="_blank"
          rel="noopener"
          aria-label={copy.viewFileOf(c.number)}
          className={smallButton}
        >
          {copy.viewFile}
        </a>
        {may ? (
          <button
            type="button"
            aria-expanded={open}
            aria-label={open ? copy.closeReview : copy.reviewOf(c.number)}
            onClick={() => setOpen(!open)}
            className={smallButton}
          >
            {open ? copy.closeReview : copy.review}
          </button>
        ) : null}
      </div>
      {open ? (
        <ReviewForm
          certificate={c}
          onCancel={() => setOpen(false)}
          onReviewed={(answer, said) => {
            setOpen(false);
            onReviewed(answer, said);
          }}
        />
      ) : null}
    </li>
  );
}

/** The organisation's tax-exemption certificates as the API lists them; one review form open at a time. */
export function CertificatesSection({
  certificates,
  onReviewed,
}: {
  certificates: readonly TaxCertificate[];
  onReviewed: Reviewed;
}) {
  return (
    <section aria-labelledby="organisation-certificates-heading" className="space-y-3">
      <h3 id="organisation-certificates-heading" className="font-semibold text-lg text-slate-900">
        {copy.certificates}
      </h3>
      {certificates.length === 0 ? (
        <p className="text-slate-600 text-sm">{copy.noCertificates}</p>
      ) : (
        <OneOpenList
          items={certificates}
          item={(c, open, setOpen) => (
            <Certificate certificate={c} open={open} setOpen={setOpen} onReviewed={onReviewed} />
          )}
        />
      )}
    </section>
  );
}
