import type { VehiclePage } from './vehicle-page.types.ts';
import { page as v25PassengerBus } from './vehicles/25-passenger-bus.ts';
import { page as v33PassengerBus } from './vehicles/33-passenger-bus.ts';
import { page as v44PassengerBus } from './vehicles/44-passenger-bus.ts';

/** Buses of 25, 33 and 44 passengers: every driver needs a CDL with a passenger endorsement. */
export const cdlBusPages: VehiclePage[] = [v25PassengerBus, v33PassengerBus, v44PassengerBus];
