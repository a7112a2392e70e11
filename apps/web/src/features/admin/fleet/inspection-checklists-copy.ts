import { inspectionSideLabels } from '@convoy/domain/contracts/inspection.schema';

/** Words of the Inspection checklists view (decision 034): what staff check on each class at check-out and return. */
export const inspectionChecklistsCopy = {
  lead: 'What the counter checks on each vehicle of a class as it goes out and as it comes back: every item is answered pass, fail or not applicable. A failed safety item keeps the vehicle from going out and takes it into maintenance for a day. A change applies from the next inspection; those done keep their items.',
  vehicleClass: 'Vehicle class',
  formTitle: (className: string) => `Checklist of the ${className}`,
  demo: 'Nothing saved for this class yet: it has the demo checklist. Saving sets its own.',
  saved: 'The checklist saved for this class.',
  itemLegend: (n: number) => `Item ${n}`,
  label: 'What to check',
  labelHint: 'Like "Tires: tread depth and no cuts or bulges".',
  safety: 'Safety item',
  safetyHint: 'A fail keeps the vehicle from going out.',
  appliesAt: 'When',
  sides: inspectionSideLabels,
  addItem: 'Add an item',
  removeItem: (n: number) => `Remove item ${n}`,
  remove: 'Remove',
  save: 'Save the checklist',
  saving: 'Saving…',
  done: (className: string) => `${className}: inspection checklist saved.`,
} as const;
