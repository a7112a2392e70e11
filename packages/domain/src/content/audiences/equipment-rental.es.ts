import type { AudiencePage } from '../audience-page.types.ts';

/** Spanish content of /equipment-rental (decision 048). */
export const page: AudiencePage = {
  slug: 'equipment-rental',
  metaDescription:
    'Camiones para empresas de alquiler de equipo: de caja con compuerta elevadora, de plataforma y pickups para la temporada alta, por semana o por mes, sin CDL.',
  intro:
    'Las empresas que alquilan artículos para fiestas y eventos, equipo audiovisual o herramientas comparten un problema cada temporada alta: más entregas que camiones. Nosotros ponemos vehículos de reparto que sus conductores pueden manejar sin CDL, por semana para una racha de mucho trabajo o por mes para toda la temporada, para que su propia flota se quede del tamaño que necesita el resto del año.',
  needs: [
    {
      title: 'Capacidad para la temporada alta',
      text: 'La temporada de bodas, las graduaciones y las fiestas de fin de año pueden duplicar el volumen de entregas durante algunos meses.',
    },
    {
      title: 'Compuertas elevadoras y puntos de amarre',
      text: 'Mesas, carros de sillas, módulos de escenario y estuches de equipo audiovisual cargados con seguridad por equipos pequeños.',
    },
    {
      title: 'Camiones que sus conductores pueden manejar',
      text: 'Camiones de caja y de plataforma de menos de 26,001 lb de GVWR, así que no se necesita CDL.',
    },
    {
      title: 'Respaldo cuando un camión está fuera de servicio',
      text: 'Un reemplazo mientras uno de sus propios camiones está en el taller, para que las entregas sigan saliendo.',
    },
  ],
  recommendedVehicles: [
    {
      id: 'cargo-van-box-truck',
      reason:
        'Camiones de caja con compuerta elevadora para mesas, sillas y equipo audiovisual; vans de carga para los técnicos.',
    },
    { id: 'flatbed-truck', reason: 'Carpas, escenarios, pisos y tarimas.' },
    { id: 'trucks', reason: 'Entregas pequeñas y, con aprobación, un remolque liviano.' },
    { id: '15-passenger-van', reason: 'Equipos de montaje para eventos grandes.' },
  ],
  tips: [
    {
      title: 'Reserve pronto para la temporada alta',
      text: 'Los camiones de caja son los primeros vehículos que se agotan en la temporada de bodas y en diciembre. {freeCancellation}',
    },
    {
      title: 'Revise la edad de sus conductores',
      text: 'Los conductores deben tener {minAge:cargo-van-box-truck} años o más para las vans de carga y los camiones de caja, y {minAge:flatbed-truck} años o más para el camión de plataforma.',
    },
    {
      title: 'Su nombre, pero removible',
      text: 'Los letreros magnéticos en las puertas están permitidos. Los vinilos que cubren el vehículo y las calcomanías adhesivas necesitan nuestra aprobación por escrito.',
    },
    {
      title: 'Uso comercial entre estados',
      text: 'Los camiones de caja y de plataforma de más de 10,000 lb de GVWR son vehículos motorizados comerciales cuando se usan para negocios entre estados: el conductor necesita una tarjeta médica del DOT y su empresa, un número USDOT.',
    },
  ],
  faqs: [
    {
      question: '¿Podemos poner nuestro logotipo en sus camiones?',
      answer:
        'Sí, en letreros magnéticos que se quiten sin dejar marcas. Nada adhesivo sobre la pintura sin aprobación por escrito, y retire los letreros antes de la devolución.',
    },
    {
      question: '¿Nuestros conductores necesitan CDL?',
      answer:
        'No. Nuestros camiones de caja y de plataforma tienen un GVWR de menos de 26,001 lb. Para uso comercial entre estados, los conductores sí necesitan una tarjeta médica del DOT.',
    },
    {
      question: '¿Cuánto peso aguanta la compuerta elevadora?',
      answer:
        'Revise la placa de capacidad de la compuerta; suele ser de 1,500 a 2,500 lb: suficiente para un carro de sillas cargado o una tarima de mesas. Trabe las ruedas del carro y mantenga los pies lejos del borde de la compuerta antes de subirla.',
    },
    {
      question: '¿Podemos alquilar por toda la temporada?',
      answer:
        'Sí. Los alquileres mensuales van de 1 a {maxMonths} meses, con {monthlyMiles} millas al mes y el mantenimiento de rutina incluidos. Consulte [arrendamiento a largo plazo](/long-term-leasing).',
    },
  ],
  quotePrompt: {
    intro: 'Para cotizar su flota, indíquenos:',
    items: [
      'Nombre de la empresa y el lugar desde donde hace sus entregas',
      'Las fechas de temporada alta, o los meses que necesita',
      'Qué entrega, y si necesita compuertas elevadoras',
      'Las millas diarias de entrega, aproximadamente',
      'La edad de los conductores, y si las entregas cruzan líneas estatales',
    ],
  },
  image: {
    key: 'audience-equipment-rental',
    alt: 'Un camión de caja con la compuerta elevadora abajo, mientras descargan mesas plegables apiladas en el jardín de un evento.',
  },
};
