import type { Location } from '@convoy/domain/content/locations';
import type { ServiceSlot } from '@convoy/domain/contracts/maintenance.schema';
import { addCalendarDays } from '@convoy/domain/rules/receivables';
import { checkOpeningHours } from '@convoy/domain/rules/time';
import { zonedInstant, zonedIso, zonedToday } from '@convoy/domain/rules/zoned-time';
import type { Repositories } from '../repositories.ts';
import type { StoredUnit } from './fleet-unit.repository.ts';
import { heldDuring } from './held-units.ts';
import { overCapacity } from './peak-usage.ts';
import { overdueForever } from './service-due.ts';

const HOUR = 3_600_000;
/** How many days ahead the list looks for a time, and how many times it offers. */
const searchDays = 21;
const offered = 3;

export type FreeSlotUnit = Pick<
  StoredUnit,
  'id' | 'location_id' | 'class_id' | 'service_overdue_at' | 'service_overdue_until'
>;

/**
 * The next times, from the location's opening on each coming day it opens (its
 * holiday hours included), the unit can be out `hours` for its service
 * (decision 033): the unit itself free then (no
 * rental, block or relocation of its own, turnaround included), and its class
 * at the location not short with it out, counted as FleetService.bookService
 * will count it (its own overdue hold ending where the service starts).
 */
export async function freeServiceSlots(
  repos: Repositories,
  scope: {
    unit: FreeSlotUnit;
    units: number;
    location: Location;
    hours: number;
    now: number;
    turnaroundMs: number;
  },
): Promise<ServiceSlot[]> {
  const { unit, location, hours, now, turnaroundMs: turn } = scope;
  const zone = location.timezone;
  const windowEnd = now + (searchDays + 1) * 24 * HOUR;
  const own = [
    ...(await repos.assignments.between({ unitIds: [unit.id], from: now - turn, to: windowEnd })).map(
      (a) => ({
        start: a.pickup_at,
        end: a.return_at + turn,
      }),
    ),
    ...(await repos.fleetUnits.blocksOf([unit.id], now)).map((b) => ({
      start: b.starts_at,
      end: b.ends_at + turn,
    })),
    ...(await repos.relocations.scheduledOfUnit(unit.id, null)).map((r) => ({
      start: r.leave_at,
      end: Number.MAX_SAFE_INTEGER,
    })),
  ];
  const held = await heldDuring(
    repos.inventory,
    unit.location_id,
    unit.class_id,
    { pickupAt: now, returnAt: windowEnd },
    turn,
  );
  // The unit's own overdue hold, as the inventory reads it: replaced below by the one a booked service leaves.
  // Read only while no service is booked (to 2199): another unit overdue from the same instant may have one.
  const mine =
    unit.service_overdue_until === null
      ? held.findIndex((h) => h.pickupAt === unit.service_overdue_at && h.returnAt === overdueForever)
      : -1;
  const others = held.filter((_, i) => i !== mine);
  const periods = others.map((h) => ({ start: h.pickupAt, end: h.returnAt + turn, quantity: h.quantity }));
  const today = zonedToday(now, zone);
  const slots: ServiceSlot[] = [];
  for (let d = 0; d <= searchDays && slots.length < offered; d++) {
    const startDate = addCalendarDays(today, d);
    const opening = checkOpeningHours(location.openingHours, startDate, '00:00', location.holidayHours).hours;
    if (!opening) continue;
    const start = zonedInstant(startDate, opening.open, zone);
    if (start < now) continue;
    const away = { start, end: start + hours * HOUR + turn };
    if (own.some((o) => o.start < away.end && away.start < o.end)) continue;
    const overdue =
      mine >= 0 && unit.service_overdue_at! < start
        ? [{ start: unit.service_overdue_at!, end: start, quantity: 1 }]
        : [];
    const short = overCapacity([...periods, ...overdue], scope.units - 1).some(
      (o) => o.start < away.end && away.start < o.end,
    );
    if (short) continue;
    const end = zonedIso(start + hours * HOUR, zone);
    slots.push({ startDate, startTime: opening.open, endDate: end.slice(0, 10), endTime: end.slice(11, 16) });
  }
  return slots;
}
