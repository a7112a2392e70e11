import type { VehicleCategory } from './vehicle-categories.ts';

export { type VehicleCategory, vehicleCategories } from './vehicle-categories.ts';

/** The fleet's categories in Spanish (decision 048). */
export const vehicleCategoryLabels: Record<VehicleCategory, string> = {
  van: 'Vans de pasajeros',
  bus: 'Autobuses',
  truck: 'Camionetas pickup',
  cargo: 'Vans de carga y camiones de caja',
  suv: 'SUV',
  minivan: 'Minivans',
  flatbed: 'Camiones de plataforma',
};
