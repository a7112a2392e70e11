import {
  checkInRequestSchema,
  type Handover,
  type HandoverPhoto,
} from '@convoy/domain/contracts/counter.schema';
import { useId, useRef, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { buttonClass } from '../../../../components/form/form-styles';
import { TextField } from '../../../../components/form/text-field';
import { useSchemaForm } from '../../../../components/form/use-schema-form';
import { ActionForm, actionResolver } from '../../shell/components/action-form';
import { counterApi } from '../api/counter-api';
import { counterCopy } from '../counter-copy';
import { FeeFields, type FeeInputs, feeEntriesOf, feeFieldNames } from './fee-fields';
import { ReadingFields } from './reading-fields';
import {
  blankReading,
  readingFieldNames,
  renewInspectionKeys,
  returnReadingOf,
  type VehicleInputs,
} from './reading-inputs';
import { ReadingSummary } from './reading-summary';
import { vehicleName } from './use-handover';
import { VehicleHeading } from './vehicle-heading';

const copy = counterCopy.handover;
const columnHeading = 'mb-3 font-semibold text-slate-700 uppercase tracking-wide text-sm';

interface CheckInValues {
  returnedDate: string;
  returnedTime: string;
  vehicles: VehicleInputs[];
  fees: FeeInputs[];
}

type Props = {
  handover: Handover;
  onPhotoAdded: (photo: HandoverPhoto) => void;
  onPhotoRemoved: (id: string) => void;
  onAnswer: (answer: Handover, recorded: boolean) => void;
};

const keyOf = (v: { classId: string; seq: number }) => `${v.classId}|${v.seq}`;

/**
 * The check-in of the vehicles that are out. A convoy's vehicles may come back
 * at different times: with more than one out, the agent first ticks those
 * coming back now (all by default); the others stay out and are checked in on
 * their own later. The form is made for the vehicles ticked (a new one when
 * the choice changes).
 */
export function CheckInForm(props: Props) {
  const id = useId();
  const out = props.handover.vehicles.filter((v) => v.out && !v.in);
  const [staying, setStaying] = useState<string[]>([]);
  const coming = out.filter((v) => !staying.includes(keyOf(v)));
  const toggle = (key: string, checked: boolean) =>
    setStaying((now) => (checked ? now.filter((k) => k !== key) : [...now, key]));
  return (
    <div className="space-y-6">
      {out.length > 1 ? (
        <fieldset
          aria-describedby={`${id}-hint`}
          className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
        >
          <legend className="px-1 font-semibold text-slate-900">{copy.coming}</legend>
          <p id={`${id}-hint`} className="text-slate-600 text-sm">
            {copy.comingHint}
          </p>
          <ul className="mt-2 grid gap-2 sm:grid-cols-2">
            {out.map((v) => (
              <li key={keyOf(v)}>
                <label className="flex min-h-11 items-center gap-3">
                  <input
                    type="checkbox"
                    checked={!staying.includes(keyOf(v))}
                    onChange={(e) => toggle(keyOf(v), e.target.checked)}
                    className="size-5"
                  />
                  <span>
                    {vehicleName(v)}
                    {v.unit ? <span className="text-slate-600"> · {v.unit.fleetNumber}</span> : null}
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      ) : null}
      {coming.length > 0 ? (
        <ReturnForm key={staying.join(',')} {...props} vehicles={coming} />
      ) : (
        <p className="text-slate-700">{copy.noneComing}</p>
      )}
    </div>
  );
}

/**
 * The return (POST …/check-in) of the vehicles coming back: each beside what
 * it left with (two columns from a tablet's width, stacked on a phone), the
 * damage charge in dollars, and when it came back (empty: now). "Show the
 * charges" asks the preview, which stores nothing; "Record the return" records
 * it. `onAnswer` gets either answer and whether it was recorded.
 */
function ReturnForm({
  handover,
  vehicles: out,
  onPhotoAdded,
  onPhotoRemoved,
  onAnswer,
}: Props & { vehicles: Handover['vehicles'] }) {
  const { code } = handover;
  const preview = useRef(false);
  const vehicleFields = readingFieldNames(out, 'in', true);
  // The summary's order needs the fee rows before the form exists: their count, kept by FeeFields.
  const [feeRows, setFeeRows] = useState(0);
  const resolver = actionResolver(
    checkInRequestSchema,
    (v: CheckInValues) => ({
      returnedDate: v.returnedDate || undefined,
      returnedTime: v.returnedTime || undefined,
      vehicles: v.vehicles.map(returnReadingOf),
      fees: feeEntriesOf(v.fees),
    }),
    Object.fromEntries(vehicleFields.filter((f) => f.endsWith('.damageCents')).map((f) => [f, copy.dollars])),
  );
  const form = useSchemaForm({
    resolver,
    defaultValues: {
      returnedDate: '',
      returnedTime: '',
      vehicles: out.map((v) => blankReading(v, 'in')),
      fees: [],
    },
    order: [...vehicleFields, ...feeFieldNames(feeRows), 'returnedDate', 'returnedTime'],
    send: async (request) => {
      if (preview.current) return counterApi.previewCheckIn(code, request);
      try {
        return await counterApi.checkIn(code, request);
      } finally {
        renewInspectionKeys(form.setValue, out.length);
      }
    },
    onSent: (answer) => onAnswer(answer, !preview.current),
    reValidateMode: 'onSubmit',
  });
  const showCharges = async () => {
    if (form.pending) return;
    preview.current = true;
    try {
      await form.formProps.onSubmit();
    } finally {
      preview.current = false;
    }
  };
  return (
    <FormProvider {...form}>
      <ActionForm
        form={form}
        label={copy.checkInTitle(code)}
        submitLabel={copy.record}
        pendingLabel={copy.recording}
        aside={
          <button
            type="button"
            aria-disabled={form.pending || undefined}
            onClick={() => void showCharges()}
            className={buttonClass.secondary}
          >
            {copy.preview}
          </button>
        }
      >
        {out.map((v, index) => (
          <section
            key={`${v.classId}-${v.seq}`}
            aria-labelledby={`vehicle-in-${index}`}
            className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
          >
            <VehicleHeading id={`vehicle-in-${index}`} vehicle={v} />
            <div className="grid gap-6 md:grid-cols-2">
              <div>
                <h4 className={columnHeading}>{copy.out}</h4>
                {v.out ? <ReadingSummary code={code} vehicle={v} reading={v.out} kind="out" /> : null}
              </div>
              <div>
                <h4 className={columnHeading}>{copy.in}</h4>
                <ReadingFields
                  index={index}
                  code={code}
                  kind="in"
                  vehicle={v}
                  odometerHint={v.out ? copy.lastOdometer(v.out.odometerMiles) : undefined}
                  onPhotoAdded={onPhotoAdded}
                  onPhotoRemoved={onPhotoRemoved}
                >
                  <TextField
                    {...form.field(`vehicles.${index}.damageCents`)}
                    label={copy.damageCharge}
                    hint={copy.damageChargeHint}
                    inputMode="decimal"
                    autoComplete="off"
                  />
                </ReadingFields>
              </div>
            </div>
          </section>
        ))}
        <FeeFields form={form} offered={handover.feesOffered} onCount={setFeeRows} />
        <fieldset className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
          <legend className="px-1 font-semibold text-slate-900">{copy.returnWhen}</legend>
          <p className="text-slate-600 text-sm">{copy.returnWhenHint}</p>
          <div className="mt-2 grid gap-4 sm:grid-cols-2">
            <TextField {...form.field('returnedDate')} label={copy.returnedDate} type="date" optional />
            <TextField {...form.field('returnedTime')} label={copy.returnedTime} type="time" optional />
          </div>
        </fieldset>
      </ActionForm>
    </FormProvider>
  );
}
