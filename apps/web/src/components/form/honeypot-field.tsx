import { honeypotFieldName } from '@convoy/domain/contracts/form-guard';
import { useId } from 'react';
import { formCopy } from './form-copy';
import type { FormGuard } from './use-form-guard';

/**
 * The honeypot of a public form (decision 008): an input people never see, hear or
 * reach, which programs that fill every field fill too. Visually hidden and
 * aria-hidden, out of the tab order, never autofilled, and labelled for the
 * rare person who finds it anyway.
 */
export function HoneypotField({ guard }: { guard: FormGuard }) {
  const id = useId();
  return (
    <div aria-hidden="true" className="sr-only">
      <label htmlFor={id}>{formCopy.honeypot}</label>
      <input
        ref={guard.honeypotRef}
        id={id}
        name={honeypotFieldName}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  );
}
