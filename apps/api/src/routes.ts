import type { FastifyPluginAsync } from 'fastify';
import { adminRoutes } from './admin/admin.routes.ts';
import { collectRoutes } from './analytics/collect.routes.ts';
import { locationRoutes } from './catalog/locations.routes.ts';
import { vehicleRoutes } from './catalog/vehicles.routes.ts';
import { leadRoutes } from './leads/leads.routes.ts';
import { mediaFileRoutes } from './media/media-files.routes.ts';
import { healthRoutes } from './meta/health.routes.ts';
import { openApiRoutes } from './meta/openapi.routes.ts';
import { pingRoutes } from './meta/ping.routes.ts';
import { publicConfigRoutes } from './meta/public-config.routes.ts';
import { quoteRoutes } from './quotes/quotes.routes.ts';
import { availabilityRoutes } from './reservations/availability.routes.ts';
import { reservationRoutes } from './reservations/reservations.routes.ts';
import { vehiclesForSaleRoutes } from './vehicles-for-sale/vehicles-for-sale.routes.ts';

/**
 * Every URL the API answers, and the feature folder whose routes answer it: a
 * new feature adds its line here. The back office's own table, behind one
 * sign-in hook, is admin/admin.routes.ts. Pages and assets are served after
 * these (site/site.plugin.ts).
 */
export const routeTable: readonly (readonly [prefix: string, routes: FastifyPluginAsync])[] = [
  ['/api/health', healthRoutes],
  ['/api/ping', pingRoutes],
  ['/api/public-config', publicConfigRoutes],
  ['/api/openapi.json', openApiRoutes],
  ['/api/locations', locationRoutes],
  ['/api/vehicles', vehicleRoutes],
  ['/api/vehicles-for-sale', vehiclesForSaleRoutes],
  ['/api/availability', availabilityRoutes],
  ['/api/reservations', reservationRoutes],
  ['/api/quotes', quoteRoutes],
  ['/api/leads', leadRoutes],
  ['/api/collect', collectRoutes],
  ['/api/admin', adminRoutes],
  ['/media', mediaFileRoutes],
];
