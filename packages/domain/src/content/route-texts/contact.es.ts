import { brand } from '../brand.ts';
import type { RouteTexts, RouteTextsOf } from './route-texts.types.ts';

const texts: Readonly<Record<string, RouteTexts>> = {
  '/contact': {
    title: 'Contáctenos',
    heading: `Comuníquese con ${brand.name}`,
    description: `Teléfono, correo electrónico, direcciones y horarios de todas las sucursales de ${brand.name}, y un formulario para escribirnos.`,
  },
};

/** The contact page in Spanish (decision 048). */
export const contactTexts: RouteTextsOf = (route) => texts[route.basePath];
