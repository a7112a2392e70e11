/** Words of the Service programs view (docs/decisions/033-maintenance-programs.md): each class's maintenance program. */
export const programsCopy = {
  lead: 'How often each class is serviced: every so many miles or months, whichever comes first, and how early a vehicle shows as due soon. A vehicle’s next service follows from the program when its service is recorded; the due-soon thresholds apply at once.',
  vehicleClass: 'Vehicle class',
  formTitle: (className: string) => `Service program of the ${className}`,
  saved: 'Saved for this class.',
  none: 'This class has no program yet: its vehicles show as due soon 14 days or 500 miles ahead, and a service is offered for 8 hours.',
  everyMiles: 'Service every (miles)',
  everyMilesHint: 'Leave empty to go by the months alone.',
  everyMonths: 'Service every (months)',
  everyMonthsHint: 'Leave empty to go by the miles alone.',
  soonMiles: 'Due soon, miles ahead',
  soonDays: 'Due soon, days ahead',
  serviceHours: 'A service takes (hours)',
  serviceHoursHint: 'The length of the free times offered to book it.',
  save: 'Save program',
  saving: 'Saving…',
  done: (className: string) => `The ${className}’s service program is saved.`,
} as const;
