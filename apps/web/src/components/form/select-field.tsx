import type { SelectHTMLAttributes } from 'react';
import { type BoundFieldProps, FieldFrame, splitFieldProps } from './field';
import { controlClass } from './form-styles';

export interface SelectOption {
  value: string;
  label: string;
}

type SelectProps = Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'id' | 'name' | 'className' | 'children' | 'onChange' | 'onBlur' | 'ref'
>;

/** A labelled native select (the phone's own picker), optionally led by a "choose" entry with value "". */
export function SelectField({
  options,
  placeholder,
  ...props
}: BoundFieldProps<SelectProps> & { options: readonly SelectOption[]; placeholder?: string }) {
  const { frame, control } = splitFieldProps(props);
  return (
    <FieldFrame {...frame}>
      {(attributes) => (
        <select {...control} {...attributes} className={controlClass}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
