import type { AudiencePage } from '../audience-page.types.ts';

/** Spanish content of /wine-tours-sightseeing (decision 048). */
export const page: AudiencePage = {
  slug: 'wine-tours-sightseeing',
  metaDescription:
    'Vans y minibuses para tours de vinos y turismo: asientos cómodos, espacio para las compras y reglas claras sobre conductores designados y envases abiertos.',
  intro:
    'Los días de cata y los recorridos turísticos necesitan un vehículo cómodo, espacio para lo que la gente compra y una persona que se mantenga sobria todo el día. Los pequeños operadores turísticos usan nuestras vans y minibuses con sus propios guías; los grupos privados alquilan una van de conversión y traen a un conductor designado.',
  needs: [
    {
      title: 'Un conductor designado',
      text: 'Alguien que no beba nada en todo el día, porque todos los pasajeros dependen de esa persona.',
    },
    {
      title: 'Comodidad para un día largo',
      text: 'Buenos asientos, climatización y facilidad para subir y bajar en cada parada.',
    },
    {
      title: 'Espacio para las compras',
      text: 'Las cajas de vino bien aseguradas y fuera del sol, no rodando por el piso.',
    },
    {
      title: 'Paradas que reciben grupos',
      text: 'Muchos viñedos piden a los grupos que reserven con anticipación, y algunos limitan el tamaño de los vehículos que admiten.',
    },
  ],
  recommendedVehicles: [
    {
      id: '9-passenger-conversion-van',
      reason:
        'Grupos privados de cata de hasta {riders:9-passenger-conversion-van} invitados más el conductor.',
    },
    {
      id: '15-passenger-comfort-bus',
      reason:
        'Operadores turísticos: pasillo, una puerta para entrar de pie y un compartimento para las cajas, sin licencia de conducir comercial (CDL).',
    },
    { id: '12-passenger-van', reason: 'Grupos privados más grandes.' },
    { id: '25-passenger-bus', reason: 'Tours de operadores con un guía que maneja y tiene CDL.' },
    { id: 'suvs', reason: 'Un grupo pequeño de hasta {riders:suvs} invitados más el conductor.' },
  ],
  tips: [
    {
      title: 'Solo botellas cerradas',
      text: 'En la mayoría de los estados, las leyes sobre envases abiertos se aplican a todos los ocupantes de un vehículo que maneja el propio grupo; la excepción para limusinas y autobuses es para operadores con licencia de transporte remunerado de pasajeros. Mantenga las botellas cerradas y en el área de carga.',
    },
    {
      title: 'Llame antes a los viñedos',
      text: 'Muchos exigen reservación para grupos, y algunos no admiten autobuses ni limusinas. Confirme el tamaño del vehículo al reservar cada parada.',
    },
    {
      title: 'Proteja las compras',
      text: 'Un vehículo cerrado al sol se calienta lo suficiente como para dañar el vino. Lleve las cajas abajo en el área de carga, cubiertas, y emprenda el regreso al final del día.',
    },
    {
      title: 'Quédese el vehículo hasta el día siguiente',
      text: 'Su precio cuenta periodos de 24 horas desde la recogida, así que una van recogida a las 10 a.m. y reservada para devolverla a las 10 a.m. del día siguiente cuesta la tarifa de un día. Nadie tiene que manejar de regreso cansado por la noche.',
    },
  ],
  faqs: [
    {
      question: '¿Pueden beber los pasajeros en la van entre un viñedo y otro?',
      answer:
        'No. En la mayoría de los estados, las leyes sobre envases abiertos se aplican a los pasajeros de un vehículo que maneja el propio grupo, y nuestros términos prohíben beber en nuestros vehículos.',
    },
    {
      question: '¿Puede el conductor probar un vino?',
      answer:
        'Pedimos a los conductores que no beban nada. Incluso una pequeña cantidad hace más lentos los reflejos, y un conductor con CDL supera el límite legal con 0.04% en un vehículo comercial.',
    },
    {
      question: '¿Podemos ofrecer tours pagados en sus vehículos?',
      answer:
        'Sí, con un contrato comercial y bajo su propia autorización de operación y su propio seguro. Consulte [empresas de limusinas](/limousine-companies) para saber qué requiere el contrato.',
    },
    {
      question: '¿Las rutas panorámicas limitan el tamaño del vehículo?',
      answer:
        'Algunas sí: los caminos de montaña, los caminos de los parques y los puentes antiguos pueden limitar el largo, el ancho o la altura. Compare las dimensiones que figuran en nuestras páginas de vehículos con la ruta antes de elegir.',
    },
  ],
  quotePrompt: {
    intro: 'Para una cotización de su tour, indíquenos:',
    items: [
      'Fechas, región y las paradas que tiene previstas',
      'Invitados por día',
      'Si se trata de un grupo privado o de un tour pagado y, si es pagado, su autorización',
      'Quién va a manejar',
    ],
  },
  image: {
    key: 'audience-wine-tours-sightseeing',
    alt: 'Una van de conversión estacionada junto a hileras de viñas, con invitados caminando hacia una sala de catas.',
  },
};
