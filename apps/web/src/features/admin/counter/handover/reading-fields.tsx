import type { DamageMark, HandoverKind, HandoverPhoto } from '@convoy/domain/contracts/counter.schema';
import type { ReactNode } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { errorAt } from '../../../../components/form/form-errors';
import { RadioGroupField } from '../../../../components/form/radio-group-field';
import { TextField } from '../../../../components/form/text-field';
import { TextareaField } from '../../../../components/form/textarea-field';
import { counterCopy } from '../counter-copy';
import { DamageDiagram } from './damage-diagram';
import { InspectionFields } from './inspection-fields';
import type { ReadingValues } from './reading-inputs';
import type { HandoverVehicle } from './use-handover';
import { VehiclePhotos } from './vehicle-photos';

const copy = counterCopy.handover;
export const fuelOptions = copy.fuelLabels.map((label, eighths) => ({ value: String(eighths), label }));
const subheading = 'font-semibold text-slate-900';

/**
 * The inputs of one vehicle's reading, out or in, inside the check-out or
 * check-in form (react-hook-form's context): odometer, fuel in eighths, the
 * damage marked on the diagram, photos (uploaded at once), anything the form
 * adds (`children`: the damage charge), the inspection (decision 034), notes.
 */
export function ReadingFields({
  index,
  code,
  kind,
  vehicle,
  leg = vehicle.leg ?? 0,
  odometerHint,
  onPhotoAdded,
  onPhotoRemoved,
  children,
}: {
  index: number;
  code: string;
  kind: HandoverKind;
  vehicle: HandoverVehicle;
  /** The leg these readings are of (decision 035): the vehicle's current one unless said. */
  leg?: number;
  odometerHint?: string | undefined;
  onPhotoAdded: (photo: HandoverPhoto) => void;
  onPhotoRemoved: (id: string) => void;
  children?: ReactNode;
}) {
  const { register, control, formState } = useFormContext<ReadingValues>();
  const damage = useController({ control, name: `vehicles.${index}.damage` });
  const err = (name: string) => errorAt(formState.errors, `vehicles.${index}.${name}`);
  return (
    <div className="space-y-5">
      <TextField
        registration={register(`vehicles.${index}.odometerMiles`)}
        error={err('odometerMiles')}
        label={copy.odometer}
        hint={odometerHint}
        inputMode="numeric"
        autoComplete="off"
      />
      <RadioGroupField
        registration={register(`vehicles.${index}.fuelEighths`)}
        error={err('fuelEighths')}
        legend={copy.fuel}
        options={fuelOptions}
      />
      <div>
        <h4 className={subheading}>{copy.damage.title}</h4>
        <DamageDiagram
          name={`vehicles.${index}.damage`}
          marks={damage.field.value}
          onChange={(marks: DamageMark[]) => damage.field.onChange(marks)}
          error={err('damage')}
        />
      </div>
      <div>
        <h4 className={subheading}>{copy.photos.title}</h4>
        <VehiclePhotos
          code={code}
          vehicle={vehicle}
          kind={kind}
          leg={leg}
          onAdded={onPhotoAdded}
          onRemoved={onPhotoRemoved}
        />
      </div>
      {children}
      <div>
        <h4 className={subheading}>{copy.inspection.title}</h4>
        <InspectionFields index={index} kind={kind} vehicle={vehicle} leg={leg} />
      </div>
      <TextareaField
        registration={register(`vehicles.${index}.notes`)}
        error={err('notes')}
        label={copy.notes}
        optional
        rows={2}
      />
    </div>
  );
}
