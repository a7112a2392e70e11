import type { AvailabilityResponse } from '@convoy/domain/contracts/availability.schema';
import { type DeliveryPlan, heldPeriod, travelMinutesOf } from '@convoy/domain/rules/delivery';
import { checkEligibility, type Eligibility } from '@convoy/domain/rules/eligibility';
import { isOneWay, returnLocationOf } from '@convoy/domain/rules/rental-window';
import { priceTrip, renterAgeStep, tripRestriction } from '@convoy/domain/rules/total-price';
import { zonedIso } from '@convoy/domain/rules/zoned-time';
import { LRUCache } from 'lru-cache';
import type { Catalog, CatalogSnapshot } from '../catalog/catalog.ts';
import type { Executor } from '../db/database.ts';
import { type HeldUnits, peakHeld, recentlyHeld, recentlyMoved } from '../fleet/held-units.ts';
import type { InventoryRepository } from '../fleet/inventory.repository.ts';
import { freeOverTime, stretchToCheck } from '../fleet/stock-over-time.ts';
import { KeptAnswer } from '../plugins/answer-compression.ts';
import type { RepositoryFactory } from '../repositories.ts';
import { deliveryPlan, pricedTripOf, resolveChoices } from './trip-pricing.ts';
import type { AvailabilitySearch } from './trip-requests.ts';

/** A search's classes with their free units: what is read from the database for every search. */
interface Found {
  catalog: CatalogSnapshot;
  classes: CatalogSnapshot['classes'];
  free: number[];
  /** The delivery and collection asked for, in their zones (decision 030). */
  plan: DeliveryPlan;
}

/** Bytes of answers kept per catalogue snapshot (decision 012): a few hundred answers of 20–30 KB. */
const ANSWER_BYTES_PER_SNAPSHOT = 8 * 1024 * 1024;
/** A search seen once: its answer is kept when it comes again. */
const SEEN = 0;
// By its JSON bytes: a coding made later adds about a tenth.
const sizeOfAnswer = (answer: KeptAnswer | typeof SEEN, key: string) =>
  key.length + (answer === SEEN ? 0 : answer.identity.length);

/**
 * POST /api/availability: every class of the requested type at the location,
 * with the units free for the whole period, whether this renter may book it for
 * these dates and its true total for the renter's choices (decision 012).
 * Ineligible, blacked-out and sold-out classes are listed too, flagged.
 * Cost per search: two indexed queries, what holds units and the one-way rentals still on their way
 * to or from the location (decision 028), or none: a period searched within the second is reused
 * (fleet/held-units.ts recentlyHeld, recentlyMoved); the catalogue and its price book come from memory.
 * A one-way search reads the pickup location's holds from the pickup on, unmemoised.
 */
export class AvailabilityService {
  readonly #db: Executor;
  readonly #inventory: InventoryRepository;
  readonly #catalog: Catalog;
  readonly #turnaroundMs: number;
  readonly #reuseMs: number;
  readonly #answers = new WeakMap<CatalogSnapshot, LRUCache<string, KeptAnswer | typeof SEEN>>();
  /** Each class's peak in an answer of recentlyHeld: worked out once while that answer is reused. */
  readonly #peaks = new WeakMap<readonly HeldUnits[], Map<string, number>>();

  constructor(deps: {
    db: Executor;
    repositories: RepositoryFactory;
    catalog: Catalog;
    turnaroundMinutes: number;
    reuseMs?: number;
  }) {
    this.#db = deps.db;
    this.#inventory = deps.repositories(deps.db).inventory;
    this.#catalog = deps.catalog;
    this.#turnaroundMs = deps.turnaroundMinutes * 60_000;
    this.#reuseMs = deps.reuseMs ?? 0;
  }

  async search(request: AvailabilitySearch): Promise<AvailabilityResponse> {
    return this.#answer(request, await this.#find(request));
  }

