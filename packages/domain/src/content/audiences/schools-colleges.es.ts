import type { AudiencePage } from '../audience-page.types.ts';

/** Spanish content of /schools-colleges (decision 048). */
export const page: AudiencePage = {
  slug: 'schools-colleges',
  metaDescription:
    'Vehículos para excursiones, deportes y competencias escolares: autobuses de actividades para K–12, vans para grupos universitarios; aceptamos órdenes de compra.',
  intro:
    'Escuelas y universidades nos alquilan vehículos para excursiones, partidos de visitante, competencias y visitas de reclutamiento. Esos viajes tienen sus reglas, desde la prohibición de muchos distritos de usar vans de 15 pasajeros con estudiantes de K–12 hasta las políticas de conductores de las universidades y la facturación con orden de compra, y nosotros le indicamos el vehículo que las cumple.',
  needs: [
    {
      title: 'Excursiones y competencias',
      text: 'Los viajes de olimpiadas de ciencias, debate, banda y robótica tienen fechas fijadas con meses de anticipación. Usted necesita la cantidad justa de asientos ese día y, a menudo, un segundo vehículo para el equipamiento.',
    },
    {
      title: 'Partidos de visitante y torneos',
      text: 'Los equipos viajan casi todos los fines de semana de la temporada, con entrenadores y maletas. Una reserva por viaje, hecha con tiempo, es mejor que andar a las carreras cada jueves.',
    },
    {
      title: 'Vehículos permitidos para estudiantes de K–12',
      text: 'Muchos estados y distritos no permiten llevar estudiantes en vans de 12 o 15 pasajeros. Un autobús de actividades construido según las normas de los autobuses escolares lleva {riders:15-passenger-activity-bus} estudiantes y se maneja con licencia de conducir regular.',
    },
    {
      title: 'Viajes universitarios con orden de compra',
      text: 'Los departamentos, los equipos deportivos de club y las oficinas de admisiones necesitan una factura que coincida con la orden de compra (PO), nuestro W-9, un certificado de seguro y la exención de impuestos de la universidad ya aplicada.',
    },
  ],
  recommendedVehicles: [
    {
      id: '15-passenger-activity-bus',
      reason:
        'Construido según las normas de seguridad de los autobuses escolares para viajes de K–12, y no requiere licencia de conducir comercial (CDL).',
    },
    {
      id: '12-passenger-van',
      reason:
        'Departamentos universitarios y equipos de club, con conductores desde los {minAge:12-passenger-van} años.',
    },
    {
      id: '44-passenger-bus',
      reason:
        'Todo un grado o un equipo en un solo viaje, manejado por los conductores con CDL clase B de su distrito.',
    },
    {
      id: '25-passenger-bus',
      reason: 'Una clase o un equipo con el personal, para escuelas que tienen conductores con CDL.',
    },
    {
      id: 'cargo-van-box-truck',
      reason:
        'Instrumentos de banda, kits de robótica y escenografías de teatro que viajan junto con los estudiantes.',
    },
  ],
  tips: [
    {
      title: 'Revise primero la política de su distrito o universidad',
      text: 'Pregunte a su oficina de transporte o de gestión de riesgos qué vehículos y conductores están aprobados. Muchas universidades exigen un curso para conductores de vans y una revisión del historial de manejo, y algunas limitan cuántas personas pueden viajar en una van de 15 pasajeros.',
    },
    {
      title: 'Reserve con tiempo las fechas de primavera',
      text: 'Abril y mayo se llenan de competencias, viajes de fin de curso y graduaciones, y los autobuses grandes son los primeros en agotarse.',
    },
    {
      title: 'Envíe los documentos una sola vez',
      text: 'Mande por correo electrónico su certificado de exención de impuestos, la orden de compra y el certificado de seguro con su primera reserva del año, y los guardamos en su expediente.',
    },
    {
      title: 'Dos conductores para los días largos',
      text: 'Un maestro que lleva acompañando al grupo desde el amanecer no debería además manejar de regreso a medianoche. Agregue un segundo conductor al reservar; el precio que se muestra incluye el cargo por conductor adicional.',
    },
  ],
  faqs: [
    {
      question: '¿Podemos llevar estudiantes de K–12 en una van de 15 pasajeros?',
      answer:
        'Revise primero las reglas de su estado y su distrito: muchos no lo permiten, y la ley federal prohíbe a los concesionarios vender o arrendar vans nuevas de ese tamaño a escuelas para transportar estudiantes. El [autobús de actividades de 15 pasajeros](/15-passenger-activity-bus) está construido según las normas de los autobuses escolares, tiene {seats:15-passenger-activity-bus} asientos contando el del conductor y no requiere CDL.',
    },
    {
      question: '¿Aceptan órdenes de compra?',
      answer:
        'Sí. Las escuelas, universidades y distritos con una [cuenta de organización](/organisations) aprobada pagan con factura contra una orden de compra, a 15, 30 o 60 días netos. Indique que paga con orden de compra al presentar su solicitud, y en cada reserva se le pedirá el número de la orden, que aparecerá impreso en la factura.',
    },
    {
      question: '¿Los alquileres para escuelas están exentos de impuestos?',
      answer:
        'Envíe su certificado estatal de exención y lo aplicamos siempre que el estado lo permita. Algunos estados cobran impuestos o cargos propios de los alquileres que las exenciones no cubren; su cotización muestra lo que queda por pagar.',
    },
    {
      question: 'Un maestro va a manejar. ¿Qué licencia necesita?',
      answer:
        'Una licencia regular para las vans y los autobuses de 15 pasajeros; los conductores deben tener {minAge:12-passenger-van} años o más para la van de 12 pasajeros y {minAge:15-passenger-activity-bus} para el autobús de actividades. Los autobuses de 25, 33 y 44 pasajeros requieren una CDL con endoso de pasajeros y, cuando llevan estudiantes de K–12, normalmente también el endoso de autobús escolar.',
    },
    {
      question: '¿Podemos reservar varios vehículos para un mismo viaje?',
      answer:
        'Sí. Reserve varias unidades del mismo vehículo en una sola reserva, o [solicite una cotización](/quote) para una combinación, por ejemplo un autobús para los estudiantes y una van de carga para los instrumentos.',
    },
  ],
  quotePrompt: {
    intro:
      'Cuéntenos sobre el viaje y le enviaremos una cotización por escrito, normalmente en un día hábil:',
    items: [
      'Nombre de la escuela o universidad, y si los estudiantes son de K–12',
      'Fechas del viaje, horas de recogida y de devolución, y destino',
      'Número de estudiantes y de adultos',
      'Quién va a manejar y qué licencia tiene (regular, o CDL con endosos)',
      'Equipamiento que hay que llevar: instrumentos, material deportivo, escenografía',
      'Número de orden de compra, exención de impuestos y contacto de facturación',
    ],
  },
  image: {
    key: 'audience-schools-colleges',
    alt: 'Estudiantes con mochilas subiendo a un pequeño autobús de actividades blanco frente a una escuela.',
  },
};
