import type { z } from 'zod';
import { type Location, weekdayNames } from '../content/locations.ts';
import { whenObject } from '../contracts/common.schema.ts';
import type { FieldErrors } from '../contracts/error.schema.ts';
import { tripFields } from '../contracts/trip.schema.ts';
import { beyondHorizonMessage, defaultBookingHorizonMonths, lastPickupDate } from './booking-horizon.ts';
import { addMonthsSameDay, checkOpeningHours, instantToLocal, TimeError } from './time.ts';
import { zonedInstant, zonedToday } from './zoned-time.ts';

/**
 * The rules of a trip (contracts/trip.schema.ts) that need the location: it
 * exists, the pickup is not in the past there nor beyond the booking horizon,
 * pickup and return fall within its opening hours, and both times exist in its
 * timezone (not in a spring-forward gap).
 * The shape of the request is the domain schema's business; these rules read
 * only fields that passed it, so both sets of messages can be shown together.
 */
export interface RentalWindow {
  location: Location;
  /**
   * Where it comes back (decision 028): absent or the pickup location for a
   * round trip. The return date and time are wall-clock there, its hours apply.
   */
  returnLocation?: Location;
  rentalType: 'daily' | 'monthly';
  rentalMonths: number | null;
  pickupDate: string;
  pickupTime: string;
  /** For a monthly rental: the same day of the month `rentalMonths` later, at the pickup time. */
  returnDate: string;
  returnTime: string;
  /** Epoch milliseconds (SPEC Part B §4: real instants in the location's timezone). */
  pickupAt: number;
  returnAt: number;
}

/** A daily rental longer than this is a monthly rental or a lease (our rule; keeps stock from being held for years). */
export const maxDailyRentalDays = 365;
const DAY_MS = 24 * 60 * 60 * 1000;

const shape = tripFields.shape;

function validField<S extends z.ZodType>(schema: S, value: unknown): z.output<S> | undefined {
  const result = schema.safeParse(value);
  return result.success ? result.data : undefined;
}

/** A field of a body that passed the schema: as it is (absent stays undefined). */
function asChecked<S extends z.ZodType>(_schema: S, value: unknown): z.output<S> | undefined {
  return (value ?? undefined) as z.output<S> | undefined;
}

function instantAt(location: Location, date: string, time: string): number | string {
  try {
    return zonedInstant(date, time, location.timezone);
  } catch (error) {
    if (!(error instanceof TimeError) || error.code !== 'nonexistent_local_time') throw error;
    return `${time} does not exist on ${date} at ${location.name}: the clocks move forward that night. Choose another time.`;
  }
}

/** The opening-hours message for a wall-clock moment, or undefined when open. */
function hoursProblem(location: Location, date: string, time: string, what: 'pickup' | 'return') {
  const check = checkOpeningHours(location.openingHours, date, time, location.holidayHours);
  if (check.open) return undefined;
  const day = weekdayNames[check.weekday];
  if (check.holiday) {
    return check.hours
      ? {
          field: 'time' as const,
          message: `${location.name} is open ${check.hours.open}–${check.hours.close} on ${date} (${check.holiday}). Choose a ${what} time within those hours.`,
        }
      : {
          field: 'date' as const,
          message: `${location.name} is closed on ${date} (${check.holiday}). Choose another ${what} day.`,
        };
  }
  if (!check.hours) {
    return {
      field: 'date' as const,
      message: `${location.name} is closed on ${day}s. Choose another ${what} day.`,
    };
  }
  return {
    field: 'time' as const,
    message: `${location.name} is open ${check.hours.open}–${check.hours.close} on ${day}s. Choose a ${what} time within those hours.`,
  };
}

/** The last pickup date from a day and a horizon, the last answer remembered: searches ask it of the same day. */
let lastAsked = { today: '', months: 0, date: '' };
function lastPickup(today: string, months: number): string {
  if (lastAsked.today !== today || lastAsked.months !== months) {
    lastAsked = { today, months, date: lastPickupDate(today, months) };
  }
  return lastAsked.date;
}

