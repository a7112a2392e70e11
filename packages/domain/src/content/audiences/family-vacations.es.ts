import type { AudiencePage } from '../audience-page.types.ts';

/** Spanish content of /family-vacations (decision 048). */
export const page: AudiencePage = {
  slug: 'family-vacations',
  metaDescription:
    'Minivans, SUVs y vans para vacaciones con una o varias familias: anclajes para sillas de auto, espacio para maletas y millas ilimitadas en minivans y SUVs.',
  intro:
    'Los viajes en familia salen mejor en un solo vehículo: dos familias en una van de 12 pasajeros, una minivan desde el aeropuerto, una SUV con tracción en las cuatro ruedas para ir a la cabaña. Le ayudamos a cuadrar asientos, sillas de auto y maletas, y le decimos con claridad qué cubren su propio seguro y su licencia.',
  needs: [
    {
      title: 'Asientos y maletas a la vez',
      text: 'Una maleta por persona, más carriolas y hieleras: el espacio para equipaje importa tanto como los asientos.',
    },
    {
      title: 'Sillas de auto',
      text: 'Anclajes para sillas infantiles, y espacio para instalarlas sin batallar.',
    },
    {
      title: 'Libertad en la carretera',
      text: 'Millas ilimitadas en minivans y SUVs, {milesPerDay:12-passenger-van} millas por día en las vans de pasajeros, y reglas claras sobre dónde puede manejar.',
    },
    {
      title: 'Llegadas al aeropuerto',
      text: 'Recoja a todos en la zona de llegadas en un solo viaje, en lugar de dos autos de aplicación y un taxi.',
    },
  ],
  recommendedVehicles: [
    {
      id: 'minivan',
      reason: 'Hasta {seats:minivan} personas con sillas de auto y puertas corredizas eléctricas.',
    },
    {
      id: 'suvs',
      reason:
        'Ocho asientos y tracción en las cuatro ruedas para la nieve, las cabañas y los parques nacionales.',
    },
    { id: '12-passenger-van', reason: 'Dos familias juntas, con el equipaje detrás de la última fila.' },
    { id: '9-passenger-conversion-van', reason: 'La opción cómoda para largos días en la carretera.' },
    { id: '15-passenger-van', reason: 'Un grupo familiar grande en un solo vehículo.' },
  ],
  tips: [
    {
      title: 'Cuente el equipaje',
      text: 'Cada página de vehículo indica cuántas maletas de tamaño completo caben con todos los asientos ocupados. Si las cifras quedan justas, elija un tamaño más grande o use maletas blandas.',
    },
    {
      title: 'Revise los límites en los caminos de los parques',
      text: 'Algunos caminos de parques nacionales limitan el tamaño de los vehículos: la Going-to-the-Sun Road de Glacier prohíbe vehículos de más de 21 ft de largo, 8 ft de ancho con espejos incluidos o 10 ft de alto, y el túnel de Zion exige escolta para vehículos grandes. Compare las dimensiones en nuestras páginas de vehículos.',
    },
    {
      title: 'Cruzar una frontera',
      text: 'Se permite ir a Canadá con nuestra aprobación por escrito al momento de reservar; lleve los pasaportes y el contrato de alquiler. No se permite ir a México.',
    },
    {
      title: 'Días de playa y mascotas',
      text: 'Sacuda la arena antes de la devolución: mucha arena significa un cargo por limpieza. Las mascotas pueden viajar en un transportador cerrado en las minivans y SUVs; los animales de servicio son bienvenidos en todos los vehículos.',
    },
  ],
  faqs: [
    {
      question: '¿Podemos traer sillas de auto?',
      answer:
        'Sí, y se lo recomendamos: nosotros no las proporcionamos. Las minivans y SUVs tienen anclajes LATCH en la segunda fila y en al menos un asiento de la tercera fila; en las vans de pasajeros, instale las sillas con el cinturón de seguridad, como indica el manual de la silla.',
    },
    {
      question: '¿Pueden manejar ambos padres?',
      answer:
        'Sí. Cada conductor adicional se cobra por día, y el cargo aparece en el precio antes de reservar; debe presentar su licencia en la recogida y cumplir la edad mínima del vehículo.',
    },
    {
      question: '¿Ofrecen alquileres de un solo sentido?',
      answer: 'No. Todos los alquileres empiezan y terminan en la misma sucursal.',
    },
    {
      question: '¿Mi tarjeta de crédito cubre el alquiler?',
      answer:
        'Los beneficios de muchas tarjetas cubren minivans y SUVs, pero excluyen las vans de más de ocho o nueve asientos, las camionetas pickup, los camiones y las vans de carga. Lea los términos de su tarjeta antes de rechazar nuestra exención de daños.',
    },
  ],
  quotePrompt: {
    intro: 'Reservar en línea es lo más rápido. Si prefiere preguntar primero, indíquenos:',
    items: [
      'Las fechas del viaje y la sucursal de recogida',
      'Adultos, niños y las sillas de auto que traerá',
      'Maletas, carriolas y otros artículos voluminosos',
      'A dónde se dirige, y si entrará a Canadá',
    ],
  },
  image: {
    key: 'audience-family-vacations',
    alt: 'Una familia carga maletas y una carriola en la parte trasera de una minivan junto a la acera de un aeropuerto.',
  },
};
