import { type Claim, claimWaiveRequestSchema } from '@convoy/domain/contracts/claim.schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { ErrorSummary } from '../../../../components/form/error-summary';
import { buttonClass } from '../../../../components/form/form-styles';
import { schemaResolver } from '../../../../components/form/schema-resolver';
import { SubmitButton } from '../../../../components/form/submit-button';
import { TextField } from '../../../../components/form/text-field';
import { useSchemaForm } from '../../../../components/form/use-schema-form';
import { Link } from '../../../../components/link';
import { errorSentence } from '../../../../lib/api-client';
import { formatMoney } from '../../../../lib/format';
import { toast } from '../../../../lib/toast';
import { adminCopy } from '../../shell/admin-copy';
import { useStaffAccess } from '../../shell/api/use-staff-access';
import { formatInstantShort } from '../../shell/components/format';
import { useKeyedMutation } from '../../shell/components/use-keyed-mutation';
import { claimsApi } from './api/claims-api';
import { claimsCopy as copy } from './claims-copy';
import { EstimateForm } from './estimate-form';

const claimKey = (id: string) => ['admin', 'claim', id] as const;

/** A part of the claim's page under its heading. */
function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-2">
      <h3 id={id} className="font-bold text-lg text-slate-900">
        {title}
      </h3>
      {children}
    </section>
  );
}

/** The photos of one side, or that there are none. */
function Photos({ title, photos }: { title: string; photos: Claim['photos']['before'] }) {
  return (
    <figure className="space-y-2">
      <figcaption className="font-semibold text-slate-900">{title}</figcaption>
      {photos.length === 0 ? (
        <p className="text-slate-600 text-sm">{copy.noPhotos}</p>
      ) : (
        <div className="grid grid-cols-2 gap-2">
          {photos.map((p, i) => (
            <img
              key={p.id}
              src={p.url}
              alt={copy.photoAlt(title, i + 1)}
              className="aspect-[4/3] w-full rounded object-cover"
            />
          ))}
        </div>
      )}
    </figure>
  );
}

