import type { VehicleClass } from '@convoy/domain/content/fleet';
import { reservationLinesOf } from '@convoy/domain/contracts/reservation.schema';
import { checkEligibility } from '@convoy/domain/rules/eligibility';
import type { RentalWindow } from '@convoy/domain/rules/rental-window';
import { isOneWay } from '@convoy/domain/rules/rental-window';
import type { TripChoices } from '@convoy/domain/rules/total-price';
import { ApiError } from '../errors.ts';
import { freeUnits, heldDuring } from '../fleet/held-units.ts';
import type { InventoryRepository, OneWayMove } from '../fleet/inventory.repository.ts';
import { freeOverTime, ledgerAt, lowestStock, stretchToCheck } from '../fleet/stock-over-time.ts';
import { formatMoney } from '../mail/format.ts';
import type { StoredPriceBook } from '../pricing/price-book.repository.ts';
import type { Repositories } from '../repositories.ts';
import { validationError } from '../validation-error.ts';
import type { BookedChoices } from './reservation.ts';
import type { VehicleLine } from './trip-pricing.ts';

/**
 * The checks a booking and a change of a booking share, inside their
 * transaction once the stock rows are locked: which classes may be booked,
 * which lines are short of units, and the stocked extras.
 */

/** The field a line's problem is reported on, in the form the request used. */
function lineField(request: { lines?: unknown }, index: number, field: 'vehicleId' | 'quantity'): string {
  return request.lines === undefined ? field : `lines.${index}.${field}`;
}

/**
 * The request's lines with their classes, every class offered and open to the
 * renter (eligibility.ts), or a 400/422 naming the line.
 */
export function bookableLines(
  request: Parameters<typeof reservationLinesOf>[0] & { renterAge: number },
  classOf: (id: string) => VehicleClass | undefined,
): VehicleLine[] {
  return reservationLinesOf(request).map((l, index) => {
    const vehicle = classOf(l.vehicleId);
    if (!vehicle) {
      throw validationError({
        [lineField(request, index, 'vehicleId')]: 'That vehicle is no longer offered. Choose another.',
      });
    }
    const eligibility = checkEligibility(vehicle, request.renterAge);
    if (!eligibility.eligible) {
      throw new ApiError(422, 'ineligible', eligibility.reason, {
        [lineField(request, index, 'vehicleId')]: eligibility.reason,
      });
    }
    return { vehicle, quantity: l.quantity };
  });
}

export interface ShortLine {
  index: number;
  free: number;
  line: VehicleLine;
}

/**
 * Locks the stock rows a booking or a change touches, in one fixed order (by
 * location, then class) so that two bookings never wait on each other in a
 * cycle: every class at the pickup location, and for a one-way rental (or one
 * that was) at the return locations too (decision 028), their rows made when
 * missing. Answers the pickup location's counts by class.
 */
export async function claimStock(
  repos: Repositories,
  pickupLocationId: string,
  otherLocationIds: readonly (string | null | undefined)[],
  classIds: readonly string[],
): Promise<Map<string, number>> {
  const others = otherLocationIds.filter((id): id is string => !!id && id !== pickupLocationId);
  const locations = [...new Set([pickupLocationId, ...others])].sort();
  const classes = [...new Set(classIds)].sort();
  const stocked = new Map<string, number>();
  for (const locationId of locations) {
    for (const classId of classes) {
      if (locationId !== pickupLocationId) await repos.units.claimOrCreate(locationId, classId);
      else if (others.length === 0) stocked.set(classId, (await repos.units.claim(locationId, classId)) ?? 0);
      // Beside a one-way rental, an unstocked class may still get units by arrivals: its row is locked too.
      else stocked.set(classId, await repos.units.claimOrCreate(locationId, classId));
    }
  }
  return stocked;
}

/**
 * Units of a class free at the pickup location for a trip, its stock row
 * locked: with no one-way rental coming or going there, the round trip's
 * count as always (units minus the peak held); else the fewest there at any
 * instant of the stretch the trip needs (decision 028), a one-way departure
 * needing every instant from its pickup on.
 */
