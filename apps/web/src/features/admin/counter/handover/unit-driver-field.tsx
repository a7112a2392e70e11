import type { Handover } from '@convoy/domain/contracts/counter.schema';
import { useFormContext } from 'react-hook-form';
import { errorAt } from '../../../../components/form/form-errors';
import { SelectField } from '../../../../components/form/select-field';
import { counterCopy } from '../counter-copy';

/**
 * Which named driver takes a unit (decision 035), asked only when the class
 * has more than one driver on the booking: with one, it is theirs.
 */
export function UnitDriverField({
  name,
  label,
  drivers,
}: {
  name: string;
  label: string;
  drivers: Handover['drivers'];
}) {
  const { register, formState } = useFormContext();
  if (drivers.length < 2) return null;
  return (
    <SelectField
      registration={register(name)}
      error={errorAt(formState.errors, name)}
      label={label}
      hint={counterCopy.swap.driverHint}
      optional
      placeholder={counterCopy.swap.driverNotSaid}
      options={drivers.map((d) => ({ value: d.id, label: d.name }))}
    />
  );
}
