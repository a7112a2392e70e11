import type { VehicleCategory } from '@convoy/domain/content/fleet';

/** A demo maintenance program (decision 033): every N miles and/or M months, due-soon thresholds, hours out. */
export interface DemoProgram {
  everyMiles: number | null;
  everyMonths: number | null;
  soonMiles: number;
  soonDays: number;
  serviceHours: number;
}

/**
 * The demo seed's programs by kind of vehicle: vans every 5,000 miles or 6 months, buses every 3,000 or 3
 * (they carry more and stop more), the smaller vehicles every 7,500 or 12; staff change them per class.
 */
export const demoPrograms: Record<VehicleCategory, DemoProgram> = {
  van: { everyMiles: 5_000, everyMonths: 6, soonMiles: 500, soonDays: 14, serviceHours: 8 },
  bus: { everyMiles: 3_000, everyMonths: 3, soonMiles: 300, soonDays: 14, serviceHours: 24 },
  minivan: { everyMiles: 7_500, everyMonths: 12, soonMiles: 500, soonDays: 14, serviceHours: 4 },
  suv: { everyMiles: 7_500, everyMonths: 12, soonMiles: 500, soonDays: 14, serviceHours: 4 },
  truck: { everyMiles: 5_000, everyMonths: 6, soonMiles: 500, soonDays: 14, serviceHours: 8 },
  flatbed: { everyMiles: 5_000, everyMonths: 6, soonMiles: 500, soonDays: 14, serviceHours: 8 },
  cargo: { everyMiles: 5_000, everyMonths: 6, soonMiles: 500, soonDays: 14, serviceHours: 8 },
};