  /**
   * The answer as the route sends it, serialised by `serialize`. Everything in
   * it but the free units is a pure function of the search and the catalogue
   * snapshot (its price book included), so the free units are read every time
   * and a search seen again with the same free units reuses the bytes of its
   * answer (and of its compressed forms, made once each): a popular weekend
   * searched again costs one indexed query. The bytes are kept from a search's second sight (most searches are seen once), within
   * a memory budget; a back-office change starts a new snapshot, and with it an
   * empty memo.
   */
  async searchSerialized(
    request: AvailabilitySearch,
    serialize: (answer: AvailabilityResponse) => string,
  ): Promise<string | KeptAnswer> {
    const found = await this.#find(request);
    let answers = this.#answers.get(found.catalog);
    if (!answers) {
      answers = new LRUCache({ maxSize: ANSWER_BYTES_PER_SNAPSHOT, sizeCalculation: sizeOfAnswer });
      this.#answers.set(found.catalog, answers);
    }
    const key = searchKey(request, found);
    const kept = answers.get(key);
    if (kept) return kept;
    const json = serialize(this.#answer(request, found));
    answers.set(key, kept === SEEN ? new KeptAnswer(json) : SEEN);
    return json;
  }

  async #find(request: AvailabilitySearch): Promise<Found> {
    const catalog = await this.#catalog.get();
    const plan = deliveryPlan(catalog.priceBook, request);
    // A delivery's and a collection's road time hold the units too (decision 030).
    const window = heldPeriod(request.window, travelMinutesOf(plan));
    const { location } = window;
    const oneWay = isOneWay(window);
    const stretch = stretchToCheck(window, oneWay, this.#turnaroundMs);
    // A one-way departure needs its units from its pickup on (decision 028): every later hold counts.
    const held = oneWay
      ? await this.#inventory.heldBetween(
          location.id,
          undefined,
          window.pickupAt - this.#turnaroundMs,
          Number.MAX_SAFE_INTEGER,
        )
      : await recentlyHeld(this.#db, this.#inventory, location.id, window, this.#turnaroundMs, this.#reuseMs);
    const moves = await recentlyMoved(
      this.#db,
      this.#inventory,
      location.id,
      oneWay ? Number.MAX_SAFE_INTEGER : stretch.to,
      this.#reuseMs,
    );
    const peaks = this.#peaksOf(held);
    const classes = catalog.classes.filter(
      (v) => request.vehicleType === 'all' || v.category === request.vehicleType,
    );
    const free = classes.map((v) => {
      const units = catalog.unitCount(location.id, v.id);
      const moved = moves.length === 0 ? [] : moves.filter((m) => m.classId === v.id);
      // No one-way rental comes or goes: the round trip's count, as before one-way rentals.
      if (!oneWay && moved.length === 0) return Math.max(0, units - (peaks.get(v.id) ?? 0));
      const ofClass = held.filter((h) => h.classId === v.id);
      return freeOverTime(units, location.id, ofClass, moved, stretch, this.#turnaroundMs);
    });
    return { catalog, classes, free, plan };
  }

  #peaksOf(held: readonly HeldUnits[]): Map<string, number> {
    let peaks = this.#peaks.get(held);
    if (!peaks) {
      const byClass = new Map<string, HeldUnits[]>();
      for (const h of held) {
        const list = byClass.get(h.classId);
        if (list) list.push(h);
        else byClass.set(h.classId, [h]);
      }
      peaks = new Map([...byClass].map(([classId, list]) => [classId, peakHeld(list, this.#turnaroundMs)]));
      this.#peaks.set(held, peaks);
    }
    return peaks;
  }

  #answer(request: AvailabilitySearch, { catalog, classes, free, plan }: Found): AvailabilityResponse {
    const { window } = request;
    const { location } = window;
    const choices = resolveChoices(catalog.priceBook, request);
    const vehicles = classes.map((v, i) => {
      const trip = pricedTripOf(catalog.priceBook, v, window, request.renterAge, 1, plan);
      // The renter's age or licence first: other dates cannot change those.
      const byRenter = checkEligibility(v, request.renterAge);
      const restriction = byRenter.eligible ? tripRestriction(trip, catalog.priceBook) : null;
      const eligibility: Eligibility = restriction ? { eligible: false, ...restriction } : byRenter;
      // Written out rather than spread: one object shape for all, several times faster to build and serialise.
      return {
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
        availableUnits: free[i] ?? 0,
        eligible: eligibility.eligible,
        ineligibleCode: eligibility.eligible ? undefined : eligibility.code,
        ineligibleReason: eligibility.eligible ? undefined : eligibility.reason,
        pricingBreakdown: priceTrip(trip, catalog.priceBook, choices),
      };
    });
    const back = returnLocationOf(window);
    return {
      locationTimezone: location.timezone,
      returnLocationId: back.id,
      returnTimezone: back.timezone,
      pickupAt: zonedIso(window.pickupAt, location.timezone),
      returnAt: zonedIso(window.returnAt, back.timezone),
      vehicles,
    };
  }
}

/**
 * Everything an answer depends on besides the catalogue snapshot: the trip, the renter, the choices, the free units.
 * The renter's age by its step (renterAgeStep): a busy week searched by renters of forty ages is a few answers, not forty.
 */
function searchKey(request: AvailabilitySearch, { classes, free, plan }: Found): string {
  const { window } = request;
  return JSON.stringify([
    window.location.id,
    window.returnLocation?.id,
    window.rentalType,
    window.pickupAt,
    window.returnAt,
    window.rentalMonths,
    renterAgeStep(request.renterAge, classes),
    request.vehicleType,
    request.extras,
    request.protection,
    request.promoCode?.toUpperCase(),
    request.estimatedMiles,
    request.additionalDrivers,
    plan.delivery?.zone.id,
    plan.collection?.zone.id,
    free,
  ]);
}
