import type { HandoverKind } from '@convoy/domain/contracts/counter.schema';
import { inspectionResults } from '@convoy/domain/contracts/inspection.schema';
import { useFormContext } from 'react-hook-form';
import { errorAt } from '../../../../components/form/form-errors';
import { RadioGroupField } from '../../../../components/form/radio-group-field';
import { SelectField } from '../../../../components/form/select-field';
import { TextField } from '../../../../components/form/text-field';
import { counterCopy } from '../counter-copy';
import type { ReadingValues } from './reading-inputs';
import type { HandoverVehicle } from './use-handover';

const copy = counterCopy.handover.inspection;
const options = inspectionResults.map((r) => ({ value: r, label: copy.results[r] }));

/**
 * One vehicle's inspection inside the check-out or check-in form (decision
 * 034): each item of its class's checklist on this side, pass / fail / not
 * applicable as large radio buttons, an optional note and an optional photo
 * chosen among the vehicle's photos of this side.
 */
export function InspectionFields({
  index,
  kind,
  vehicle,
  leg = vehicle.leg ?? 0,
}: {
  index: number;
  kind: HandoverKind;
  vehicle: HandoverVehicle;
  /** The leg whose photos may be chosen (decision 035). */
  leg?: number;
}) {
  const { register, formState } = useFormContext<ReadingValues>();
  const base = `vehicles.${index}.inspection` as const;
  const photos = vehicle.photos
    .filter((p) => p.kind === kind && (p.leg ?? 0) === leg)
    .map((p, n) => ({ value: p.id, label: copy.photoN(n + 1) }));
  return (
    <div className="space-y-3">
      <p className="text-slate-700 text-sm">{copy.lead}</p>
      <ul className="space-y-3">
        {vehicle.checklist[kind].map((item) => (
          <li key={item.id} className="space-y-3 rounded-md border border-slate-200 p-3">
            <RadioGroupField
              registration={register(`${base}.answers.${item.id}`)}
              error={errorAt(formState.errors, `${base}.answers.${item.id}`)}
              legend={item.label}
              hint={item.safety ? (kind === 'out' ? copy.safetyHintOut : copy.safetyHintIn) : undefined}
              options={options}
            />
            <div className="grid gap-3 sm:grid-cols-2">
              <TextField
                registration={register(`${base}.notes.${item.id}`)}
                error={errorAt(formState.errors, `${base}.notes.${item.id}`)}
                label={
                  <>
                    {copy.note}
                    <span className="sr-only">{copy.noteOn(item.label)}</span>
                  </>
                }
                optional
                maxLength={300}
                autoComplete="off"
              />
              <SelectField
                registration={register(`${base}.photos.${item.id}`)}
                label={
                  <>
                    {copy.photo}
                    <span className="sr-only">{copy.photoOn(item.label)}</span>
                  </>
                }
                hint={photos.length === 0 ? copy.photoHint : undefined}
                optional
                placeholder={copy.noPhoto}
                options={photos}
              />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
