import m from './search-copy.messages';

/** Words of the trip search: the start step's form, also used to edit the search on availability. */
export const searchCopy = {
  home: {
    quote: m.quote(),
    call: (phone: string) => m.call({ phone }),
  },
  heading: m.heading(),
  intro: m.intro(),
  rentalType: {
    legend: m.lengthLegend(),
    daily: m.daily(),
    dailyDescription: m.dailyText(),
    monthly: m.monthly(),
    monthlyDescription: m.monthlyText(),
  },
  location: {
    label: m.location(),
    placeholder: m.chooseLocation(),
  },
  /** A one-way rental (decision 028): the return location, revealed by the box. */
  oneWay: {
    label: m.oneWay(),
    hint: m.oneWayHint(),
    returnLabel: m.returnLocation(),
    routeLabel: m.oneWayTrip(),
    placeholder: m.chooseReturn(),
    missing: m.returnMissing(),
    returnTimesHint: (zone: string) => m.returnZone({ zone }),
  },
  /** Delivery and collection (decision 030): boxes that reveal the addresses. */
  road: {
    legend: m.road(),
    hint: m.roadHint(),
    deliver: m.deliver(),
    deliverHint: m.deliverHint(),
    deliveryAddress: m.deliveryAddress(),
    collect: m.collect(),
    collectHint: m.collectHint(),
    collectSame: m.collectSame(),
    collectionAddress: m.collectionAddress(),
    line1: m.line1(),
    line2: m.line2(),
    city: m.city(),
    region: m.region(),
    regionPlaceholder: m.chooseRegion(),
    postalCode: m.postalCode(),
    instructions: m.instructions(),
    instructionsHint: m.instructionsHint(),
    /** Where the location's drivers go (its delivery zones), said before an address is sent. */
    area: {
      delivery: (location: string, ranges: string) => m.delivers({ location, ranges }),
      collection: (location: string, ranges: string) => m.collects({ location, ranges }),
      noDelivery: (location: string) => m.noDelivery({ location }),
      noCollection: (location: string) => m.noCollection({ location }),
      rangeTo: m.rangeTo(),
    },
  },
  /** The trip's two ends in the results' summary: "Baltimore Harbor → Chicago Loop". */
  route: (from: string, to: string) => `${from} → ${to}`,
  pickupDate: m.pickupDate(),
  pickupTime: m.pickupTime(),
  returnDate: m.returnDate(),
  returnTime: m.returnTime(),
  timesHint: (zone: string) => m.timesHint({ zone }),
  months: { label: m.months(), hint: m.monthsHint() },
  monthOption: (n: number) => (n === 1 ? m.monthOne() : m.monthCount({ n })),
  renterAge: {
    label: m.age(),
    hint: m.ageHint(),
  },
  passengers: {
    label: m.people(),
    hint: m.peopleHint(),
  },
  luggage: {
    label: m.luggage(),
    hint: m.luggageHint(),
  },
  vehicleType: { label: m.vehicleType(), all: m.allVehicles() },
  purpose: { label: m.purpose(), placeholder: m.chooseOne() },
  /** A convoy picked in the group-size advisor, shown above the search it carries into. */
  picked: (convoy: string) => m.picked({ convoy }),
  submit: m.submit(),
  pending: m.pending(),
  /** A search the browser sent before the page was ready, that did not pass. */
  sentProblem: (problems: string[]) => m.sentProblem({ problems: problems.join(' ') }),
  locationDetails: {
    address: m.address(),
    hours: m.hours(),
    closed: m.closed(),
    timezone: m.timezone(),
    phone: m.phone(),
  },
};
