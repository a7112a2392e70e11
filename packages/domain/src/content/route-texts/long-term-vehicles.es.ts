import { brand } from '../brand.ts';
import type { RouteTexts, RouteTextsOf } from './route-texts.types.ts';

const texts: Readonly<Record<string, RouteTexts>> = {
  '/long-term-vehicles': {
    title: 'Vehículos a largo plazo',
    heading: 'Vehículos para alquiler a largo plazo',
    description: `Tarifas mensuales de todos los vehículos de la flota de ${brand.name}, desde minivans hasta autobuses de 44 pasajeros.`,
  },
};

/** The long-term vehicles page in Spanish (decision 048). */
export const longTermVehiclesTexts: RouteTextsOf = (route) => texts[route.basePath];
