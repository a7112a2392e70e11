import type { AvailabilityResponse } from '@convoy/domain/contracts/availability.schema';
import { checkEligibility, type Eligibility } from '@convoy/domain/rules/eligibility';
import { priceTrip, tripRestriction } from '@convoy/domain/rules/total-price';
import { zonedIso } from '@convoy/domain/rules/zoned-time';
import type { Catalog } from '../catalog/catalog.ts';
import type { Executor } from '../db/database.ts';
import { freeUnits, heldDuring } from './free-units.ts';
import type { HeldUnits } from './reservation.repository.ts';
import { pricedTripOf, resolveChoices } from './trip-pricing.ts';
import type { AvailabilitySearch } from './trip-requests.ts';

/**
 * POST /api/availability: every class of the requested type at the location,
 * with the units free for the whole period, whether this renter may book it for
 * these dates and its true total for the renter's choices (decision 012).
 * Ineligible, blacked-out and sold-out classes are listed too, flagged.
 * Cost per search: one indexed query; the catalogue and its price book come from memory.
 */
export class AvailabilityService {
  readonly #db: Executor;
  readonly #catalog: Catalog;
  readonly #turnaroundMs: number;

  constructor(deps: { db: Executor; catalog: Catalog; turnaroundMinutes: number }) {
    this.#db = deps.db;
    this.#catalog = deps.catalog;
    this.#turnaroundMs = deps.turnaroundMinutes * 60_000;
  }

  async search(request: AvailabilitySearch): Promise<AvailabilityResponse> {
    const catalog = await this.#catalog.get();
    const { window } = request;
    const { location } = window;
    const choices = resolveChoices(catalog.priceBook, request);
    const held = await heldDuring(this.#db, location.id, undefined, window, this.#turnaroundMs);
    const heldByClass = new Map<string, HeldUnits[]>();
    for (const h of held) {
      const list = heldByClass.get(h.classId);
      if (list) list.push(h);
      else heldByClass.set(h.classId, [h]);
    }
    const vehicles = [];
    for (const v of catalog.classes) {
      if (request.vehicleType !== 'all' && v.category !== request.vehicleType) continue;
      const trip = pricedTripOf(catalog.priceBook, v, window, request.renterAge, 1);
      // The renter's age or licence first: other dates cannot change those.
      const byRenter = checkEligibility(v, request.renterAge);
      const restriction = byRenter.eligible ? tripRestriction(trip, catalog.priceBook) : null;
      const eligibility: Eligibility = restriction ? { eligible: false, ...restriction } : byRenter;
      const held = heldByClass.get(v.id) ?? [];
      // Written out rather than spread: one object shape for all, several times faster to build and serialise.
      vehicles.push({
        id: v.id,
        name: v.name,
        category: v.category,
        passengers: v.passengers,
        luggage: v.luggage,
        requiresCdl: v.requiresCdl,
        minAge: v.minAge,
        dailyRateCents: v.dailyRateCents,
        weeklyRateCents: v.weeklyRateCents,
        monthlyRateCents: v.monthlyRateCents,
        availableUnits: freeUnits(catalog.unitCount(location.id, v.id), held, this.#turnaroundMs),
        eligible: eligibility.eligible,
        ineligibleCode: eligibility.eligible ? undefined : eligibility.code,
        ineligibleReason: eligibility.eligible ? undefined : eligibility.reason,
        pricingBreakdown: priceTrip(trip, catalog.priceBook, choices),
      });
    }
    return {
      locationTimezone: location.timezone,
      pickupAt: zonedIso(window.pickupAt, location.timezone),
      returnAt: zonedIso(window.returnAt, location.timezone),
      vehicles,
    };
  }
}
