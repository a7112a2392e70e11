import { formatMoney, plural } from '../../../lib/format';

/** Words of the availability step. */
export const availabilityCopy = {
  searchHeading: 'Your trip',
  changeSearch: 'Change search',
  closeSearch: 'Keep this search',
  loadingForm: 'Loading the search form…',
  monthsRental: (months: number) => `${plural(months, 'month')}, back the same day of the month`,
  driverAge: (age: number) => `Main driver aged ${age}`,
  people: (n: number) => plural(n, 'person', 'people'),
  resultsHeading: 'Vehicles for your trip',
  loading: 'Checking which vehicles are free for your dates…',
  loadFailed: 'We could not check availability.',
  retry: 'Try again',
  fixSearch: 'Use “Change search” above to fix it.',
  count: (shown: number, bookable: number) =>
    `${plural(shown, 'vehicle type')} shown, ${bookable} can be booked online for your dates.`,
  filterLabel: 'Vehicle type',
  sortLabel: 'Sort by',
  sortPrice: 'Price, lowest first',
  sortCapacity: 'Seats, most first',
  empty: {
    heading: 'Nothing we can book online for this search',
    body: 'Our team can often still help: tell us about your trip and we send a written quote, usually within one business day.',
    quote: 'Request a quote for this trip',
    change: 'Or change the dates, location or vehicle type above.',
  },
  conflict: (name: string) =>
    `Someone just booked the last ${name} for your dates. Here are the vehicles still free for your dates.`,
  card: {
    seats: (n: number) => `${n} seats`,
    luggage: (n: number) => (n === 0 ? 'Cargo space, no suitcases' : `${plural(n, 'suitcase')}`),
    minAge: (n: number) => `Drivers ${n}+`,
    cdl: 'CDL driver needed',
    noCdl: 'Regular driver’s license',
    unitsLeft: (n: number) => (n === 1 ? 'Only 1 left for your dates' : `${n} left for your dates`),
    soldOut: 'None left for your dates',
    quantityLabel: 'Number of vehicles',
    choose: (name: string) => `Choose ${name}`,
    chooseShort: 'Choose',
    quoteForThis: 'Request a quote for this vehicle',
    notBookable: 'Not bookable online',
  },
  suggestion: {
    heading: (people: number) => `For your group of ${plural(people, 'person', 'people')}`,
    option: (count: number, name: string, seats: number) => `${count} × ${name} (${seats} seats in all)`,
    perDay: (cents: number) => `${formatMoney(cents)} a day`,
    cdlNote: 'Needs drivers with a commercial driver’s license (CDL): we book it with you through a quote.',
    choose: (count: number, name: string) => `Choose ${count} × ${name}`,
    quote: 'Request a quote',
    none: 'No single vehicle type free for your dates seats your whole group. Request a quote and we will put a fleet together.',
  },
};
