import type { FastifyInstance } from 'fastify';
import { adminReportRoutes } from '../analytics/reports-admin.routes.ts';
import { adminFleetRoutes } from '../catalog/fleet-admin.routes.ts';
import { adminLeadRoutes } from '../leads/leads-admin.routes.ts';
import { adminMediaRoutes } from '../media/media-admin.routes.ts';
import { adminOutboxRoutes } from '../outbox/outbox-admin.routes.ts';
import { adminQuoteRoutes } from '../quotes/quotes-admin.routes.ts';
import { adminReservationRoutes } from '../reservations/reservations-admin.routes.ts';
import { requireAdmin } from './admin-auth.hook.ts';
import { adminLoginRoutes } from './login.routes.ts';
import { adminLogoutRoutes } from './logout.routes.ts';
import { adminSessionRoutes } from './session.routes.ts';

/**
 * /api/admin (decision 006). Two scopes: sign-in and the session probe are open;
 * everything else sits behind the folder's one auth hook (admin-auth.hook.ts),
 * so a route added here is protected without a line of its own.
 */
export async function adminRoutes(app: FastifyInstance): Promise<void> {
  await app.register(adminSessionRoutes, { prefix: '/session' });
  await app.register(adminLoginRoutes, { prefix: '/login' });

  await app.register(async (signedIn) => {
    signedIn.addHook('onRequest', requireAdmin(app));
    await signedIn.register(adminLogoutRoutes, { prefix: '/logout' });
    await signedIn.register(adminReservationRoutes, { prefix: '/reservations' });
    await signedIn.register(adminQuoteRoutes, { prefix: '/quotes' });
    await signedIn.register(adminLeadRoutes, { prefix: '/leads' });
    await signedIn.register(adminReportRoutes, { prefix: '/reports' });
    await signedIn.register(adminOutboxRoutes, { prefix: '/outbox' });
    await signedIn.register(adminFleetRoutes, { prefix: '/fleet' });
    await signedIn.register(adminMediaRoutes, { prefix: '/media' });
  });
}
