import type { groupSizeAdvisorLabels as english } from './group-size-advisor.ts';
import { formatUsd } from './rental-policy.es.ts';

/** The English words' keys: Spanish words, and the same functions with Spanish sentences. */
type Labels = {
  readonly [K in keyof typeof english]: (typeof english)[K] extends string ? string : (typeof english)[K];
};

/** The group-size advisor's Spanish words (decision 048); its section's heading is in page-labels.es.ts. */
export const groupSizeAdvisorLabels: Labels = {
  passengers: 'Personas que viajan, conductores incluidos',
  luggage: 'Maletas grandes (opcional)',
  fewest: 'Menos vehículos',
  withoutCdl: 'Sin CDL',
  alternative: 'También sirve',
  fits: (people: number, suitcases: number) =>
    `Hay lugar para ${people === 1 ? 'una persona' : `las ${people} personas`}${
      suitcases === 0 ? '' : ` y ${suitcases === 1 ? 'una maleta' : `las ${suitcases} maletas`}`
    }`,
  seats: (seats: number) => `${seats} asientos en total`,
  room: (suitcases: number) => `Espacio para ${suitcases} maletas grandes`,
  licence: (cdl: boolean, minAge: number) =>
    `${
      cdl
        ? 'Cada conductor de autobús necesita una licencia de conducir comercial (CDL) con endoso de pasajeros'
        : 'Licencia de conducir regular, sin CDL'
    }, desde ${minAge} años`,
  perDay: (cents: number) => `Desde ${formatUsd(cents)} al día en total`,
  empty: 'Indique cuántas personas viajan para ver los vehículos en los que caben.',
  none: 'Indique un número de personas del 1 al 150 para ver qué vehículos sirven. Para grupos más grandes, solicite una cotización.',
  luggageInvalid: 'Indique las maletas con un número entero o deje el campo vacío.',
  book: 'Ver disponibilidad',
  details: 'Sobre este vehículo',
  quote: 'Solicitar cotización',
};
