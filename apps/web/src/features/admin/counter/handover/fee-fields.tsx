import type { Handover } from '@convoy/domain/contracts/counter.schema';
import { useRef, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import type { FieldBinding } from '../../../../components/form/field-binding';
import { buttonClass } from '../../../../components/form/form-styles';
import { SelectField } from '../../../../components/form/select-field';
import { TextField } from '../../../../components/form/text-field';
import { formatMoney } from '../../../../lib/format';
import { counterCopy } from '../counter-copy';

const copy = counterCopy.handover;

/** A fee as the form holds it: the fee chosen, how many and the note, as typed. */
export interface FeeInputs {
  feeId: string;
  quantity: string;
  note: string;
}

/** The fee rows as the request's entries: a whole quantity, or what was typed so the schema names the field. */
export const feeEntriesOf = (rows: readonly FeeInputs[] | undefined) =>
  (rows ?? []).map((r) => ({
    feeId: r.feeId,
    quantity: /^\d+$/.test(r.quantity.trim()) ? Number(r.quantity.trim()) : undefined,
    note: r.note,
  }));

/** The form names of `count` fee rows, in page order. */
export const feeFieldNames = (count: number) =>
  Array.from({ length: count }, (_, i) => [`fees.${i}.feeId`, `fees.${i}.quantity`, `fees.${i}.note`]).flat();

/** The form's `field(name)` for the fee rows' names (useSchemaForm's, for any form that has them). */
interface Form {
  field: (name: `fees.${number}.${keyof FeeInputs}`) => {
    registration: FieldBinding;
    error: string | undefined;
  };
}

/**
 * The booking's incidental fees at check-in (decision 032): rows added and
 * removed by button, each a fee of the catalogue, how many and a note. Rows
 * keep a key beside the form's values (not useFieldArray: see
 * fleet/delivery-drivers-view.tsx on the form library's chunk).
 */
export function FeeFields({
  form,
  offered,
  onCount,
}: {
  form: Form;
  offered: Handover['feesOffered'];
  onCount: (count: number) => void;
}) {
  const { getValues, setValue } = useFormContext<{ fees: FeeInputs[] }>();
  const next = useRef(0);
  const [keys, setKeys] = useState<number[]>([]);
  const rows = () => getValues('fees') ?? [];
  const change = (values: FeeInputs[], nextKeys: number[]) => {
    setValue('fees', values);
    setKeys(nextKeys);
    onCount(nextKeys.length);
  };
  const options = offered.map((f) => ({
    value: f.id,
    label: copy.feeOption(f.label, formatMoney(f.priceCents), copy.feeCharges[f.charge] ?? ''),
  }));
  if (offered.length === 0) return null;
  return (
    <fieldset className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <legend className="px-1 font-semibold text-slate-900">{copy.fees}</legend>
      <p className="text-slate-600 text-sm">{copy.feesHint}</p>
      <ol className="mt-2 space-y-4">
        {keys.map((key, i) => (
          <li key={key} className="grid gap-3 sm:grid-cols-3">
            <SelectField
              {...form.field(`fees.${i}.feeId`)}
              label={copy.fee(i + 1)}
              options={options}
              placeholder={copy.chooseFee}
            />
            <TextField
              {...form.field(`fees.${i}.quantity`)}
              label={copy.quantity}
              inputMode="numeric"
              autoComplete="off"
            />
            <TextField {...form.field(`fees.${i}.note`)} label={copy.feeNote} optional autoComplete="off" />
            <div className="sm:col-span-3">
              <button
                type="button"
                className={buttonClass.secondary}
                onClick={() =>
                  change(
                    rows().filter((_, j) => j !== i),
                    keys.filter((_, j) => j !== i),
                  )
                }
              >
                {copy.removeFee(i + 1)}
              </button>
            </div>
          </li>
        ))}
      </ol>
      <button
        type="button"
        className={`${buttonClass.secondary} mt-3`}
        onClick={() => change([...rows(), { feeId: '', quantity: '1', note: '' }], [...keys, next.current++])}
      >
        {copy.addFee}
      </button>
    </fieldset>
  );
}
