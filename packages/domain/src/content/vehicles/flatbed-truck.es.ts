import * as n from '../licence-notes.es.ts';
import type { VehiclePage } from '../vehicle-page.types.ts';

/** Spanish content of /flatbed-truck (decision 048). */
export const page: VehiclePage = {
  id: 'flatbed-truck',
  metaDescription:
    'Alquile un camión de plataforma de 12 ft para madera, tubería, tarimas y escenarios. Varias toneladas de carga útil, sin CDL; conductores de {minAge} años o más.',
  intro:
    'Una plataforma de 12 ft sobre un chasis de servicio mediano para cargas que no caben en una van: madera, tubería, tarimas, cercas, carpas y escenarios. Carga varias toneladas y no requiere CDL; los conductores deben tener {minAge} años o más, porque un camión de servicio mediano cargado no se maneja en nada como un auto.',
  idealFor: [
    {
      audience: 'construction-contractors',
      reason: 'Materiales hasta la obra, cargados con montacargas por un costado o por detrás.',
    },
    {
      audience: 'equipment-rental',
      reason: 'Carpas, escenarios, pisos y equipo en tarimas durante la temporada alta.',
    },
    {
      audience: 'film-production',
      reason: 'Construcción de sets y escenografía entre el taller y el estudio.',
    },
    {
      audience: 'government-military',
      reason: 'Materiales de obras públicas y limpieza después de tormentas.',
    },
  ],
  specs: {
    seating: 'Cabina regular con banca de tres plazas: el conductor y dos pasajeros.',
    luggage:
      'Sin espacio cerrado. La carga va sobre una plataforma de 12 ft por 8 ft con barandas de estacas removibles (la mayoría de las unidades), asegurada con correas o cadenas a los puntos de amarre.',
    dimensions: { lengthIn: 252, widthIn: 96, heightIn: 96 },
    dimensionsNote:
      'Medidas típicas de un Ford F-550 o un Isuzu NPR-HD con plataforma de 12 ft; la plataforma queda a unos 3 ft 4 in del suelo.',
    gvwr: 'alrededor de 14,500–19,500 lb',
    models: [
      'Ford F-550 de cabina regular con plataforma o carrocería de estacas de 12 ft',
      'Isuzu NPR-HD con plataforma de 12 ft',
    ],
    fuel: 'Diésel en la mayoría de las unidades, con fluido de escape diésel (DEF); algunas unidades usan gasolina',
    transmission: 'Automática',
  },
  licence: {
    summary: 'Sin CDL: su GVWR es inferior a 26,001 lb, así que basta con una licencia de conducir regular.',
    details: [
      'Su GVWR es de unas 14,500 a 19,500 lb y tiene tres asientos, por debajo de ambos límites de la CDL. No se permite enganchar tráileres al camión de plataforma, así que las reglas para combinaciones de vehículos nunca entran en juego.',
      n.licenseHeld,
      n.commercialUse,
    ],
  },
  features: [
    'Carga útil de aproximadamente 6,000 a 9,000 lb, según la unidad (vea la etiqueta de la puerta)',
    'Barandas de estacas removibles (la mayoría de las unidades)',
    'Rieles laterales con bolsillos para estacas y puntos de amarre',
    'Rejilla protectora de la cabina (headache rack)',
    'Cámara de reversa',
  ],
  image: {
    key: 'vehicle-flatbed-truck',
    alt: 'Un camión de plataforma blanco de servicio mediano cargado con tarimas de madera sujetas con correas.',
  },
  faqs: [
    {
      question: '¿Cuánto puede cargar el camión de plataforma?',
      answer:
        'Aproximadamente de 6,000 a 9,000 lb según la unidad; la carga útil exacta figura en la etiqueta del marco de la puerta del conductor. Distribuya la carga y mantenga los objetos pesados abajo y por delante del eje trasero.',
    },
    {
      question: '¿Ustedes proporcionan correas?',
      answer:
        'Traiga sus propias correas, cadenas y lonas con capacidad adecuada para su carga. Las normas federales de sujeción de carga (49 CFR 393.110) fijan el número mínimo de amarres según el largo y el peso: por ejemplo, dos para cualquier objeto de más de 5 ft y hasta 10 ft de largo.',
    },
    {
      question: '¿Puedo transportar en él una minicargadora u otra máquina?',
      answer:
        'No. La plataforma no está hecha para equipo autopropulsado: no tiene rampas ni puntos de anclaje con capacidad para máquinas. Está pensada para cargas en tarimas subidas con montacargas.',
    },
    {
      question: '¿Hay un límite de millaje?',
      answer:
        'Los alquileres diarios y semanales incluyen {milesPerDay} millas por día de alquiler, que se suman a lo largo de todo el alquiler; las millas adicionales se cobran a la tarifa por milla que figura en su contrato. Los alquileres mensuales incluyen {monthlyMiles} millas al mes.',
    },
    {
      question: '¿Puedo usarlo para mi negocio de un estado a otro?',
      answer:
        'Sí, con la documentación correcta. Un camión con un GVWR de más de 10,000 lb que se usa para un negocio en el comercio interestatal es un vehículo motorizado comercial: el conductor necesita una tarjeta médica del DOT y la empresa, un número USDOT. No se necesita CDL.',
    },
  ],
};
