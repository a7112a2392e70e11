import { useId } from 'react';
import { controlClass, labelClass } from '../../../components/form/form-styles';

/** The class or location a fleet view shows, chosen from a labelled list (relocations, delivery drivers). */
export function FleetPicker({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly { id: string; name: string }[];
  onChange: (id: string) => void;
}) {
  const id = useId();
  return (
    <div className="w-full max-w-xs">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className={`${controlClass} mt-1`}
      >
        {options.map((o) => (
          <option key={o.id} value={o.id}>
            {o.name}
          </option>
        ))}
      </select>
    </div>
  );
}
