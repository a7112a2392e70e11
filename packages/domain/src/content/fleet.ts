/**
 * The fleet classes (SPEC §1: 9, 12, 15, 25, 33 and 44 passengers; vans, buses,
 * trucks, cargo vans and box trucks, SUVs, mini vans and a flatbed truck).
 * A class `id` equals its page path without the slash. These are the demo data
 * the database is seeded with; the database is the source of truth at run time
 * (rates can be edited in the back office).
 */
import { type VehicleCategory, vehicleCategories, vehicleCategoryLabels } from './vehicle-categories.ts';

export { type VehicleCategory, vehicleCategories, vehicleCategoryLabels };

export interface VehicleClass {
  id: string;
  name: string;
  category: VehicleCategory;
  /** Seats, the driver included. */
  passengers: number;
  /** Full-size suitcases that fit with every seat taken. */
  luggage: number;
  /** A commercial driver's licence with a passenger endorsement is needed. */
  requiresCdl: boolean;
  minAge: number;
  dailyRateCents: number;
  weeklyRateCents: number;
  monthlyRateCents: number;
}

export const fleetSeed: readonly VehicleClass[] = [
  {
    id: '9-passenger-conversion-van',
    name: '9 Passenger Conversion Van',
    category: 'van',
    passengers: 9,
    luggage: 6,
    requiresCdl: false,
    minAge: 21,
    dailyRateCents: 14900,
    weeklyRateCents: 89400,
    monthlyRateCents: 299900,
  },
  {
    id: '12-passenger-van',
    name: '12 Passenger Van',
    category: 'van',
    passengers: 12,
    luggage: 6,
    requiresCdl: false,
    minAge: 21,
    dailyRateCents: 15900,
    weeklyRateCents: 95400,
    monthlyRateCents: 319900,
  },
  {
    id: '15-passenger-van',
    name: '15 Passenger Van',
    category: 'van',
    passengers: 15,
    luggage: 4,
    requiresCdl: false,
    minAge: 25,
    dailyRateCents: 17900,
    weeklyRateCents: 107400,
    monthlyRateCents: 359900,
  },
  {
    id: '15-passenger-activity-bus',
    name: '15 Passenger Activity Bus',
    category: 'bus',
    passengers: 15,
    luggage: 8,
    requiresCdl: false,
    minAge: 25,
    dailyRateCents: 24900,
    weeklyRateCents: 149400,
    monthlyRateCents: 499900,
  },
  {
    id: '15-passenger-comfort-bus',
    name: '15 Passenger Comfort Bus',
    category: 'bus',
    passengers: 15,
    luggage: 15,
    requiresCdl: false,
    minAge: 25,
    dailyRateCents: 27900,
    weeklyRateCents: 167400,
    monthlyRateCents: 559900,
  },
  {
    id: '25-passenger-bus',
    name: '25 Passenger Bus',
    category: 'bus',
    passengers: 25,
    luggage: 20,
    requiresCdl: true,
    minAge: 25,
    dailyRateCents: 42900,
    weeklyRateCents: 257400,
    monthlyRateCents: 859900,
  },
  {
    id: '33-passenger-bus',
    name: '33 Passenger Bus',
    category: 'bus',
    passengers: 33,
    luggage: 28,
    requiresCdl: true,
    minAge: 25,
    dailyRateCents: 52900,
    weeklyRateCents: 317400,
    monthlyRateCents: 1059900,
  },
  {
    id: '44-passenger-bus',
    name: '44 Passenger Bus',
    category: 'bus',
    passengers: 44,
    luggage: 40,
    requiresCdl: true,
    minAge: 25,
    dailyRateCents: 64900,
    weeklyRateCents: 389400,
    monthlyRateCents: 1299900,
  },
  {
    id: 'minivan',
    name: 'Minivan',
    category: 'minivan',
    passengers: 7,
    luggage: 4,
    requiresCdl: false,
    minAge: 21,
    dailyRateCents: 8900,
    weeklyRateCents: 53400,
    monthlyRateCents: 179900,
  },
  {
    id: 'suvs',
    name: 'Full-Size SUV',
    category: 'suv',
    passengers: 8,
    luggage: 5,
    requiresCdl: false,
    minAge: 21,
    dailyRateCents: 11900,
    weeklyRateCents: 71400,
    monthlyRateCents: 239900,
  },
  {
    id: 'trucks',
    name: 'Pickup Truck',
    category: 'truck',
    passengers: 5,
    luggage: 8,
    requiresCdl: false,
    minAge: 21,
    dailyRateCents: 10900,
    weeklyRateCents: 65400,
    monthlyRateCents: 219900,
  },
  {
    id: 'flatbed-truck',
    name: 'Flatbed Truck',
    category: 'flatbed',
    passengers: 3,
    luggage: 0,
    requiresCdl: false,
    minAge: 25,
    dailyRateCents: 19900,
    weeklyRateCents: 119400,
    monthlyRateCents: 399900,
  },
  {
    id: 'cargo-van-box-truck',
    name: 'Cargo Van / Box Truck',
    category: 'cargo',
    passengers: 3,
    luggage: 0,
    requiresCdl: false,
    minAge: 21,
    dailyRateCents: 12900,
    weeklyRateCents: 77400,
    monthlyRateCents: 259900,
  },
];
