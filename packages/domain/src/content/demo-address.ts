/**
 * The Baltimore location's address, which is also the demo brand's head office:
 * a module of its own so the brand (on every page) does not bring the whole
 * location list into the code every page loads (decision 009).
 */
export const baltimoreHarborAddress = {
  street: '1200 Harbor Boulevard',
  city: 'Baltimore',
  region: 'MD',
  postalCode: '21230',
  country: 'US',
} as const;