function checkPickup(
  location: Location,
  date: string,
  time: string,
  now: number,
  horizonMonths: number,
  fields: FieldErrors,
) {
  const last = lastPickup(zonedToday(now, location.timezone), horizonMonths);
  if (date > last) {
    fields.pickupDate = beyondHorizonMessage(horizonMonths, last);
    return undefined;
  }
  const at = instantAt(location, date, time);
  if (typeof at === 'string') {
    fields.pickupTime = at;
    return undefined;
  }
  if (at < now) {
    const today = instantToLocal(now, location.timezone);
    if (date < today.date) {
      fields.pickupDate = `That date has passed at ${location.name}. Choose today (${today.date}) or later.`;
    } else {
      fields.pickupTime = `${time} has passed at ${location.name}, where it is now ${today.time}. Choose a later time.`;
    }
    return at;
  }
  const problem = hoursProblem(location, date, time, 'pickup');
  if (problem) fields[problem.field === 'date' ? 'pickupDate' : 'pickupTime'] = problem.message;
  return at;
}

function checkDailyReturn(
  location: Location,
  date: string,
  time: string,
  pickupAt: number | undefined,
  fields: FieldErrors,
) {
  const at = instantAt(location, date, time);
  if (typeof at === 'string') {
    fields.returnTime = at;
    return undefined;
  }
  if (pickupAt !== undefined && at - pickupAt < 60_000) {
    // Same wording and field as the schema's rule; the hours of a return that
    // comes too early do not matter yet.
    fields[date < instantToLocal(pickupAt, location.timezone).date ? 'returnDate' : 'returnTime'] =
      'The return must be after the pickup.';
    return at;
  }
  const problem = hoursProblem(location, date, time, 'return');
  if (problem) fields[problem.field === 'date' ? 'returnDate' : 'returnTime'] = problem.message;
  if (pickupAt !== undefined && at - pickupAt > maxDailyRentalDays * DAY_MS) {
    fields.returnDate ??= `A daily rental lasts at most ${maxDailyRentalDays} days. For longer, choose a monthly rental or ask us about long-term leasing.`;
  }
  return at;
}

/** A monthly rental returns on a computed day; a problem with it is fixed by choosing another pickup. */
function checkMonthlyReturn(
  location: Location,
  months: number,
  date: string,
  time: string,
  fields: FieldErrors,
) {
  const at = instantAt(location, date, time);
  const label = `A ${months}-month rental comes back on ${weekdayNames[checkOpeningHours(location.openingHours, date, time).weekday]} ${date}`;
  if (typeof at === 'string') {
    fields.pickupTime ??= `${label} at ${time}, a time that does not exist that night (the clocks move forward). Choose another pickup time.`;
    return undefined;
  }
  const problem = hoursProblem(location, date, time, 'return');
  if (problem?.field === 'date') {
    fields.pickupDate ??= `${label}, when ${location.name} is closed. Choose another pickup date or number of months.`;
  } else if (problem) {
    const hours = checkOpeningHours(location.openingHours, date, time, location.holidayHours);
    const range = hours.hours ? ` (${hours.hours.open}–${hours.hours.close})` : '';
    fields.pickupTime ??= `${label} at ${time}, outside ${location.name}’s hours that day${range}. Choose another pickup time.`;
  }
  return at;
}

/**
 * Checks a search body (raw: it may have failed the schema) against the
 * location and the clock. `fields` names every problem found; `window` is set
 * only when there is none and the body is complete.
 */
