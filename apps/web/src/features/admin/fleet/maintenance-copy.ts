/** Words of the Service due view (docs/decisions/033-maintenance-programs.md): a location's units due for service. */
export const maintenanceCopy = {
  lead: 'The vehicles of a location whose service is overdue or due soon, the most urgent first. An overdue vehicle is out of availability until its service is booked: no booking that would need it is accepted, and it is never given to a booking. Book the service at one of the free times offered, the program’s length each.',
  location: 'Location',
  listTitle: (location: string) => `Service due at ${location}`,
  none: 'No vehicle here is overdue or due soon.',
  overdue: 'Overdue',
  soon: 'Due soon',
  odometer: 'Odometer',
  perDay: 'Average a day',
  noPace: 'not enough returns yet',
  dueBy: 'Due by',
  forecast: 'Miles come due',
  miles: (n: number) => `${n.toLocaleString('en-US')} mi`,
  booked: 'Service booked',
  bookedOnIt: (codes: string) =>
    `Given to bookings after it came due: ${codes}. Give them another vehicle, or book the service after them.`,
  slotsTitle: 'Free times for its service',
  noSlots: 'No free time in the next three weeks: the class needs every vehicle.',
  book: 'Book',
  bookLabel: (fleetNumber: string, when: string) => `Book ${fleetNumber}’s service ${when}`,
  done: (fleetNumber: string, when: string) => `${fleetNumber}: service booked ${when}.`,
} as const;
