import { z } from 'zod';
import { cancellationPolicySchema } from './cancellation.schema.ts';
import { centsSchema, namedSchema, priceCentsSchema } from './common.schema.ts';
import {
  blackoutSchema,
  classChargesSchema,
  deliveryZonesSchema,
  extraSchema,
  incidentalFeeSchema,
  locationChargeSchema,
  oneWayRoutesSchema,
  type PromoCode,
  promoCodeSchema,
  promoCodeTextSchema,
  protectionSchema,
  seasonSchema,
} from './price-book.schema.ts';

/**
 * The price book in the back office (decision 012, "How the editors apply a
 * change"): seasons, blackout dates, extras with their stock per location,
 * protection, what each class adds (deposit, young-renter surcharge, mileage),
 * taxes and fees per location, promo codes with their uses, and the
 * additional-driver fee. Requests are the price book's own shapes
 * (price-book.schema.ts); a saved change applies to the next search at once,
 * and a booking keeps the price it was booked at.
 */

/** The most locations one stock form names (decision 008: every input is bounded). */
export const maxStockLocations = 200;
export const maxStockPerLocation = 1000;

const locationKey = z.string().max(64);
const stockMessage = `Enter a whole number of items from 0 to ${maxStockPerLocation}.`;

/** A stocked extra's units at each location, by location id; a location left out keeps its count. */
export const extraStockSchema = z
  .record(
    locationKey,
    z
      .number({ error: stockMessage })
      .int(stockMessage)
      .min(0, stockMessage)
      .max(maxStockPerLocation, stockMessage),
  )
  .refine((stock) => Object.keys(stock).length <= maxStockLocations, {
    message: `Give the stock of at most ${maxStockLocations} locations.`,
  })
  // JSON Schema's name for the same limit, as in admin-fleet.schema.ts.
  .meta({ maxProperties: maxStockLocations });

/** An extra as the back office saves it: the price book's extra and its stock per location. */
export const adminExtraSchema = extraSchema.extend({ stock: extraStockSchema.default({}) });
export type AdminExtra = z.infer<typeof adminExtraSchema>;
export type AdminExtraInput = z.input<typeof adminExtraSchema>;

/** PUT /api/admin/pricing/settings: the company's charges that belong to no class or location. */
export const pricingSettingsSchema = z.object({
  /** Per additional driver per day (SPEC Part B §13). */
  additionalDriverPerDayCents: priceCentsSchema,
});
export type PricingSettings = z.infer<typeof pricingSettingsSchema>;

/** The key in the path of a season, blackout, extra, protection product or incidental fee. */
export const pricingIdParamsSchema = z.object({ id: z.string().trim().max(64) });
/** A promo code in the path, in any case. */
export const promoCodeParamsSchema = z.object({ code: promoCodeTextSchema });
/** A location's tax or fee in the path. */
export const locationChargeParamsSchema = z.object({
  locationId: z.string().trim().max(64),
  code: z.string().trim().max(64),
});

/** Generous bounds on what the editor lists: a price book is tens of rows, not thousands. */
const list = <T extends z.ZodType>(item: T) => z.array(item).max(10_000);

/** GET /api/admin/pricing, and the answer to every write: the whole price book as stored. */
export const adminPriceBookSchema = z.object({
  locations: list(namedSchema),
  /** Every class with what it adds to its rates (none set: zeros and unlimited miles). */
  classes: list(namedSchema.extend({ charges: classChargesSchema })),
  additionalDriverPerDayCents: centsSchema,
  cancellationPolicy: cancellationPolicySchema,
  seasons: list(seasonSchema),
  blackouts: list(blackoutSchema),
  /** In the order renters see them; `stock` has every location for a stocked extra, nothing for another. */
  extras: list(extraSchema.extend({ stock: z.record(locationKey, z.number().int()) })),
  protection: list(protectionSchema),
  /** Incidental fees staff add at check-in or later (decision 032), in the order the counter lists them. */
  fees: list(incidentalFeeSchema),
  locationCharges: list(locationChargeSchema),
  /** By code, with the bookings that used each (read-only: a booking counts its use). */
  promoCodes: list(promoCodeSchema.extend({ uses: z.number().int().min(0) })),
  /** One-way routes (decision 028): the stored ones, else the demo ones the engine prices with. */
  oneWayRoutes: oneWayRoutesSchema,
  /** Delivery zones (decision 030): the stored ones, else the demo ones the engine prices with. */
  deliveryZones: deliveryZonesSchema,
});
export type AdminPriceBook = z.infer<typeof adminPriceBookSchema>;
export type AdminPromoCode = AdminPriceBook['promoCodes'][number];

/** A promo code's terms when none limits it: any pickup date, every class, any length, no cap on uses; offered. */
export const openPromoTerms = (): Pick<
  PromoCode,
  'validFrom' | 'validTo' | 'classIds' | 'minDays' | 'usageLimit' | 'active'
> => ({ validFrom: null, validTo: null, classIds: [], minDays: null, usageLimit: null, active: true });

/**
 * PUT /api/admin/pricing/one-way-routes (decision 028): every route at once,
 * replacing those stored; one route per ordered pair of locations, each class
 * once. GET answers the same shape. Whether the locations and classes exist is
 * checked by the server, which knows them.
 */
export const oneWayRoutesUpdateSchema = z
  .object({ routes: oneWayRoutesSchema })
  .superRefine(({ routes }, ctx) => {
    const seen = new Set<string>();
    routes.forEach((route, i) => {
      const pair = `${route.fromLocationId}>${route.toLocationId}`;
      if (seen.has(pair))
        ctx.addIssue({
          code: 'custom',
          path: ['routes', i, 'toLocationId'],
          message: 'There is already a route between these two locations, this way: change that one instead.',
        });
      seen.add(pair);
      if (new Set(route.classIds).size !== route.classIds.length)
        ctx.addIssue({
          code: 'custom',
          path: ['routes', i, 'classIds'],
          message: 'Name each vehicle class once.',
        });
    });
  });
export type OneWayRoutesUpdate = z.infer<typeof oneWayRoutesUpdateSchema>;

/**
 * PUT /api/admin/pricing/delivery-zones (decision 030): every zone at once,
 * replacing those stored; each id once, and no ZIP code in two ranges of one
 * location (an address would fall in whichever came first). GET answers the
 * same shape. Whether the locations exist is checked by the server.
 */
export const deliveryZonesUpdateSchema = z
  .object({ zones: deliveryZonesSchema })
  .superRefine(({ zones }, ctx) => {
    const ids = new Set<string>();
    const ranges: { locationId: string; from: string; to: string; label: string }[] = [];
    zones.forEach((zone, i) => {
      if (ids.has(zone.id))
        ctx.addIssue({
          code: 'custom',
          path: ['zones', i, 'id'],
          message: 'There is already a zone with this id: change that one instead.',
        });
      ids.add(zone.id);
      for (const range of zone.postalCodes) {
        const taken = ranges.find(
          (r) => r.locationId === zone.locationId && r.from <= range.to && range.from <= r.to,
        );
        if (taken) {
          ctx.addIssue({
            code: 'custom',
            path: ['zones', i, 'postalCodes'],
            message: `ZIP codes ${range.from}–${range.to} meet ${taken.from}–${taken.to} of ${taken.label}: give each ZIP code to one zone of a location.`,
          });
          return;
        }
        ranges.push({ locationId: zone.locationId, ...range, label: zone.label });
      }
    });
  });
export type DeliveryZonesUpdate = z.infer<typeof deliveryZonesUpdateSchema>;
