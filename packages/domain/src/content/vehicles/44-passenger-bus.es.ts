import * as n from '../licence-notes.es.ts';
import type { VehiclePage } from '../vehicle-page.types.ts';

/** Spanish content of /44-passenger-bus (decision 048). */
export const page: VehiclePage = {
  id: '44-passenger-bus',
  metaDescription:
    'Alquile un autobús de 44 pasajeros para un equipo, un grado o un evento. Maletero trasero y frenos de aire; se requiere CDL Clase B con endoso de pasajeros.',
  intro:
    'Nuestro vehículo más grande: {riders} pasajeros y un conductor sobre un chasis de servicio pesado, con compartimiento trasero para equipaje y portaequipajes superiores. Lleva en un solo viaje a un equipo de fútbol americano, una excursión de todo un grado o un grupo completo de conferencia, manejado por su propio conductor con licencia de conducir comercial (CDL) Clase B y endoso de pasajeros.',
  idealFor: [
    {
      audience: 'schools-colleges',
      reason:
        'Una excursión de todo un grado o un equipo de fútbol americano, con los conductores con CDL del distrito escolar.',
    },
    {
      audience: 'sports-teams',
      reason:
        'Todo el plantel de fútbol americano o de atletismo, con sus entrenadores, en un solo vehículo.',
    },
    {
      audience: 'government-military',
      reason:
        'Para trasladar una unidad o una clase de entrenamiento con sus propios conductores con licencia.',
    },
    {
      audience: 'destination-management',
      reason:
        'Traslados al aeropuerto y salidas a cenar para un gran grupo de viaje de incentivo o de conferencia.',
    },
    {
      audience: 'businesses-corporations',
      reason: 'Eventos de toda la empresa y visitas a instalaciones en los que todos deben llegar juntos.',
    },
  ],
  specs: {
    seating:
      '{riders} asientos de respaldo alto orientados hacia adelante, a ambos lados de un pasillo central, más el del conductor.',
    luggage:
      'Un compartimiento trasero para equipaje y los portaequipajes superiores admiten unas {luggage} maletas grandes con todos los asientos ocupados.',
    dimensions: { lengthIn: 480, widthIn: 102, heightIn: 138 },
    dimensionsNote:
      'Medidas típicas de un autobús sobre chasis Freightliner M2; el ancho es el de la carrocería, sin espejos.',
    gvwr: 'alrededor de 33,000 lb',
    models: [
      'Chasis Freightliner M2 106 con carrocería de autobús de 40 ft',
      'Carrocerías de fabricantes como Glaval o Grech',
    ],
    fuel: 'Diésel, con fluido de escape diésel (DEF)',
    transmission: 'Automática Allison',
  },
  licence: {
    summary:
      'Se requiere CDL: Clase B (o A) con endoso de pasajeros (P) y sin restricción de frenos de aire.',
    details: [
      n.passengerEndorsement,
      'Su GVWR es de unas 33,000 lb, por encima del límite de 26,001 lb, así que la licencia debe ser Clase B o Clase A; una CDL Clase C no lo cubre.',
      'Tiene frenos de aire: no se puede usar una CDL con restricción de frenos de aire (código L o Z).',
      n.cdlBooking,
      n.medicalCard,
      n.schoolBus,
      n.foreignCdl,
      n.noDrivers,
    ],
  },
  features: [
    'Frenos de aire con ABS',
    'Compartimiento trasero para equipaje con puerta exterior',
    'Portaequipajes superiores con luces de lectura',
    'Aire acondicionado y calefacción montados en el techo',
    'Sistema de altavoces (PA) y cámara de reversa',
    'Ventanas de salida de emergencia y escotillas en el techo',
  ],
  image: {
    key: 'vehicle-44-passenger-bus',
    alt: 'Un autobús blanco de 40 ft con una fila de ventanas polarizadas y una puerta trasera de equipaje, mientras suben estudiantes frente a una escuela.',
  },
  faqs: [
    {
      question: '¿Qué licencia necesito para un autobús de 44 pasajeros?',
      answer:
        'Una CDL Clase B o Clase A con endoso de pasajeros (P) y sin restricción de frenos de aire. La Clase C no basta porque el GVWR del autobús supera las 26,000 lb. Cada conductor debe tener {minAge} años o más y presentar una tarjeta médica del DOT vigente.',
    },
    {
      question: '¿Cuánto equipaje cabe?',
      answer:
        'Unas {luggage} maletas grandes entre el compartimiento trasero y los portaequipajes superiores, con todos los asientos ocupados. Mantenga despejados el pasillo y las salidas de emergencia.',
    },
    {
      question: '¿Hay un límite de millaje?',
      answer:
        'Los alquileres diarios y semanales incluyen {milesPerDay} millas por día de alquiler, que se suman a lo largo de todo el alquiler; las millas adicionales se cobran a la tarifa por milla que figura en su contrato. Los alquileres mensuales incluyen {monthlyMiles} millas al mes.',
    },
    {
      question: '¿Cuánto puede manejar nuestro conductor en un día?',
      answer:
        'Planifique las horas al volante, no solo la ruta. En viajes que cruzan de un estado a otro, las normas federales de horas de servicio pueden aplicarse a su conductor con CDL: en vehículos de pasajeros, un máximo de 10 horas de manejo después de 8 horas fuera de servicio. Para jornadas largas, lleve dos conductores con CDL.',
    },
    {
      question: '¿Podemos llevarlo a una ciudad?',
      answer:
        'Sí, con planificación: mide 40 ft de largo y unos 11 ft 6 in de alto. Muchas vías tipo parkway y algunos puentes antiguos están cerrados a los autobuses, así que planifique la ruta con un GPS para camiones o autobuses en lugar de una app para autos, y acuerde con anticipación las zonas de carga y descarga con los lugares que visitará.',
    },
  ],
};
