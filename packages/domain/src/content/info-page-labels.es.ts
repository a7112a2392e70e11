import type { infoPageLabels as englishInfoPageLabels } from './info-page-labels.ts';

/** The English labels' keys, each with Spanish words. */
type Labels<T> = { readonly [K in keyof T]: string };

/** Spanish labels of the long documents (terms, rental guidelines) (decision 048). */
export const infoPageLabels: Labels<typeof englishInfoPageLabels> = {
  contents: 'En esta página',
  updated: 'Última actualización',
  backToTop: 'Volver arriba',
};
