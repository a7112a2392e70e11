import type { AuditEntityType } from '@convoy/domain/contracts/audit.schema';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentActor } from '../async-context.ts';
import { isUnsafeMethod } from '../back-office/request-origin.ts';
import { recordAudit } from './audit-trail.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * How a back-office route's changes enter the audit log: its action in words,
     * the kind of record and its id (else its prefix's kind and the `code`, `id`,
     * `number` or `classId` parameter), and how to read the record before the
     * change; `false` for a POST that changes nothing (a preview).
     */
    audit?:
      | false
      | {
          action?: string;
          entity?: AuditEntityType;
          id?: (request: FastifyRequest) => string | null;
          before?: (request: FastifyRequest) => Promise<unknown>;
        };
  }
  interface FastifyRequest {
    /** The record before a back-office change, read by the route's `config.audit.before`. */
    auditBefore: unknown;
  }
}

/**
 * Every change made in the back office enters the audit log (decision 015): a
 * request other than GET that succeeded is recorded with who (the signed-in
 * staff member and role), when, what (the route's action and record), the
 * record before (when the route can read it) and after (its answer), before
 * the answer is sent, so a change whose entry cannot be written answers an
 * error rather than going unrecorded. Services record the state changes of
 * reservations themselves, in their transactions.
 */
export function auditBackOffice(scope: FastifyInstance, entity: AuditEntityType): void {
  scope.addHook('preHandler', async (request) => {
    const audit = request.routeOptions.config.audit;
    const before = audit ? audit.before : undefined;
    if (!isUnsafeMethod(request.method) || !before) return;
    request.auditBefore = await before(request).catch(() => null);
  });
  scope.addHook('onSend', async (request, reply, payload) => {
    const audit = request.routeOptions.config.audit;
    if (!isUnsafeMethod(request.method) || audit === false || reply.statusCode >= 400) return payload;
    // A replayed Idempotency-Key changed nothing: the first answer's entry stands (decision 005).
    if (reply.getHeader('idempotent-replayed') === 'true') return payload;
    const params = (request.params ?? {}) as Record<string, string | undefined>;
    const after =
      typeof payload === 'string' && payload.startsWith('{') ? JSON.parse(payload) : (request.body ?? null);
    const made = after as { code?: unknown; id?: unknown } | null;
    const id = audit?.id
      ? audit.id(request)
      : (params.code ??
        params.number ??
        params.id ??
        params.classId ??
        (typeof made?.code === 'string' ? made.code : typeof made?.id === 'string' ? made.id : null));
    const route = (request.routeOptions.url ?? request.url).replace(/^\/api\/admin/, '');
    const action = audit?.action ?? `${request.method} ${route}`;
    await recordAudit(request.server.db, {
      action,
      entityType: audit?.entity ?? entity,
      entityId: id,
      summary: `${currentActor().name}: ${action}${id ? ` (${id})` : ''}`,
      before: request.auditBefore ?? null,
      after,
    });
    return payload;
  });
}
