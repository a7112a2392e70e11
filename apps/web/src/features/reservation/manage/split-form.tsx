import {
  maxSplitPayers,
  type SplitPaymentView,
  splitPaymentRequestSchema,
} from '@convoy/domain/contracts/split-payment.schema';
import { equalShares } from '@convoy/domain/rules/split-payment';
import { useEffect, useRef } from 'react';
import { useFieldArray } from 'react-hook-form';
import { ErrorSummary } from '../../../components/form/error-summary';
import { fieldIds } from '../../../components/form/field-ids';
import { buttonClass, hintClass } from '../../../components/form/form-styles';
import { RadioGroupField } from '../../../components/form/radio-group-field';
import { schemaResolver } from '../../../components/form/schema-resolver';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { formatMoney } from '../../../lib/format';
import { setSplit } from '../api/reservation-api';
import { splitCopy as copy } from '../copy/split-copy';

interface MemberRow {
  name: string;
  email: string;
  /** Dollars as typed; used only with shares set one by one. */
  amountCents: string;
}
interface SplitValues {
  mode: 'equal' | 'named';
  payers: MemberRow[];
}

/** "12.5" or "$1,012.50" → cents; NaN for anything else (the schema's message then says so). */
export function dollarsToCents(typed: string): number {
  const plain = typed.replace(/[$,\s]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(plain)) return Number.NaN;
  const [whole = '0', cents = ''] = plain.split('.');
  return Number(whole) * 100 + Number(cents.padEnd(2, '0'));
}

const centsToDollars = (cents: number) => (cents / 100).toFixed(2);

const emptyRow: MemberRow = { name: '', email: '', amountCents: '' };

/** The fields in the order shown: the error summary's order, every row the form can have. */
const fieldOrder = [
  'mode',
  'payers',
  ...Array.from({ length: maxSplitPayers + 1 }, (_, i) => [
    `payers.${i}.name`,
    `payers.${i}.email`,
    `payers.${i}.amountCents`,
  ]).flat(),
];

/**
 * The organiser's split (decision 045): the members who pay a share, with equal shares (the odd
 * cents to the organiser) or each share set; checked with the API's own schema, sent with PUT
 * …/payers. Sending no member ends a split nobody has paid into.
 */
export default function SplitForm({
  view,
  code,
  email,
  onSaved,
  onCancel,
}: {
  view: SplitPaymentView;
  code: string;
  email: string;
  onSaved: (saved: SplitPaymentView) => void;
  onCancel: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const named =
    view.payers.length > 0 && view.payers.some((p) => p.amountCents !== view.payers[0]?.amountCents);
  const resolver = schemaResolver(splitPaymentRequestSchema, (values: SplitValues) => ({
    email,
    payers: values.payers.map((p) => ({
      name: p.name,
      email: p.email,
      ...(values.mode === 'named' ? { amountCents: dollarsToCents(p.amountCents) } : {}),
    })),
  }));
  const rows = view.payers.length > 0 ? view.payers : [];
  const form = useSchemaForm<
    SplitValues,
    ReturnType<typeof splitPaymentRequestSchema.parse>,
    SplitPaymentView
  >({
    resolver,
    defaultValues: {
      mode: named ? 'named' : 'equal',
      payers:
        rows.length > 0
          ? rows.map((p) => ({ name: p.name, email: p.email, amountCents: centsToDollars(p.amountCents) }))
          : [{ ...emptyRow }],
    },
    order: fieldOrder,
    send: (request) => setSplit(code, request),
    onSent: (saved) => onSaved(saved),
  });
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'payers' });
  const mode = form.watch('mode');
  const members = form.watch('payers');
  const total = view.totalCents;
  const preview = (() => {
    if (mode === 'equal') {
      if (members.length === 0 || total < members.length + 1) return null;
      const shares = equalShares(total, members.length + 1);
      return copy.equalHint(formatMoney(shares[1] ?? 0), formatMoney(shares[0] ?? 0));
    }
    const sum = members.reduce((s, m) => s + (dollarsToCents(m.amountCents) || 0), 0);
    return copy.yoursNamed(total - sum);
  })();

  return (
    <form {...form.formProps} aria-labelledby="split-form-heading" className="space-y-5">
      <h4
        id="split-form-heading"
        ref={heading}
        tabIndex={-1}
        className="font-semibold text-slate-900 focus:outline-none"
      >
        {copy.formHeading}
      </h4>
      <p className="text-slate-700">{copy.formIntro}</p>
      <ErrorSummary {...form.summary} />
      <RadioGroupField
        registration={form.register('mode')}
        legend={copy.modeLegend}
        options={[
          { value: 'equal', label: copy.equal },
          { value: 'named', label: copy.named },
        ]}
        error={form.err('mode')}
      />
      {form.err('payers') ? (
        <p id={fieldIds('payers').control} tabIndex={-1} className="font-semibold text-red-800">
          {form.err('payers')}
        </p>
      ) : null}
      <ol className="space-y-4">
        {fields.map((row, i) => (
          <li key={row.id}>
            <fieldset className="space-y-3 rounded-md border border-slate-200 p-3">
              <legend className="px-1 font-semibold text-slate-900">{copy.member(i + 1)}</legend>
              <TextField
                registration={form.register(`payers.${i}.name`)}
                label={copy.name}
                autoComplete="off"
                error={form.err(`payers.${i}.name`)}
              />
              <TextField
                registration={form.register(`payers.${i}.email`)}
                label={copy.email}
                type="email"
                inputMode="email"
                autoComplete="off"
                spellCheck={false}
                error={form.err(`payers.${i}.email`)}
              />
              {mode === 'named' ? (
                <TextField
                  registration={form.register(`payers.${i}.amountCents`)}
                  label={copy.amount}
                  inputMode="decimal"
                  autoComplete="off"
                  error={form.err(`payers.${i}.amountCents`)}
                />
              ) : null}
              <button type="button" className={buttonClass.link} onClick={() => remove(i)}>
                {copy.remove(i + 1)}
              </button>
            </fieldset>
          </li>
        ))}
      </ol>
      <button type="button" className={buttonClass.secondary} onClick={() => append({ ...emptyRow })}>
        {copy.add}
      </button>
      {preview ? (
        <p className={hintClass} aria-live="polite">
          {preview}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <SubmitButton pending={form.pending} pendingLabel={copy.sending}>
          {fields.length === 0 ? copy.end : copy.send}
        </SubmitButton>
        <button type="button" className={buttonClass.link} onClick={onCancel}>
          {copy.cancel}
        </button>
      </div>
    </form>
  );
}
