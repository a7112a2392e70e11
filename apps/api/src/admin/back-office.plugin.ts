import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import { registerRateLimits } from '../plugins/rate-limit.ts';
import type { AdminPrincipal } from './admin-auth.service.ts';
import { guardAdminPages } from './admin-pages.guard.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the /api/admin auth hook; null elsewhere. */
    admin: AdminPrincipal | null;
  }
}

/**
 * The back office's plugins: cookies, per-route rate limits, the first account
 * from ADMIN_EMAIL/ADMIN_PASSWORD, and the redirect of anonymous page requests
 * under /admin to the sign-in page. Call after `app.services` exists (its
 * services, auth and media among them, are built in services.ts); the routes
 * are registered in app.ts.
 */
export async function registerBackOffice(app: FastifyInstance): Promise<void> {
  const { config, services } = app;
  // Cookies are read only where a session is looked for (session-cookie.ts), not on every public request.
  await app.register(fastifyCookie, { hook: false });
  // Per-route, per-IP limits (config.rateLimit), in memory or Redis (decision 008); nothing is limited unless it asks.
  await registerRateLimits(app);
  app.decorateRequest('admin', null);
  app.decorateRequest('auditBefore', null);

  const bootstrap = config.adminBootstrap;
  if (bootstrap) {
    // At ready, not now: server.ts migrates between building the app and listening.
    app.addHook('onReady', async () => {
      if (await services.adminAuth.ensureFirstAccount(bootstrap.email, bootstrap.password)) {
        app.log.info({ email: bootstrap.email }, 'no admin account: created one from ADMIN_EMAIL');
      }
    });
  }
  guardAdminPages(app);
}
