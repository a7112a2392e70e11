import type { PartialDayCharge } from '../contracts/pricing-breakdown.schema.ts';
import { divideHalfUp, partialDayCharge } from './pricing.ts';

const MINUTE_MS = 60_000;
const DAY_MINUTES = 24 * 60;

/** A fuel gauge read in eighths: 0 empty … 8 full. */
export const fuelEighthsFull = 8;

/** What a vehicle's return is measured against: the booking as stored and the check-out's readings. */
export interface ReturnInput {
  /** The booked return and the actual one (epoch ms). */
  bookedReturnAt: number;
  returnedAt: number;
  /** The class's daily rate as the booking stored it: late time is charged at it (SPEC §9). */
  dailyRateCents: number;
  mileage: {
    /** Miles included per charged day; null: unlimited. */
    allowancePerDay: number | null;
    excessMileCents: number;
    /** The booking's charged days (total-price.ts `chargeDays`). */
    chargeDays: number;
    outMiles: number;
    inMiles: number;
  };
  fuel: {
    capacityGallons: number;
    outEighths: number;
    inEighths: number;
    /** The configured price of a gallon of fuel, in cents. */
    priceCentsPerGallon: number;
    /** The rental policy's refuelling service fee, added when the tank comes back short. */
    refuelServiceCents: number;
  };
  /** New damage, as staff priced it (cents). */
  damageCents: number;
}

export interface ReturnCharges {
  /** Whole minutes after the booked return; 0 when on time or early. */
  lateMinutes: number;
  lateFullDays: number;
  latePartialDayCharge: PartialDayCharge;
  lateCents: number;
  milesDriven: number;
  /** Miles included over the booking; null: unlimited. */
  allowanceMiles: number | null;
  excessMiles: number;
  excessMileageCents: number;
  /** Eighths of a tank short of the level it left with (0 when returned as full or fuller). */
  fuelEighthsShort: number;
  /** The fuel itself and, when short, the refuelling service fee. */
  fuelCents: number;
  refuelServiceCents: number;
  damageCents: number;
  totalCents: number;
}

export class ReturnChargeError extends Error {
  readonly field: string;

  constructor(field: string, message: string) {
    super(message);
    this.name = 'ReturnChargeError';
    this.field = field;
  }
}

/** One unit's time on a booked vehicle (decision 035): its odometer and fuel out and back. */
export interface ReturnLeg {
  outMiles: number;
  inMiles: number;
  capacityGallons: number;
  outEighths: number;
  inEighths: number;
}

/** A return over the units a booked vehicle had: the booking's terms and each leg's readings, first to last. */
export interface LegsReturnInput {
  bookedReturnAt: number;
  returnedAt: number;
  dailyRateCents: number;
  mileage: Omit<ReturnInput['mileage'], 'outMiles' | 'inMiles'>;
  fuel: Pick<ReturnInput['fuel'], 'priceCentsPerGallon' | 'refuelServiceCents'>;
  legs: readonly ReturnLeg[];
  damageCents: number;
}

/**
 * What a vehicle's return adds to the bill (decision 015), by the rules already
 * priced at booking:
 * - **Late return**, SPEC §9 applied to the time past the booked return:
 *   each full 24 hours late is a day at the booked daily rate, the leftover
 *   hours as §9 step 2 (an hour or less free, a third, two thirds, a day).
 * - **Excess mileage**: miles driven beyond the allowance per charged day,
 *   at the class's rate per mile (none when the class's mileage is unlimited).
 * - **Fuel**: the eighths of a tank short of the check-out level, times the
 *   tank's gallons, at the configured price per gallon, rounded half-up to the
 *   cent (Part B §3), and the rental policy's refuelling service fee when short.
 * - **Damage**: the amount staff entered.
 */
