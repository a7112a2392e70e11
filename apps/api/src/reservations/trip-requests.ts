import { availabilityRequestSchema } from '@convoy/domain/contracts/availability.schema';
import { whenObject } from '@convoy/domain/contracts/common.schema';
import { fieldErrorsFromIssues } from '@convoy/domain/contracts/error.schema';
import { reservationCreateSchema, reservationPriceSchema } from '@convoy/domain/contracts/reservation.schema';
import { withRentalWindow } from '@convoy/domain/rules/rental-window';
import type { z } from 'zod';
import type { Catalog, CatalogSnapshot } from '../catalog/catalog.ts';
import { nulCharacterPath, nulMessage } from '../plugins/zod.ts';
import { validationError } from '../validation-error.ts';

function schemasFor(catalog: CatalogSnapshot, now: () => number, bookingHorizonMonths: number) {
  const context = { locationById: catalog.locationById, now, bookingHorizonMonths };
  const unknown = (id: string) => `We have no vehicle “${id.slice(0, 64)}”. Choose one from the list.`;
  const knownVehicle = (value: { vehicleId?: unknown; lines?: unknown }, ctx: z.RefinementCtx) => {
    const id = value.vehicleId;
    if (typeof id === 'string' && !catalog.classById.has(id)) {
      if (!ctx.issues.some((issue) => issue.path?.[0] === 'vehicleId'))
        ctx.addIssue({ code: 'custom', path: ['vehicleId'], message: unknown(id) });
    }
    if (!Array.isArray(value.lines)) return;
    for (const [i, line] of value.lines.entries()) {
      const lineId = (line as { vehicleId?: unknown } | null)?.vehicleId;
      if (typeof lineId !== 'string' || catalog.classById.has(lineId)) continue;
      const path = ['lines', i, 'vehicleId'];
      if (ctx.issues.some((issue) => issue.path?.join('.') === path.join('.'))) continue;
      ctx.addIssue({ code: 'custom', path, message: unknown(lineId) });
    }
  };
  return {
    availability: withRentalWindow(availabilityRequestSchema, context),
    booking: withRentalWindow(reservationCreateSchema.superRefine(knownVehicle, whenObject), context),
    price: withRentalWindow(reservationPriceSchema.superRefine(knownVehicle, whenObject), context),
  };
}
type TripSchemas = ReturnType<typeof schemasFor>;

/** A search that passed every rule: the request's fields and its `window` (location, instants). */
export type AvailabilitySearch = z.output<TripSchemas['availability']>;
/** A booking request that passed every rule, its vehicle known to the catalogue. */
export type BookingRequest = z.output<TripSchemas['booking']>;
/** A request to price a booking, as valid as a booking's trip and vehicle. */
export type PriceRequest = z.output<TripSchemas['price']>;

/**
 * The two trip requests (availability, booking) validated once, at the edge:
 * the domain's schema with the location's rules (opening hours, a pickup in
 * the past or beyond the booking horizon, a time the clocks skip) and the
 * catalogue (an unknown location or vehicle), so a 400 names every problem at
 * once and services receive typed values, never a raw body. The schemas are
 * built once per catalogue snapshot.
 */
export class TripRequests {
  readonly #catalog: Catalog;
  readonly #now: () => number;
  readonly #horizonMonths: number;
  readonly #schemas = new WeakMap<CatalogSnapshot, TripSchemas>();

  constructor(deps: { catalog: Catalog; now: () => number; bookingHorizonMonths: number }) {
    this.#catalog = deps.catalog;
    this.#now = deps.now;
    this.#horizonMonths = deps.bookingHorizonMonths;
  }

  async availability(body: unknown): Promise<AvailabilitySearch> {
    return parse((await this.#schemasNow()).availability, body);
  }

  async booking(body: unknown): Promise<BookingRequest> {
    return parse((await this.#schemasNow()).booking, body);
  }

  async price(body: unknown): Promise<PriceRequest> {
    return parse((await this.#schemasNow()).price, body);
  }

  async #schemasNow(): Promise<TripSchemas> {
    const snapshot = await this.#catalog.get();
    let schemas = this.#schemas.get(snapshot);
    if (!schemas) {
      schemas = schemasFor(snapshot, this.#now, this.#horizonMonths);
      this.#schemas.set(snapshot, schemas);
    }
    return schemas;
  }
}

/**
 * The parsed value, or the 400 naming each offending field (the first message
 * per field). These bodies are parsed here, not by a route schema, so the NUL
 * character every route schema refuses (plugins/zod.ts) is refused here too: a
 * driver's name holding one reached PostgreSQL as a 500 (found by the fuzz test).
 */
function parse<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const nul = nulCharacterPath(body);
  if (nul) throw validationError({ [nul.join('.')]: nulMessage });
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  throw validationError(fieldErrorsFromIssues(result.error.issues));
}
