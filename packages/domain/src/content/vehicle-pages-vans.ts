import type { VehiclePage } from './vehicle-page.types.ts';
import { page as v9PassengerConversionVan } from './vehicles/9-passenger-conversion-van.ts';
import { page as v12PassengerVan } from './vehicles/12-passenger-van.ts';
import { page as v15PassengerVan } from './vehicles/15-passenger-van.ts';

/** Passenger vans: the 9 passenger conversion van, the 12 and the 15 passenger van. */
export const vanPages: VehiclePage[] = [v9PassengerConversionVan, v12PassengerVan, v15PassengerVan];
