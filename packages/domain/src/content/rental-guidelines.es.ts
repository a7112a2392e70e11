import type { InfoDocument } from './content.types.ts';
import { careSections, handoverSections, troubleSections } from './rental-guidelines-on-the-road.es.ts';
import { bookingSections, driverSections } from './rental-guidelines-renting.es.ts';

/** Spanish content of /rental-guidelines (decision 048). */
export const rentalGuidelines: InfoDocument = {
  id: 'rental-guidelines',
  intro:
    'Las reglas que se aplican a todo alquiler con {brand}, con palabras sencillas. Nuestros [términos y condiciones](/terms) son la versión vinculante: donde esta página y los términos difieran, se aplican los términos. ¿Preguntas? Llame al {phone} o escriba a {email}.',
  numbered: false,
  updated: '2025-11-22',
  sections: [...driverSections, ...bookingSections, ...handoverSections, ...careSections, ...troubleSections],
};