/** The split in words and money: the renter's lines, the total, what the deposit takes and what is invoiced. */
function Split({ claim }: { claim: Claim }) {
  const s = claim.split;
  const rows: [string, number][] = [
    ...s.lines.map((l): [string, number] => [l.label, l.amountCents]),
    [copy.renter, s.renterCents],
    [copy.fromDeposit, s.depositCents],
    [copy.invoiced, s.invoiceCents],
  ];
  return (
    <Part id="claim-split" title={copy.splitTitle}>
      <p className="text-slate-800">{s.words}</p>
      <table className="w-full max-w-xl text-sm">
        <caption className="sr-only">{copy.splitLines}</caption>
        <tbody>
          <tr>
            <th scope="row" className="py-1 text-left font-normal text-slate-700">
              {copy.total}
            </th>
            <td className="py-1 text-right">{formatMoney(s.totalCents)}</td>
          </tr>
          {rows.map(([label, cents]) => (
            <tr key={label} className="border-slate-200 border-t">
              <th scope="row" className="py-1 text-left font-normal text-slate-700">
                {label}
              </th>
              <td className="py-1 text-right">{formatMoney(cents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Part>
  );
}

/** The money actions of a priced claim: the insurer letter, and settling it. */
function Actions({ claim, onDone }: { claim: Claim; onDone: (claim: Claim) => void }) {
  const letterSent = useMutation({
    mutationFn: () => claimsApi.letterSent(claim.id),
    onSuccess: (next) => {
      onDone(next);
      toast.success(copy.letterSentDone);
    },
    onError: (error) => toast.error(errorSentence(error)),
  });
  const settle = useKeyedMutation({
    mutationFn: (key) => claimsApi.settle(claim.id, key),
    onSuccess: (next) => {
      onDone(next);
      toast.success(copy.settled(next.invoiceNumber));
    },
    onError: (error) => toast.error(errorSentence(error)),
  });
  return (
    <div className="flex flex-wrap gap-3">
      {claim.letterUrl ? (
        <a href={claim.letterUrl} className={buttonClass.secondary} download>
          {copy.letter}
        </a>
      ) : null}
      {claim.letterUrl && claim.status === 'estimated' ? (
        <button
          type="button"
          className={buttonClass.secondary}
          aria-disabled={letterSent.isPending || undefined}
          onClick={() => (letterSent.isPending ? undefined : letterSent.mutate())}
        >
          {copy.letterSent}
        </button>
      ) : null}
      <button
        type="button"
        className={buttonClass.primary}
        aria-disabled={settle.isPending || undefined}
        onClick={() => (settle.isPending ? undefined : settle.mutate())}
      >
        {settle.isPending ? copy.settling : copy.settle}
      </button>
    </div>
  );
}

const waiveResolver = schemaResolver(claimWaiveRequestSchema, (values: { reason: string }) => values);

/** Waiving a claim not yet settled, for the money area's staff: its reason, sent once per Idempotency-Key. */
function WaiveForm({ claim, onDone }: { claim: Claim; onDone: (claim: Claim) => void }) {
  const id = useId();
  const form = useSchemaForm({
    resolver: waiveResolver,
    reValidateMode: 'onSubmit',
    defaultValues: { reason: '' },
    order: ['reason'],
    send: (request, key) => claimsApi.waive(claim.id, request, key),
    onSent: (next) => {
      onDone(next);
      toast.success(copy.waivedDone);
    },
  });
  return (
    <form {...form.formProps} aria-labelledby={`${id}-title`} className="max-w-xl space-y-3">
      <h3 id={`${id}-title`} className="font-bold text-lg text-slate-900">
        {copy.waiveTitle}
      </h3>
      <p className="text-slate-700">{copy.waiveLead}</p>
      <ErrorSummary {...form.summary} />
      <TextField {...form.field('reason')} label={copy.waiveReason} maxLength={200} autoComplete="off" />
      <SubmitButton pending={form.pending} pendingLabel={copy.waiving}>
        {copy.waive}
      </SubmitButton>
    </form>
  );
}

/**
 * A damage claim's page (decision 036): the new damage, the photos as the
 * vehicle went out and came back side by side, the estimate (editable until
 * the insurer letter is sent), the split in words and money, the insurer
 * letter, settling, and the trail of who changed what.
 */
export function ClaimPage({ id }: { id: string }) {
  const client = useQueryClient();
  const mayAct = useStaffAccess('counter').change;
  const mayWaive = useStaffAccess('money').change;
  const claim = useQuery({ queryKey: claimKey(id), queryFn: () => claimsApi.claim(id) });
  const take = (next: Claim) => {
    client.setQueryData(claimKey(id), next);
    void client.invalidateQueries({ queryKey: ['admin', 'claims'] });
  };
  const c = claim.data;
  return (
    <section aria-labelledby="claim-heading" className="space-y-6">
      <Link
        to="/admin?view=claims"
        className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline"
      >
        <span aria-hidden="true">← </span>
        {copy.back}
      </Link>
      {claim.error ? (
        <p role="alert" className="text-red-800">
          {errorSentence(claim.error)}
        </p>
      ) : !c ? (
        <p className="text-slate-600">{adminCopy.table.loading}</p>
      ) : (
        <>
          <div className="space-y-1">
            <h2 id="claim-heading" className="font-bold text-slate-900 text-xl">
              {copy.claimTitle(c.vehicle, c.code)}
            </h2>
            <p className="font-semibold text-slate-800">
              {copy.statuses[c.status]} · {copy.covers[c.cover]}
            </p>
            {c.insurer ? <p className="text-slate-700">{copy.insurer(c.insurer)}</p> : null}
          </div>
          <Part id="claim-damage" title={copy.newDamage}>
            <ul className="list-disc pl-5 text-slate-800">
              {c.newMarks.map((m) => (
                <li key={`${m.view}-${m.x}-${m.y}`}>
                  {copy.sides[m.view]}: {m.note}
                </li>
              ))}
            </ul>
          </Part>
          <Part id="claim-photos" title={copy.photosTitle}>
            <div className="grid gap-4 md:grid-cols-2">
              <Photos title={copy.before} photos={c.photos.before} />
              <Photos title={copy.after} photos={c.photos.after} />
            </div>
          </Part>
          {mayAct && (c.status === 'open' || c.status === 'estimated') ? (
            <EstimateForm key={c.lines.length + c.adminFeeCents} claim={c} onSaved={take} />
          ) : null}
          {c.status !== 'open' ? <Split claim={c} /> : null}
          {c.invoiceNumber ? (
            <p className="font-semibold text-slate-900">{copy.settledInvoice(c.invoiceNumber)}</p>
          ) : null}
          {c.waiveReason ? <p className="text-slate-800">{copy.waived(c.waiveReason)}</p> : null}
          {mayAct && (c.status === 'estimated' || c.status === 'letter_sent') ? (
            <Actions claim={c} onDone={take} />
          ) : null}
          {mayWaive && c.status !== 'settled' && c.status !== 'waived' ? (
            <WaiveForm claim={c} onDone={take} />
          ) : null}
          <Part id="claim-history" title={copy.historyTitle}>
            <ol className="space-y-1 text-slate-800 text-sm">
              {c.history.map((h) => (
                <li key={`${h.at}-${h.action}`}>
                  {formatInstantShort(h.at)}: {h.action} {copy.by(h.by)}
                </li>
              ))}
            </ol>
          </Part>
        </>
      )}
    </section>
  );
}
