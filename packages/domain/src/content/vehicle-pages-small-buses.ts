import type { VehiclePage } from './vehicle-page.types.ts';
import { page as v15PassengerActivityBus } from './vehicles/15-passenger-activity-bus.ts';
import { page as v15PassengerComfortBus } from './vehicles/15-passenger-comfort-bus.ts';

/** The two 15 passenger buses: the most a group can carry on a regular license, in bus form. */
export const smallBusPages: VehiclePage[] = [v15PassengerActivityBus, v15PassengerComfortBus];
