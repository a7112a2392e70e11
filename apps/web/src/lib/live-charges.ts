import { fleetSeed } from '@convoy/domain/content/fleet';
import { policyClassCharges } from '@convoy/domain/content/rental-policy';
import type { ClassChargesEntry, RentalCharges } from '@convoy/domain/contracts/rental-charges';
import { createLiveSource, inBuiltOrder, sameShape } from './live-data';

const rentalCharges = createLiveSource('/api/rental-charges');

/**
 * The answer's classes, each shaped like the built ones, in the built order and with
 * the built entries' fields first (the API writes `classId` last): an answer with the
 * built figures is then the built value, and nothing is drawn again.
 */
function classesOf(body: object, built: readonly ClassChargesEntry[]): ClassChargesEntry[] | null {
  const { classes } = body as { classes?: unknown };
  if (!Array.isArray(classes) || !sameShape(classes, built)) return null;
  return inBuiltOrder(classes, built, (c) => c.classId).map((c) => ({
    ...chargesOf(built, c.classId),
    ...c,
  }));
}

const useCharges = rentalCharges<RentalCharges>((body, built) => {
  const { additionalDriverPerDayCents: driverFee, locations } = body as Partial<Record<string, unknown>>;
  const classes = classesOf(body, built.classes);
  const builtCharges = built.locations.flatMap((l) => l.charges);
  const usable =
    classes &&
    typeof driverFee === 'number' &&
    Array.isArray(locations) &&
    sameShape(locations, built.locations) &&
    locations.every((l) => Array.isArray(l.charges) && sameShape(l.charges, builtCharges));
  if (!usable) return null;
  return {
    classes,
    additionalDriverPerDayCents: driverFee,
    locations: inBuiltOrder(locations, built.locations, (l) => l.locationId),
  };
});

/**
 * What the company charges besides rates and extras (GET /api/rental-charges:
 * deposits, young-renter surcharges and mileage per class, the additional-driver
 * fee, each location's taxes and fees): `built` at first render, the figures the
 * page was prerendered with (`demoRentalCharges()`), then the stored ones
 * (live-data.ts). Locations keep the built order.
 */
export function useLiveCharges(built: RentalCharges): RentalCharges {
  return useCharges(built);
}

/**
 * Each class's charges as a freshly seeded price book holds them, from the
 * rental policy it is seeded with: `demoRentalCharges().classes`, without the
 * locations' taxes and fees and their names, which a vehicle page does not load
 * (decision 009: JS budget).
 */
export const builtClassCharges: readonly ClassChargesEntry[] = fleetSeed.map((v) => ({
  classId: v.id,
  ...policyClassCharges(v),
}));

const useClassCharges = rentalCharges<readonly ClassChargesEntry[]>(classesOf);

/** Each class's charges only (vehicle pages): `builtClassCharges`, then the stored ones; one request with `useLiveCharges`. */
export function useLiveClassCharges(): readonly ClassChargesEntry[] {
  return useClassCharges(builtClassCharges);
}

/** A class's charges from a list of them; undefined for a class the list does not have. */
export function chargesOf(
  classes: readonly ClassChargesEntry[],
  classId: string,
): ClassChargesEntry | undefined {
  return classes.find((c) => c.classId === classId);
}
