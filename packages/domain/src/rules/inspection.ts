import type {
  ChecklistItem,
  InspectedItem,
  InspectionAnswer,
  InspectionResult,
} from '../contracts/inspection.schema.ts';

/** Which way a vehicle is inspected: going out (check-out) or coming back (the return). */
export type InspectionKind = 'out' | 'in';

/** The items of a checklist checked on that side, in the checklist's order. */
export function itemsAt(items: readonly ChecklistItem[], kind: InspectionKind): ChecklistItem[] {
  const side = kind === 'out' ? 'check_out' : 'return';
  return items.filter((i) => i.appliesAt === 'both' || i.appliesAt === side);
}

export interface Inspected {
  /** Items of the checklist without an answer (the inspection is incomplete). */
  missing: ChecklistItem[];
  /** Answers to no item of the checklist. */
  unknown: string[];
  /** Each item with its answer, its words and safety as they are now. */
  items: InspectedItem[];
  /** The labels of the safety items that failed. */
  failedSafety: string[];
}

/**
 * A vehicle's answers checked against the items that apply (decision 034):
 * complete when every item has one and no answer names another item; a
 * safety item answered `fail` keeps the vehicle from going out.
 */
export function inspect(
  items: readonly ChecklistItem[],
  answers: Readonly<Record<string, InspectionAnswer>>,
): Inspected {
  const known = new Set(items.map((i) => i.id));
  const inspected = items.flatMap((i) => {
    const a = answers[i.id];
    return a
      ? [
          {
            itemId: i.id,
            label: i.label,
            safety: i.safety,
            result: a.result,
            note: a.note,
            photoId: a.photoId,
          },
        ]
      : [];
  });
  return {
    missing: items.filter((i) => answers[i.id] === undefined),
    unknown: Object.keys(answers).filter((id) => !known.has(id)),
    items: inspected,
    failedSafety: failedSafety(inspected),
  };
}

/** The labels of the safety items answered `fail`. */
export function failedSafety(items: readonly { label: string; safety: boolean; result: InspectionResult }[]) {
  return items.filter((i) => i.safety && i.result === 'fail').map((i) => i.label);
}
