import type { audiencePageLabels as englishAudiencePageLabels } from './audience-page-labels.ts';

/** The English labels' keys, each with Spanish words. */
type Labels<T> = { readonly [K in keyof T]: string };

/** Spanish labels of the audience pages (decision 048). */
export const audiencePageLabels: Labels<typeof englishAudiencePageLabels> = {
  needs: 'Lo que necesitan los grupos como el suyo',
  recommended: 'Vehículos recomendados',
  tips: 'Conviene saber',
  faqs: 'Preguntas frecuentes',
  quote: 'Solicitar cotización',
  book: 'Ver disponibilidad',
};
