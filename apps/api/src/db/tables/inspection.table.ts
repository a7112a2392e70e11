/** Row shape of `inspection_checklists` (migration 0049): a class's own checklist. */
export interface InspectionChecklistTable {
  class_id: string;
  /** JSON: the items (inspection.schema.ts `checklistItemSchema`). */
  items: string;
  updated_at: number;
  updated_by: string;
}

/** Row shape of `inspections` (migration 0049): a finished inspection, never updated. */
export interface InspectionTable {
  id: string;
  idempotency_key: string;
  reservation_id: string;
  class_id: string;
  seq: number;
  kind: 'out' | 'in';
  unit_id: string;
  at: number;
  /** JSON: the items as inspected (inspection.schema.ts `inspectedItemSchema`). */
  items: string;
  /** JSON: the labels of the safety items that failed. */
  failed_safety: string;
  recorded_by: string;
}