export async function freeForTrip(
  inventory: InventoryRepository,
  units: number,
  classId: string,
  window: RentalWindow,
  turnaroundMs: number,
): Promise<number> {
  const locationId = window.location.id;
  const oneWay = isOneWay(window);
  const stretch = stretchToCheck(window, oneWay, turnaroundMs);
  const until = oneWay ? Number.MAX_SAFE_INTEGER : stretch.to;
  const moves = await inventory.oneWayMovesBefore(locationId, classId, until);
  const held = oneWay
    ? await inventory.heldBetween(locationId, classId, window.pickupAt - turnaroundMs, until)
    : await heldDuring(inventory, locationId, classId, window, turnaroundMs);
  if (!oneWay && moves.length === 0) return freeUnits(units, held, turnaroundMs);
  return freeOverTime(units, locationId, held, moves, stretch, turnaroundMs);
}

/**
 * A change that takes a one-way rental's arrival away from a location (its
 * stock rows locked by claimStock) must leave what that location lent out
 * since covered (decision 028): a 409 when any class would be short there at
 * any instant from now on, and nothing changes.
 */
export async function keepPromisedArrivals(
  repos: Repositories,
  location: { id: string; name: string },
  classIds: readonly string[],
  now: number,
  turnaroundMs: number,
  /** What the changed reservation still brings there (not yet written): its new lines' arrivals. */
  stillArriving: readonly OneWayMove[],
): Promise<void> {
  for (const classId of classIds) {
    const units = (await repos.units.find(location.id, classId))?.count ?? 0;
    const held = await repos.inventory.heldBetween(
      location.id,
      classId,
      now - turnaroundMs,
      Number.MAX_SAFE_INTEGER,
    );
    const moves = [
      ...(await repos.inventory.oneWayMovesBefore(location.id, classId, Number.MAX_SAFE_INTEGER)),
      ...stillArriving.filter((m) => m.classId === classId),
    ];
    const ledger = ledgerAt(location.id, held, moves, turnaroundMs);
    if (lowestStock(units, ledger.moves, ledger.holds, now, Number.POSITIVE_INFINITY) >= 0) continue;
    const message = `These vehicles are already promised to other renters at ${location.name} after they arrive, so this reservation must still return there. Call us to change where it comes back.`;
    throw new ApiError(409, 'unavailable', message, { returnLocationId: message });
  }
}

/** Every line with fewer free units than it asks for, given each class's locked stock. */
export async function shortLines(
  inventory: InventoryRepository,
  lines: readonly VehicleLine[],
  stocked: ReadonlyMap<string, number>,
  window: RentalWindow,
  turnaroundMs: number,
): Promise<ShortLine[]> {
  const short: ShortLine[] = [];
  for (const [index, line] of lines.entries()) {
    const units = stocked.get(line.vehicle.id) ?? 0;
    const free = await freeForTrip(inventory, units, line.vehicle.id, window, turnaroundMs);
    if (free < line.quantity) short.push({ index, free, line });
  }
  return short;
}

/** The 409 of short lines: each named on its field, and nothing booked. */
/**
 * A booking or a change that would cost another total than the renter was shown (SPEC Part B §13: the price
 * shown is the price paid): refused, naming both totals, before anything is held or changed.
 */
export function priceChanged(shownCents: number, nowCents: number): ApiError {
  const message = `The total is now ${formatMoney(nowCents)}, not the ${formatMoney(shownCents)} you were shown: the price changed meanwhile. Check the new total and confirm again.`;
  return new ApiError(409, 'price_changed', message, { shownTotalCents: message });
}

export function unavailable(
  request: { lines?: unknown },
  short: readonly ShortLine[],
  location: string,
): ApiError {
  const fields: Record<string, string> = {};
  const messages = short.map(({ index, free, line }) => {
    const name = line.vehicle.name;
    const message =
      free === 0
        ? `No ${name} is free at ${location} for those dates.`
        : `Only ${free} ${name}${free === 1 ? ' is' : 's are'} free at ${location} for those dates; you asked for ${line.quantity}.`;
    fields[lineField(request, index, 'quantity')] = message;
    return message;
  });
  const advice =
    short.length === 1 && request.lines === undefined
      ? ' Try other dates, another vehicle or another location.'
      : ' Nothing was booked: change those vehicles or the dates and try again.';
  return new ApiError(409, 'unavailable', `${messages.join(' ')}${advice}`, fields);
}

