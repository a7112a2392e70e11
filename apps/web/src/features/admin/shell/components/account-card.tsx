import type { InputHTMLAttributes, ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { controlClass, errorClass, hintClass, labelClass } from '../../../../components/form/form-styles';
import { adminCopy } from '../admin-copy';

/** The card of a back-office page for someone not signed in yet: the sign-in, an invitation's acceptance. */
export function AccountCard({
  heading,
  lead,
  children,
}: {
  heading: string;
  lead: string;
  children: ReactNode;
}) {
  return (
    <div className="bg-slate-50 px-4 py-12 sm:py-20">
      <div className="mx-auto max-w-md rounded-xl border border-slate-200 bg-white p-8 shadow-sm">
        <p className="font-semibold text-brand-700 text-sm uppercase tracking-wide">{adminCopy.frame.nav}</p>
        <h1 className="mt-1 font-bold text-2xl text-slate-900">{heading}</h1>
        <p className="mt-2 text-slate-600">{lead}</p>
        {children}
      </div>
    </div>
  );
}

/**
 * A required field of those forms: its label, a hint, and its problem above the
 * input, which names both. `input` is the form's registration with the input's
 * type and autocomplete.
 */
export function AccountField({
  id,
  label,
  hint,
  problem,
  input,
}: {
  id: string;
  label: string;
  hint?: string;
  problem: string | undefined;
  input: UseFormRegisterReturn & Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'autoComplete'>;
}) {
  const describedBy = [problem ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ');
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className={hintClass}>
          {hint}
        </p>
      ) : null}
      {problem ? (
        <p id={`${id}-error`} className={errorClass}>
          {problem}
        </p>
      ) : null}
      <input
        id={id}
        {...input}
        required
        aria-invalid={problem ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={`${controlClass} mt-1`}
      />
    </div>
  );
}
