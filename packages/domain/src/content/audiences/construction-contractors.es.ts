import type { AudiencePage } from '../audience-page.types.ts';

/** Spanish content of /construction-contractors (decision 048). */
export const page: AudiencePage = {
  slug: 'construction-contractors',
  metaDescription:
    'Vehículos para construcción: vans para cuadrillas, pickups 4x4, camiones de plataforma y de caja por día, o para toda la obra con tarifas mensuales.',
  intro:
    'Los contratistas alquilan con nosotros para ajustar la flota a la obra: vans para cuadrillas cuando un proyecto suma un turno, camionetas pickup para los superintendentes, un camión de plataforma para una semana de entregas, un camión de caja para las herramientas. Las tarifas mensuales cubren toda la duración del proyecto sin inmovilizar capital en vehículos que después se quedan parados.',
  needs: [
    {
      title: 'Transporte de cuadrillas',
      text: 'Llevar a una cuadrilla desde el patio o un estacionamiento alejado hasta la obra todos los días, a tiempo.',
    },
    {
      title: 'Materiales y herramientas',
      text: 'Madera, tubería y material en tarimas en un camión de plataforma; herramientas y equipo pequeño bajo llave en una van de carga o un camión de caja.',
    },
    {
      title: 'Alquileres por la duración del proyecto',
      text: 'Vehículos para los meses que dura una obra, que después se devuelven, sin nada que revender.',
    },
    {
      title: 'Vehículos listos para la obra',
      text: 'Tracción en las cuatro ruedas, protectores de caja y puntos de amarre para grava y lodo.',
    },
  ],
  recommendedVehicles: [
    {
      id: '15-passenger-van',
      reason: 'La cuadrilla más grande que se puede transportar con una licencia regular.',
    },
    {
      id: 'trucks',
      reason: 'Superintendentes y capataces: tracción en las cuatro ruedas, y remolque con aprobación.',
    },
    { id: 'flatbed-truck', reason: 'Madera, tubería y tarimas, sin necesidad de CDL.' },
    { id: 'cargo-van-box-truck', reason: 'Herramientas y equipo pequeño, secos y bajo llave.' },
    {
      id: '12-passenger-van',
      reason: 'Cuadrillas más pequeñas, con conductores desde los {minAge:12-passenger-van} años.',
    },
  ],
  tips: [
    {
      title: 'Alquile por proyecto, no por día',
      text: 'Los alquileres mensuales van de 1 a {maxMonths} meses, con {monthlyMiles} millas al mes. Si la obra cambia, avísenos y, cuando sea posible, cambiamos el vehículo por otro de distinto tamaño.',
    },
    {
      title: 'Conozca la carga útil',
      text: 'La carga útil de cada camión figura en la etiqueta del marco de la puerta del conductor. Sobrecargarlo anula la exención de daños y hace que el camión no pase una inspección en carretera.',
    },
    {
      title: 'La tierra de la obra es normal; la contaminación, no',
      text: 'El lodo y el polvo son parte del trabajo. El concreto, la pintura, el sellador o el compuesto para drywall en el interior, o los daños por químicos, se cobran como limpieza o reparación.',
    },
    {
      title: 'El trabajo entre estados trae reglas del DOT',
      text: 'Los camiones de más de 10,000 lb de GVWR que se usan para su negocio cruzando líneas estatales necesitan un número USDOT, y sus conductores, una tarjeta médica del DOT.',
    },
  ],
  faqs: [
    {
      question: '¿Podemos llevar una minicargadora o una miniexcavadora en el camión de plataforma?',
      answer:
        'No. El camión de plataforma no tiene rampas ni puntos de anclaje con capacidad para maquinaria; es para material en tarimas y material suelto. Use un remolque para equipo con capacidad para la máquina.',
    },
    {
      question: '¿Podemos enganchar nuestro remolque para equipo?',
      answer:
        'Con una [camioneta pickup](/trucks), sí, con aprobación al momento de reservar y dentro de su capacidad de remolque. Un remolque pesado puede hacer que el conjunto supere las 10,000 lb (reglas del DOT para uso comercial entre estados). Los camiones de plataforma, las vans y los autobuses no pueden remolcar.',
    },
    {
      question: '¿Podemos instalar portaescaleras o cajas de herramientas?',
      answer:
        'Nada taladrado, atornillado ni soldado a nuestros vehículos. En las pickups se permiten cajas de herramientas que se sujetan a la caja sin taladrar; retírelas antes de la devolución.',
    },
    {
      question: '¿Qué se considera fuera de carretera?',
      answer:
        'Los caminos de acceso a la obra, las plataformas niveladas y la grava con mantenimiento están permitidos. El terreno sin preparar, las zanjas, las pendientes pronunciadas y los cruces de agua se consideran fuera de carretera, y la exención de daños no cubre los daños que ocurran allí.',
    },
  ],
  quotePrompt: {
    intro: 'Para una cotización de proyecto, indíquenos:',
    items: [
      'Nombre de la empresa y ubicación del proyecto',
      'Fecha de inicio y duración prevista',
      'Tamaño de las cuadrillas, y qué hay que transportar (con pesos, si los conoce)',
      'Si necesita remolcar',
      'Los conductores, y si el trabajo cruza líneas estatales',
    ],
  },
  image: {
    key: 'audience-construction-contractors',
    alt: 'Un camión de plataforma con madera y una van para cuadrillas estacionados junto a la estructura de madera de una casa en una obra.',
  },
};