/**
 * Each stocked extra chosen: its stock row locked (in the order of the ids),
 * then the units held over the rental (with the turnaround, as for vehicles)
 * subtracted; a 409 names the extra when too few are left.
 */
export async function claimExtras(
  repos: Repositories,
  book: StoredPriceBook,
  request: { extras?: readonly { id: string; quantity: number }[] | undefined },
  window: RentalWindow,
  turnaroundMs: number,
): Promise<void> {
  const chosen = (request.extras ?? [])
    .map((e, index) => ({ ...e, index, extra: book.extras.find((x) => x.id === e.id) }))
    .filter((e) => e.extra?.stocked)
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const { location } = window;
  for (const { id, quantity, index, extra } of chosen) {
    const stock = (await repos.priceBook.claimExtraStock(location.id, id)) ?? 0;
    const held = await repos.reservations.extrasConfirmedBetween(
      location.id,
      id,
      window.pickupAt - turnaroundMs,
      window.returnAt + turnaroundMs,
    );
    const free = freeUnits(stock, held, turnaroundMs);
    if (free >= quantity) continue;
    const label = extra?.label ?? id;
    const message =
      free === 0
        ? `No ${label} is free at ${location.name} for those dates. Remove it, or try other dates.`
        : `Only ${free} × ${label} ${free === 1 ? 'is' : 'are'} free at ${location.name} for those dates; you asked for ${quantity}.`;
    throw new ApiError(409, 'extra_unavailable', message, { [`extras.${index}.quantity`]: message });
  }
}

/** Rates and rules of these classes as they are now, read in the transaction, not as the catalogue cache last saw them. */
export async function classesNow(
  repos: Repositories,
  ids: readonly string[],
): Promise<Map<string, VehicleClass | undefined>> {
  const current = new Map<string, VehicleClass | undefined>();
  for (const id of ids) current.set(id, await repos.vehicleClasses.findById(id));
  return current;
}

/** The request's vehicles checked against their classes' rates and rules as they are now (`classesNow`). */
export async function bookableLinesNow(
  repos: Repositories,
  request: Parameters<typeof bookableLines>[0],
  classIds: readonly string[],
): Promise<VehicleLine[]> {
  const current = await classesNow(repos, classIds);
  return bookableLines(request, (id) => current.get(id));
}

/**
 * All or nothing, once the classes' stock rows are locked (`stocked`): every
 * line short of units is named in one 409 (`unavailable`, its fields named as
 * `asked` names them), then each stocked extra asked for is claimed.
 */
export async function holdUnitsAndExtras(
  repos: Repositories,
  book: StoredPriceBook,
  asked: { lines?: unknown; extras?: readonly { id: string; quantity: number }[] | undefined },
  held: {
    lines: readonly VehicleLine[];
    stocked: ReadonlyMap<string, number>;
    window: RentalWindow;
    turnaroundMs: number;
  },
): Promise<void> {
  const short = await shortLines(repos.inventory, held.lines, held.stocked, held.window, held.turnaroundMs);
  if (short.length > 0) throw unavailable(asked, short, held.window.location.name);
  await claimExtras(repos, book, asked, held.window, held.turnaroundMs);
}

/** What the renter chose, as stored with a booking (or a changed one) and shown back. */
export function bookedChoices(
  request: { protection?: readonly string[] | undefined; ownCoverStatement?: string | undefined },
  choices: TripChoices,
): BookedChoices {
  const declined = request.protection !== undefined && request.protection.length === 0;
  return {
    extras: (choices.extras ?? []).map((e) => ({ id: e.id, quantity: e.quantity })),
    protection: [...(choices.protection ?? [])],
    protectionDeclined: declined,
    ownCoverStatement: declined ? (request.ownCoverStatement ?? null) : null,
    promoCode: choices.promo?.code ?? null,
    estimatedMiles: choices.estimatedMiles ?? null,
    additionalDrivers: choices.additionalDrivers ?? 0,
  };
}
