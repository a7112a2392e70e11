import type { StaffInvitationRequest, StaffList, StaffRole } from '@convoy/domain/contracts/staff.schema';
import { adminRequest } from '../../shell/api/admin-api';

/** The staff area's calls under /api/admin: staff accounts and invitations. */
export const staffApi = {
  /** Staff accounts and pending invitations; every change answers the list whole. */
  staff: () => adminRequest<StaffList>('/staff'),

  inviteStaff: (invitation: StaffInvitationRequest) =>
    adminRequest<StaffList>('/staff/invitations', { body: invitation }),

  withdrawInvitation: (id: string) =>
    adminRequest<StaffList>(`/staff/invitations/${encodeURIComponent(id)}`, { method: 'DELETE' }),

  setStaffRole: (id: string, role: StaffRole) =>
    adminRequest<StaffList>(`/staff/${encodeURIComponent(id)}`, { method: 'PATCH', body: { role } }),

  removeStaff: (id: string) =>
    adminRequest<StaffList>(`/staff/${encodeURIComponent(id)}`, { method: 'DELETE' }),
};
