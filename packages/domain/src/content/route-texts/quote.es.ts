import { brand } from '../brand.ts';
import type { RouteTexts, RouteTextsOf } from './route-texts.types.ts';

const texts: Readonly<Record<string, RouteTexts>> = {
  '/quote': {
    title: 'Solicite una cotización para su grupo',
    heading: 'Solicite una cotización para su grupo',
    description: `Cuéntenos sobre su viaje y ${brand.name} le enviará una cotización por escrito de los vehículos que necesita su grupo, normalmente en un día hábil.`,
  },
};

/** The group quote page in Spanish (decision 048). */
export const quoteTexts: RouteTextsOf = (route) => texts[route.basePath];
