import type { VehiclePage } from './vehicle-page.types.ts';
import { page as minivan } from './vehicles/minivan.ts';
import { page as suvs } from './vehicles/suvs.ts';

/** Minivans and full-size SUVs: car-sized vehicles for small groups. */
export const carPages: VehiclePage[] = [minivan, suvs];
