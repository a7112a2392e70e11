import * as n from '../licence-notes.es.ts';
import type { VehiclePage } from '../vehicle-page.types.ts';

/** Spanish content of /trucks (decision 048). */
export const page: VehiclePage = {
  id: 'trucks',
  metaDescription:
    'Alquile una pickup de cabina doble, 4x4, con {seats} asientos. Lleve herramientas y materiales o remolque con aprobación; licencia regular, millas ilimitadas.',
  intro:
    'Una camioneta pickup de tamaño completo con cabina doble: {seats} asientos, una caja para herramientas, equipo o una carga de la maderería, y tracción en las cuatro ruedas para obras y caminos rurales. La alquilan superintendentes de obra, equipos de locaciones de cine, cuadrillas de mantenimiento de campamentos y cualquiera que necesite mover algo voluminoso.',
  idealFor: [
    {
      audience: 'construction-contractors',
      reason: 'La camioneta del superintendente durante todo el proyecto, con tarifas mensuales.',
    },
    {
      audience: 'film-production',
      reason:
        'Viajes de locaciones y de ambientación de sets, con tracción en las cuatro ruedas para locaciones sin pavimentar.',
    },
    {
      audience: 'equipment-rental',
      reason: 'Entregas pequeñas y remolque de un tráiler ligero, con aprobación.',
    },
    {
      audience: 'government-military',
      reason: 'Cuadrillas de parques, de obras públicas y de campo durante una temporada de mucho trabajo.',
    },
    {
      audience: 'summer-camps',
      reason: 'Mantenimiento, compras de suministros y transporte de canoas hasta el punto de embarque.',
    },
  ],
  specs: {
    seating:
      'Cabina doble: conductor y pasajero delantero, y una banca trasera de tres plazas detrás de puertas traseras de tamaño completo.',
    luggage:
      'Una caja abierta de 5 ft 6 in o 6 ft 6 in. Caben unas {luggage} maletas, pero la caja queda expuesta al clima: traiga una lona y amarres.',
    dimensions: { lengthIn: 232, widthIn: 80, heightIn: 77 },
    dimensionsNote:
      'Medidas típicas de una Ford F-150 SuperCrew con caja de 5.5 ft; ancho sin espejos. Las unidades con caja de 6.5 ft son aproximadamente un pie más largas.',
    gvwr: 'alrededor de 6,500–7,200 lb',
    models: ['Ford F-150 SuperCrew', 'Chevrolet Silverado 1500 Crew Cab', 'Ram 1500 Crew Cab'],
    fuel: 'Gasolina (regular sin plomo)',
    transmission: 'Automática, tracción en las cuatro ruedas',
  },
  licence: {
    summary: n.noCdl,
    details: [
      n.licenseHeld,
      'Por sí sola, una pickup tiene un GVWR inferior a 10,001 lb y queda fuera de las normas federales para vehículos comerciales. Con un tráiler, la clasificación combinada puede superar las 10,001 lb, y entonces el uso comercial de un estado a otro conlleva las normas del DOT (tarjeta médica, número USDOT).',
    ],
  },
  features: [
    'Tracción en las cuatro ruedas',
    'Enganche de remolque con conector de 7 pines y controlador de frenos del tráiler (la mayoría de las unidades)',
    'Protector de caja rociado y ganchos de amarre en la caja',
    'Cámara de reversa',
    'Apple CarPlay y Android Auto',
  ],
  image: {
    key: 'vehicle-trucks',
    alt: 'Una camioneta pickup blanca de cabina doble en una obra de construcción, con madera en la caja.',
  },
  faqs: [
    {
      question: '¿Cuánto puedo cargar en la caja?',
      answer:
        'La carga útil, normalmente de 1,500 a 2,000 lb incluidos los pasajeros, figura en la etiqueta del marco de la puerta del conductor. Una tarima de concreto en bolsas supera ese peso; para cargas pesadas, reserve el [camión de plataforma](/flatbed-truck).',
    },
    {
      question: '¿Puedo remolcar con ella?',
      answer:
        'Sí, con aprobación al hacer la reserva. El tráiler y su carga deben mantenerse dentro de la capacidad de remolque indicada en la etiqueta de la puerta, y usted aporta el tráiler, las cadenas de seguridad y cualquier adaptador de cableado.',
    },
    {
      question: '¿Puedo manejarla fuera de la carretera?',
      answer:
        'Los caminos de obra, la grava y los caminos de tierra mantenidos están bien. Los senderos todoterreno, las playas, los campos y los cruces de agua no, y la exención de daños no cubre los daños que ocurran allí.',
    },
    {
      question: '¿Hay un límite de millaje?',
      answer:
        'No. Los alquileres diarios y semanales de pickups incluyen millas ilimitadas. Los alquileres mensuales incluyen {monthlyMiles} millas al mes.',
    },
  ],
};
