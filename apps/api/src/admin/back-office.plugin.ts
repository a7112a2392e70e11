import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import { MediaService } from '../media/media.service.ts';
import { registerRateLimits } from '../plugins/rate-limit.ts';
import { AdminAuthService, type AdminPrincipal } from './admin-auth.service.ts';
import { guardAdminPages } from './admin-pages.guard.ts';

declare module 'fastify' {
  interface FastifyInstance {
    adminAuth: AdminAuthService;
    media: MediaService;
  }
  interface FastifyRequest {
    /** Set by the /api/admin auth hook; null elsewhere. */
    admin: AdminPrincipal | null;
  }
}

/**
 * The back office's plugins (issue 7): cookies, per-route rate limits, the
 * auth and media services, the first account from ADMIN_EMAIL/ADMIN_PASSWORD,
 * and the redirect of anonymous page requests under /admin to the sign-in page.
 * Call after `app.services` exists; the routes are registered in app.ts.
 */
export async function registerBackOffice(app: FastifyInstance): Promise<void> {
  const { config, services } = app;
  // Cookies are read only where a session is looked for (session-cookie.ts), not on every public request.
  await app.register(fastifyCookie, { hook: false });
  // Per-route, per-IP limits (config.rateLimit), in memory or Redis (issue 8); nothing is limited unless it asks.
  await registerRateLimits(app);
  app.decorateRequest('admin', null);
  app.decorate(
    'adminAuth',
    new AdminAuthService({ db: app.db, now: services.now, idleMinutes: config.adminIdleMinutes }),
  );
  app.decorate(
    'media',
    new MediaService({ db: app.db, catalog: services.catalog, dir: config.mediaDir, now: services.now }),
  );

  const bootstrap = config.adminBootstrap;
  if (bootstrap) {
    // At ready, not now: server.ts migrates between building the app and listening.
    app.addHook('onReady', async () => {
      if (await app.adminAuth.ensureFirstAccount(bootstrap.email, bootstrap.password)) {
        app.log.info({ email: bootstrap.email }, 'no admin account: created one from ADMIN_EMAIL');
      }
    });
  }
  guardAdminPages(app);
}
