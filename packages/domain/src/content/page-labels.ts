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
