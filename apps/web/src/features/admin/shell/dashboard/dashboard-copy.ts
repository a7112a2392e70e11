import { formatDate, formatMoney } from '../../../../lib/format';

/** The words of the back office's home (decision 041). */
export const dashboardCopy = {
  heading: 'At a glance',
  everywhere: 'All locations',
  loading: 'Counting…',
  counter: {
    title: 'The counter',
    pickups: 'Pickups',
    returns: 'Returns',
    vehiclesOut: 'Vehicles out now',
    open: 'Open the day at the counter',
  },
  utilisation: {
    title: 'Utilisation this week',
    caption: (from: string, to: string) => `Vehicle-days booked ${formatDate(from)} to ${formatDate(to)}`,
    location: 'Location',
    vehicle: 'Vehicle',
    booked: 'Booked',
    of: (booked: number, available: number) => `${booked} of ${available} vehicle-days`,
    none: 'No vehicles at this location yet.',
    open: 'Open the fleet calendar',
  },
  revenue: {
    title: 'Revenue this month',
    note: 'Confirmed bookings by pickup date',
    lastYear: (month: string, cents: number) => `${month} last year: ${formatMoney(cents)}`,
    open: 'Open payments',
  },
  receivables: {
    title: 'Receivables due',
    open: (count: number) => `${count} open ${count === 1 ? 'invoice' : 'invoices'}`,
    overdue: (count: number, cents: number) => `${count} past due: ${formatMoney(cents)}`,
    link: 'Open invoices',
  },
  quotes: {
    title: 'Quotes awaiting a reply',
    open: 'Open quotes',
  },
  attention: {
    title: 'Bookings needing attention',
    window: 'Picking up in the next 7 days',
    unassigned: 'Without a vehicle assigned',
    unpaid: 'Waiting for their payment',
    driversNotReady: 'Drivers not ready',
    open: 'Open bookings',
  },
} as const;

/** "December 2026" of "2026-12". */
export function monthName(month: string): string {
  return new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );
}
