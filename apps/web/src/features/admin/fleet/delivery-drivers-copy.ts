import { weekdayNames } from '@convoy/domain/content/locations';

/** Words of the Delivery drivers view (decision 030): each location's staff drivers by weekday and on given dates. */
export const deliveryDriversCopy = {
  lead: 'How many staff drivers each location has to bring vehicles to renters and fetch them back. A delivery or collection needs one driver for its time on the road; when every driver of the location is out then, the booking is refused with the reason. A date listed below replaces its weekday’s number.',
  location: 'Location',
  formTitle: (location: string) => `Drivers at ${location}`,
  demo: (n: number) =>
    `Nothing saved for this location yet: it has the demo number, ${n} drivers every day. Saving sets its own.`,
  saved: 'The schedule saved for this location.',
  weekdaysLegend: 'Drivers on each weekday',
  weekdays: weekdayNames,
  datesLegend: 'Dates with their own number',
  datesHint: 'A holiday, a driver away: the number that day, whatever its weekday.',
  noDates: 'No date has its own number.',
  dateLegend: (n: number) => `Date ${n}`,
  date: 'Date',
  drivers: 'Drivers that day',
  addDate: 'Add a date',
  removeDate: (n: number) => `Remove date ${n}`,
  remove: 'Remove',
  save: 'Save drivers',
  saving: 'Saving…',
  done: (location: string) => `${location}: delivery drivers saved.`,
} as const;