export function resolveRentalWindow(
  body: unknown,
  locations: ReadonlyMap<string, Location>,
  now: number,
  horizonMonths: number = defaultBookingHorizonMonths,
  /** The body passed the trip's schema already: its fields are read as they are, not checked again. */
  checked = false,
): { window: RentalWindow | undefined; fields: FieldErrors } {
  const fields: FieldErrors = {};
  const raw = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const valid = checked ? asChecked : validField;
  const locationId = valid(shape.pickupLocationId, raw.pickupLocationId);
  if (locationId === undefined) return { window: undefined, fields };
  const location = locations.get(locationId);
  if (!location) {
    fields.pickupLocationId = `We have no pickup location “${locationId}”. Choose one from the list.`;
    return { window: undefined, fields };
  }
  const returnLocationId = valid(shape.returnLocationId, raw.returnLocationId);
  const returnLocation = returnLocationId === undefined ? location : locations.get(returnLocationId);
  if (!returnLocation) {
    fields.returnLocationId = `We have no return location “${returnLocationId}”. Choose one from the list.`;
    return { window: undefined, fields };
  }
  const rentalType = valid(shape.rentalType, raw.rentalType);
  const pickupDate = valid(shape.pickupDate, raw.pickupDate);
  const pickupTime = valid(shape.pickupTime, raw.pickupTime);
  const pickupAt =
    pickupDate && pickupTime
      ? checkPickup(location, pickupDate, pickupTime, now, horizonMonths, fields)
      : undefined;

  let returnDate = valid(shape.returnDate, raw.returnDate);
  let returnTime = valid(shape.returnTime, raw.returnTime);
  let returnAt: number | undefined;
  const rentalMonths = rentalType === 'monthly' ? valid(shape.rentalMonths, raw.rentalMonths) : undefined;
  if (rentalType === 'daily' && returnDate && returnTime) {
    returnAt = checkDailyReturn(returnLocation, returnDate, returnTime, pickupAt, fields);
  } else if (rentalType === 'monthly' && rentalMonths && pickupDate && pickupTime) {
    returnDate = addMonthsSameDay(pickupDate, rentalMonths);
    returnTime = pickupTime;
    returnAt = checkMonthlyReturn(returnLocation, rentalMonths, returnDate, returnTime, fields);
  }

  if (Object.keys(fields).length > 0) return { window: undefined, fields };
  if (!rentalType || !pickupDate || !pickupTime || !returnDate || !returnTime)
    return { window: undefined, fields };
  if (pickupAt === undefined || returnAt === undefined) return { window: undefined, fields };
  return {
    window: {
      location,
      ...(returnLocation.id === location.id ? {} : { returnLocation }),
      rentalType,
      rentalMonths: rentalMonths ?? null,
      pickupDate,
      pickupTime,
      returnDate,
      returnTime,
      pickupAt,
      returnAt,
    },
    fields,
  };
}

/** Where a trip comes back: the return location of a one-way rental, else the pickup location (decision 028). */
export function returnLocationOf(window: Pick<RentalWindow, 'location' | 'returnLocation'>): Location {
  return window.returnLocation ?? window.location;
}

/** Whether the trip comes back to another location than it leaves from (decision 028). */
export function isOneWay(window: Pick<RentalWindow, 'location' | 'returnLocation'>): boolean {
  return returnLocationOf(window).id !== window.location.id;
}

/** What the location rules need besides the request: the locations, the clock and the horizon. */
export interface TripContext {
  locationById: ReadonlyMap<string, Location>;
  now: () => number;
  bookingHorizonMonths: number;
}

/**
 * A request schema built on the trip (the availability search, the booking)
 * with the location's rules added, so one parse names every problem at once —
 * the schema's and the location's, the schema's message winning on a field
 * both speak about — and hands back typed values with the trip's `window`
 * (its location and instants). Build it once per catalogue, not per request.
 */
export function withRentalWindow<S extends z.ZodType<Record<string, unknown>>>(
  schema: S,
  context: TripContext,
) {
  // The refinement hands the window to the transform that follows it in the same synchronous parse.
  let found: { value: object; window: RentalWindow } | undefined;
  return schema
    .superRefine((value, ctx) => {
      const { window, fields } = resolveRentalWindow(
        value,
        context.locationById,
        context.now(),
        context.bookingHorizonMonths,
        ctx.issues.length === 0,
      );
      found = window ? { value, window } : undefined;
      const problems = Object.entries(fields);
      if (problems.length === 0) return;
      const spoken = new Set(ctx.issues.map((issue) => issue.path?.[0]));
      for (const [field, message] of problems) {
        if (!spoken.has(field)) ctx.addIssue({ code: 'custom', path: [field], message });
      }
    }, whenObject)
    .transform((value) => {
      const window = found?.value === value ? found.window : undefined;
      found = undefined;
      if (!window) throw new Error('withRentalWindow: a valid trip without a window');
      // The parsed value is this parse's own object: the window is added to it, not to a copy.
      return Object.assign(value, { window });
    });
}
