/** Words of the trip search: the start step's form, also used to edit the search on availability. */
export const searchCopy = {
  home: {
    quote: 'Request a group quote',
    call: (phone: string) => `Call ${phone}`,
  },
  heading: 'Start your reservation',
  intro:
    'Tell us where and when. You see the vehicles free for your trip, with the full price, on the next page.',
  rentalType: {
    legend: 'How long do you need it?',
    daily: 'By the day',
    dailyDescription: 'Up to a year, priced by the day and week',
    monthly: 'By the month',
    monthlyDescription: '1 to 12 months at a monthly rate',
  },
  location: {
    label: 'Pickup location',
    placeholder: 'Choose a location',
  },
  /** A one-way rental (decision 028): the return location, revealed by the box. */
  oneWay: {
    label: 'Return to a different location',
    hint: 'Some vehicles may be returned at another of our locations, for a one-way fee.',
    returnLabel: 'Return location',
    routeLabel: 'One-way trip',
    placeholder: 'Choose where you return it',
    missing: 'Choose the location you return the vehicles to, or untick “Return to a different location”.',
    returnTimesHint: (zone: string) => `The return time is local to the return location (${zone}).`,
  },
  /** Delivery and collection (decision 030): boxes that reveal the addresses. */
  road: {
    legend: 'Delivery and collection',
    hint: 'We can bring the vehicles to you and fetch them afterwards, for a fee per vehicle each way. Otherwise you pick them up and return them at the counter.',
    deliver: 'Deliver the vehicles to an address',
    deliverHint: 'Our drivers bring them for your pickup time.',
    deliveryAddress: 'Delivery address',
    collect: 'Collect them from an address',
    collectHint: 'Our drivers fetch them at your return time.',
    collectSame: 'Collect from the same address',
    collectionAddress: 'Collection address',
    line1: 'Street address',
    line2: 'Apt/suite',
    city: 'City',
    region: 'State',
    regionPlaceholder: 'Choose a state',
    postalCode: 'ZIP code',
    instructions: 'Instructions for the driver',
    instructionsHint: 'Where to park, a gate code, whom to ask for.',
    /** Where the location's drivers go (its delivery zones), said before an address is sent. */
    area: {
      delivery: (location: string, ranges: string) => `${location} delivers within ZIP codes ${ranges}.`,
      collection: (location: string, ranges: string) => `${location} collects within ZIP codes ${ranges}.`,
      noDelivery: (location: string) =>
        `${location} does not deliver: the vehicles are picked up at the counter.`,
      noCollection: (location: string) =>
        `${location} does not collect: the vehicles are returned at the counter.`,
      rangeTo: 'to',
    },
  },
  /** The trip's two ends in the results' summary: "Baltimore Harbor → Chicago Loop". */
  route: (from: string, to: string) => `${from} → ${to}`,
  pickupDate: 'Pickup date',
  pickupTime: 'Pickup time',
  returnDate: 'Return date',
  returnTime: 'Return time',
  timesHint: (zone: string) => `Times are local to the pickup location (${zone}).`,
  months: { label: 'Number of months', hint: 'The vehicle comes back on the same day of the month.' },
  monthOption: (n: number) => (n === 1 ? '1 month' : `${n} months`),
  renterAge: {
    label: 'Age of the main driver',
    hint: 'In years. Some vehicles need drivers aged 25 or older.',
  },
  passengers: {
    label: 'How many people are traveling?',
    hint: 'Drivers included. We suggest the vehicles that fit your group.',
  },
  luggage: {
    label: 'How many suitcases?',
    hint: 'Full-size bags. When the seats’ luggage room is too small we add a cargo van.',
  },
  vehicleType: { label: 'Vehicle type', all: 'All vehicles' },
  purpose: { label: 'What is the trip for?', placeholder: 'Choose one' },
  /** A convoy picked in the group-size advisor, shown above the search it carries into. */
  picked: (convoy: string) =>
    `Your pick: ${convoy}. Tell us where and when: on the next page it is chosen for you if it is free for your dates.`,
  submit: 'Show available vehicles',
  pending: 'Checking availability…',
  /** A search the browser sent before the page was ready, that did not pass. */
  sentProblem: (problems: string[]) => `Please check your search: ${problems.join(' ')}`,
  locationDetails: {
    address: 'Address',
    hours: 'Opening hours',
    closed: 'Closed',
    timezone: 'Time zone',
    phone: 'Phone',
  },
};
