import * as n from '../licence-notes.es.ts';
import type { VehiclePage } from '../vehicle-page.types.ts';

/** Spanish content of /25-passenger-bus (decision 048). */
export const page: VehiclePage = {
  id: '25-passenger-bus',
  metaDescription:
    'Alquile un autobús de 25 pasajeros con compartimento de equipaje para equipos, coros y retiros. El conductor necesita una CDL Clase C con endoso de pasajeros.',
  intro:
    'El autobús más pequeño que requiere CDL: {riders} pasajeros y el conductor, asientos orientados hacia adelante a ambos lados de un pasillo, una puerta para entrar de pie y un compartimento de equipaje trasero. Elíjalo cuando su grupo no quepa en un solo vehículo de 15 pasajeros y alguien del grupo, ya sea un entrenador, un pastor de jóvenes o un conductor de la empresa, tenga una CDL con endoso de pasajeros.',
  idealFor: [
    {
      audience: 'sports-teams',
      reason: 'Un equipo de fútbol o béisbol con sus entrenadores y maletas en un solo vehículo.',
    },
    {
      audience: 'churches-ministries',
      reason: 'Giras del coro y retiros juveniles cuando un voluntario tiene CDL.',
    },
    {
      audience: 'schools-colleges',
      reason: 'Una clase o un equipo, con el conductor con CDL del propio distrito o de la universidad.',
    },
    {
      audience: 'sports-hospitality',
      reason:
        'Recorridos continuos entre el hotel y el estadio para un grupo de hospitalidad el día del partido.',
    },
    {
      audience: 'shuttle-transportation',
      reason:
        'Capacidad extra para las semanas de más demanda de un operador de shuttle o cuando uno de sus autobuses está en el taller.',
    },
  ],
  specs: {
    seating:
      '{riders} asientos de respaldo alto orientados hacia adelante a ambos lados de un pasillo central, más el del conductor.',
    luggage:
      'Un compartimento de equipaje trasero y repisas interiores admiten unas {luggage} maletas de tamaño completo con todos los asientos ocupados.',
    dimensions: { lengthIn: 336, widthIn: 96, heightIn: 124 },
    dimensionsNote:
      'Medidas típicas de un autobús sobre chasis cutaway Ford E-450; el ancho es el de la carrocería sin espejos.',
    gvwr: 'unas 14,500 lb',
    models: [
      'Ford E-450 cutaway con carrocería de autobús mediano',
      'Carrocerías de fabricantes como Glaval, Champion o Starcraft',
    ],
    fuel: 'Gasolina (regular sin plomo)',
    transmission: 'Automática',
  },
  licence: {
    summary:
      'Se requiere CDL: cada conductor necesita una CDL Clase C (o superior) con endoso de pasajeros (P).',
    details: [
      n.passengerEndorsement,
      'Su GVWR es de unas 14,500 lb, muy por debajo de 26,001 lb, así que la Clase C es el mínimo. Una licencia Clase B o A con endoso P también lo cubre. Tiene frenos hidráulicos, así que una restricción de frenos de aire en su licencia no importa.',
      n.cdlBooking,
      n.medicalCard,
      n.schoolBus,
      n.foreignCdl,
      n.noDrivers,
    ],
  },
  features: [
    'Puerta de entrada eléctrica para entrar de pie, con pasamanos',
    'Compartimento de equipaje trasero con puerta exterior',
    'Asientos de respaldo alto con portaequipajes superiores',
    'Aire acondicionado y calefacción en el techo',
    'Sistema de megafonía (PA) y cámara de reversa',
    'Ventanas de salida de emergencia y escotillas en el techo',
  ],
  image: {
    key: 'vehicle-25-passenger-bus',
    alt: 'Un autobús mediano blanco de 25 pasajeros con puerta de entrada delantera y puerta de equipaje trasera, en el estacionamiento de una iglesia.',
  },
  faqs: [
    {
      question: '¿Necesito una CDL para manejar un autobús de 25 pasajeros?',
      answer:
        'Sí. Todo vehículo diseñado para 16 o más personas incluido el conductor requiere una CDL con endoso de pasajeros (P), aunque este autobús pese menos de 26,001 lb. Basta con la Clase C con endoso P; además, cada conductor debe tener {minAge} años o más.',
    },
    {
      question: '¿Ustedes proporcionan conductor?',
      answer:
        'No, nuestros alquileres son sin conductor. Si nadie en su grupo tiene CDL, dos [autobuses confort de 15 pasajeros](/15-passenger-comfort-bus) llevan a más personas que un autobús de 25 pasajeros y solo requieren licencias regulares.',
    },
    {
      question: '¿Cuánto equipaje cabe?',
      answer:
        'Unas {luggage} maletas de tamaño completo en el compartimento trasero y en las repisas con todos los asientos ocupados. Mantenga despejados el pasillo y las salidas de emergencia.',
    },
    {
      question: '¿Hay un límite de millaje?',
      answer:
        'Los alquileres diarios y semanales incluyen {milesPerDay} millas por día de alquiler, que se suman para todo el alquiler; las millas adicionales se cobran a la tarifa por milla que figura en su contrato. Los alquileres mensuales incluyen {monthlyMiles} millas al mes.',
    },
    {
      question: '¿Qué debemos saber para manejar un autobús de este tamaño?',
      answer:
        'Mide 28 ft de largo y unos 10 ft 4 in de alto. Abra bien las curvas, vigile el voladizo trasero, no entre en autoservicios (drive-through) ni en estacionamientos techados, y llame con anticipación a los lugares que visite para preguntar dónde puede cargar y estacionarse un autobús.',
    },
  ],
};
