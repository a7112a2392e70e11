import { brand } from '../brand.ts';
import { locationSeed } from '../locations.ts';
import type { RouteTextsOf } from './route-texts.types.ts';

/**
 * The list of locations and each location's page in Spanish (decisions 029, 048). A location's
 * title names the buses too when it stays under 60 characters with the brand.
 */
export const locationTexts: RouteTextsOf = (route) => {
  if (route.screen === 'locations')
    return {
      title: 'Sucursales',
      heading: `Sucursales de ${brand.name}`,
      description: `Todas las sucursales de recogida de ${brand.name}: dirección, horario normal y de días festivos, los vehículos disponibles y dónde entrega cada una.`,
    };
  if (route.screen !== 'location') return undefined;
  const location = locationSeed.find((l) => l.id === route.contentId);
  if (!location) return undefined;
  const { city, region } = location.address;
  const title = `Alquiler de vans y autobuses en ${location.name}`;
  return {
    title: `${title} | ${brand.name}`.length < 60 ? title : `Alquiler de vans en ${location.name}`,
    heading: location.name,
    description: `Alquile vans, autobuses y camiones en ${brand.name} ${location.name}, ${city}, ${region}: dirección, horarios y festivos, acceso al mostrador, vehículos y precios.`,
  };
};
