import { formatDate, formatTime } from '../../../lib/format';

const units = (n: number) => `${n} ${n === 1 ? 'unit' : 'units'}`;

/** Words of the Relocations view (decision 031): the next 30 days of a class, transfers suggested and scheduled. */
export const relocationsCopy = {
  lead: 'Where each class of vehicle will be over the next 30 days: each location’s units against what is booked there, and transfers suggested where a location is short. A canceled one-way rental that another booking relied on is replaced by a relocation listed below.',
  class: 'Vehicle class',
  outlookCaption: (className: string) => `${className}: booked against units, next 30 days`,
  location: 'Location',
  day: (date: string) => formatDate(date),
  cell: (held: number, total: number) => `${held} of ${total}`,
  short: (n: number) => `short by ${n}`,
  suggestionsTitle: 'Suggested transfers',
  noSuggestion: 'No location is short in the next 30 days.',
  suggestion: (n: number, from: string, to: string, date: string) =>
    `Move ${units(n)} from ${from} to ${to}, arriving by ${formatDate(date)}.`,
  scheduledTitle: 'Scheduled relocations',
  noneScheduled: 'No relocation is scheduled.',
  columns: {
    vehicle: 'Vehicle',
    from: 'From',
    to: 'To',
    leaves: 'Leaves',
    arrives: 'Arrives',
    driver: 'Driver',
    why: 'Why',
    actions: 'Actions',
  },
  when: (date: string, time: string) => `${formatDate(date)}, ${formatTime(time)}`,
  byStaff: 'Scheduled by staff',
  replaces: (code: string | null) => `Replaces the arrival of reservation ${code ?? ''}`.trim(),
  cancel: (fleetNumber: string) => `Cancel relocation of ${fleetNumber}`,
  done: (fleetNumber: string) => `Mark relocation of ${fleetNumber} done`,
  cancelButton: 'Cancel',
  doneButton: 'Mark done',
} as const;
