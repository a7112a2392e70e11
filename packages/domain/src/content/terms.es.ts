import type { InfoDocument } from './content.types.ts';
import { legalTermSections } from './terms-legal.es.ts';
import { rentalTermSections } from './terms-rental.es.ts';

/** Spanish content of /terms, numbered like the English (decision 048). */
export const terms: InfoDocument = {
  id: 'terms',
  intro:
    'Los términos y condiciones de todo alquiler con {brand}, marca operada por {owner}. Nuestra [guía de alquiler](/rental-guidelines) explica las mismas reglas con palabras sencillas.',
  numbered: true,
  updated: '2026-11-30',
  governingText:
    'Esta traducción se ofrece para su comodidad. El texto en inglés de estos términos es el que rige; puede leerlo en la versión en inglés de esta página.',
  sections: [...rentalTermSections, ...legalTermSections],
};
