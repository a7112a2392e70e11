/**
 * Where each demo location delivers and collects (decision 030): the one
 * source of the postal ranges its location page shows and its price book's
 * demo delivery zones are made from (content/demo-delivery.ts). Five-digit
 * ZIP codes, both ends included.
 */

/** A demo location's delivery area: its words and its ZIP codes from `from` to `to`. */
export interface DeliveryArea {
  label: string;
  postalCodes: { from: string; to: string };
}

/** By location id (the demo data, like `locationSeed`). */
export const demoDeliveryAreas: Readonly<Record<string, DeliveryArea>> = {
  baltimore: { label: 'Baltimore', postalCodes: { from: '21201', to: '21231' } },
  atlanta: { label: 'Atlanta', postalCodes: { from: '30301', to: '30399' } },
  chicago: { label: 'Chicago', postalCodes: { from: '60601', to: '60661' } },
  phoenix: { label: 'Phoenix', postalCodes: { from: '85001', to: '85099' } },
  'los-angeles': { label: 'Los Angeles', postalCodes: { from: '90001', to: '90089' } },
  denver: { label: 'Denver', postalCodes: { from: '80201', to: '80299' } },
};
