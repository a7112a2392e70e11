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

/** The group-size advisor on the home page and the fleet pages. */
export const groupSizeLabels = {
  heading: 'Which vehicles fit your group?',
  intro:
    'Enter how many people travel, drivers included, and roughly how many suitcases. You get the vehicle or set of vehicles that seats everyone, and the license each driver needs.',
  passengers: 'People traveling, drivers included',
  luggage: 'Full-size suitcases (optional)',
  fewest: 'Fewest vehicles',
  withoutCdl: 'No CDL needed',
  alternative: 'Also fits',
  fits: (people: number, suitcases: number) =>
    `Fits ${people === 1 ? 'one person' : `all ${people} people`}${
      suitcases === 0 ? '' : ` and ${suitcases === 1 ? 'one suitcase' : `all ${suitcases} suitcases`}`
    }`,
  seats: (seats: number) => `${seats} seats in all`,
  room: (suitcases: number) => `Room for ${suitcases} full-size suitcases`,
  empty: 'Enter how many people are traveling to see the vehicles that fit.',
  none: 'Enter a number of people from 1 to 150 to see what fits. For larger groups, request a quote.',
  luggageInvalid: 'Enter the suitcases as a whole number, or leave the field empty.',
  book: 'Check availability',
  details: 'About this vehicle',
  quote: 'Request a quote',
} as const;
