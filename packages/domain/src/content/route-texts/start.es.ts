import { brand } from '../brand.ts';
import type { RouteTexts, RouteTextsOf } from './route-texts.types.ts';

const texts: Readonly<Record<string, RouteTexts>> = {
  '/': {
    title: `${brand.name} | Alquiler de vans, autobuses y camiones para grupos`,
    heading: 'Alquile vans, autobuses y camiones para su grupo',
    description:
      'Reserve en línea vans y autobuses de 9 a 44 pasajeros, vans de carga, camiones de caja y SUVs. Precios claros, atención a grupos, varios vehículos por reserva.',
  },
};

/** The home page in Spanish (decision 048). */
export const startTexts: RouteTextsOf = (route) => texts[route.basePath];
