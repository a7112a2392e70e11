import type { TextareaHTMLAttributes } from 'react';
import { type BoundFieldProps, FieldFrame, splitFieldProps } from './field';
import { controlClass } from './form-styles';

type TextareaProps = Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'id' | 'name' | 'className' | 'onChange' | 'onBlur' | 'ref'
>;

/** A labelled multi-line text box. */
export function TextareaField({ rows = 4, ...props }: BoundFieldProps<TextareaProps>) {
  const { frame, control } = splitFieldProps(props);
  return (
    <FieldFrame {...frame}>
      {(attributes) => <textarea rows={rows} {...control} {...attributes} className={controlClass} />}
    </FieldFrame>
  );
}
