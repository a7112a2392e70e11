import {
  type InsuranceCertificate,
  insuranceReviewSchema,
  insuranceSettingsSchema,
} from '@convoy/domain/contracts/insurance.schema';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { TextField } from '../../../components/form/text-field';
import { TextareaField } from '../../../components/form/textarea-field';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { errorSentence } from '../../../lib/api-client';
import { formatMoney } from '../../../lib/format';
import { adminCopy } from '../shell/admin-copy';
import { adminFiles } from '../shell/api/admin-api';
import { useStaffAccess } from '../shell/api/use-staff-access';
import { ActionForm, actionResolver } from '../shell/components/action-form';
import { formatInstantShort } from '../shell/components/format';
import { formWords, statusWords } from '../shell/components/money-words';
import { StatusBadge } from '../shell/components/status-badge';
import { type Said, StatusLine } from '../shell/components/status-line';
import { moneyApi } from './api/money-api';
import { insuranceCopy as copy } from './insurance-copy';
import { OneOpenList } from './one-open-list';
import { VerifyOrRejectForm } from './verify-or-reject-form';

const queryKey = ['admin', 'insurance'];
const holderOf = copy.holder;

interface ReviewInputs {
  decision: 'verify' | 'reject';
  insurer: string;
  policyNumber: string;
  validFrom: string;
  validTo: string;
  liabilityLimitCents: string;
  coversHiredVehicles: boolean;
  reason: string;
}

/** The file as uploaded: a PDF in a frame, a photo as an image, beside the fields it should match. */
function CertificateFile({ certificate: c }: { certificate: InsuranceCertificate }) {
  const url = adminFiles.insurance(c.id);
  return (
    <figure className="space-y-2">
      {c.contentType === 'application/pdf' ? (
        <iframe src={url} title={copy.file} className="h-96 w-full rounded border border-slate-200" />
      ) : (
        <img
          src={url}
          alt={copy.file}
          className="max-h-96 w-full rounded border border-slate-200 object-contain"
        />
      )}
      <figcaption>
        <a href={url} target="_blank" rel="noopener" className="text-brand-800 text-sm underline">
          {copy.openFile}
        </a>
      </figcaption>
    </figure>
  );
}

/**
 * Verify a certificate with what the renter typed prefilled and correctable,
 * or reject it saying why (the schema asks for the reason only then).
 */
function ReviewForm({
  certificate: c,
  onReviewed,
  onCancel,
}: {
  certificate: InsuranceCertificate;
  onReviewed: (said: Said) => void;
  onCancel: () => void;
}) {
  const holder = holderOf(c);
  const resolver = actionResolver(insuranceReviewSchema, (v: ReviewInputs) => ({
    ...v,
    liabilityLimitCents: /^\d+$/.test(v.liabilityLimitCents)
      ? Number(v.liabilityLimitCents)
      : v.liabilityLimitCents,
    reason: v.decision === 'reject' ? v.reason.trim() || undefined : undefined,
  }));
  const form = useSchemaForm({
    resolver,
    defaultValues: {
      decision: 'verify',
      insurer: c.insurer,
      policyNumber: c.policyNumber,
      validFrom: c.validFrom,
      validTo: c.validTo,
      liabilityLimitCents: String(c.liabilityLimitCents),
      coversHiredVehicles: c.coversHiredVehicles,
      reason: c.rejectionReason ?? '',
    },
    order: [
      'decision',
      'insurer',
      'policyNumber',
      'validFrom',
      'validTo',
      'liabilityLimitCents',
      'coversHiredVehicles',
      'reason',
    ],
    send: (review) => moneyApi.reviewInsurance(c.id, review),
    onSent: (_answer, review) =>
      onReviewed({ text: review.decision === 'verify' ? copy.verified(holder) : copy.rejected(holder) }),
    reValidateMode: 'onSubmit',
  });
  const limit = Number(form.watch('liabilityLimitCents'));
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <CertificateFile certificate={c} />
      <VerifyOrRejectForm
        form={form}
        decision={form.field('decision')}
        rejecting={form.watch('decision') === 'reject'}
        label={copy.reviewOf(holder)}
        words={copy}
        onCancel={onCancel}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField {...form.field('insurer')} label={copy.insurer} autoComplete="off" />
          <TextField {...form.field('policyNumber')} label={copy.policyNumber} autoComplete="off" />
          <TextField {...form.field('validFrom')} label={copy.validFrom} type="date" />
          <TextField {...form.field('validTo')} label={copy.validTo} type="date" />
          <TextField
            {...form.field('liabilityLimitCents')}
            label={copy.liabilityLimitCents}
            hint={Number.isSafeInteger(limit) ? copy.limitHint(formatMoney(limit)) : undefined}
            inputMode="numeric"
            autoComplete="off"
          />
        </div>
        <CheckboxField
          registration={form.register('coversHiredVehicles')}
          label={copy.coversHiredVehicles}
          error={form.err('coversHiredVehicles')}
        />
        <TextareaField {...form.field('reason')} label={copy.reason} hint={copy.reasonHint} rows={2} />
      </VerifyOrRejectForm>
    </div>
  );
}

