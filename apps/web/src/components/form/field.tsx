import type { ReactNode } from 'react';
import type { FieldBinding } from './field-binding';
import { describedBy, fieldIds } from './field-ids';
import { formCopy } from './form-copy';
import { errorClass, hintClass, labelClass } from './form-styles';

export interface FieldFrameProps {
  /** The form name of the field (react-hook-form's), e.g. `contact.email`. */
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  /** The message shown beside the field; marks the control invalid. */
  error?: string | undefined;
  optional?: boolean;
  className?: string;
}

/** The attributes every control needs to be tied to its label, hint and error. */
export interface ControlAttributes {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

/**
 * A label, an optional hint, the control and its error, in that order, wired
 * with ids (error beside the field, WCAG 3.3.1). Optional fields say so;
 * required ones are the rule.
 */
export function FieldFrame({
  name,
  label,
  hint,
  error,
  optional,
  className,
  children,
}: FieldFrameProps & { children: (attributes: ControlAttributes) => ReactNode }) {
  const ids = fieldIds(name);
  const described = describedBy(name, hint, error);
  return (
    <div className={className}>
      <label htmlFor={ids.control} className={labelClass}>
        {label}
        {optional ? <span className="font-normal text-slate-600"> {formCopy.optional}</span> : null}
      </label>
      <FieldMessages name={name} hint={hint} error={error} />
      <div className="mt-1">
        {children({
          id: ids.control,
          ...(described ? { 'aria-describedby': described } : {}),
          ...(error ? { 'aria-invalid': true as const } : {}),
        })}
      </div>
    </div>
  );
}

/** The hint and the error message of a field, with the ids its control's aria-describedby names. */
export function FieldMessages({
  name,
  hint,
  error,
}: {
  name: string;
  hint?: ReactNode;
  error?: string | undefined;
}) {
  const ids = fieldIds(name);
  return (
    <>
      {hint ? (
        <p id={ids.hint} className={hintClass}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={ids.error} className={errorClass}>
          {error}
        </p>
      ) : null}
    </>
  );
}

/** The props of a control drawn in a FieldFrame: the frame's, the binding, and the control's own. */
export type BoundFieldProps<Control> = Omit<FieldFrameProps, 'name'> &
  Control & { registration: FieldBinding };

/** Splits a bound control's props into its FieldFrame's and the control's own (binding included). */
export function splitFieldProps<Control extends object>({
  registration,
  label,
  hint,
  error,
  optional,
  className,
  ...control
}: BoundFieldProps<Control>): { frame: FieldFrameProps; control: typeof control & FieldBinding } {
  return {
    frame: {
      name: registration.name,
      label,
      hint,
      error,
      optional: optional ?? false,
      className: className ?? '',
    },
    control: { ...control, ...registration },
  };
}
