import type { VehiclePage } from './vehicle-page.types.ts';
import { page as cargoVanBoxTruck } from './vehicles/cargo-van-box-truck.ts';
import { page as flatbedTruck } from './vehicles/flatbed-truck.ts';
import { page as trucks } from './vehicles/trucks.ts';

/** Pickups, the flatbed and the cargo van / box truck page (SPEC §2: one page serves both). */
export const truckPages: VehiclePage[] = [trucks, flatbedTruck, cargoVanBoxTruck];