/** One certificate: whose, what it says, its status, and its review beside its file when opened. */
function Certificate({
  certificate: c,
  open,
  setOpen,
  onReviewed,
}: {
  certificate: InsuranceCertificate;
  open: boolean;
  setOpen: (open: boolean) => void;
  onReviewed: (said: Said) => void;
}) {
  const may = useStaffAccess('money').change;
  const holder = holderOf(c);
  return (
    <li className="space-y-3 rounded-lg border border-slate-200 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold text-slate-900">
          {holder} · {c.insurer}
        </p>
        <StatusBadge status={c.status} label={statusWords.certificate[c.status]} />
      </div>
      <p className="text-slate-700 text-sm">
        {c.validFrom} – {c.validTo} · {formatMoney(c.liabilityLimitCents)} · {copy.uploaded}{' '}
        {formatInstantShort(c.uploadedAt)}
      </p>
      {c.rejectionReason ? <p className="text-red-800 text-sm">{c.rejectionReason}</p> : null}
      {may ? (
        <button
          type="button"
          aria-expanded={open}
          aria-label={open ? copy.closeReview : copy.reviewOf(holder)}
          onClick={() => setOpen(!open)}
          className="inline-flex min-h-10 items-center rounded-md px-3 font-semibold text-brand-800 text-sm ring-1 ring-slate-300 ring-inset hover:bg-slate-50"
        >
          {open ? copy.closeReview : copy.review}
        </button>
      ) : null}
      {open ? (
        <ReviewForm
          certificate={c}
          onCancel={() => setOpen(false)}
          onReviewed={(said) => {
            setOpen(false);
            onReviewed(said);
          }}
        />
      ) : null}
    </li>
  );
}

/** The minimum liability limit, a company setting (the settings staff area saves it). */
function MinimumForm({ minimum, onSaved }: { minimum: number; onSaved: (said: Said) => void }) {
  const client = useQueryClient();
  const form = useSchemaForm({
    resolver: actionResolver(insuranceSettingsSchema, (v: { minimumLiabilityCents: string }) => ({
      minimumLiabilityCents: /^\d+$/.test(v.minimumLiabilityCents)
        ? Number(v.minimumLiabilityCents)
        : v.minimumLiabilityCents,
    })),
    defaultValues: { minimumLiabilityCents: String(minimum) },
    order: ['minimumLiabilityCents'],
    send: moneyApi.saveInsuranceSettings,
    onSent: (saved) => {
      client.setQueryData([...queryKey, 'settings'], saved);
      onSaved({ text: copy.savedMinimum(formatMoney(saved.minimumLiabilityCents)) });
    },
    reValidateMode: 'onSubmit',
  });
  return (
    <ActionForm
      form={form}
      label={copy.settingsTitle}
      submitLabel={copy.saveMinimum}
      pendingLabel={formWords.working}
    >
      <p className="text-slate-600 text-sm">{copy.settingsLead}</p>
      <TextField
        {...form.field('minimumLiabilityCents')}
        label={copy.minimum}
        hint={copy.limitHint(formatMoney(minimum))}
        inputMode="numeric"
        autoComplete="off"
      />
    </ActionForm>
  );
}

/** Certificates of insurance (decision 023): the review queue, and the minimum liability limit. */
export function InsuranceView() {
  const client = useQueryClient();
  const [status, setStatus] = useState<'pending' | 'verified' | 'rejected' | 'all'>('pending');
  const [said, setSaid] = useState<Said | null>(null);
  const list = useQuery({
    queryKey: [...queryKey, status],
    queryFn: () => moneyApi.insurance(status === 'all' ? undefined : status),
  });
  const mayChangeSettings = useStaffAccess('settings').change;
  const settings = useQuery({
    queryKey: [...queryKey, 'settings'],
    queryFn: moneyApi.insuranceSettings,
    enabled: mayChangeSettings,
  });
  const reviewed = (s: Said) => {
    setSaid(s);
    void client.invalidateQueries({ queryKey });
  };
  return (
    <section aria-labelledby="insurance-view-heading" className="space-y-6">
      <div className="space-y-2">
        <h2 id="insurance-view-heading" className="font-bold text-slate-900 text-xl">
          {adminCopy.views.insurance}
        </h2>
        <p className="max-w-3xl text-slate-700">{copy.lead}</p>
      </div>
      <StatusLine said={said} />
      <fieldset className="flex flex-wrap gap-4">
        <legend className="mb-1 font-semibold text-slate-900 text-sm">{copy.filter}</legend>
        {(['pending', 'verified', 'rejected', 'all'] as const).map((s) => (
          <label key={s} className="inline-flex min-h-10 items-center gap-2">
            <input
              type="radio"
              name="insurance-status"
              checked={status === s}
              onChange={() => setStatus(s)}
            />
            {copy.filters[s]}
          </label>
        ))}
      </fieldset>
      {list.isPending ? (
        <p className="text-slate-600">{copy.loading}</p>
      ) : list.isError ? (
        <p role="alert" className="text-red-800">
          {errorSentence(list.error)}
        </p>
      ) : list.data.certificates.length === 0 ? (
        <p className="text-slate-600">{copy.none}</p>
      ) : (
        <OneOpenList
          items={list.data.certificates}
          item={(c, open, setOpen) => (
            <Certificate certificate={c} open={open} setOpen={setOpen} onReviewed={reviewed} />
          )}
        />
      )}
      {mayChangeSettings && settings.data ? (
        <MinimumForm minimum={settings.data.minimumLiabilityCents} onSaved={setSaid} />
      ) : null}
    </section>
  );
}
