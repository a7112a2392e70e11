import { type Claim, claimEstimateRequestSchema } from '@convoy/domain/contracts/claim.schema';
import { useId, useState } from 'react';
import { ErrorSummary } from '../../../../components/form/error-summary';
import { buttonClass } from '../../../../components/form/form-styles';
import { schemaResolver } from '../../../../components/form/schema-resolver';
import { SubmitButton } from '../../../../components/form/submit-button';
import { TextField } from '../../../../components/form/text-field';
import { useSchemaForm } from '../../../../components/form/use-schema-form';
import { toast } from '../../../../lib/toast';
import { centsToDollars, dollarsToCents, wholeNumber } from '../../shell/components/format';
import { useFormRows } from '../../shell/components/use-form-rows';
import { claimsApi } from './api/claims-api';
import { claimsCopy as copy } from './claims-copy';

/** What the inputs hold: amounts and days as typed. */
interface EstimateValues {
  lines: { description: string; amountCents: string }[];
  lossOfUseDays: string;
  adminFeeCents: string;
}

const resolver = schemaResolver(claimEstimateRequestSchema, (v: EstimateValues) => ({
  lines: v.lines.map((l) => ({ description: l.description, amountCents: dollarsToCents(l.amountCents) })),
  lossOfUseDays: wholeNumber(v.lossOfUseDays),
  adminFeeCents: dollarsToCents(v.adminFeeCents),
}));

const valuesOf = (c: Claim): EstimateValues => ({
  lines:
    c.lines.length > 0
      ? c.lines.map((l) => ({ description: l.description, amountCents: centsToDollars(l.amountCents) }))
      : [{ description: '', amountCents: '' }],
  lossOfUseDays: String(c.lossOfUseDays),
  adminFeeCents: centsToDollars(c.adminFeeCents),
});

/**
 * The repair estimate's lines, loss of use in days and the admin fee, checked
 * with the API's schema and saved whole (PUT /api/admin/claims/:id/estimate).
 */
export function EstimateForm({ claim, onSaved }: { claim: Claim; onSaved: (claim: Claim) => void }) {
  const id = useId();
  const start = valuesOf(claim);
  const [count, setCount] = useState(start.lines.length);
  const order = [
    ...Array.from({ length: count }, (_, i) => [`lines.${i}.description`, `lines.${i}.amountCents`]).flat(),
    'lines',
    'lossOfUseDays',
    'adminFeeCents',
  ];
  const form = useSchemaForm({
    resolver,
    reValidateMode: 'onSubmit',
    defaultValues: start,
    order,
    send: (estimate) => claimsApi.estimate(claim.id, estimate),
    onSent: (saved) => {
      onSaved(saved);
      toast.success(copy.saved);
    },
  });
  const lines = useFormRows(
    () => form.getValues('lines'),
    (rows) => form.setValue('lines', rows),
    start.lines.length,
  );
  if (lines.keys.length !== count) setCount(lines.keys.length);
  return (
    <form {...form.formProps} aria-labelledby={`${id}-title`} className="space-y-4">
      <div>
        <h3 id={`${id}-title`} className="font-bold text-lg text-slate-900">
          {copy.estimateTitle}
        </h3>
        <p className="text-slate-700 text-sm">
          {copy.estimateLead(
            claim.limits.lossOfUseMaxDays,
            claim.dailyRateCents,
            claim.limits.adminFeeMaxCents,
          )}
        </p>
      </div>
      <ErrorSummary {...form.summary} />
      {lines.keys.map((key, i) => (
        <fieldset key={key} className="flex flex-wrap items-end gap-3">
          <legend className="sr-only">{copy.line(i + 1)}</legend>
          <TextField {...form.field(`lines.${i}.description`)} label={copy.description} className="w-80" />
          <TextField
            {...form.field(`lines.${i}.amountCents`)}
            label={copy.amount}
            inputMode="decimal"
            className="w-40"
          />
          {lines.keys.length > 1 ? (
            <button
              type="button"
              aria-label={copy.removeLine(i + 1)}
              onClick={() => lines.remove(i)}
              className={buttonClass.secondary}
            >
              {copy.remove}
            </button>
          ) : null}
        </fieldset>
      ))}
      <button
        type="button"
        onClick={() => lines.append({ description: '', amountCents: '' })}
        className={buttonClass.secondary}
      >
        {copy.addLine}
      </button>
      <div className="flex flex-wrap gap-3">
        <TextField
          {...form.field('lossOfUseDays')}
          label={copy.lossOfUseDays}
          inputMode="numeric"
          className="w-40"
        />
        <TextField
          {...form.field('adminFeeCents')}
          label={copy.adminFee}
          inputMode="decimal"
          className="w-40"
        />
      </div>
      <SubmitButton pending={form.pending} pendingLabel={copy.saving}>
        {copy.save}
      </SubmitButton>
    </form>
  );
}
