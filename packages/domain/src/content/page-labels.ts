/**
 * Headings and labels the page templates show around the content (STYLE "UI text
 * lives in content files"). Placeholders fill like the rest of the content.
 */
export const vehiclePageLabels = {
  idealFor: 'Who it suits',
  specs: 'Specifications',
  seats: 'Seats, driver included',
  luggage: 'Luggage',
  dimensions: 'Length × width × height',
  gvwr: 'Gross vehicle weight rating',
  models: 'Typical models',
  fuel: 'Fuel',
  transmission: 'Transmission',
  minAge: 'Minimum driver age',
  licence: 'Do I need a special license?',
  cdlBadge: 'CDL required',
  regularLicenseBadge: 'Regular license',
  features: 'Features',
  rates: 'Rates',
  daily: 'per day',
  weekly: 'per week',
  monthly: 'per month',
  faqs: 'Questions about the {name}',
  book: 'Check availability',
  quote: 'Request a quote',
  modelsNote: 'You get one of these models or similar.',
} as const;

export const audiencePageLabels = {
  needs: 'What groups like yours need',
  recommended: 'Recommended vehicles',
  tips: 'Good to know',
  faqs: 'Frequently asked questions',
  quote: 'Request a quote',
  book: 'Check availability',
} as const;

export const infoPageLabels = {
  contents: 'On this page',
  updated: 'Last updated',
  backToTop: 'Back to top',
} as const;

export const fleetTableLabels = {
  vehicle: 'Vehicle',
  seats: 'Seats',
  luggage: 'Suitcases',
  minAge: 'Minimum age',
  license: 'License',
  cdl: 'CDL with passenger endorsement',
  regular: 'Regular license',
} as const;

export const commonLabels = {
  faqHeading: 'Frequently asked questions',
  exampleBadge: 'Example',
  phone: 'Phone',
  email: 'E-mail',
} as const;

/** The group-size advisor's section on the home page and the fleet pages; its own words are in group-size-advisor.ts. */
export const groupSizeLabels = {
  heading: 'Which vehicles fit your group?',
  intro:
    'Enter how many people travel, drivers included, and roughly how many suitcases. You get the vehicle or set of vehicles that seats everyone, and the license each driver needs.',
} as const;

/** The list of locations (decision 029). */
export const locationsPageLabels = {
  intro:
    'Pick up vans, buses and trucks at any of our locations. Each page has the address, the hours, the vehicles kept there and where the location delivers.',
  heading: 'Pickup locations',
} as const;

/** A location page's headings and labels (decision 029); `{location}` is the location's name. */
export const locationPageLabels = {
  book: 'Check availability here',
  quote: 'Request a group quote',
  contact: 'Address and phone',
  openInMaps: 'Open in maps',
  newTab: 'opens in a new tab',
  hours: 'Opening hours',
  week: 'Every week',
  holidays: 'Holiday hours',
  noHolidays: 'No holiday hours announced yet: the weekly hours apply.',
  localTime: 'All times are local time at the location ({zone}).',
  counter: 'Finding the counter',
  vehicles: 'Vehicles kept here',
  vehiclesIntro:
    'Every class below is stocked at {location}. Prices are the daily rate before taxes and fees.',
  from: 'From',
  perDay: '/day',
  delivery: 'Delivery area',
  deliveryText:
    'We bring vehicles to addresses in {area}, postal codes {from} to {to}. Call the location to arrange a delivery.',
  oneWay: 'One-way rentals',
  oneWayText: 'A rental picked up here may be returned at:',
  audiences: 'Groups we serve nearby',
  ready: 'Ready to book at {location}?',
} as const;
