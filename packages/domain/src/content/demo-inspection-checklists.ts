/**
 * The demo company's inspection checklists (decision 034): every class checks
 * tires, lights, fluids, seat belts and cleanliness; the 15-passenger van adds
 * each tire's pressure as a safety item, since an under-inflated tire makes a
 * loaded 15-passenger van far likelier to roll over (NHTSA's advice to their
 * drivers). A class without a checklist of its own uses these.
 */
/** An item of a demo checklist (the shape of inspection.schema.ts ChecklistItem). */
export interface DemoChecklistItem {
  id: string;
  label: string;
  safety: boolean;
  appliesAt: 'check_out' | 'return' | 'both';
}

const common: readonly DemoChecklistItem[] = [
  { id: 'tires', label: 'Tires: tread depth and no cuts or bulges', safety: true, appliesAt: 'both' },
  { id: 'lights', label: 'Lights: head, brake, indicators and hazards', safety: true, appliesAt: 'both' },
  {
    id: 'fluids',
    label: 'Fluids: oil, coolant, brake and washer levels',
    safety: true,
    appliesAt: 'check_out',
  },
  { id: 'seat-belts', label: 'Seat belts: every seat latches and retracts', safety: true, appliesAt: 'both' },
  {
    id: 'cleanliness',
    label: 'Cleanliness: inside swept, no rubbish left',
    safety: false,
    appliesAt: 'both',
  },
];

const tirePressure: DemoChecklistItem = {
  id: 'tire-pressure',
  label: 'Tire pressure: each tire at the door-pillar figure',
  safety: true,
  appliesAt: 'both',
};

/** The demo checklist of a class. */
export function demoChecklist(classId: string): DemoChecklistItem[] {
  return classId === '15-passenger-van' ? [...common, tirePressure] : [...common];
}
