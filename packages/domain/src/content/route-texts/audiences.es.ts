import { audiences } from '../audiences.es.ts';
import { brand } from '../brand.ts';
import type { RouteTextsOf } from './route-texts.types.ts';

/**
 * An audience's page in Spanish (schools, churches, teams…; decision 048). Its title says
 * "alquiler" too when it stays under 60 characters with the brand.
 */
export const audienceTexts: RouteTextsOf = (route) => {
  const a = audiences.find((audience) => audience.slug === route.contentId);
  if (!a) return undefined;
  const name = a.name.toLowerCase();
  const title = `Alquiler de vehículos para ${name}`;
  return {
    title: `${title} | ${brand.name}`.length < 60 ? title : `Vehículos para ${name}`,
    heading: `Alquiler de vehículos para ${name}`,
    description: `Vans, autobuses y camiones para ${name}: los vehículos adecuados para su grupo, precios claros y un solo contacto en ${brand.name}.`,
  };
};
