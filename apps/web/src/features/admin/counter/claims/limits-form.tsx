import {
  type ClaimLimits,
  type ClaimLimitsRow,
  claimLimitsSchema,
} from '@convoy/domain/contracts/claim.schema';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { ErrorSummary } from '../../../../components/form/error-summary';
import { buttonClass } from '../../../../components/form/form-styles';
import { schemaResolver } from '../../../../components/form/schema-resolver';
import { SubmitButton } from '../../../../components/form/submit-button';
import { TextField } from '../../../../components/form/text-field';
import { useSchemaForm } from '../../../../components/form/use-schema-form';
import { errorSentence } from '../../../../lib/api-client';
import { toast } from '../../../../lib/toast';
import { useStaffAccess } from '../../shell/api/use-staff-access';
import { centsToDollars, dollarsToCents, wholeNumber } from '../../shell/components/format';
import { useFormRows } from '../../shell/components/use-form-rows';
import { claimsApi } from './api/claims-api';
import { claimsCopy } from './claims-copy';

const copy = claimsCopy.limits;
const limitsKey = ['admin', 'claims', 'limits'] as const;

/** A row as typed: money in dollars, a blank cap for none. */
type RowValues = Record<keyof ClaimLimitsRow, string>;

const resolver = schemaResolver(claimLimitsSchema, (v: { limits: RowValues[] }) => ({
  limits: v.limits.map((r) => ({
    state: r.state.trim().toUpperCase(),
    deductibleCents: dollarsToCents(r.deductibleCents),
    lossOfUseMaxDays: wholeNumber(r.lossOfUseMaxDays),
    adminFeeMaxCents: dollarsToCents(r.adminFeeMaxCents),
    renterMaxCents: r.renterMaxCents.trim() === '' ? null : dollarsToCents(r.renterMaxCents),
  })),
}));

const rowOf = (r: ClaimLimitsRow): RowValues => ({
  state: r.state,
  deductibleCents: centsToDollars(r.deductibleCents),
  lossOfUseMaxDays: String(r.lossOfUseMaxDays),
  adminFeeMaxCents: centsToDollars(r.adminFeeMaxCents),
  renterMaxCents: r.renterMaxCents === null ? '' : centsToDollars(r.renterMaxCents),
});

const fields = [
  'state',
  'deductibleCents',
  'lossOfUseMaxDays',
  'adminFeeMaxCents',
  'renterMaxCents',
] as const;

function LimitsForm({ saved, readOnly }: { saved: ClaimLimits; readOnly: boolean }) {
  const id = useId();
  const client = useQueryClient();
  const [count, setCount] = useState(saved.limits.length);
  const form = useSchemaForm({
    resolver,
    reValidateMode: 'onSubmit',
    defaultValues: { limits: saved.limits.map(rowOf) },
    order: [
      ...Array.from({ length: count }, (_, i) => fields.map((f) => `limits.${i}.${f}`)).flat(),
      'limits',
    ],
    send: (limits) => claimsApi.saveLimits(limits),
    onSent: (answer) => {
      client.setQueryData(limitsKey, answer);
      toast.success(copy.saved);
    },
  });
  const rows = useFormRows(
    () => form.getValues('limits'),
    (next) => form.setValue('limits', next),
    saved.limits.length,
  );
  if (rows.keys.length !== count) setCount(rows.keys.length);
  return (
    <form {...form.formProps} aria-labelledby={`${id}-title`} className="space-y-4">
      <div>
        <h3 id={`${id}-title`} className="font-bold text-lg text-slate-900">
          {copy.title}
        </h3>
        <p className="max-w-3xl text-slate-700 text-sm">{copy.lead}</p>
      </div>
      <ErrorSummary {...form.summary} />
      {rows.keys.map((key, i) => (
        <fieldset key={key} className="flex flex-wrap items-end gap-3">
          <legend className="sr-only">{copy.row(i + 1)}</legend>
          {fields.map((f) => (
            <TextField
              key={f}
              {...form.field(`limits.${i}.${f}`)}
              label={copy.fields[f]}
              disabled={readOnly}
              className={f === 'state' ? 'w-24' : 'w-44'}
            />
          ))}
          {readOnly ? null : (
            <button
              type="button"
              aria-label={copy.removeRow(i + 1)}
              onClick={() => rows.remove(i)}
              className={buttonClass.secondary}
            >
              {claimsCopy.remove}
            </button>
          )}
        </fieldset>
      ))}
      {readOnly ? null : (
        <div className="flex flex-wrap gap-3">
          <button
            type="button"
            onClick={() => rows.append(rowOf({ ...saved.limits[0]!, state: '' }))}
            className={buttonClass.secondary}
          >
            {copy.addRow}
          </button>
          <SubmitButton pending={form.pending} pendingLabel={claimsCopy.saving}>
            {copy.save}
          </SubmitButton>
        </div>
      )}
    </form>
  );
}

/** What a claim may charge a renter, per state (decision 036): shown to roles that read the settings, edited by the owner. */
export function ClaimLimitsSection() {
  const may = useStaffAccess('settings');
  const limits = useQuery({ queryKey: limitsKey, queryFn: claimsApi.limits, enabled: may.read });
  if (!may.read) return null;
  if (limits.error) {
    return (
      <p role="alert" className="text-red-800">
        {errorSentence(limits.error)}
      </p>
    );
  }
  return limits.data ? (
    <LimitsForm key={JSON.stringify(limits.data)} saved={limits.data} readOnly={!may.change} />
  ) : null;
}
