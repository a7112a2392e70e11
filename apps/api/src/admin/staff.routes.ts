import { type AdminSession, adminSessionSchema } from '@convoy/domain/contracts/admin-auth.schema';
import {
  invitationAcceptSchema,
  staffIdParamsSchema,
  staffInvitationRequestSchema,
  staffListSchema,
  staffRoleChangeSchema,
} from '@convoy/domain/contracts/staff.schema';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { adminOf } from '../back-office/admin-auth.hook.ts';
import { sessionIdOf, setSessionCookie } from '../back-office/session-cookie.ts';
import type { ZodTypeProvider } from '../plugins/zod.ts';
import { sessionOpening } from './session-opening.ts';

/**
 * /api/admin/staff (owners only, the `staff` area): the accounts and pending
 * invitations, inviting someone by e-mail with a role, revoking an
 * invitation, changing a role, removing an account.
 */
export async function adminStaffRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const staff = app.services.staff;
  const answer = { response: { 200: staffListSchema } };
  const member = async (request: FastifyRequest) => {
    const { id } = request.params as { id: string };
    return (await staff.list()).staff.find((s) => s.id === id) ?? null;
  };

  routes.get('/', { schema: answer }, async () => staff.list());

  routes.post(
    '/invitations',
    {
      schema: { body: staffInvitationRequestSchema, response: { 201: staffListSchema } },
      config: {
        audit: { action: 'staff invited', id: (request) => (request.body as { email: string }).email },
      },
    },
    async (request, reply) => {
      const by = adminOf(request);
      const list = await staff.invite(request.body, by);
      request.log.info({ admin: by.email, role: request.body.role }, 'staff invited');
      return reply.code(201).send(list);
    },
  );

  routes.delete(
    '/invitations/:id',
    {
      schema: { params: staffIdParamsSchema, ...answer },
      config: { audit: { action: 'invitation revoked' } },
    },
    async (request) => staff.revokeInvitation(request.params.id),
  );

  routes.patch(
    '/:id',
    {
      schema: { params: staffIdParamsSchema, body: staffRoleChangeSchema, ...answer },
      config: { audit: { action: 'role changed', before: (request) => member(request) } },
    },
    async (request) => {
      const list = await staff.setRole(request.params.id, request.body.role);
      request.log.info(
        { admin: adminOf(request).email, account: request.params.id, role: request.body.role },
        'staff role changed',
      );
      return list;
    },
  );

  routes.delete(
    '/:id',
    {
      schema: { params: staffIdParamsSchema, ...answer },
      config: { audit: { action: 'staff removed', before: (request) => member(request) } },
    },
    async (request) => {
      const by = adminOf(request);
      const list = await staff.remove(request.params.id, by);
      request.log.info({ admin: by.email, account: request.params.id }, 'staff removed');
      return list;
    },
  );
}

/**
 * POST /api/admin/invitations/accept {token, password}: open to anyone holding
 * the e-mail's link; the account is created and signed in (the session cookie
 * set, as at sign-in). Same-site JSON only, and rate-limited like the sign-in.
 */
export async function invitationRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/accept',
    {
      schema: { body: invitationAcceptSchema, response: { 201: adminSessionSchema } },
      ...sessionOpening(app.config.publicUrl),
    },
    async (request, reply) => {
      const { sessionId, principal } = await app.services.staff.accept(
        request.body.token,
        request.body.password,
        sessionIdOf(request),
      );
      setSessionCookie(request, reply, sessionId, app.services.adminAuth.lifetimeSeconds);
      request.log.info({ admin: principal.email, role: principal.role }, 'invitation accepted');
      const body: AdminSession = {
        admin: { email: principal.email, role: principal.role },
        csrfToken: principal.csrfToken,
        idleMinutes: app.services.adminAuth.idleMinutes,
      };
      return reply.code(201).header('cache-control', 'no-store').send(body);
    },
  );
}
