import { formatMoney, plural } from '../../../lib/format';

/** Words of the availability step. */
export const availabilityCopy = {
  searchHeading: 'Your trip',
  changeSearch: 'Change search',
  closeSearch: 'Keep this search',
  tripSpan: (from: string, to: string) => `${from} to ${to}`,
  loadingForm: 'Loading the search form…',
  monthsRental: (months: number) => `${plural(months, 'month')}, back the same day of the month`,
  driverAge: (age: number) => `Main driver aged ${age}`,
  people: (n: number) => plural(n, 'person', 'people'),
  suitcases: (n: number) => plural(n, 'suitcase'),
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
  conflict: (name: string, kept: boolean) =>
    `Someone just booked the last ${name} for your dates. Here are the vehicles still free for your dates.${kept ? ' The rest of your convoy is kept.' : ''}`,
  card: {
    seats: (n: number) => `${n} seats`,
    luggage: (n: number, cargo: boolean) =>
      cargo
        ? `Cargo space: about ${n} suitcases`
        : n === 0
          ? 'No room for suitcases'
          : `${plural(n, 'suitcase')}`,
    minAge: (n: number) => `Drivers ${n}+`,
    cdl: 'CDL driver needed',
    noCdl: 'Regular driver’s license',
    unitsLeft: (n: number) => (n === 1 ? 'Only 1 left for your dates' : `${n} left for your dates`),
    soldOut: 'None left for your dates',
    quantityLabel: 'Number of vehicles',
    choose: (name: string) => `Choose ${name}`,
    chooseShort: 'Choose',
    add: 'Add to convoy',
    addName: (name: string) => ` (${name})`,
    inConvoy: (n: number) => `In your convoy: ${plural(n, 'vehicle')}`,
    convoyFull: 'Your convoy holds as many vehicles as one booking can.',
    quoteForThis: 'Request a quote for this vehicle',
    notBookable: 'Not bookable online',
  },
  suggestion: {
    heading: (people: number, suitcases: number | null) =>
      `For your group of ${plural(people, 'person', 'people')}${suitcases ? ` with ${plural(suitcases, 'suitcase')}` : ''}`,
    capacity: (seats: number, suitcases: number | null) =>
      `(${seats} seats${suitcases === null ? '' : `, room for ${plural(suitcases, 'suitcase')}`} in all)`,
    perDay: (cents: number) => `${formatMoney(cents)} a day`,
    cdlNote: 'Needs drivers with a commercial driver’s license (CDL): we book it with you through a quote.',
    cdlBookable:
      'Its bus drivers each need a commercial driver’s license (CDL) with a passenger endorsement.',
    choose: (name: string) => `Choose ${name}`,
    quote: 'Request a quote',
    none: 'No convoy of the vehicles free for your dates seats your whole group with its luggage. Request a quote and we will put a fleet together.',
  },
  convoy: {
    heading: 'Your convoy',
    empty: 'To book several kinds of vehicle under one code, use “Add to convoy” on each.',
    vehicles: (n: number) => plural(n, 'vehicle'),
    seats: (seats: number, people: number | null) =>
      people === null
        ? `${seats} seats`
        : seats >= people
          ? `${seats} seats for your ${people}`
          : `${seats} seats: ${people - seats} short of your ${people}`,
    luggage: (room: number, suitcases: number | null) =>
      suitcases === null
        ? `Room for ${plural(room, 'suitcase')}`
        : room >= suitcases
          ? `Room for ${room} suitcases, you bring ${suitcases}`
          : `Room for ${room} suitcases: ${suitcases - room} short of your ${suitcases}`,
    estimate: (cents: number) => `About ${formatMoney(cents)}`,
    pricing: 'Working out the exact total…',
    total: (period: string) => `${period}, taxes and fees included`,
    priceFailed: 'We could not price the whole convoy just now; the total on the next step is exact.',
    remove: 'Remove',
    removeName: (name: string) => ` ${name} from the convoy`,
    continue: (n: number) => `Continue with ${plural(n, 'vehicle')}`,
  },
  school: {
    title: 'Carrying school students?',
    body: 'US federal rules restrict schools from using 15-passenger vans to carry students: new vans of that size may not be sold or leased to schools for students, as they are not built to school-bus safety standards, and many states and districts do not allow them for K–12 students. Choose a minibus instead: the 15 Passenger Activity Bus is built to school-bus safety standards, and the 15 Passenger Comfort Bus is a mini coach with a center aisle. Neither needs a CDL; check your district’s rules.',
    short:
      'US federal rules restrict schools from using 15-passenger vans to carry students. Our 15-seat minibuses need no CDL; the activity bus is built to school-bus standards.',
    choose: (name: string) => `Choose the ${name} instead`,
    see: (name: string) => `See the ${name}`,
  },
};
