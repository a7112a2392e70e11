import { fleetSeed, type VehicleCategory } from '@convoy/domain/content/fleet';
import { locationSeed, seedUnitCount } from '@convoy/domain/content/locations';
import { vinCheckDigit } from '@convoy/domain/contracts/vin';
import type { FleetUnitTable } from '../db/tables/fleet-unit.table.ts';

/** What the demo units are made from: each counted vehicle of the seed. */
export interface CountedClass {
  locationId: string;
  region: string;
  classId: string;
  category: VehicleCategory;
  passengers: number;
  count: number;
}

/** The demo seed's vehicles: each class at each location, counted (content/locations.ts seedUnitCount). */
export function demoCounts(): CountedClass[] {
  return locationSeed.flatMap((location, li) =>
    fleetSeed.map((vehicle, ci) => ({
      locationId: location.id,
      region: location.address.region,
      classId: vehicle.id,
      category: vehicle.category,
      passengers: vehicle.passengers,
      count: seedUnitCount(li, ci, vehicle.passengers),
    })),
  );
}

/** A manufacturer's code by kind of vehicle (the first three VIN characters), and its tank. */
const makes: Record<VehicleCategory, { wmi: string; vds: string; gallons: (passengers: number) => number }> =
  {
    van: { wmi: '1FB', vds: 'X2CM', gallons: () => 25 },
    bus: { wmi: '1FD', vds: 'E4FS', gallons: (p) => (p >= 33 ? 100 : 55) },
    minivan: { wmi: '2C4', vds: 'RC1B', gallons: () => 19 },
    suv: { wmi: '1GN', vds: 'SKCK', gallons: () => 24 },
    truck: { wmi: '1FT', vds: 'FW1E', gallons: () => 26 },
    flatbed: { wmi: '1FD', vds: 'F5HT', gallons: () => 40 },
    cargo: { wmi: '1FT', vds: 'YR2C', gallons: () => 25 },
  };

/** The fleet number's prefix: the location's first three letters (BAL-101). */
export function fleetPrefix(locationId: string): string {
  return (
    locationId
      .replace(/[^a-z0-9]/g, '')
      .slice(0, 3)
      .toUpperCase() || 'U'
  );
}

/**
 * One unit per counted vehicle of the demo seed, every figure derived from its
 * place in the list so each seeded database has the same fleet: fleet numbers
 * by location from 101, a VIN with a matching check digit, a plate of the
 * location's state, an odometer between 3,000 and 60,000 miles with the next
 * service at the next 5,000.
 */
export function demoFleetUnits(
  counted: readonly CountedClass[],
  now: number,
  id: () => string,
): FleetUnitTable[] {
  const next = new Map<string, number>();
  const units: FleetUnitTable[] = [];
  for (const c of counted) {
    const make = makes[c.category];
    for (let i = 0; i < c.count; i++) {
      const serial = units.length + 1;
      const prefix = fleetPrefix(c.locationId);
      const n = next.get(prefix) ?? 101;
      next.set(prefix, n + 1);
      // Position 10 is the model year (R: 2024), 11 the plant, 12–17 the serial.
      const vin = `${make.wmi}${make.vds}00RK${String(100_000 + serial).slice(-6)}`;
      const odometer = 3_000 + ((serial * 7_919) % 57_000);
      units.push({
        id: id(),
        fleet_number: `${prefix}-${n}`,
        vin: `${vin.slice(0, 8)}${vinCheckDigit(vin)}${vin.slice(9)}`,
        plate: `CV${String(4_000 + serial).padStart(5, '0')}`,
        plate_state: c.region,
        location_id: c.locationId,
        class_id: c.classId,
        odometer_miles: odometer,
        fuel_capacity_gallons: make.gallons(c.passengers),
        status: 'active',
        service_due_on: null,
        service_due_miles: Math.ceil((odometer + 1) / 5_000) * 5_000,
        service_reminded: null,
        service_overdue_at: null,
        service_overdue_until: null,
        notes: '',
        created_at: now,
        updated_at: now,
      });
    }
  }
  return units;
}
