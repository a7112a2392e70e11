import type { AudiencePage } from '../audience-page.types.ts';

/** Spanish content of /summer-camps (decision 048). */
export const page: AudiencePage = {
  slug: 'summer-camps',
  metaDescription:
    'Vehículos para campamentos de verano: equipaje del día de llegada, excursiones, mandados y vans de temporada a tarifa mensual, según la edad de sus conductores.',
  intro:
    'Una temporada de campamento tiene tres tipos de trayectos: los días de apertura y cierre con cientos de maletas, las excursiones semanales fuera del campamento y un flujo constante de mandados, salidas de la enfermería y días libres del personal. Alquilamos por día para los días de más movimiento y por mes para la temporada, y le ayudamos a elegir los vehículos según la edad del personal que los va a manejar.',
  needs: [
    {
      title: 'Días de apertura y cierre',
      text: 'Los campistas llegan en avión, autobús y auto con baúles y maletas de lona. Los viajes al aeropuerto y a la estación necesitan más espacio para equipaje que asientos.',
    },
    {
      title: 'Excursiones',
      text: 'El rafting, la escalada, los parques acuáticos y las salidas con noche fuera mueven cabañas enteras a la vez, con su equipo, muchas veces por caminos rurales.',
    },
    {
      title: 'Vehículos para toda la temporada',
      text: 'Una o dos vans de junio a agosto para ir por suministros, para los días libres del personal y para las necesidades del programa, con tarifa mensual en lugar de día por día.',
    },
    {
      title: 'Conductores que cumplen las reglas de edad',
      text: 'Muchos consejeros tienen menos de 21 años. Cada vehículo tiene una edad mínima para manejarlo, así que la edad de sus conductores decide qué vehículos puede usar.',
    },
  ],
  recommendedVehicles: [
    {
      id: '15-passenger-activity-bus',
      reason:
        'Excursiones con campistas en un vehículo construido según las normas de los autobuses escolares; sin licencia de conducir comercial (CDL).',
    },
    {
      id: '15-passenger-comfort-bus',
      reason:
        'Viajes al aeropuerto el día de llegada: un compartimento de equipaje para {luggage:15-passenger-comfort-bus} maletas.',
    },
    {
      id: '12-passenger-van',
      reason:
        'El caballo de batalla de la temporada, que puede manejar el personal de {minAge:12-passenger-van} años o más.',
    },
    {
      id: 'cargo-van-box-truck',
      reason: 'Baúles y maletas el día de apertura, para que cada asiento de las vans sea para un campista.',
    },
    { id: 'minivan', reason: 'Salidas de la enfermería, mandados y recogidas pequeñas en el aeropuerto.' },
  ],
  tips: [
    {
      title: 'Elija los vehículos según sus conductores',
      text: 'Antes de reservar, haga una lista de quiénes van a manejar y de sus edades. El personal de {minAge:12-passenger-van} años o más puede manejar minivans y vans de 12 pasajeros; las vans de 15 pasajeros y todos los autobuses requieren conductores de {minAge:15-passenger-van} años o más.',
    },
    {
      title: 'Reserve la temporada como un solo alquiler mensual',
      text: 'De mediados de junio a mediados de agosto son dos periodos mensuales. La tarifa mensual suele ser mucho más baja que la diaria por el mismo tiempo, e incluye {monthlyMiles} millas al mes.',
    },
    {
      title: 'Separe el equipaje de las personas',
      text: 'El día de apertura, con un camión de caja para los baúles, las vans pueden llenar todos sus asientos y nada viaja en el pasillo.',
    },
    {
      title: 'Caminos al campamento, sí; senderos, no',
      text: 'Los caminos de grava y de tierra en buen estado que llevan al campamento no son problema. Los campos, los senderos y las playas sí lo son, y la arena, el lodo o el agua del lago dentro de un vehículo implican un cargo de limpieza.',
    },
  ],
  faqs: [
    {
      question: 'Nuestros consejeros tienen 19 y 20 años. ¿Pueden manejar?',
      answer:
        'Nuestros vehículos no: todo conductor debe tener al menos {minAge:12-passenger-van} años, y {minAge:15-passenger-van} para las vans de 15 pasajeros y los autobuses. El personal más joven puede ir a bordo como supervisor.',
    },
    {
      question: '¿Podemos quedarnos con los vehículos todo el verano?',
      answer:
        'Sí. Los alquileres mensuales van de 1 a {maxMonths} meses e incluyen {monthlyMiles} millas al mes y el mantenimiento de rutina. Consulte [arrendamiento a largo plazo](/long-term-leasing).',
    },
    {
      question: '¿Pueden ir los baúles de los campistas en las vans de pasajeros?',
      answer:
        'Solo lo que quepa detrás de la última fila, por debajo de los respaldos. Nunca en el pasillo, en los asientos ni en el techo. En los días de llegada, una van de carga o un camión de caja es más seguro y se carga más rápido.',
    },
    {
      question: '¿Y si un vehículo se descompone en un campamento aislado?',
      answer:
        'Llame al número de asistencia en carretera 24/7 que aparece en su contrato de alquiler. Al reservar, denos la dirección del campamento y las indicaciones para entrar por el portón, para que la ayuda pueda encontrarlo.',
    },
  ],
  quotePrompt: {
    intro: 'Para una cotización de temporada, indíquenos:',
    items: [
      'Nombre y dirección del campamento',
      'Fechas de la temporada, y los días de apertura, de cierre y de excursiones',
      'Campistas y personal en cada tipo de viaje',
      'La edad del personal que va a manejar',
      'El equipaje previsto los días de apertura y cierre',
      'Facturación: factura y orden de compra, o tarjeta',
    ],
  },
  image: {
    key: 'audience-summer-camps',
    alt: 'Campistas descargando maletas de lona de un minibús en la entrada boscosa de un campamento de verano.',
  },
};
