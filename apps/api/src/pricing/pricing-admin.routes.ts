import { fleetClassParamsSchema } from '@convoy/domain/contracts/admin-fleet.schema';
import {
  adminExtraSchema,
  adminPriceBookSchema,
  deliveryZonesUpdateSchema,
  locationChargeParamsSchema,
  oneWayRoutesUpdateSchema,
  pricingIdParamsSchema,
  pricingSettingsSchema,
  promoCodeParamsSchema,
} from '@convoy/domain/contracts/admin-pricing.schema';
import { cancellationPolicySchema } from '@convoy/domain/contracts/cancellation.schema';
import {
  blackoutSchema,
  classChargesSchema,
  incidentalFeeSchema,
  locationChargeSchema,
  promoCodeSchema,
  protectionSchema,
  seasonSchema,
} from '@convoy/domain/contracts/price-book.schema';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { adminOf } from '../back-office/admin-auth.hook.ts';
import type { ZodTypeProvider } from '../plugins/zod.ts';
import type { PriceBookEditor } from './price-book-editor.ts';

const answer = { 200: adminPriceBookSchema };

/**
 * /api/admin/pricing: GET the whole price book as stored; each list (seasons,
 * blackouts, extras with their stock, protection, incidental fees (decision
 * 032), taxes and fees, promo codes)
 * takes POST to add, PUT /:key to change and DELETE /:key; PUT
 * /class-charges/:classId, PUT /settings, PUT /cancellation-policy, GET/PUT
 * /one-way-routes (decision 028) and GET/PUT /delivery-zones (decision 030).
 * Every write answers the whole
 * price book and applies to the next search at once (decision 012).
 */
export async function adminPricingRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const pricing = app.services.pricingAdmin;

  routes.get('/', { schema: { response: answer } }, async () => pricing.get());

  const byId = { params: pricingIdParamsSchema, key: (p: { id: string }) => [p.id], path: '/:id' };
  listRoutes(app, '/seasons', { ...byId, body: seasonSchema, editor: pricing.seasons });
  listRoutes(app, '/blackouts', { ...byId, body: blackoutSchema, editor: pricing.blackouts });
  listRoutes(app, '/extras', { ...byId, body: adminExtraSchema, editor: pricing.extras });
  listRoutes(app, '/protection', { ...byId, body: protectionSchema, editor: pricing.protection });
  listRoutes(app, '/fees', { ...byId, body: incidentalFeeSchema, editor: pricing.fees });
  listRoutes(app, '/location-charges', {
    params: locationChargeParamsSchema,
    path: '/:locationId/:code',
    key: (p) => [p.locationId, p.code],
    body: locationChargeSchema,
    editor: pricing.locationCharges,
  });
  listRoutes(app, '/promo-codes', {
    params: promoCodeParamsSchema,
    path: '/:code',
    key: (p) => [p.code],
    body: promoCodeSchema,
    editor: pricing.promoCodes,
  });

  routes.put(
    '/class-charges/:classId',
    { schema: { params: fleetClassParamsSchema, body: classChargesSchema, response: answer } },
    async (request) => {
      const result = await pricing.setClassCharges(request.params.classId, request.body);
      logChange(request);
      return result;
    },
  );

  routes.put('/settings', { schema: { body: pricingSettingsSchema, response: answer } }, async (request) => {
    const result = await pricing.setSettings(request.body);
    logChange(request);
    return result;
  });

  routes.put(
    '/cancellation-policy',
    { schema: { body: cancellationPolicySchema, response: answer } },
    async (request) => {
      const result = await pricing.setCancellationPolicy(request.body);
      logChange(request);
      return result;
    },
  );

  // Decision 028: the one-way routes, read and replaced whole; the audit entry keeps the routes before.
  routes.get('/one-way-routes', { schema: { response: { 200: oneWayRoutesUpdateSchema } } }, async () =>
    pricing.oneWayRoutes(),
  );
  routes.put(
    '/one-way-routes',
    {
      schema: { body: oneWayRoutesUpdateSchema, response: answer },
      config: {
        audit: {
          action: 'one-way routes saved',
          id: () => 'one-way-routes',
          before: () => pricing.oneWayRoutes(),
        },
      },
    },
    async (request) => {
      const result = await pricing.setOneWayRoutes(request.body);
      logChange(request);
      return result;
    },
  );

  // Decision 030: the delivery zones, read and replaced whole like the one-way routes.
  routes.get('/delivery-zones', { schema: { response: { 200: deliveryZonesUpdateSchema } } }, async () =>
    pricing.deliveryZones(),
  );
  routes.put(
    '/delivery-zones',
    {
      schema: { body: deliveryZonesUpdateSchema, response: answer },
      config: {
        audit: {
          action: 'delivery zones saved',
          id: () => 'delivery-zones',
          before: () => pricing.deliveryZones(),
        },
      },
    },
    async (request) => {
      const result = await pricing.setDeliveryZones(request.body);
      logChange(request);
      return result;
    },
  );
}

/** POST / (201), PUT and DELETE on `path` of one list of the price book. */
function listRoutes<Params extends z.ZodType, Body extends z.ZodType>(
  app: FastifyInstance,
  prefix: string,
  list: {
    params: Params;
    path: string;
    key: (params: z.output<Params>) => string[];
    body: Body;
    editor: PriceBookEditor<z.output<Body>>;
  },
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const keyOf = (request: FastifyRequest) => list.key(request.params as z.output<Params>);
  routes.post(
    prefix,
    { schema: { body: list.body, response: { 201: adminPriceBookSchema } } },
    async (request, reply) => {
      const body = request.body as z.output<Body>;
      const result = await list.editor.create(body);
      logChange(request);
      return reply.code(201).send(result);
    },
  );
  routes.put(
    `${prefix}${list.path}`,
    { schema: { params: list.params, body: list.body, response: answer } },
    async (request) => {
      const result = await list.editor.update(keyOf(request), request.body as z.output<Body>);
      logChange(request);
      return result;
    },
  );
  routes.delete(
    `${prefix}${list.path}`,
    { schema: { params: list.params, response: answer } },
    async (request) => {
      const result = await list.editor.remove(keyOf(request));
      logChange(request);
      return result;
    },
  );
}

/** Who changed what: the method and the URL name the list and the item. */
function logChange(request: FastifyRequest): void {
  request.log.info(
    { admin: adminOf(request).email, method: request.method, url: request.url },
    'price book saved',
  );
}
