import type { vehiclePageLabels as englishVehiclePageLabels } from './vehicle-page-labels.ts';

/** The English labels' keys, each with Spanish words. */
type Labels<T> = { readonly [K in keyof T]: string };

/** Spanish headings and labels the page templates show around the content (decision 048). */
export const vehiclePageLabels: Labels<typeof englishVehiclePageLabels> = {
  idealFor: 'Para quién es',
  specs: 'Especificaciones',
  seats: 'Asientos, conductor incluido',
  luggage: 'Equipaje',
  dimensions: 'Largo × ancho × alto',
  gvwr: 'Peso bruto vehicular nominal (GVWR)',
  models: 'Modelos típicos',
  fuel: 'Combustible',
  transmission: 'Transmisión',
  minAge: 'Edad mínima del conductor',
  licence: '¿Necesito una licencia especial?',
  cdlBadge: 'Requiere CDL',
  regularLicenseBadge: 'Licencia regular',
  features: 'Características',
  rates: 'Tarifas',
  daily: 'por día',
  weekly: 'por semana',
  monthly: 'por mes',
  faqs: 'Preguntas frecuentes: {name}',
  book: 'Ver disponibilidad',
  quote: 'Solicitar cotización',
  modelsNote: 'Recibirá uno de estos modelos o uno similar.',
};
