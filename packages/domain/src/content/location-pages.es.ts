import type {
  locationPageLabels as englishLocationPageLabels,
  locationsPageLabels as englishLocationsPageLabels,
  LocationDetails,
} from './location-pages.ts';
import { locationDetails as englishDetails } from './location-pages.ts';

export type { DeliveryAreaOffer, LocationDetails, OneWayDestination } from './location-pages.ts';
export { deliveryAreasFrom, oneWayDestinationsFrom, postalRangesText } from './location-pages.ts';

/** The English labels' keys, each with Spanish words. */
type Labels<T> = { readonly [K in keyof T]: string };

/** How to find each counter, in Spanish; the rest of a location's page data is the English module's (decisions 029, 048). */
const counters: Readonly<Record<string, readonly string[]>> = {
  baltimore: [
    'El mostrador está en la planta baja del estacionamiento de Harbor Boulevard, junto a las puertas del vestíbulo.',
    'Los autobuses y las vans esperan en los carriles señalizados detrás del estacionamiento; siga los letreros verdes desde la entrada.',
  ],
  atlanta: [
    'Tome el shuttle de autos de alquiler del aeropuerto hasta la parada de Airport Loop Road; el mostrador está en la primera puerta a la izquierda.',
    'Si llega manejando, use el carril de visitantes en la entrada y dígale al encargado que viene a recoger un vehículo para grupos.',
  ],
  chicago: [
    'El mostrador da a Lake Street, debajo de las vías de la línea verde, dos cuadras al oeste de la estación Clinton.',
    'Estaciónese en la zona de carga de Green Street mientras firma; los vehículos esperan en el patio de atrás.',
  ],
  phoenix: [
    'El mostrador está en el edificio de un solo piso de la entrada de Buckeye Road, frente a las bombas de combustible.',
    'Desde el aeropuerto, pida en el shuttle la parada de alquiler de Buckeye Road; el trayecto dura cinco minutos.',
  ],
  'los-angeles': [
    'El mostrador está al fondo del lote de Century Boulevard; entre por la calle lateral, no por el bulevar.',
    'El estacionamiento para visitantes está marcado en azul junto al mostrador; los vehículos están alineados a lo largo de la cerca del lado este.',
  ],
  denver: [
    'El mostrador está dentro del almacén de ladrillo de Brighton Boulevard, por la puerta que tiene nuestro letrero.',
    'Los camiones y los autobuses se recogen en el patio trasero; una vez firmados los documentos, el personal lo acompaña hasta allí.',
  ],
};

/** Spanish content of the location pages beyond the booking data (decisions 029, 048). */
export const locationDetails: Readonly<Record<string, LocationDetails>> = Object.fromEntries(
  Object.entries(englishDetails).map(([id, details]) => [
    id,
    { ...details, counter: counters[id] ?? details.counter },
  ]),
);

/** The list of locations. */
export const locationsPageLabels: Labels<typeof englishLocationsPageLabels> = {
  intro:
    'Recoja vans, autobuses y camiones en cualquiera de nuestras sucursales. Cada página indica la dirección, el horario, los vehículos disponibles allí y la zona donde la sucursal hace entregas.',
  heading: 'Sucursales de recogida',
};

/** A location page's headings and labels; `{location}` is the location's name. */
export const locationPageLabels: Labels<typeof englishLocationPageLabels> = {
  book: 'Ver disponibilidad aquí',
  quote: 'Solicitar cotización para grupos',
  contact: 'Dirección y teléfono',
  openInMaps: 'Abrir en mapas',
  newTab: 'se abre en una pestaña nueva',
  hours: 'Horario de atención',
  week: 'Todas las semanas',
  holidays: 'Horario en días festivos',
  noHolidays: 'Todavía no se ha anunciado un horario para días festivos: se aplica el horario semanal.',
  localTime: 'Todos los horarios están en la hora local de la sucursal ({zone}).',
  counter: 'Cómo encontrar el mostrador',
  vehicles: 'Vehículos en esta sucursal',
  vehiclesIntro:
    'Todas las clases de abajo están disponibles en {location}. Los precios son la tarifa diaria antes de impuestos y cargos.',
  from: 'Desde',
  perDay: '/día',
  delivery: 'Zona de entrega',
  deliveryText:
    'Llevamos los vehículos a una dirección dentro de estos códigos postales antes del alquiler y los retiramos de una después, con un cargo por vehículo en cada trayecto (antes de impuestos). Pida la entrega cuando vea la disponibilidad.',
  noDelivery: '{location} no hace entregas: recoja y devuelva los vehículos en el mostrador.',
  postalCodes: 'Códigos postales',
  rangeTo: 'a',
  deliveryFee: 'Entrega',
  collectionFee: 'Retiro',
  perVehicle: 'por vehículo',
  oneWay: 'Alquileres de solo ida',
  oneWayText:
    'Algunos vehículos recogidos en {location} pueden devolverse en otra de nuestras sucursales, con un cargo de solo ida por vehículo (antes de impuestos).',
  oneWayFrom: 'Cargo de solo ida desde',
  oneWayClasses: 'Vehículos que admiten solo ida',
  oneWayBook: 'Ver disponibilidad de solo ida',
  audiences: 'Grupos que atendemos en la zona',
  ready: '¿Listo para reservar en {location}?',
};
