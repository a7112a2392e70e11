import type { AdminLeadQuery, AdminLeadRow } from '@convoy/domain/contracts/admin-lists.schema';
import { isoOf } from '../analytics/period.ts';
import { type AdminList, adminList } from '../back-office/admin-list.service.ts';
import { attributionOfRow } from '../back-office/attribution-of-row.ts';
import type { Catalog } from '../catalog/catalog.ts';
import type { Executor } from '../db/database.ts';
import type { RepositoryFactory } from '../repositories.ts';
import type { StoredLeadRow } from './lead-admin.repository.ts';

/** The back office's leads, each with the fields of its kind in words (class names, the listing's title). */
export function leadAdminList(deps: {
  db: Executor;
  repositories: RepositoryFactory;
  catalog: Catalog;
}): AdminList<AdminLeadQuery, AdminLeadRow> {
  const leads = deps.repositories(deps.db).leadAdminRows;
  return adminList(leads, async (rows: StoredLeadRow[]): Promise<AdminLeadRow[]> => {
    const catalog = await deps.catalog.get();
    const needsListings = rows.some((r) => r.kind === 'fleet-sales');
    const listings = needsListings ? await deps.repositories(deps.db).vehiclesForSale.list() : [];
    const titles = new Map(listings.map((v) => [v.id, v.title]));
    return rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      createdAt: isoOf(r.created_at),
      name: r.name,
      email: r.email,
      phone: r.phone,
      organisation: r.organisation,
      subject: r.subject,
      message: r.message,
      details: describeDetails(
        r,
        (id) => catalog.classById.get(id)?.name ?? id,
        (id) => titles.get(id) ?? id,
      ),
      ...attributionOfRow(r),
    }));
  });
}

/** The fields of one kind of lead in words, e.g. "6 vehicles for 12 months from 2026-09-01: Minivan". */
export function describeDetails(
  row: Pick<StoredLeadRow, 'kind' | 'details'>,
  className: (id: string) => string,
  listingTitle: (id: string) => string,
): string {
  let details: Record<string, unknown>;
  try {
    details = JSON.parse(row.details) as Record<string, unknown>;
  } catch {
    return '';
  }
  if (row.kind === 'leasing') {
    const ids = Array.isArray(details.vehicleIds) ? details.vehicleIds.map(String) : [];
    const count = Number(details.vehicleCount);
    const months = Number(details.months);
    const start = typeof details.startDate === 'string' ? ` from ${details.startDate}` : '';
    return `${count} ${count === 1 ? 'vehicle' : 'vehicles'} for ${months} ${months === 1 ? 'month' : 'months'}${start}: ${ids.map(className).join(', ')}`;
  }
  if (row.kind === 'fleet-sales' && typeof details.vehicleForSaleId === 'string') {
    return `Vehicle for sale: ${listingTitle(details.vehicleForSaleId)}`;
  }
  return '';
}
