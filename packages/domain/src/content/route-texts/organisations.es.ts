import { brand } from '../brand.ts';
import type { RouteTexts, RouteTextsOf } from './route-texts.types.ts';

const texts: Readonly<Record<string, RouteTexts>> = {
  '/organisations': {
    title: 'Cuentas para organizaciones y pago con factura',
    heading: 'Cuentas para organizaciones y pago con factura',
    description: `Escuelas, iglesias, equipos y empresas: alquile con ${brand.name} a nombre de su organización y pague con factura a plazo (net terms), con exención de impuestos.`,
  },
};

/** The organisation accounts page in Spanish (decision 048). */
export const organisationsTexts: RouteTextsOf = (route) => texts[route.basePath];
