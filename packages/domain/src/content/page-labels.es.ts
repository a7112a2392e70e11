import type {
  commonLabels as englishCommonLabels,
  groupSizeLabels as englishGroupSizeLabels,
} from './page-labels.ts';

/** The English labels' keys, each with Spanish words. */
type Labels<T> = { readonly [K in keyof T]: string };

export const commonLabels: Labels<typeof englishCommonLabels> = {
  faqHeading: 'Preguntas frecuentes',
  exampleBadge: 'Ejemplo',
  phone: 'Teléfono',
  email: 'Correo electrónico',
};

/** The group-size advisor's section; its own words are in group-size-advisor.es.ts. */
export const groupSizeLabels: Labels<typeof englishGroupSizeLabels> = {
  heading: '¿En qué vehículos cabe su grupo?',
  intro:
    'Indique cuántas personas viajan, conductores incluidos, y más o menos cuántas maletas. Verá el vehículo o el conjunto de vehículos con asientos para todos, y la licencia que necesita cada conductor.',
};