export function returnCharges(input: ReturnInput): ReturnCharges {
  const { mileage, fuel } = input;
  return returnChargesOverLegs({
    ...input,
    mileage: {
      allowancePerDay: mileage.allowancePerDay,
      excessMileCents: mileage.excessMileCents,
      chargeDays: mileage.chargeDays,
    },
    legs: [
      {
        outMiles: mileage.outMiles,
        inMiles: mileage.inMiles,
        capacityGallons: fuel.capacityGallons,
        outEighths: fuel.outEighths,
        inEighths: fuel.inEighths,
      },
    ],
  });
}

/**
 * A return after swaps (decision 035): the vehicle's legs, one per unit it
 * had. Mileage is charged on the sum of the legs' miles against the booking's
 * one allowance; fuel leg by leg: each unit's eighths short of its own
 * check-out level at its own tank's gallons, each cent amount rounded half-up,
 * and the refuelling service once for each unit that came back short. Late
 * time and damage are the vehicle's, as for a single unit. One leg is
 * returnCharges exactly.
 */
export function returnChargesOverLegs(input: LegsReturnInput): ReturnCharges {
  const { mileage, fuel, legs } = input;
  for (const leg of legs) {
    if (leg.inMiles < leg.outMiles) {
      throw new ReturnChargeError(
        'odometerMiles',
        `The odometer cannot read less than at check-out (${leg.outMiles.toLocaleString('en-US')} miles).`,
      );
    }
    for (const eighths of [leg.inEighths, leg.outEighths]) {
      if (!Number.isInteger(eighths) || eighths < 0 || eighths > fuelEighthsFull) {
        throw new ReturnChargeError(
          'fuelEighths',
          'Read the fuel gauge in eighths, from empty (0) to full (8).',
        );
      }
    }
  }
  for (const [field, cents] of [
    ['dailyRateCents', input.dailyRateCents],
    ['excessMileCents', mileage.excessMileCents],
    ['priceCentsPerGallon', fuel.priceCentsPerGallon],
    ['refuelServiceCents', fuel.refuelServiceCents],
    ['damageCents', input.damageCents],
  ] as const) {
    if (!Number.isSafeInteger(cents) || cents < 0) {
      throw new ReturnChargeError(field, 'Enter an amount in whole cents, 0 or more.');
    }
  }

  const lateMinutes = Math.max(0, Math.floor((input.returnedAt - input.bookedReturnAt) / MINUTE_MS));
  const lateFullDays = Math.floor(lateMinutes / DAY_MINUTES);
  const partial = partialDayCharge(lateMinutes % DAY_MINUTES, input.dailyRateCents);
  const lateCents = lateFullDays * input.dailyRateCents + partial.cents;

  const milesDriven = legs.reduce((sum, leg) => sum + leg.inMiles - leg.outMiles, 0);
  const allowanceMiles =
    mileage.allowancePerDay === null ? null : mileage.allowancePerDay * mileage.chargeDays;
  const excessMiles = allowanceMiles === null ? 0 : Math.max(0, milesDriven - allowanceMiles);
  const excessMileageCents = excessMiles * mileage.excessMileCents;

  let fuelEighthsShort = 0;
  let fuelCents = 0;
  let refuelServiceCents = 0;
  for (const leg of legs) {
    const short = Math.max(0, leg.outEighths - leg.inEighths);
    fuelEighthsShort += short;
    fuelCents += divideHalfUp(short * leg.capacityGallons * fuel.priceCentsPerGallon, fuelEighthsFull);
    if (short > 0) refuelServiceCents += fuel.refuelServiceCents;
  }

  const totalCents = lateCents + excessMileageCents + fuelCents + refuelServiceCents + input.damageCents;
  if (!Number.isSafeInteger(totalCents)) {
    throw new ReturnChargeError('damageCents', 'The charges are too large to compute exactly.');
  }
  return {
    lateMinutes,
    lateFullDays,
    latePartialDayCharge: partial.charge,
    lateCents,
    milesDriven,
    allowanceMiles,
    excessMiles,
    excessMileageCents,
    fuelEighthsShort,
    fuelCents,
    refuelServiceCents,
    damageCents: input.damageCents,
    totalCents,
  };
}
