import type { AudiencePage } from '../audience-page.types.ts';

/** Spanish content of /government-military (decision 048). */
export const page: AudiencePage = {
  slug: 'government-military',
  metaDescription:
    'Vehículos para agencias de gobierno y unidades militares: vans, camionetas y autobuses; órdenes de compra, tarjetas de gobierno y exención fiscal si aplica.',
  intro:
    'Agencias, municipios y unidades militares nos alquilan vehículos cuando una misión supera lo que tiene su parque vehicular: una cuadrilla de temporada para los parques, el equipo de unas elecciones, la respuesta a una tormenta, una unidad que se traslada a un entrenamiento. Trabajamos con órdenes de compra y expedientes de adquisiciones, y respondemos desde el principio las preguntas sobre el papeleo.',
  needs: [
    {
      title: 'Cotizaciones listas para adquisiciones',
      text: 'Una cotización por escrito con los vehículos, las fechas y el total para su expediente de adquisiciones, además de nuestro formulario W-9 y nuestro certificado de seguro.',
    },
    {
      title: 'Cuadrillas de temporada y de emergencia',
      text: 'Vans y camionetas pickup para equipos de parques, obras públicas y elecciones, o para responder después de una tormenta.',
    },
    {
      title: 'Traslados para entrenamiento',
      text: 'Unidades y grupos de alumnos a campos de tiro, escuelas y ejercicios, a menudo con sus propios conductores con licencia.',
    },
    {
      title: 'Equipos y archivos',
      text: 'Equipo electoral, mudanzas de oficina y suministros en vans de carga y camiones de caja.',
    },
  ],
  recommendedVehicles: [
    { id: '15-passenger-van', reason: 'Cuadrillas y destacamentos, con licencia de conducir regular.' },
    { id: 'trucks', reason: 'Cuadrillas de parques y obras públicas, con tracción en las cuatro ruedas.' },
    {
      id: '44-passenger-bus',
      reason:
        'Para trasladar una unidad o un grupo de alumnos con sus propios conductores con licencia de conducir comercial (CDL) clase B.',
    },
    { id: 'cargo-van-box-truck', reason: 'Equipo electoral, archivos y suministros.' },
    {
      id: '12-passenger-van',
      reason: 'Equipos más pequeños, con conductores desde los {minAge:12-passenger-van} años.',
    },
  ],
  tips: [
    {
      title: 'Adjunte el papeleo a su solicitud de cotización',
      text: 'Envíe la orden de compra (PO), su certificado de exención de impuestos y el nombre del oficial de contrataciones o del titular de la tarjeta, y la cotización le llegará lista para su expediente.',
    },
    {
      title: 'Sepa qué tarjeta está exenta de impuestos',
      text: 'Las cuentas de gobierno con facturación centralizada suelen estar exentas de los impuestos estatales; las tarjetas de viaje con facturación individual, por lo general, no.',
    },
    {
      title: 'Prevea el acceso a la base',
      text: 'Nuestros vehículos son civiles y no llevan rótulos. Los conductores necesitan su propio permiso de acceso a la instalación, y el contrato de alquiler debe permanecer en el vehículo para los controles en la entrada.',
    },
    {
      title: 'En emergencias, llame',
      text: 'Para responder a una tormenta o una emergencia, llame a la sucursal más cercana en lugar de reservar en línea: le diremos de inmediato qué hay disponible en todas nuestras sucursales.',
    },
  ],
  faqs: [
    {
      question: '¿Aceptan tarjetas de compra del gobierno?',
      answer:
        'Sí, tarjetas de compra y de viaje Visa y Mastercard emitidas por el gobierno, y también facturación contra orden de compra para agencias aprobadas.',
    },
    {
      question: '¿Los alquileres del gobierno están exentos de impuestos?',
      answer:
        'Las agencias federales, y muchas estatales y locales, están exentas de los impuestos estatales sobre ventas y alquileres cuando pagan directamente o con una tarjeta de facturación centralizada y presentan un certificado de exención. Algunos cargos locales por alquiler se siguen aplicando; su cotización muestra lo que queda por pagar.',
    },
    {
      question: '¿Pueden darnos una cotización para nuestro expediente de adquisiciones?',
      answer:
        'Sí: una cotización por escrito con los vehículos, las fechas, las tarifas y el total, además de nuestro W-9 y nuestro certificado de seguro si los solicita. [Solicitar cotización](/quote).',
    },
    {
      question: '¿Pueden los conductores militares manejar los autobuses que requieren CDL?',
      answer:
        'Sí, si tienen una CDL emitida por un estado con el endoso de pasajeros de la clase que exige el autobús. No podemos aceptar un permiso militar de operador de vehículos en lugar de una CDL.',
    },
  ],
  quotePrompt: {
    intro: 'Si desea una cotización para su agencia o unidad, indíquenos:',
    items: [
      'La agencia o unidad, y la persona de contacto',
      'Fechas, lugares y la misión en una frase',
      'Personas y equipo que hay que trasladar',
      'Los conductores y las clases de sus licencias',
      'Forma de pago: orden de compra, cuenta de facturación centralizada o tarjeta de compra, y si están exentos de impuestos',
    ],
  },
  image: {
    key: 'audience-government-military',
    alt: 'Una fila de vans de pasajeros y camionetas pickup blancas estacionadas frente a un patio municipal de obras públicas.',
  },
};
