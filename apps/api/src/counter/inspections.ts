import { demoChecklist } from '@convoy/domain/content/demo-inspection-checklists';
import type { CheckOutRequest, MaintenanceNotice } from '@convoy/domain/contracts/counter.schema';
import type {
  ChecklistItem,
  Inspection,
  InspectionRequest,
} from '@convoy/domain/contracts/inspection.schema';
import { type Inspected, type InspectionKind, inspect, itemsAt } from '@convoy/domain/rules/inspection';
import { toIsoWithOffset } from '@convoy/domain/rules/time';
import type { Insertable } from 'kysely';
import type { CatalogSnapshot } from '../catalog/catalog.ts';
import type { InspectionTable } from '../db/tables/inspection.table.ts';
import { ApiError } from '../errors.ts';
import type { Repositories } from '../repositories.ts';
import type { StoredReservation } from '../reservations/reservation.ts';
import type { StoredInspection } from './inspection.repository.ts';

/** A booked vehicle and the inspection sent for it. */
export interface InspectingVehicle {
  classId: string;
  seq: number;
  inspection: InspectionRequest;
  /** The leg its photos must be of (decision 035); left out, any. */
  leg?: number;
}

/** The class's checklist: its own, else the demo one (decision 034). */
export async function checklistOf(repos: Repositories, classId: string): Promise<ChecklistItem[]> {
  return (await repos.inspections.checklist(classId)) ?? demoChecklist(classId);
}

const answerField = (i: number, itemId: string) => `vehicles.${i}.inspection.answers.${itemId}`;

/**
 * Each vehicle's answers checked against its class's checklist on that side
 * (decision 034), with the field errors of an incomplete one: an item left
 * unanswered, an answer to no item, a photo not of that vehicle on that side.
 */
export async function inspectVehicles(
  repos: Repositories,
  r: StoredReservation,
  vehicles: readonly InspectingVehicle[],
  kind: InspectionKind,
): Promise<{ inspected: Inspected[]; fields: Record<string, string> }> {
  const fields: Record<string, string> = {};
  const inspected: Inspected[] = [];
  for (const [i, v] of vehicles.entries()) {
    const done = inspect(itemsAt(await checklistOf(repos, v.classId), kind), v.inspection.answers);
    for (const item of done.missing) {
      fields[answerField(i, item.id)] = `Answer “${item.label}”: pass, fail or not applicable.`;
    }
    for (const id of done.unknown)
      fields[answerField(i, id)] = 'That item is not on this vehicle’s checklist.';
    for (const item of done.items.filter((x) => x.photoId !== null)) {
      const side = await repos.handoverPhotos.sideOf(r.id, item.photoId!);
      const otherLeg = v.leg !== undefined && side?.leg !== v.leg;
      if (!side || side.classId !== v.classId || side.seq !== v.seq || side.kind !== kind || otherLeg) {
        fields[`${answerField(i, item.itemId)}.photoId`] =
          'Choose a photo of this vehicle taken at this check.';
      }
    }
    inspected.push(done);
  }
  return { inspected, fields };
}

/** The row of a finished inspection. */
export function inspectionRow(
  r: StoredReservation,
  v: InspectingVehicle,
  done: Inspected,
  side: { kind: InspectionKind; unitId: string; at: number; by: string; id: string },
): Insertable<InspectionTable> {
  return {
    id: side.id,
    idempotency_key: v.inspection.key,
    reservation_id: r.id,
    class_id: v.classId,
    seq: v.seq,
    kind: side.kind,
    unit_id: side.unitId,
    at: side.at,
    items: JSON.stringify(done.items),
    failed_safety: JSON.stringify(done.failedSafety),
    recorded_by: side.by,
  };
}

/** A stored inspection as the API answers it. */
export function inspectionView(s: StoredInspection, timezone: string): Inspection {
  return {
    id: s.id,
    kind: s.kind,
    unitId: s.unitId,
    at: toIsoWithOffset(s.at, timezone),
    recordedBy: s.recordedBy,
    items: s.items,
    failedSafety: s.failedSafety,
  };
}

/** The results of an inspection in words, one line an item, for the agreement and the return record. */
export function inspectionLines(items: readonly Inspection['items'][number][]): string[] {
  const words = { pass: 'Pass', fail: 'FAIL', not_applicable: 'Not applicable' } as const;
  return items.map((i) => `${i.label}: ${words[i.result]}${i.note ? ` (${i.note})` : ''}`);
}

/**
 * Oldest first; at one instant (a failed check and the next on the same clock),
 * check-out before return, and a failed check-out before the one the vehicle went out with.
 */
export function inspectionOrder(a: StoredInspection, b: StoredInspection): number {
  const rank = (i: StoredInspection) => (i.kind === 'in' ? 2 : i.failedSafety.length > 0 ? 0 : 1);
  return a.at - b.at || rank(a) - rank(b);
}

/**
 * The 409 of a check-out whose vehicle failed a safety item: each vehicle and
 * item named in the message and on the item's field, with what maintenance said.
 */
export function releaseRefused(
  catalog: CatalogSnapshot,
  r: StoredReservation,
  request: CheckOutRequest,
  failed: readonly StoredInspection[],
  notices: readonly MaintenanceNotice[],
): ApiError {
  const fields: Record<string, string> = {};
  const words = failed.map((f) => {
    const i = request.vehicles.findIndex((v) => v.classId === f.classId && v.seq === f.seq);
    for (const item of f.items.filter((x) => x.safety && x.result === 'fail')) {
      fields[`vehicles.${Math.max(i, 0)}.inspection.answers.${item.itemId}`] =
        `Failed: ${item.label}. This vehicle cannot go out.`;
    }
    return `${catalog.classById.get(f.classId)?.name ?? f.classId} ${f.seq} failed ${f.failedSafety.join('; ')}`;
  });
  return new ApiError(
    409,
    'inspection_failed',
    [
      `${r.code} cannot go out: ${words.join('. ')}.`,
      ...notices.map((n) => n.message),
      'Assign another vehicle, or fix it and inspect it again.',
    ].join(' '),
    fields,
  );
}
