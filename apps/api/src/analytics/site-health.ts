import {
  rateWebVital,
  type SiteHealth,
  type SiteHealthQuery,
} from '@convoy/domain/contracts/admin-reports.schema';
import { webVitalNames } from '@convoy/domain/contracts/collect.schema';
import { daysBetween } from './period.ts';
import type { SiteHealthRepository } from './site-health.repository.ts';

/** Pages in the per-page table, and pages whose daily views are charted. */
const tablePages = 50;
const chartedPages = 10;

/**
 * Site health for the back office (decision 006): traffic and Web Vitals at the 75th
 * percentile per page over a period, from the first-party collection.
 */
export async function siteHealth(repo: SiteHealthRepository, query: SiteHealthQuery): Promise<SiteHealth> {
  const period = { from: query.from, to: query.to, device: query.device };
  const [perDay, perPage, vitals] = await Promise.all([
    repo.viewsPerDay(period),
    repo.viewsPerPage(period, tablePages),
    repo.p75(period),
  ]);
  const viewsOn = new Map(perDay.map((d) => [d.day, d.views]));
  const pages = new Map(
    perPage.map((p) => [p.path, { ...p, vitals: [] as SiteHealth['pages'][number]['vitals'] }]),
  );
  for (const v of vitals) {
    let page = pages.get(v.path);
    if (!page) {
      // Measured but not among the most viewed (or its views fell outside the period).
      if (pages.size >= tablePages * 2) continue;
      page = { path: v.path, views: 0, vitals: [] };
      pages.set(v.path, page);
    }
    page.vitals.push({ name: v.name, p75: v.p75, samples: v.samples, rating: rateWebVital(v.name, v.p75) });
  }
  for (const page of pages.values()) {
    page.vitals.sort((a, b) => webVitalNames.indexOf(a.name) - webVitalNames.indexOf(b.name));
  }
  return {
    from: query.from,
    to: query.to,
    days: daysBetween(query.from, query.to).map((day) => ({ day, views: viewsOn.get(day) ?? 0 })),
    pageDays: await repo.viewsPerPageDay(
      period,
      perPage.slice(0, chartedPages).map((p) => p.path),
    ),
    pages: [...pages.values()],
  };
}
