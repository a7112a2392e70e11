import { brand } from '../brand.ts';
import { fleetSeed } from '../fleet.ts';
import type { RouteTextsOf } from './route-texts.types.ts';

/** Each fleet class's Spanish name as a sentence writes it, with its indefinite article, by class id. */
const spanishNames: Readonly<Record<string, { name: string; a: 'un' | 'una' }>> = {
  '9-passenger-conversion-van': { name: 'van de conversión de 9 pasajeros', a: 'una' },
  '12-passenger-van': { name: 'van de 12 pasajeros', a: 'una' },
  '15-passenger-van': { name: 'van de 15 pasajeros', a: 'una' },
  '15-passenger-activity-bus': { name: 'autobús de actividades de 15 pasajeros', a: 'un' },
  '15-passenger-comfort-bus': { name: 'autobús confort de 15 pasajeros', a: 'un' },
  '25-passenger-bus': { name: 'autobús de 25 pasajeros', a: 'un' },
  '33-passenger-bus': { name: 'autobús de 33 pasajeros', a: 'un' },
  '44-passenger-bus': { name: 'autobús de 44 pasajeros', a: 'un' },
  minivan: { name: 'minivan', a: 'una' },
  suvs: { name: 'SUV de tamaño completo', a: 'una' },
  trucks: { name: 'camioneta pickup', a: 'una' },
  'flatbed-truck': { name: 'camión de plataforma', a: 'un' },
  'cargo-van-box-truck': { name: 'van de carga o camión de caja', a: 'una' },
};

/** A vehicle type's page in Spanish (decision 048). */
export const vehicleTexts: RouteTextsOf = (route) => {
  const v = fleetSeed.find((vehicle) => vehicle.id === route.contentId);
  if (!v) return undefined;
  // A class added later without a Spanish name keeps its English one.
  const { name, a } = spanishNames[v.id] ?? { name: v.name, a: 'un' };
  return {
    title: `Alquiler de ${name}`,
    heading: `Alquiler de ${name}`,
    description: `Alquile ${a} ${name} con ${brand.name}: ${v.passengers} asientos, ${
      v.requiresCdl ? 'requiere conductor con CDL' : 'sin necesidad de CDL'
    }, desde los ${v.minAge} años. Vea tarifas y disponibilidad en línea.`,
  };
};
