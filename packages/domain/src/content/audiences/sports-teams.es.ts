import type { AudiencePage } from '../audience-page.types.ts';

/** Spanish content of /sports-teams (decision 048). */
export const page: AudiencePage = {
  slug: 'sports-teams',
  metaDescription:
    'Viajes de equipos a torneos: vans, autobuses confort con espacio para maletas, autobuses con CDL para plantillas completas y vans de carga para el material.',
  intro:
    'Viajar con un equipo no es solo cuestión de asientos: una plantilla de voleibol, dos entrenadores y un fisioterapeuta caben en una van de 12 pasajeros, pero las maletas de un equipo de hockey no. Ayudamos a entrenadores y coordinadores de equipo a planificar personas y material a la vez, desde la salida del viernes por la noche hasta el regreso tarde el domingo.',
  needs: [
    {
      title: 'Fines de semana de torneo',
      text: 'Recogida el viernes después de clases o del trabajo y regreso el domingo por la noche, muchas veces con la sucursal ya cerrada. Devolver las llaves en el buzón es algo habitual.',
    },
    {
      title: 'Material que no cabe en la van',
      text: 'Las maletas de hockey, lacrosse y béisbol pueden ocupar tanto espacio como los jugadores. Planifique el espacio para el equipaje con el mismo cuidado que los asientos.',
    },
    {
      title: 'Plantillas completas con personal',
      text: 'Los equipos de fútbol americano, atletismo y fútbol con sus entrenadores necesitan de 25 a 44 asientos y un conductor con licencia de conducir comercial (CDL), o varios vehículos más pequeños.',
    },
    {
      title: 'Toda una temporada de viajes',
      text: 'Los clubes de competición itinerante y los equipos universitarios de club viajan casi todos los fines de semana; las tarifas semanales y mensuales salen mejor que reservar día por día.',
    },
  ],
  recommendedVehicles: [
    {
      id: '15-passenger-comfort-bus',
      reason:
        'Una plantilla de {riders:15-passenger-comfort-bus} con una maleta por persona en el compartimento de equipaje, y sin CDL.',
    },
    {
      id: '12-passenger-van',
      reason: 'Básquetbol y voleibol: jugadores, entrenadores y maletas detrás de la última fila.',
    },
    {
      id: '25-passenger-bus',
      reason: 'Un equipo de fútbol o de béisbol con su personal, si un entrenador tiene CDL.',
    },
    {
      id: '44-passenger-bus',
      reason:
        'Plantillas de fútbol americano y atletismo en un solo viaje, con un conductor con CDL clase B.',
    },
    {
      id: 'cargo-van-box-truck',
      reason: 'Todo el material en una van, para que cada asiento sea para un jugador.',
    },
  ],
  tips: [
    {
      title: 'Cuente maletas, no solo personas',
      text: 'Una van de 15 pasajeros llena solo admite unas {luggage:15-passenger-van} maletas detrás de la última fila de asientos. Con la plantilla completa y las maletas de material, elija el autobús confort o agregue una van de carga.',
    },
    {
      title: 'Conductores descansados después de los partidos nocturnos',
      text: 'No maneje de regreso toda la noche después de un partido que terminó tarde. Alterne a los conductores registrados (agregar conductores es gratis), o pase la noche allí y salga por la mañana.',
    },
    {
      title: 'Torneos de una semana',
      text: 'A partir de 7 días completos se aplica la tarifa semanal, que cuesta menos que siete días sueltos.',
    },
    {
      title: 'Regresos tarde el domingo',
      text: 'Si va a volver después del cierre, avísenos y use el buzón de llaves. La primera hora después de la hora de devolución reservada es gratis; pasado ese tiempo se aplican los cargos por día parcial de nuestra [guía de alquiler](/rental-guidelines#pickup-and-return).',
    },
  ],
  faqs: [
    {
      question: '¿Se pueden llevar las maletas de hockey en el techo?',
      answer:
        'No. Nada viaja en el techo de nuestras vans y autobuses: eleva el centro de gravedad y el riesgo de volcadura. Use el compartimento de equipaje del autobús confort o una van de carga.',
    },
    {
      question: '¿Sale más barato un autobús que varias vans?',
      answer:
        'Depende de las fechas y de la sucursal: compare los precios actuales para sus fechas en la página de disponibilidad. Tenga en cuenta también la licencia: un autobús de 25 pasajeros requiere un conductor con CDL; dos autobuses confort de 15 pasajeros, no.',
    },
    {
      question: '¿Pueden los padres manejar las vans del equipo?',
      answer:
        'Sí, si están registrados en el contrato, cumplen la edad mínima del vehículo ({minAge:12-passenger-van} años para una van de 12 pasajeros, {minAge:15-passenger-van} para una de 15) y tienen licencia desde hace al menos {licenseMonths} meses. Verifique que el seguro de su club o escuela cubra a los conductores voluntarios.',
    },
    {
      question: 'Jugamos en otro estado. ¿Hay algún límite?',
      answer:
        'Las vans de pasajeros y los autobuses incluyen {milesPerDay:15-passenger-van} millas por vehículo por día de alquiler en los alquileres diarios y semanales, sumadas a lo largo de todo el alquiler. Para ir a Canadá se necesita nuestra aprobación previa por escrito; no se permite ir a México.',
    },
  ],
  quotePrompt: {
    intro: 'Para una cotización de viaje de equipo, indíquenos:',
    items: [
      'Equipo, deporte y nivel (juvenil, preparatoria, universidad, adultos)',
      'Jugadores y personal que viajan',
      'Maletas y material: cuántas y de qué tamaño',
      'Fechas y horas de salida y de regreso, y el destino',
      'Quién va a manejar, y si alguien tiene CDL',
    ],
  },
  image: {
    key: 'audience-sports-teams',
    alt: 'Un equipo juvenil de hockey cargando sus maletas de material en el compartimento de equipaje de un minibús.',
  },
};
