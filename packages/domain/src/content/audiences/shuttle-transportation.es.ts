import type { AudiencePage } from '../audience-page.types.ts';

/** Spanish content of /shuttle-transportation (decision 048). */
export const page: AudiencePage = {
  slug: 'shuttle-transportation',
  metaDescription:
    'Vehículos de traslado para operadores, hoteles, campus y eventos: minibuses y autobuses para semanas de alta demanda, vehículos de reemplazo y rutas nuevas.',
  intro:
    'Operadores de traslados, hoteles, campus universitarios, operadores de estacionamientos y organizadores de eventos nos alquilan vehículos para aumentar su capacidad sin sumar vehículos de forma permanente: un autobús extra para la semana de un congreso, un reemplazo mientras el suyo está en el taller, o una temporada para probar una ruta nueva antes de comprar.',
  needs: [
    {
      title: 'Capacidad para los picos de demanda',
      text: 'Congresos, semanas de mudanza a las residencias estudiantiles, viajes de temporada festiva y eventos que duplican el número de pasajeros durante días o semanas.',
    },
    {
      title: 'Vehículos de reemplazo',
      text: 'Para mantener en marcha una ruta contratada cuando uno de sus vehículos está fuera de servicio.',
    },
    {
      title: 'Probar una ruta',
      text: 'Unos meses de servicio en una ruta nueva para medir la demanda antes de comprometerse a comprar.',
    },
    {
      title: 'Hechos para paradas frecuentes',
      text: 'Puertas para entrar de pie, pasamanos y pasillos para pasajeros que suben y bajan todo el día.',
    },
  ],
  recommendedVehicles: [
    {
      id: '15-passenger-comfort-bus',
      reason:
        'Traslados de hotel y aeropuerto con equipaje: una puerta para entrar de pie y sin licencia de conducir comercial (CDL).',
    },
    { id: '25-passenger-bus', reason: 'Traslados en campus y estacionamientos, con conductores con CDL.' },
    { id: '33-passenger-bus', reason: 'Circuitos de eventos con mucha demanda.' },
    {
      id: '15-passenger-van',
      reason: 'Demanda extra en trayectos cortos, con licencia de conducir regular.',
    },
  ],
  tips: [
    {
      title: 'Sepa si su servicio de traslado es transporte remunerado',
      text: 'Si los pasajeros pagan directamente, o a través del precio de un boleto, una habitación o un paquete, su servicio puede considerarse transporte remunerado de pasajeros, que requiere autorización de operación y seguro comercial. Consulte con el ente regulador de su estado o con la FMCSA antes de iniciar el servicio.',
    },
    {
      title: 'Prevea la accesibilidad',
      text: 'Nuestra flota no tiene vehículos con elevador para sillas de ruedas. Una ruta que debe ser accesible según la ADA necesita, junto a los nuestros, un vehículo con elevador de un proveedor especializado.',
    },
    {
      title: 'Calcule las millas mensuales',
      text: 'Longitud del circuito × circuitos al día × días de servicio. Los alquileres mensuales incluyen {monthlyMiles} millas al mes; díganos su cálculo y la cotización incluirá el precio del resto.',
    },
    {
      title: 'Asigne cada vehículo a los conductores adecuados',
      text: 'Los autobuses confort y las vans se manejan con licencia regular; los autobuses de 25 y 33 pasajeros requieren conductores con CDL y endoso de pasajeros.',
    },
  ],
  faqs: [
    {
      question: '¿Podemos poner nuestra imagen en los vehículos?',
      answer:
        'Letreros magnéticos y vinilos removibles en las ventanas (no en el parabrisas ni en las ventanas laterales delanteras), sí. Los rotulados completos y las calcomanías adhesivas requieren nuestra aprobación por escrito.',
    },
    {
      question: '¿Cómo se cuentan las millas en un alquiler largo para traslados?',
      answer:
        'Los alquileres mensuales incluyen {monthlyMiles} millas al mes; las millas adicionales se cobran a la tarifa por milla de su contrato. Un circuito de 6 millas recorrido 20 veces al día durante 30 días suma 3,600 millas, así que cuéntenos cómo va a usar el vehículo y lo incluimos en la cotización.',
    },
    {
      question: '¿Tienen vehículos accesibles para sillas de ruedas?',
      answer:
        'Por ahora no. Nuestros autobuses confort tienen un escalón bajo y un pasamanos, y las sillas de ruedas plegables y las andaderas viajan en el compartimento de equipaje, pero los pasajeros que deben permanecer en su silla de ruedas necesitan un vehículo con elevador.',
    },
    {
      question: '¿Pueden darnos un vehículo de reemplazo con poca anticipación?',
      answer:
        'Muchas veces, sí. La página de disponibilidad muestra lo que tiene cada sucursal para sus fechas, incluido el día de hoy; para un reemplazo urgente, llame directamente a la sucursal.',
    },
  ],
  quotePrompt: {
    intro: 'Para una cotización de traslados, indíquenos:',
    items: [
      'Nombre del operador, hotel, campus o evento',
      'Fechas de servicio y horario diario',
      'Longitud del circuito, paradas y pasajeros previstos por viaje',
      'Si los pasajeros pagan y, en ese caso, su autorización de operación',
      'Los conductores y las clases de sus licencias',
    ],
  },
  image: {
    key: 'audience-shuttle-transportation',
    alt: 'Un minibús en la parada de traslados de un hotel, con viajeros que llevan sus maletas de ruedas hacia la puerta abierta.',
  },
};
