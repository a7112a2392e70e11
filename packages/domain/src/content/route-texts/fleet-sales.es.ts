import { brand } from '../brand.ts';
import type { RouteTexts, RouteTextsOf } from './route-texts.types.ts';

const texts: Readonly<Record<string, RouteTexts>> = {
  '/fleet-sales': {
    title: 'Venta de flota',
    heading: 'Compre una van, un autobús o un camión usado',
    description: `Vehículos bien mantenidos de la flota de alquiler de ${brand.name} a la venta, con historial de servicio, millaje y precio.`,
  },
};

/** The fleet sales page in Spanish (decision 048). */
export const fleetSalesTexts: RouteTextsOf = (route) => texts[route.basePath];
