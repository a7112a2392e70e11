/** Words of the fleet area: classes' rates and counts, driver rules (STYLE "UI text lives in content files"). */
export const fleetCopy = {
  driverRules: {
    lead: 'What each vehicle class asks of its drivers. A saved rule applies to the next driver named; drivers already named keep their check until their booking changes.',
    title: 'Rules by vehicle class',
    listLead:
      'A driver who does not meet the rule of the vehicle they are named for is refused with the reason.',
    noun: 'driver rule',
    class: 'Vehicle',
    minAge: 'Minimum age',
    cdl: 'CDL required',
    endorsement: 'Passenger (P) endorsement required',
    minYears: 'Minimum years licensed',
    cdlShort: 'CDL',
    endorsementShort: 'P endorsement',
  },
  fleet: {
    lead: 'Rates are per vehicle, in US dollars. A saved change applies at once to the public pages and to new searches; existing bookings keep their price.',
    daily: 'Daily rate',
    weekly: 'Weekly rate',
    monthly: 'Monthly rate',
    units: 'Vehicles at each location',
    save: 'Save',
    saving: 'Saving…',
    saved: (name: string) => `${name}: rates and vehicles saved.`,
    weeklyHint: '0 for no weekly rate',
  },
} as const;
