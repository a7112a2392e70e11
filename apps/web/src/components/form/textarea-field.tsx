import type { TextareaHTMLAttributes } from 'react';
import { FieldFrame, type FieldFrameProps } from './field';
import type { FieldBinding } from './field-binding';
import { controlClass } from './form-styles';

type TextareaProps = Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'id' | 'name' | 'className' | 'onChange' | 'onBlur' | 'ref'
>;

/** A labelled multi-line text box. */
export function TextareaField({
  registration,
  label,
  hint,
  error,
  optional,
  className,
  rows = 4,
  ...textarea
}: Omit<FieldFrameProps, 'name'> & TextareaProps & { registration: FieldBinding }) {
  return (
    <FieldFrame
      name={registration.name}
      label={label}
      hint={hint}
      error={error}
      optional={optional ?? false}
      className={className ?? ''}
    >
      {(attributes) => (
        <textarea {...textarea} rows={rows} {...registration} {...attributes} className={controlClass} />
      )}
    </FieldFrame>
  );
}
