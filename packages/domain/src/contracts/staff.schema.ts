import { z } from 'zod';
import { adminPasswordSchema, staffRoles } from './admin-auth.schema.ts';

export { type StaffRole, staffRoleLabels, staffRoles } from './admin-auth.schema.ts';

import { emailSchema, isoInstantSchema } from './common.schema.ts';

/**
 * Staff and what each may do (decision 015). Four roles: the owner (everything),
 * a manager (everything but staff accounts and company settings), a counter
 * agent (bookings, the counter, the fleet to read) and a viewer (reads,
 * except staff accounts, licence numbers and the audit log). Every
 * back-office route belongs to one area; rules/staff-access.ts says which
 * role may read or change each. The server enforces it on every route; the
 * screens offer only what the role allows.
 */
export const staffAreas = [
  /** Bookings: the list, one booking, changes, cancellations, drivers. */
  'bookings',
  /** The counter: today's pickups and returns, check-out and check-in, the calendar and assignments. */
  'counter',
  /** Licence numbers in full, for the counter's check. */
  'licences',
  /** Units, maintenance, classes' rates and counts, driver rules. */
  'fleet',
  /** The price book. */
  'pricing',
  /** Organisations, invoices, payments. */
  'money',
  /** Quote requests and leads. */
  'enquiries',
  /** Reports and the e-mail outbox. */
  'reports',
  /** The image library. */
  'content',
  /** The company's settings (how payments are collected). */
  'settings',
  /** Staff accounts and invitations. */
  'staff',
  /** The audit log. */
  'audit',
  /** The do-not-rent list and its overrides for one booking (managers and owners). */
  'do-not-rent',
  /** Customer records (decision 043): a person's or an organisation's page, staff's notes, merging e-mails. */
  'customers',
  /** A person's data exported or erased (decision 043): managers and owners only. */
  'personal-data',
] as const;
export type StaffArea = (typeof staffAreas)[number];

/** Each area's name on screen: the back office's navigation groups its views under these (decision 041). */
export const staffAreaLabels: Record<StaffArea, string> = {
  bookings: 'Bookings',
  counter: 'Counter',
  licences: 'Driver licenses',
  fleet: 'Fleet',
  pricing: 'Pricing',
  money: 'Money',
  enquiries: 'Inquiries',
  reports: 'Reports',
  content: 'Content',
  settings: 'Settings',
  staff: 'Staff',
  audit: 'Audit',
  'do-not-rent': 'Do-not-rent',
  customers: 'Customers',
  'personal-data': 'Personal data',
};

export type StaffAccess = 'none' | 'read' | 'write';

/** POST /api/admin/staff/invitations: an owner invites someone by e-mail, with a role. */
export const staffInvitationRequestSchema = z.object({
  email: emailSchema,
  role: z.enum(staffRoles, { error: 'Choose a role.' }),
});
export type StaffInvitationRequest = z.infer<typeof staffInvitationRequestSchema>;

/** POST /api/admin/invitations/accept: the invited person chooses a password. */
export const invitationAcceptSchema = z.object({
  token: z
    .string({ error: 'This invitation link is incomplete: open it again from the e-mail.' })
    .min(32, 'This invitation link is incomplete: open it again from the e-mail.')
    .max(128, 'This invitation link is incomplete: open it again from the e-mail.')
    .regex(/^[A-Za-z0-9_-]+$/, 'This invitation link is incomplete: open it again from the e-mail.'),
  password: adminPasswordSchema,
});
export type InvitationAccept = z.infer<typeof invitationAcceptSchema>;

/** PATCH /api/admin/staff/:id: a new role. */
export const staffRoleChangeSchema = z.object({ role: z.enum(staffRoles, { error: 'Choose a role.' }) });
export const staffIdParamsSchema = z.object({ id: z.uuid('No such account.') });

export const staffMemberSchema = z.object({
  id: z.uuid(),
  email: z.string().max(254),
  role: z.enum(staffRoles),
  createdAt: isoInstantSchema,
  lastLoginAt: isoInstantSchema.nullable(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const staffInvitationSchema = z.object({
  id: z.uuid(),
  email: z.string().max(254),
  role: z.enum(staffRoles),
  invitedBy: z.string().max(254),
  createdAt: isoInstantSchema,
  expiresAt: isoInstantSchema,
});
export type StaffInvitation = z.infer<typeof staffInvitationSchema>;

export const staffListSchema = z.object({
  staff: z.array(staffMemberSchema).max(1000),
  /** Invitations neither accepted, revoked nor expired. */
  invitations: z.array(staffInvitationSchema).max(1000),
});
export type StaffList = z.infer<typeof staffListSchema>;
