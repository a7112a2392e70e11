import { z } from 'zod';
import { isoInstantSchema, oneLineSchema, slugIdSchema } from './common.schema.ts';

/**
 * Inspection checklists (decision 034): what staff look at on each vehicle of
 * a class as it goes out and as it comes back, and the inspection a check-out
 * or check-in records: each item pass, fail or not applicable, with a note and
 * an optional photo. A failed safety item keeps the vehicle from going out.
 */

/** Where an item is checked: at check-out, at the return, or both. */
export const inspectionSides = ['check_out', 'return', 'both'] as const;
export type InspectionSide = (typeof inspectionSides)[number];
export const inspectionSideLabels: Record<InspectionSide, string> = {
  check_out: 'At check-out',
  return: 'At the return',
  both: 'At check-out and at the return',
};

export const inspectionResults = ['pass', 'fail', 'not_applicable'] as const;
export type InspectionResult = (typeof inspectionResults)[number];
export const inspectionResultLabels: Record<InspectionResult, string> = {
  pass: 'Pass',
  fail: 'Fail',
  not_applicable: 'Not applicable',
};

export const checklistItemSchema = z.object({
  id: slugIdSchema('Give the item a short id of lowercase letters, digits and dashes, like "tires".'),
  label: oneLineSchema('Say what to check, like "Tires: tread and damage".')
    .min(1, 'Say what to check, like "Tires: tread and damage".')
    .max(120, 'Keep the item to 120 characters or fewer.'),
  /** A failed safety item keeps the vehicle from going out and takes it into maintenance. */
  safety: z.boolean(),
  appliesAt: z.enum(inspectionSides, { error: 'Choose when the item is checked.' }),
});
export type ChecklistItem = z.infer<typeof checklistItemSchema>;

/** PUT /api/admin/inspection-checklists/:classId: the class's checklist, replaced whole. */
export const checklistSchema = z
  .object({
    items: z
      .array(checklistItemSchema)
      .min(1, 'Keep at least one item: every check-out and return is inspected.')
      .max(40, 'Keep at most 40 items.'),
  })
  .superRefine((value, ctx) => {
    const seen = new Set<string>();
    for (const [i, item] of value.items.entries()) {
      if (seen.has(item.id))
        ctx.addIssue({ code: 'custom', path: ['items', i, 'id'], message: 'Give each item its own id.' });
      seen.add(item.id);
    }
  });
export type Checklist = z.infer<typeof checklistSchema>;

export const checklistParamsSchema = z.object({ classId: slugIdSchema('No such vehicle class.') });

/** GET and PUT answer the class's checklist; `saved` false while it has the demo one. */
export const checklistResponseSchema = z.object({
  classId: z.string().max(64),
  className: z.string().max(200),
  saved: z.boolean(),
  items: z.array(checklistItemSchema).max(40),
});
export type ChecklistResponse = z.infer<typeof checklistResponseSchema>;

export const inspectionAnswerSchema = z.object({
  result: z.enum(inspectionResults, { error: 'Choose pass, fail or not applicable.' }),
  note: z.string().trim().max(300, 'Keep the note to 300 characters or fewer.').default(''),
  /** A handover photo of this vehicle and side (counter.schema.ts photoQuerySchema). */
  photoId: z.uuid('No such photo.').nullable().default(null),
});
export type InspectionAnswer = z.infer<typeof inspectionAnswerSchema>;

/**
 * A vehicle's inspection as the check-out or check-in sends it: an answer for
 * each item of its class's checklist that applies there, by item id. `key`
 * makes a repeated submit answer the first (the stored inspection never changes).
 */
export const inspectionRequestSchema = z.object(
  {
    key: z.uuid('Start the inspection again.'),
    answers: z.record(z.string().max(64), inspectionAnswerSchema),
  },
  { error: 'Inspect the vehicle: answer each item of its checklist.' },
);
export type InspectionRequest = z.infer<typeof inspectionRequestSchema>;
export type InspectionRequestInput = z.input<typeof inspectionRequestSchema>;

/** An item as inspected: its words and safety as they were then, the answer, the note, the photo. */
export const inspectedItemSchema = z.object({
  itemId: z.string().max(64),
  label: z.string().max(120),
  safety: z.boolean(),
  result: z.enum(inspectionResults),
  note: z.string().max(300),
  photoId: z.uuid().nullable(),
});
export type InspectedItem = z.infer<typeof inspectedItemSchema>;

/** A finished inspection, kept unchanged: which side, which unit, when, by whom, and each item. */
export const inspectionSchema = z.object({
  id: z.uuid(),
  kind: z.enum(['out', 'in']),
  unitId: z.uuid(),
  at: isoInstantSchema,
  recordedBy: z.string().max(254),
  items: z.array(inspectedItemSchema).max(40),
  /** Safety items that failed: at check-out the vehicle did not go out and went into maintenance. */
  failedSafety: z.array(z.string().max(120)).max(40),
});
export type Inspection = z.infer<typeof inspectionSchema>;
