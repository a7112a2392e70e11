import {
  type StaffList,
  staffInvitationRequestSchema,
  staffRoleLabels,
  staffRoles,
} from '@convoy/domain/contracts/staff.schema';
import { useId } from 'react';
import { errorAt } from '../../../components/form/form-errors';
import { controlClass, errorClass, labelClass } from '../../../components/form/form-styles';
import { schemaResolver } from '../../../components/form/schema-resolver';
import { SubmitButton } from '../../../components/form/submit-button';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { toast } from '../../../lib/toast';
import { staffApi } from './api/staff-api';
import { staffCopy as copy } from './staff-copy';

type InviteValues = { email: string; role: string };

const resolver = schemaResolver(staffInvitationRequestSchema, (values: InviteValues) => ({
  email: values.email,
  role: values.role || undefined,
}));

/**
 * Invites someone by e-mail with a role, checked with the API's own schema
 * before it is sent; the server's refusals (an address with an account
 * already) go beside their field. `onSent` takes the list the API answers.
 */
export function StaffInviteForm({ onSent }: { onSent: (list: StaffList) => void }) {
  const id = useId();
  const form = useSchemaForm({
    resolver,
    // The first field in error takes the focus: this form has no error summary.
    shouldFocusError: true,
    reValidateMode: 'onSubmit',
    defaultValues: { email: '', role: '' },
    order: ['email', 'role'],
    send: (invitation) => staffApi.inviteStaff(invitation),
    onSent: (list, sent) => {
      onSent(list);
      form.reset();
      toast.success(copy.invited(sent.email));
    },
  });
  const errors = form.formState.errors;
  const emailError = errorAt(errors, 'email');
  const roleError = errorAt(errors, 'role');
  const general = form.feedback.general;

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h3 id={`${id}-title`} className="font-bold text-lg text-slate-900">
        {copy.inviteTitle}
      </h3>
      <p className="mt-1 text-slate-700 text-sm">{copy.inviteLead}</p>
      {general.length > 0 ? (
        <p role="alert" className="mt-3 rounded-md border-2 border-red-700 bg-red-50 p-3 text-red-900">
          {general.join(' ')}
        </p>
      ) : null}
      <form {...form.formProps} aria-labelledby={`${id}-title`} className="mt-4 space-y-5">
        <div className="max-w-md">
          <label htmlFor={`${id}-email`} className={labelClass}>
            {copy.email}
          </label>
          {emailError ? (
            <p id={`${id}-email-error`} className={errorClass}>
              {emailError}
            </p>
          ) : null}
          <input
            id={`${id}-email`}
            type="email"
            autoComplete="off"
            {...form.register('email')}
            aria-invalid={emailError ? true : undefined}
            aria-describedby={emailError ? `${id}-email-error` : undefined}
            className={`${controlClass} mt-1`}
          />
        </div>
        <fieldset aria-describedby={roleError ? `${id}-role-error` : undefined}>
          <legend className={labelClass}>{copy.role}</legend>
          {roleError ? (
            <p id={`${id}-role-error`} className={errorClass}>
              {roleError}
            </p>
          ) : null}
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            {staffRoles.map((role) => (
              <label
                key={role}
                className="flex cursor-pointer gap-3 rounded-md border border-slate-300 p-3 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
              >
                <input
                  type="radio"
                  value={role}
                  {...form.register('role')}
                  aria-invalid={roleError ? true : undefined}
                  aria-describedby={roleError ? `${id}-role-error` : undefined}
                  className="mt-1 h-5 w-5 shrink-0 accent-brand-700"
                />
                <span>
                  <span className="block font-semibold text-slate-900">{staffRoleLabels[role]}</span>
                  <span className="block text-slate-600 text-sm">{copy.roleDescriptions[role]}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <SubmitButton pending={form.pending} pendingLabel={copy.inviting}>
          {copy.invite}
        </SubmitButton>
      </form>
    </section>
  );
}
