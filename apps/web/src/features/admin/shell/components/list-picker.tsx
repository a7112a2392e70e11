import { useId } from 'react';
import { controlClass, labelClass } from '../../../../components/form/form-styles';

/**
 * What a view shows, chosen from a labelled list: the class or location of a
 * fleet view (relocations, delivery drivers), the claims' location and status.
 */
export function ListPicker({
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
