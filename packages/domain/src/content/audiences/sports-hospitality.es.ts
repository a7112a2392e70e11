import type { AudiencePage } from '../audience-page.types.ts';

/** Spanish content of /sports-hospitality (decision 048). */
export const page: AudiencePage = {
  slug: 'sports-hospitality',
  metaDescription:
    'Vehículos para hospitalidad deportiva: traslados VIP y del hotel al estadio, y vans para personal y suministros en campeonatos, partidos de bowl y carreras.',
  intro:
    'En campeonatos, partidos de bowl, torneos de golf y fines de semana de carreras, los programas de hospitalidad se juegan el éxito en el transporte: los invitados esperan salir del hotel a tiempo, bajarse cerca de la entrada y que los recojan después del pitazo final. Nosotros ponemos los vehículos; usted pone el horario y los conductores.',
  needs: [
    {
      title: 'Traslados de invitados',
      text: 'Del hotel al estadio, del estadio a la cena y de regreso, para grupos que van desde unos pocos VIP hasta varias decenas de invitados.',
    },
    {
      title: 'Viajes de suministros y de personal',
      text: 'Mobiliario para las carpas, insumos de catering, mercancía y credenciales, además del personal que llega horas antes que los invitados.',
    },
    {
      title: 'Vehículos apartados con tiempo',
      text: 'Los grandes eventos agotan los vehículos grandes de una región con meses de anticipación; apartar los vehículos pronto importa más que cualquier otra cosa.',
    },
    {
      title: 'Logística del recinto',
      text: 'Los pases de estacionamiento para autobuses, las zonas de descenso y los límites de altura los fijan el recinto y la policía, y cambian los días del evento.',
    },
  ],
  recommendedVehicles: [
    { id: 'suvs', reason: 'Traslados VIP: silenciosas, cómodas y con tracción en las cuatro ruedas.' },
    { id: '9-passenger-conversion-van', reason: 'Grupos VIP pequeños, en asientos tipo capitán.' },
    {
      id: '15-passenger-comfort-bus',
      reason:
        'Traslados de invitados con una puerta para entrar de pie, y sin licencia de conducir comercial (CDL).',
    },
    { id: '33-passenger-bus', reason: 'Circuitos para grupos grandes con sus conductores con CDL.' },
    { id: 'cargo-van-box-truck', reason: 'Suministros de hospitalidad, mobiliario y mercancía.' },
  ],
  tips: [
    {
      title: 'Aparte los vehículos en cuanto sepa las fechas',
      text: 'Reserve pronto y haga cambios a medida que se concrete el programa. {freeCancellation}',
    },
    {
      title: 'Consiga con tiempo las credenciales del recinto',
      text: 'Pida a los organizadores del evento los pases de estacionamiento para vehículos y la ruta autorizada para dejar a los invitados; a los vehículos que no los tienen no los dejan entrar a los mejores estacionamientos.',
    },
    {
      title: 'Los paquetes pagados cambian las reglas',
      text: 'Si el transporte forma parte de un paquete que pagaron sus invitados, por lo general se trata de transporte remunerado. Use un transportista con licencia, o conductores que trabajen bajo su propia autorización de operación.',
    },
    {
      title: 'Personalice la experiencia, no la pintura',
      text: 'Se permiten letreros magnéticos y vinilos removibles en las ventanas; los rotulados completos y las calcomanías adhesivas requieren nuestra aprobación por escrito.',
    },
  ],
  faqs: [
    {
      question: '¿Ustedes proporcionan conductores?',
      answer:
        'No, en nuestros alquileres usted maneja. Los programas de hospitalidad suelen usar a su propio personal para las vans y el autobús confort, y conductores con CDL de una agencia de personal para los autobuses más grandes.',
    },
    {
      question: '¿Podemos apartar vehículos para toda la semana del evento?',
      answer: 'Sí. A partir de 7 días completos se aplica la tarifa semanal. {freeCancellation}',
    },
    {
      question: '¿Podemos poner la imagen del evento en los vehículos?',
      answer:
        'Sí, si se quita sin dejar rastro: letreros magnéticos en paneles planos y vinilos removibles en las ventanas (nunca en el parabrisas ni en las ventanas laterales delanteras). Retírelos antes de la devolución.',
    },
    {
      question:
        'Nuestros invitados pagaron un paquete que incluye el transporte. ¿Puede manejar nuestro personal?',
      answer:
        'Transportar pasajeros como parte de un paquete pagado es, por lo general, transporte remunerado, que requiere una autorización de operación y un seguro comercial muy superiores a los de un alquiler normal. Alquilamos a operadores con licencia mediante un contrato comercial; consulte [servicios de traslado](/shuttle-transportation).',
    },
  ],
  quotePrompt: {
    intro: 'Para cotizar su evento, indíquenos:',
    items: [
      'El evento, sus fechas y el recinto',
      'Número de invitados por traslado, y quiénes son VIP',
      'Hoteles y otras paradas del programa',
      'Viajes de personal y suministros antes y después del evento',
      'Quién va a manejar y, si los invitados pagaron el transporte, bajo qué autorización de operación',
    ],
  },
  image: {
    key: 'audience-sports-hospitality',
    alt: 'Invitados con los colores de su equipo bajando de un minibús en la entrada de hospitalidad de un estadio.',
  },
};
