import { brand } from '../brand.ts';
import type { RouteTexts, RouteTextsOf } from './route-texts.types.ts';

const texts: Readonly<Record<string, RouteTexts>> = {
  '/long-term-leasing': {
    title: 'Arrendamiento a largo plazo',
    heading: 'Arrendamiento de vehículos a largo plazo',
    description: `Arriende vans, autobuses y camiones por mes con ${brand.name}, con el mantenimiento incluido y sin contratos largos.`,
  },
};

/** The long-term leasing page in Spanish (decision 048). */
export const longTermLeasingTexts: RouteTextsOf = (route) => texts[route.basePath];
