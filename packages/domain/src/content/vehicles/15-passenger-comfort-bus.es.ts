import * as n from '../licence-notes.es.ts';
import type { VehiclePage } from '../vehicle-page.types.ts';

/** Spanish content of /15-passenger-comfort-bus (decision 048). */
export const page: VehiclePage = {
  id: '15-passenger-comfort-bus',
  metaDescription:
    'Alquile un autobús confort de 15 pasajeros: asientos reclinables, pasillo central, entrada de pie y compartimento de equipaje. Sin CDL; {milesPerDay} millas diarias.',
  intro:
    'Un minibús de turismo para {riders} pasajeros y el conductor, con asientos reclinables de respaldo alto, pasillo central, una puerta para entrar de pie y un compartimento de equipaje aparte. Es la forma cómoda de llevar a un grupo en un viaje largo sin CDL: retiros de fin de semana, traslados al aeropuerto con equipaje y torneos en los que todos llevan maleta.',
  idealFor: [
    {
      audience: 'sports-teams',
      reason:
        'Un fin de semana de torneo con la maleta de cada jugador en el compartimento de equipaje, no sobre las piernas.',
    },
    {
      audience: 'churches-ministries',
      reason:
        'Retiros y viajes misioneros: asientos cómodos para jornadas largas y espacio para el equipaje de todos.',
    },
    {
      audience: 'weddings',
      reason: 'Los invitados, vestidos de gala, entran de pie en lugar de trepar por las bancas de una van.',
    },
    {
      audience: 'destination-management',
      reason:
        'Llegadas al aeropuerto con una maleta por invitado y una puerta delantera para cargar con facilidad.',
    },
    {
      audience: 'family-reunions',
      reason:
        'El pasamanos, el escalón bajo y el pasillo lo convierten en el vehículo más cómodo para los familiares de mayor edad.',
    },
  ],
  specs: {
    seating:
      '{riders} asientos reclinables de respaldo alto a ambos lados de un pasillo central, más el del conductor. Los pasajeros entran de pie por una puerta delantera con pasamanos.',
    luggage:
      'Un compartimento de equipaje trasero con su propia puerta exterior admite unas {luggage} maletas de tamaño completo, una por pasajero; la mayoría de las unidades también tienen repisas interiores para bolsas pequeñas.',
    dimensions: { lengthIn: 288, widthIn: 96, heightIn: 118 },
    dimensionsNote:
      'Medidas típicas de un minibús de turismo sobre chasis cutaway Ford Transit o E-Series; el ancho es el de la carrocería sin espejos.',
    gvwr: 'unas 12,500–14,500 lb',
    models: [
      'Ford Transit 350 HD o E-450 cutaway con carrocería de minibús de turismo',
      'Carrocerías de fabricantes como Glaval, Starcraft o Champion',
    ],
    fuel: 'Gasolina (regular sin plomo)',
    transmission: 'Automática',
  },
  licence: {
    summary:
      'Sin CDL: {seats} asientos incluido el del conductor y menos de 26,001 lb, así que basta con una licencia regular.',
    details: [n.underThresholdPassenger, n.licenseHeld, n.organizationRules],
  },
  features: [
    'Asientos reclinables de respaldo alto con cinturones de tres puntos',
    'Pasillo central y puerta delantera para entrar de pie, con pasamanos',
    'Compartimento de equipaje trasero con puerta exterior',
    'Aire acondicionado y calefacción por ductos en el techo',
    'Carga USB en los asientos (la mayoría de las unidades)',
    'Micrófono de megafonía (PA) y cámara de reversa',
  ],
  image: {
    key: 'vehicle-15-passenger-comfort-bus',
    alt: 'Un minibús de turismo blanco con ventanas polarizadas y la puerta delantera abierta, con invitados subiendo junto a la entrada de un hotel.',
  },
  faqs: [
    {
      question: '¿Necesito una CDL para manejar el autobús confort?',
      answer:
        'No. Tiene {seats} asientos incluido el del conductor y pesa menos de 26,001 lb, así que basta con una licencia regular. Cada conductor debe tener {minAge} años o más y una licencia obtenida hace al menos {licenseMonths} meses.',
    },
    {
      question: '¿En qué se diferencia de una van de 15 pasajeros?',
      answer:
        'Mismo número de asientos, otro tipo de viaje: un pasillo y una puerta para entrar de pie en lugar de bancas detrás de una puerta corrediza, asientos reclinables, altura para estar de pie en la mayoría de las unidades y un compartimento para {luggage} maletas, frente a unas {luggage:15-passenger-van} en la van. También es más ancho y más alto, así que requiere más cuidado con las alturas y los pasos estrechos.',
    },
    {
      question: '¿Es difícil de manejar?',
      answer:
        'Quien maneja con soltura una van grande se adapta rápido: está construido sobre un chasis de van de servicio pesado. Mide 8 ft de ancho, así que use ambos espejos, y casi 10 ft de alto, así que los autoservicios (drive-through), las marquesinas de hotel y los estacionamientos techados quedan descartados. La exención de daños no cubre los daños en la parte superior.',
    },
    {
      question: '¿Hay un límite de millaje?',
      answer:
        'Los alquileres diarios y semanales incluyen {milesPerDay} millas por día de alquiler, que se suman para todo el alquiler; las millas adicionales se cobran a la tarifa por milla que figura en su contrato. Los alquileres mensuales incluyen {monthlyMiles} millas al mes.',
    },
    {
      question: '¿Podemos usarlo para llevar pasajeros que pagan?',
      answer:
        'Solo con un contrato comercial: transportar pasajeros a cambio de pago requiere su propia autoridad operativa y un seguro comercial. Consulte [transporte de pasajeros (shuttle)](/shuttle-transportation) para saber cómo funciona.',
    },
  ],
};
