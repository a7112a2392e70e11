import * as n from '../licence-notes.es.ts';
import type { VehiclePage } from '../vehicle-page.types.ts';

/** Spanish content of /33-passenger-bus (decision 048). */
export const page: VehiclePage = {
  id: '33-passenger-bus',
  metaDescription:
    'Alquile un autobús de 33 pasajeros para todo un equipo, un coro o un retiro de empresa. Con compartimento de equipaje; se requiere CDL con endoso de pasajeros.',
  intro:
    '{riders} pasajeros y el conductor sobre un chasis de servicio mediano: el autobús para un equipo completo con su personal, un coro de gira o un retiro de empresa. Cada conductor necesita una CDL con endoso de pasajeros; la mayoría de las unidades tienen una clasificación de peso inferior a 26,001 lb, así que la Clase C suele bastar, y antes de la recogida le indicamos qué clase requiere su unidad.',
  idealFor: [
    {
      audience: 'sports-teams',
      reason:
        'La plantilla completa de un equipo escolar o universitario, con entrenadores y preparadores físicos, y las maletas en el compartimento de equipaje.',
    },
    {
      audience: 'schools-colleges',
      reason: 'Una sección de la banda, un coro o un equipo, con el propio conductor con CDL de la escuela.',
    },
    {
      audience: 'churches-ministries',
      reason: 'Giras del coro y retiros de todo el grupo juvenil con un voluntario que tenga CDL.',
    },
    {
      audience: 'businesses-corporations',
      reason:
        'Traslados entre el hotel y el lugar del evento para un retiro de empresa o el equipo de una conferencia.',
    },
    {
      audience: 'sports-hospitality',
      reason:
        'Traslados de los invitados de hospitalidad entre el hotel, el estadio y la cena en los días de evento.',
    },
  ],
  specs: {
    seating:
      '{riders} asientos de respaldo alto orientados hacia adelante a ambos lados de un pasillo central, más el del conductor.',
    luggage:
      'Un compartimento de equipaje trasero y portaequipajes interiores admiten unas {luggage} maletas de tamaño completo con todos los asientos ocupados.',
    dimensions: { lengthIn: 396, widthIn: 100, heightIn: 128 },
    dimensionsNote:
      'Medidas típicas de un autobús sobre chasis Ford F-550 o Freightliner S2C; el ancho es el de la carrocería sin espejos.',
    gvwr: 'unas 19,500–26,000 lb',
    models: [
      'Chasis Ford F-550 con carrocería de autobús mediano',
      'Autobús mediano sobre chasis Freightliner S2C',
      'Carrocerías de fabricantes como Glaval, Champion o StarTrans',
    ],
    fuel: 'Gasolina o diésel, según la unidad (indicado junto a la boca de llenado)',
    transmission: 'Automática',
  },
  licence: {
    summary:
      'Se requiere CDL: cada conductor necesita una CDL con endoso de pasajeros (P), Clase C para la mayoría de las unidades y Clase B para las más pesadas.',
    details: [
      n.passengerEndorsement,
      'La mayoría de los autobuses de 33 pasajeros tienen un GVWR de 26,000 lb o menos, así que una CDL Clase C con endoso P los cubre; las unidades con un GVWR de 26,001 lb o más requieren Clase B. Antes de la recogida le indicamos cuál requiere su unidad, y la clasificación figura en la etiqueta del interior de la puerta del conductor.',
      'Algunas unidades tienen frenos de aire. Si su CDL tiene una restricción de frenos de aire (código L o Z), avísenos al reservar y le asignaremos una unidad con frenos hidráulicos.',
      n.cdlBooking,
      n.medicalCard,
      n.schoolBus,
      n.foreignCdl,
      n.noDrivers,
    ],
  },
  features: [
    'Puerta de entrada eléctrica para entrar de pie, con pasamanos',
    'Compartimento de equipaje trasero y portaequipajes superiores',
    'Aire acondicionado y calefacción en el techo',
    'Luces de lectura y carga USB (la mayoría de las unidades)',
    'Sistema de megafonía (PA) y cámara de reversa',
    'Ventanas de salida de emergencia y escotillas en el techo',
  ],
  image: {
    key: 'vehicle-33-passenger-bus',
    alt: 'Un autobús blanco de 33 pasajeros con ventanas polarizadas y puerta de entrada delantera, en el carril de descenso de un estadio.',
  },
  faqs: [
    {
      question: '¿Qué CDL necesito para un autobús de 33 pasajeros?',
      answer:
        'Una CDL con endoso de pasajeros (P). Para las unidades con un GVWR de 26,000 lb o menos, que son la mayoría, basta con la Clase C; las unidades más pesadas requieren Clase B. Antes de la recogida le confirmamos la clase que requiere su unidad. Cada conductor debe tener {minAge} años o más.',
    },
    {
      question: '¿Cuánto equipaje cabe?',
      answer:
        'Unas {luggage} maletas de tamaño completo en el compartimento trasero y en los portaequipajes con todos los asientos ocupados. Para el material de un equipo, añada un [camión de caja](/cargo-van-box-truck).',
    },
    {
      question: '¿Hay un límite de millaje?',
      answer:
        'Los alquileres diarios y semanales incluyen {milesPerDay} millas por día de alquiler, que se suman para todo el alquiler; las millas adicionales se cobran a la tarifa por milla que figura en su contrato. Los alquileres mensuales incluyen {monthlyMiles} millas al mes.',
    },
    {
      question: '¿Dónde podemos estacionarlo?',
      answer:
        'Como cualquier autobús: no en estacionamientos techados, porque mide unos 10 ft 8 in de alto, ni en la mayoría de los estacionamientos de hoteles o restaurantes sin preguntar antes. Los estadios y recintos de eventos suelen exigir un pase de estacionamiento para autobuses reservado con anticipación.',
    },
    {
      question: '¿Qué hay que saber de las unidades diésel?',
      answer:
        'Las unidades diésel también usan líquido de escape diésel (DEF). Salen con el tanque de DEF lleno, que alcanza para la mayoría de los viajes. Nunca ponga gasolina en un vehículo diésel, y nunca ponga DEF en el tanque de combustible: la boca de llenado del DEF tiene tapa azul.',
    },
  ],
};
