import { brand, whyPath } from '../brand.ts';
import type { RouteTexts, RouteTextsOf } from './route-texts.types.ts';

const texts: Readonly<Record<string, RouteTexts>> = {
  [whyPath()]: {
    title: `¿Por qué ${brand.name}?`,
    heading: `Por qué los grupos eligen ${brand.name}`,
    description: `Escuelas, iglesias, equipos y empresas eligen ${brand.name}: una flota de minivans a autobuses de 44 pasajeros, precios claros y personas reales al teléfono.`,
  },
  '/rental-guidelines': {
    title: 'Guía de alquiler',
    heading: 'Guía de alquiler',
    description: `Edad de los conductores, licencias y CDL, seguro, depósitos, combustible, millaje y todo lo que debe saber antes de alquilar con ${brand.name}.`,
  },
  '/terms': {
    title: 'Términos y condiciones',
    heading: 'Términos y condiciones',
    description: `Los términos y condiciones de alquiler de ${brand.name}, un servicio de ${brand.ownerCompany.replace(/\.$/, '')}.`,
  },
};

/** The information documents in Spanish: why us, the rental guidelines, the terms (decision 048). */
export const infoTexts: RouteTextsOf = (route) => texts[route.basePath];
