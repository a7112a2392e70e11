import {
  type StaffList,
  type StaffMember,
  type StaffRole,
  staffRoleChangeSchema,
  staffRoleLabels,
  staffRoles,
} from '@convoy/domain/contracts/staff.schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { errorClass } from '../../../components/form/form-styles';
import { schemaResolver } from '../../../components/form/schema-resolver';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { ApiError, errorSentence } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { adminCopy } from '../shell/admin-copy';
import { useAdminSession } from '../shell/api/use-admin-session';
import { useStaffAccess } from '../shell/api/use-staff-access';
import { AdminDialog } from '../shell/components/admin-dialog';
import { DataTable } from '../shell/components/data-table';
import { formatInstantShort } from '../shell/components/format';
import { staffApi } from './api/staff-api';
import { staffCopy as copy } from './staff-copy';
import { StaffInviteForm } from './staff-invite-form';

const staffKey = ['admin', 'staff'] as const;
const roleResolver = schemaResolver(staffRoleChangeSchema, (values: { role: StaffRole }) => values);
const smallButton =
  'min-h-10 rounded-md px-3 font-semibold text-brand-800 text-sm ring-1 ring-slate-300 ring-inset hover:bg-slate-50';
const smallSelect =
  'min-h-10 rounded-md border border-slate-400 bg-white px-2 text-slate-900 text-sm focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-600';

/** Every staff change answers the list whole: the view takes it at once. */
function useTakeList() {
  const client = useQueryClient();
  return (list: StaffList) => client.setQueryData(staffKey, list);
}

/**
 * A member's role as a select and a button; the server's refusal (the only
 * owner) goes beside the select.
 */
function RoleCell({ member }: { member: StaffMember }) {
  const id = useId();
  const take = useTakeList();
  const form = useSchemaForm({
    resolver: roleResolver,
    reValidateMode: 'onSubmit',
    defaultValues: { role: member.role },
    order: ['role'],
    // Nothing to send while the role shown is the member's.
    send: ({ role }) =>
      role === member.role ? Promise.resolve(false as const) : staffApi.setStaffRole(member.id, role),
    onSent: (list, { role }) => {
      take(list);
      toast.success(copy.roleChanged(member.email, staffRoleLabels[role]));
    },
    failure: (error) => [
      error instanceof ApiError && error.fields?.role
        ? `${error.fields.role} ${error.message}`
        : errorSentence(error),
    ],
  });
  const role = form.watch('role');
  const error = form.feedback.general[0];
  return (
    <form {...form.formProps} className="flex flex-wrap items-center gap-2">
      <label htmlFor={`${id}-role`} className="sr-only">
        {copy.changeRole(member.email)}
      </label>
      <select
        id={`${id}-role`}
        {...form.register('role')}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={smallSelect}
      >
        {staffRoles.map((r) => (
          <option key={r} value={r}>
            {staffRoleLabels[r]}
          </option>
        ))}
      </select>
      <button
        type="submit"
        aria-disabled={form.pending || role === member.role || undefined}
        className={smallButton}
      >
        {form.pending ? copy.savingRole : copy.saveRole}
        <span className="sr-only"> {member.email}</span>
      </button>
      {error ? (
        <p id={`${id}-error`} role="alert" className={`${errorClass} basis-full`}>
          {error}
        </p>
      ) : null}
    </form>
  );
}

/** Asks before removing an account; the server's refusal (your own account, the only owner) is shown in the dialog. */
function RemoveDialog({ member, onClose }: { member: StaffMember; onClose: () => void }) {
  const take = useTakeList();
  const remove = useMutation({
    mutationFn: () => staffApi.removeStaff(member.id),
    onSuccess: (list) => {
      take(list);
      toast.success(copy.removed(member.email));
      onClose();
    },
  });
  return (
    <AdminDialog
      title={copy.removeTitle(member.email)}
      description={copy.removeBody}
      size="narrow"
      onClose={onClose}
    >
      {remove.error ? (
        <p role="alert" className="mt-4 rounded-md border-2 border-red-700 bg-red-50 p-3 text-red-900">
          {errorSentence(remove.error)}
        </p>
      ) : null}
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <button type="button" onClick={onClose} className={smallButton}>
          {copy.keep}
        </button>
        <button
          type="button"
          onClick={() => (remove.isPending ? undefined : remove.mutate())}
          aria-disabled={remove.isPending || undefined}
          className="min-h-10 rounded-md bg-red-700 px-4 font-semibold text-sm text-white hover:bg-red-800"
        >
          {remove.isPending ? copy.removing : copy.confirmRemove}
        </button>
      </div>
    </AdminDialog>
  );
}

