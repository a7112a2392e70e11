import { randomUUID } from 'node:crypto';
import type { DeviceClass } from '@convoy/domain/contracts/admin-reports.schema';
import type { CollectEvent } from '@convoy/domain/contracts/collect.schema';
import type { PageViewTable, WebVitalTable } from '../db/tables/analytics.table.ts';
import type { CollectRepository } from './collect.repository.ts';
import { dayOf } from './period.ts';

/**
 * Stores one beacon of POST /api/collect (SPEC Part B §11, decision 004): page
 * views and Web Vitals with their path, the day and a coarse device class. The
 * request's IP address is used for nothing but the rate limit, and never stored.
 */
export async function recordCollect(
  repo: CollectRepository,
  events: readonly CollectEvent[],
  context: { device: DeviceClass; now: number },
): Promise<void> {
  const day = dayOf(context.now);
  const views: PageViewTable[] = [];
  const vitals = new Map<string, WebVitalTable>();
  for (const event of events) {
    if (event.type === 'page_view') {
      views.push({
        id: randomUUID(),
        day,
        path: event.path,
        category: event.category,
        referrer_host: event.referrerHost,
        device: context.device,
        recorded_at: context.now,
      });
    } else {
      // The last report of a metric in one beacon wins, as a later beacon's would.
      vitals.set(`${event.metricId}\u0000${event.name}`, {
        id: randomUUID(),
        metric_id: event.metricId || randomUUID(),
        name: event.name,
        day,
        path: event.path,
        value: event.value,
        rating: event.rating,
        device: context.device,
        navigation_type: event.navigationType,
        recorded_at: context.now,
      });
    }
  }
  await repo.insertPageViews(views);
  await repo.upsertWebVitals([...vitals.values()]);
}

/** The beacons' store, as routes call it (`services.collect`). */
export type Collector = (
  events: readonly CollectEvent[],
  context: { device: DeviceClass; now: number },
) => Promise<void>;
