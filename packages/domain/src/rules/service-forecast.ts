/**
 * # When a unit's next service comes due (docs/decisions/033-maintenance-programs.md)
 *
 * A class's maintenance program services its units every N miles or M months,
 * whichever comes first. A unit's pace is the miles its odometer readings at
 * check-outs and returns moved over the days between the first and the last;
 * the miles rule then falls on the first day the pace reaches the due mileage.
 * The unit is due on the earlier of that day and the months rule's date, due
 * soon within the program's thresholds (days, or miles short of the due
 * mileage), and overdue once its date has come or a reading passed the mileage.
 * Whole numbers throughout: a pace is miles over days, never a rounded rate.
 * A pace that reaches the mileage only after ten years forecasts nothing.
 */
import { monthsLater } from './local-date.ts';
import { addCalendarDays } from './receivables.ts';

const DAY_MS = 86_400_000;
/** A forecast further than this many days ahead is none: the pace says nothing that far out. */
export const forecastHorizonDays = 3_650;

/** An odometer reading: the instant it was taken (epoch ms) and the miles it showed. */
export interface OdometerReading {
  at: number;
  miles: number;
}

/** Miles driven over whole days: the unit's average daily miles is miles / days. */
export interface Pace {
  miles: number;
  days: number;
}

/** What a unit's service forecast starts from. */
export interface ServiceDue {
  /** Local date at the unit's location. */
  today: string;
  odometerMiles: number;
  dueOn: string | null;
  dueMiles: number | null;
  pace: Pace | null;
  soonDays: number;
  soonMiles: number;
}

export type ServiceReason = 'date' | 'miles' | 'forecast';

export interface ServiceForecast {
  /** The day the miles rule falls on at the unit's pace (today when passed already); null without one. */
  milesDueOn: string | null;
  /** The earlier of the months rule's date and milesDueOn. */
  dueOn: string | null;
  state: 'overdue' | 'soon' | null;
  /** Why it is overdue or soon: the date, the odometer against the mileage, the forecast of the mileage. */
  reasons: ServiceReason[];
}

/**
 * The average daily miles of a unit from its readings: the miles between the
 * earliest and the latest reading over the whole days between them (at least
 * one); null with fewer than two readings, or when the odometer went nowhere.
 */
export function paceOf(readings: readonly OdometerReading[]): Pace | null {
  if (readings.length < 2) return null;
  const sorted = [...readings].sort((a, b) => a.at - b.at);
  const first = sorted[0]!;
  const last = sorted.at(-1)!;
  const miles = last.miles - first.miles;
  if (miles <= 0) return null;
  return { miles, days: Math.max(1, Math.round((last.at - first.at) / DAY_MS)) };
}

/**
 * Days from today until the odometer, moving at `pace`, reaches `dueMiles`:
 * the least whole k with odometer + k × miles / days ≥ dueMiles (0 when there already).
 */
export function daysToMiles(odometerMiles: number, dueMiles: number, pace: Pace): number {
  const short = dueMiles - odometerMiles;
  if (short <= 0) return 0;
  return Math.ceil((short * pace.days) / pace.miles);
}

/** The forecast of one unit's service: when it falls due, and whether it is overdue or soon, and why. */
export function forecastService(unit: ServiceDue): ServiceForecast {
  const { today, odometerMiles, dueOn, dueMiles, pace } = unit;
  const milesPassed = dueMiles !== null && odometerMiles >= dueMiles;
  const milesDueOn =
    dueMiles === null
      ? null
      : milesPassed
        ? today
        : pace && daysToMiles(odometerMiles, dueMiles, pace) <= forecastHorizonDays
          ? addCalendarDays(today, daysToMiles(odometerMiles, dueMiles, pace))
          : null;
  const due = [dueOn, milesDueOn].filter((d): d is string => d !== null).sort()[0] ?? null;
  const overdue: ServiceReason[] = [
    ...(dueOn !== null && dueOn <= today ? (['date'] as const) : []),
    ...(milesPassed ? (['miles'] as const) : []),
  ];
  if (overdue.length > 0) return { milesDueOn, dueOn: due, state: 'overdue', reasons: overdue };
  const horizon = addCalendarDays(today, unit.soonDays);
  const soon: ServiceReason[] = [
    ...(dueOn !== null && dueOn <= horizon ? (['date'] as const) : []),
    ...(dueMiles !== null && odometerMiles >= dueMiles - unit.soonMiles ? (['miles'] as const) : []),
    ...(milesDueOn !== null && !milesPassed && milesDueOn <= horizon ? (['forecast'] as const) : []),
  ];
  return { milesDueOn, dueOn: due, state: soon.length > 0 ? 'soon' : null, reasons: soon };
}

/** A program's rules: every `everyMiles` miles and/or every `everyMonths` months. */
export interface ProgramRules {
  everyMiles: number | null;
  everyMonths: number | null;
}

/** The next service after one on `servicedOn` at `odometerMiles`, by the class's program. */
export function nextService(
  program: ProgramRules,
  servicedOn: string,
  odometerMiles: number,
): { dueOn: string | null; dueMiles: number | null } {
  return {
    dueOn: program.everyMonths === null ? null : (monthsLater(servicedOn, program.everyMonths) ?? null),
    dueMiles: program.everyMiles === null ? null : odometerMiles + program.everyMiles,
  };
}
