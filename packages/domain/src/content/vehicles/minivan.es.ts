import * as n from '../licence-notes.es.ts';
import type { VehiclePage } from '../vehicle-page.types.ts';

/** Spanish content of /minivan (decision 048). */
export const page: VehiclePage = {
  id: 'minivan',
  metaDescription:
    'Alquile una minivan de {seats} asientos, puertas corredizas eléctricas y anclajes para sillas de auto. Se maneja como un auto; licencia regular, millas ilimitadas al día.',
  intro:
    '{seats} asientos, puertas corredizas, piso bajo y un manejo como el de un auto hacen de la minivan el vehículo de grupo más práctico del día a día. La eligen las familias, los equipos de trabajo pequeños y quienes van a recoger a sus parientes al aeropuerto. Cualquier conductor de {minAge} años o más con una licencia regular puede manejarla.',
  idealFor: [
    {
      audience: 'family-vacations',
      reason: 'Sillas de auto, coches de bebé y maletas para una familia de hasta {seats}.',
    },
    {
      audience: 'family-reunions',
      reason:
        'Un acceso bajo y puertas corredizas, cómodos tanto para los abuelos como para los más pequeños.',
    },
    {
      audience: 'summer-camps',
      reason:
        'Viajes a la enfermería, mandados del personal y recogidas en el aeropuerto para unos pocos campistas a la vez.',
    },
    {
      audience: 'churches-ministries',
      reason:
        'Para recoger los domingos a los adultos mayores a quienes el escalón de una van les resulta demasiado alto.',
    },
  ],
  specs: {
    seating:
      'Conductor y pasajero delantero, dos asientos capitán en la segunda fila con un pasillo entre ellos y una tercera fila de tres plazas.',
    luggage:
      'Un hueco profundo detrás de la tercera fila admite unas {luggage} maletas grandes con todos los asientos ocupados. Si pliega la tercera fila dentro del piso, cabe mucho más.',
    dimensions: { lengthIn: 204, widthIn: 80, heightIn: 70 },
    dimensionsNote:
      'Medidas típicas de una Chrysler Pacifica o una Toyota Sienna; ancho sin espejos. Cabe en cualquier estacionamiento techado y en un espacio de estacionamiento estándar.',
    gvwr: 'alrededor de 6,000 lb',
    models: ['Chrysler Pacifica', 'Toyota Sienna', 'Honda Odyssey', 'Kia Carnival'],
    fuel: 'Gasolina; algunas unidades son híbridas de gasolina y electricidad que nunca necesitan enchufarse',
    transmission: 'Automática',
  },
  licence: {
    summary: n.noCdl,
    details: [n.licenseHeld, n.visitorsFromAbroad],
  },
  features: [
    'Puertas laterales corredizas eléctricas',
    'Anclajes LATCH para sillas infantiles en la segunda y la tercera fila',
    'Controles de climatización traseros',
    'Apple CarPlay y Android Auto',
    'Cámara de reversa y monitor de punto ciego (la mayoría de las unidades)',
    'Tercera fila abatible que queda plana',
  ],
  image: {
    key: 'vehicle-minivan',
    alt: 'Una minivan plateada con la puerta corrediza abierta y una silla infantil instalada en la segunda fila.',
  },
  faqs: [
    {
      question: '¿Caben sillas de auto para niños?',
      answer:
        'Sí. Los asientos capitán de la segunda fila y al menos un asiento de la tercera fila tienen anclajes LATCH; las posiciones exactas varían según el modelo. Traiga su propia silla de auto: la mayoría de las aerolíneas de EE. UU. la documentan sin costo.',
    },
    {
      question: '¿Minivan o SUV?',
      answer:
        'Una minivan es más fácil para subir y bajar, lleva más equipaje detrás de la tercera fila y gasta menos combustible. Una [SUV](/suvs) de tamaño completo tiene {seats:suvs} asientos, tracción en las cuatro ruedas para la nieve y la grava, y puede remolcar con aprobación.',
    },
    {
      question: '¿Hay un límite de millaje?',
      answer:
        'No. Los alquileres diarios y semanales incluyen millas ilimitadas. Los alquileres mensuales incluyen {monthlyMiles} millas al mes.',
    },
    {
      question: '¿Puedo manejarla hasta Canadá?',
      answer:
        'Sí, con nuestra aprobación por escrito al hacer la reserva; lleve los pasaportes y el contrato de alquiler. No se permite manejarla a México.',
    },
    {
      question: '¿Me cubre mi propio seguro o mi tarjeta de crédito?',
      answer:
        'En el caso de una minivan, por lo general sí: la mayoría de las pólizas de auto personales se extienden a un auto alquilado de este tipo, y muchos beneficios de tarjetas de crédito cubren las minivans. Verifique ambos antes de viajar, o agregue nuestra exención de daños en la recogida.',
    },
  ],
};
