/** The fleet's categories and their names as the site shows them (a module of its own: translated beside it, decision 048). */
export const vehicleCategories = ['van', 'bus', 'truck', 'cargo', 'suv', 'minivan', 'flatbed'] as const;
export type VehicleCategory = (typeof vehicleCategories)[number];

export const vehicleCategoryLabels: Record<VehicleCategory, string> = {
  van: 'Passenger vans',
  bus: 'Buses',
  truck: 'Pickup trucks',
  cargo: 'Cargo vans & box trucks',
  suv: 'SUVs',
  minivan: 'Minivans',
  flatbed: 'Flatbed trucks',
};
