import {
  type DeliveryDrivers,
  demoDeliveryDriversPerDay,
  weekdays,
} from '@convoy/domain/contracts/delivery-drivers.schema';
import type { DeliveryPlan } from '@convoy/domain/rules/delivery';
import type { RentalWindow } from '@convoy/domain/rules/rental-window';
import { localToday, toIsoWithOffset } from '@convoy/domain/rules/time';
import { ApiError } from '../errors.ts';
import type { RoadTime } from '../fleet/delivery-drivers.repository.ts';
import type { Repositories } from '../repositories.ts';

/** The drivers a location has on a local date: the date's own number, else its weekday's, else the demo's. */
export function driversOn(schedule: DeliveryDrivers | undefined, date: string): number {
  if (!schedule) return demoDeliveryDriversPerDay;
  const own = schedule.dates.find((d) => d.date === date);
  if (own) return own.drivers;
  // 2026-07-06 is a Monday: getUTCDay 1 → 'mon'.
  const weekday = weekdays[(new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7] ?? 'mon';
  return schedule.weekdays[weekday];
}

/** The most road times running at once inside [from, to). */
function peakOnRoad(times: readonly RoadTime[], from: number, to: number): number {
  const edges = times.flatMap((t) => [
    { at: Math.max(t.from, from), step: 1 },
    { at: Math.min(t.to, to), step: -1 },
  ]);
  // Ends before starts at one instant: a driver back at 09:00 may leave at 09:00.
  edges.sort((a, b) => a.at - b.at || a.step - b.step);
  let now = 0;
  let peak = 0;
  for (const e of edges) {
    now += e.step;
    peak = Math.max(peak, now);
  }
  return peak;
}

/**
 * A delivery or collection needs a staff driver of its location free over its
 * road time (decision 030): one whose road time would meet as many others at
 * once as the location has drivers that day is refused, 409
 * `no_delivery_driver` with the reason. Inside the booking's (or change's)
 * transaction, after its stock rows: each location's row is locked (in id
 * order) so two deliveries there are checked one after the other.
 */
export async function checkDeliveryDrivers(
  repos: Repositories,
  plan: DeliveryPlan,
  window: RentalWindow,
  except?: string,
): Promise<void> {
  const back = window.returnLocation ?? window.location;
  const legs = [
    plan.delivery && {
      way: 'delivery' as const,
      location: window.location,
      from: window.pickupAt - plan.delivery.zone.travelMinutes * 60_000,
      to: window.pickupAt,
    },
    plan.collection && {
      way: 'collection' as const,
      location: back,
      from: window.returnAt,
      to: window.returnAt + plan.collection.zone.travelMinutes * 60_000,
    },
  ].filter((l) => !!l);
  if (legs.length === 0) return;
  for (const id of [...new Set(legs.map((l) => l.location.id))].sort()) {
    await repos.deliveryDrivers.lockLocation(id);
  }
  for (const leg of legs) {
    if (leg.to <= leg.from) continue;
    const date = localToday(leg.location.timezone, leg.from);
    const drivers = driversOn(await repos.deliveryDrivers.schedule(leg.location.id), date);
    const onRoad = await repos.deliveryDrivers.roadTimesBetween(leg.location.id, leg.from, leg.to, except);
    if (peakOnRoad(onRoad, leg.from, leg.to) + 1 <= drivers) continue;
    const time = (at: number) => toIsoWithOffset(at, leg.location.timezone).slice(11, 16);
    const what = leg.way === 'delivery' ? 'deliver the vehicles' : 'collect the vehicles';
    const reason =
      drivers === 0
        ? `${leg.location.name} has no driver to ${what} on ${date}: choose another day, or come to the counter.`
        : `All ${drivers} of ${leg.location.name}’s drivers are out on deliveries and collections between ${time(leg.from)} and ${time(leg.to)} on ${date}: choose another time, or come to the counter.`;
    throw new ApiError(409, 'no_delivery_driver', reason, { [leg.way]: reason });
  }
}
