import type { ReactNode } from 'react';
import type { FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { ErrorSummary } from './error-summary';
import { errorAt } from './form-errors';
import { HoneypotField } from './honeypot-field';
import m from './lead-form.messages';
import { LeadSent } from './lead-sent';
import { SubmitButton } from './submit-button';
import { TextField } from './text-field';
import type { LeadForm } from './use-lead-form';

/**
 * The frame of every lead form (contact, leasing request, vehicle-for-sale
 * inquiry): validation on submit, the error summary that takes focus, the
 * fields, the bot checks (honeypot, minimum fill time) and the submit button;
 * once the lead is stored (`lead.submissionId`), the `sent` confirmation in its place.
 */
export function LeadFormShell({
  lead,
  submitLabel,
  sent,
  className = 'grid gap-5',
  children,
}: {
  lead: Pick<LeadForm, 'formProps' | 'summary' | 'guard' | 'pending'> &
    Partial<Pick<LeadForm, 'submissionId'>>;
  submitLabel: string;
  sent?: { heading: string; text: string };
  className?: string;
  children: ReactNode;
}) {
  if (sent && lead.submissionId) return <LeadSent {...sent} />;
  return (
    <form {...lead.formProps} className={className}>
      <ErrorSummary {...lead.summary} />
      {children}
      <HoneypotField guard={lead.guard} />
      <div>
        <SubmitButton pending={lead.pending}>{submitLabel}</SubmitButton>
      </div>
    </form>
  );
}

/** The values of the person fields, which every lead form has among its own. */
export interface PersonValues {
  name: string;
  email: string;
  phone: string;
}

/** Name, e-mail and phone, as every lead form asks them. */
export function PersonFields<Values extends PersonValues & FieldValues>({
  register,
  errors,
  phoneOptional = true,
}: {
  register: UseFormRegister<Values>;
  errors: FieldErrors<Values>;
  phoneOptional?: boolean;
}) {
  const field = (name: keyof PersonValues) => register(name as Path<Values>);
  return (
    <>
      <TextField
        registration={field('name')}
        label={m.yourName()}
        autoComplete="name"
        error={errorAt(errors, 'name')}
      />
      <TextField
        registration={field('email')}
        label={m.email()}
        type="email"
        autoComplete="email"
        error={errorAt(errors, 'email')}
      />
      <TextField
        registration={field('phone')}
        label={m.phone()}
        type="tel"
        autoComplete="tel"
        optional={phoneOptional}
        error={errorAt(errors, 'phone')}
      />
    </>
  );
}
