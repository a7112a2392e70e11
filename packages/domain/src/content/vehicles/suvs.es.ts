import * as n from '../licence-notes.es.ts';
import type { VehiclePage } from '../vehicle-page.types.ts';

/** Spanish content of /suvs (decision 048). */
export const page: VehiclePage = {
  id: 'suvs',
  metaDescription:
    'Alquile una SUV de tamaño completo con {seats} asientos, 4x4 y amplio espacio para equipaje. Licencia regular, millas ilimitadas por día y remolque con aprobación.',
  intro:
    'Una SUV de tamaño completo tiene {seats} asientos en tres filas, tracción en las cuatro ruedas, amplio espacio para equipaje y capacidad para remolcar. Es ideal para ejecutivos e invitados VIP, viajes de esquí y familias que van a lugares con nieve o caminos de grava.',
  idealFor: [
    {
      audience: 'businesses-corporations',
      reason: 'Ejecutivos y clientes que esperan un viaje silencioso y cómodo.',
    },
    {
      audience: 'sports-hospitality',
      reason: 'Traslados de invitados VIP entre el hotel, el evento y la cena.',
    },
    {
      audience: 'film-production',
      reason: 'Productores y buscadores de locaciones en caminos rurales, con tracción en las cuatro ruedas.',
    },
    { audience: 'clubs-youth-orgs', reason: 'Viajes del club de esquí y snowboard a las montañas.' },
    {
      audience: 'family-vacations',
      reason:
        'Ocho asientos y tracción en las cuatro ruedas para una cabaña, una semana de esquí o un parque nacional.',
    },
  ],
  specs: {
    seating:
      'Conductor y pasajero delantero, una banca de tres plazas en la segunda fila y una tercera fila de tres plazas.',
    luggage:
      'Unas {luggage} maletas grandes detrás de la tercera fila con todos los asientos ocupados; si pliega la tercera fila, cabe mucho más.',
    dimensions: { lengthIn: 226, widthIn: 81, heightIn: 76 },
    dimensionsNote:
      'Medidas típicas de una Chevrolet Suburban o una Ford Expedition MAX; ancho sin espejos. Con unos 6 ft 4 in de alto, entra en la mayoría de los estacionamientos techados.',
    gvwr: 'alrededor de 7,300–7,700 lb',
    models: ['Chevrolet Suburban', 'GMC Yukon XL', 'Ford Expedition MAX', 'Chevrolet Tahoe'],
    fuel: 'Gasolina (regular sin plomo)',
    transmission: 'Automática, tracción en las cuatro ruedas',
  },
  licence: {
    summary: n.noCdl,
    details: [n.licenseHeld, n.visitorsFromAbroad],
  },
  features: [
    'Tracción en las cuatro ruedas',
    'Enganche de remolque con conector de 7 pines y controlador de frenos del tráiler (la mayoría de las unidades)',
    'Climatización de tres zonas',
    'Portón trasero eléctrico',
    'Apple CarPlay y Android Auto',
    'Monitor de punto ciego y cámara de reversa',
  ],
  image: {
    key: 'vehicle-suvs',
    alt: 'Una SUV negra de tamaño completo estacionada frente a un refugio de montaña, con el portón trasero abierto y equipaje adentro.',
  },
  faqs: [
    {
      question: '¿Todas sus SUV tienen tracción en las cuatro ruedas?',
      answer:
        'Sí, todas las SUV de tamaño completo de esta categoría tienen tracción en las cuatro ruedas. Ayuda en la nieve y la grava, pero no le ayuda a frenar: reduzca la velocidad en condiciones invernales.',
    },
    {
      question: '¿Puedo remolcar un tráiler?',
      answer:
        'Solo con aprobación al hacer la reserva. El tráiler y su carga deben mantenerse dentro de la capacidad de remolque que indican el manual del propietario y la etiqueta de la puerta; usted aporta el tráiler, las cadenas de seguridad y cualquier adaptador de cableado.',
    },
    {
      question: '¿Podemos llevar esquís o un cofre portaequipajes en el techo?',
      answer:
        'No se permite carga en el techo: ni cofres de techo, ni portaequipajes, ni correas sujetas a los rieles del techo. Los esquís y las tablas van adentro, con la tercera fila plegada.',
    },
    {
      question: '¿Está preparada para manejar en la montaña en invierno?',
      answer:
        'La tracción en las cuatro ruedas con llantas para toda temporada (M+S) con buen dibujo cumple las leyes de tracción para vehículos de pasajeros que aplican algunos estados, como la de Colorado en la I-70. No se permiten cadenas para llantas en nuestros vehículos: si una ley de cadenas cierra una carretera, espere o tome otra ruta.',
    },
    {
      question: '¿Hay un límite de millaje?',
      answer:
        'No. Los alquileres diarios y semanales incluyen millas ilimitadas. Los alquileres mensuales incluyen {monthlyMiles} millas al mes.',
    },
  ],
};
