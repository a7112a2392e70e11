import { z } from 'zod';
import { emailSchema } from './common.schema.ts';

/**
 * Back-office sign-in (decision 006, SPEC Part B §10). The first account is
 * created by `npm run admin:create` or ADMIN_EMAIL + ADMIN_PASSWORD at first
 * start-up, as an owner; owners invite the rest (staff.schema.ts).
 */

/** NIST SP 800-63B asks for at least 8; a back office that can cancel bookings asks for more. */
export const adminPasswordMinLength = 12;
/** Longer inputs are refused before hashing: scrypt of a megabyte is a free denial of service. */
export const adminPasswordMaxLength = 256;

export const adminPasswordSchema = z
  .string()
  .min(adminPasswordMinLength, `Use at least ${adminPasswordMinLength} characters.`)
  .max(adminPasswordMaxLength, `Use at most ${adminPasswordMaxLength} characters.`);

export const adminLoginSchema = z.object({
  email: emailSchema,
  // Not the creation rule: a sign-in only needs a password, whatever its length was.
  password: z
    .string({ error: 'Enter your password.' })
    .min(1, 'Enter your password.')
    .max(adminPasswordMaxLength, 'That password is too long.'),
});
export type AdminLoginRequest = z.infer<typeof adminLoginSchema>;

/** Staff roles (decision 015; what each may do: staff.schema.ts, rules/staff-access.ts). */
export const staffRoles = ['owner', 'manager', 'agent', 'viewer'] as const;
export type StaffRole = (typeof staffRoles)[number];

export const staffRoleLabels: Record<StaffRole, string> = {
  owner: 'Owner',
  manager: 'Manager',
  agent: 'Counter agent',
  viewer: 'Viewer',
};

/**
 * GET /api/admin/session and the answer to a sign-in. `csrfToken` goes back in
 * the `x-csrf-token` header of every state-changing admin request.
 */
export const adminSessionSchema = z.object({
  admin: z.object({ email: z.string().max(254), role: z.enum(staffRoles) }).nullable(),
  csrfToken: z.string().max(128).nullable(),
  /** Minutes without a request after which the session ends. */
  idleMinutes: z.number().int().min(1),
});
export type AdminSession = z.infer<typeof adminSessionSchema>;

/** The header that carries the session's CSRF token. */
export const csrfHeader = 'x-csrf-token';
