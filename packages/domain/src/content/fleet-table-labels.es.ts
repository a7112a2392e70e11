import type { fleetTableLabels as englishFleetTableLabels } from './fleet-table-labels.ts';

/** The English labels' keys, each with Spanish words. */
type Labels<T> = { readonly [K in keyof T]: string };

/** Spanish labels of the fleet tables (why-us, audience and vehicle pages) (decision 048). */
export const fleetTableLabels: Labels<typeof englishFleetTableLabels> = {
  vehicle: 'Vehículo',
  seats: 'Asientos',
  luggage: 'Maletas',
  minAge: 'Edad mínima',
  license: 'Licencia',
  cdl: 'CDL con endoso de pasajeros',
  regular: 'Licencia regular',
};