function WithdrawButton({ id, email }: { id: string; email: string }) {
  const take = useTakeList();
  const withdraw = useMutation({
    mutationFn: () => staffApi.withdrawInvitation(id),
    onSuccess: (list) => {
      take(list);
      toast.success(copy.withdrawn(email));
    },
    onError: (error) => toast.error(errorSentence(error)),
  });
  return (
    <button
      type="button"
      onClick={() => (withdraw.isPending ? undefined : withdraw.mutate())}
      aria-disabled={withdraw.isPending || undefined}
      aria-label={copy.withdrawLabel(email)}
      className={smallButton}
    >
      {copy.withdraw}
    </button>
  );
}

/**
 * Staff (decision 015, owners only): the accounts with their role and last
 * sign-in, the invitations still pending, and the form to invite someone.
 * The API never lets the last owner go; its refusal is shown where it happened.
 */
export function StaffView() {
  const me = useAdminSession().data?.admin?.email;
  const may = useStaffAccess('staff');
  const list = useQuery({ queryKey: staffKey, queryFn: staffApi.staff });
  const take = useTakeList();
  const [removing, setRemoving] = useState<StaffMember | null>(null);
  const when = (iso: string | null) => (iso ? formatInstantShort(iso) : copy.never);

  return (
    <section aria-labelledby="staff-heading" className="space-y-8">
      <div>
        <h2 id="staff-heading" className="font-bold text-slate-900 text-xl">
          {adminCopy.views.staff}
        </h2>
        <p className="mt-1 max-w-3xl text-slate-700">{copy.lead}</p>
      </div>
      <section aria-labelledby="staff-accounts" className="space-y-3">
        <h3 id="staff-accounts" className="font-bold text-lg text-slate-900">
          {copy.staffTitle}
        </h3>
        <DataTable
          caption={copy.staffTitle}
          rows={list.data?.staff}
          rowKey={(m) => m.id}
          loading={list.isPending}
          error={list.error}
          columns={[
            {
              header: copy.email,
              cell: (m) => (
                <span>
                  {m.email} {m.email === me ? <span className="text-slate-600">{copy.you}</span> : null}
                </span>
              ),
            },
            {
              header: copy.role,
              cell: (m) => (may.change ? <RoleCell key={m.role} member={m} /> : staffRoleLabels[m.role]),
            },
            {
              header: copy.lastSignIn,
              cell: (m) => <span className="whitespace-nowrap">{when(m.lastLoginAt)}</span>,
            },
            ...(may.change
              ? [
                  {
                    header: copy.actions,
                    cell: (m: StaffMember) => (
                      <button
                        type="button"
                        onClick={() => setRemoving(m)}
                        aria-label={copy.removeLabel(m.email)}
                        className={smallButton}
                      >
                        {copy.remove}
                      </button>
                    ),
                  },
                ]
              : []),
          ]}
        />
      </section>
      <section aria-labelledby="staff-invitations" className="space-y-3">
        <h3 id="staff-invitations" className="font-bold text-lg text-slate-900">
          {copy.invitationsTitle}
        </h3>
        <DataTable
          caption={copy.invitationsTitle}
          rows={list.data?.invitations}
          rowKey={(i) => i.id}
          loading={list.isPending}
          error={list.error}
          empty={copy.noInvitations}
          columns={[
            { header: copy.email, cell: (i) => i.email },
            { header: copy.role, cell: (i) => staffRoleLabels[i.role] },
            { header: copy.invitedBy, cell: (i) => i.invitedBy },
            {
              header: copy.expires,
              cell: (i) => <span className="whitespace-nowrap">{when(i.expiresAt)}</span>,
            },
            ...(may.change
              ? [
                  {
                    header: copy.actions,
                    cell: (i: StaffList['invitations'][number]) => (
                      <WithdrawButton id={i.id} email={i.email} />
                    ),
                  },
                ]
              : []),
          ]}
        />
      </section>
      {may.change ? <StaffInviteForm onSent={take} /> : null}
      {removing ? <RemoveDialog member={removing} onClose={() => setRemoving(null)} /> : null}
    </section>
  );
}
