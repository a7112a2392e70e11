/**
 * Headings and labels the vehicle page template shows around the content (STYLE "UI
 * text lives in content files"). Placeholders fill like the rest of the content.
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
