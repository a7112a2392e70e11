import type { AudiencePage } from '../audience-page.types.ts';

/** Spanish content of /family-reunions (decision 048). */
export const page: AudiencePage = {
  slug: 'family-reunions',
  metaDescription:
    'Vehículos para reuniones familiares: autobuses confort y vans para recoger a los parientes en aeropuertos y hoteles, con acceso fácil para los mayores.',
  intro:
    'Una reunión familiar trae parientes de todas partes y luego intenta moverlos a todos juntos: recogerlos en el aeropuerto, ir del hotel al parque, una cena en grupo, pasar frente a la antigua casa de la familia. Uno o dos vehículos de grupo mantienen a todos juntos y reemplazan una fila de autos de aplicación, siempre que un pariente al que le guste manejar tome las llaves.',
  needs: [
    {
      title: 'Reunir a los que llegan',
      text: 'Recoger a la gente en el aeropuerto y en la estación a lo largo de uno o dos días, con su equipaje.',
    },
    {
      title: 'Mover a la familia junta',
      text: 'Del hotel al picnic, a la cena o a un recorrido familiar en uno o dos vehículos, en lugar de una fila de autos.',
    },
    {
      title: 'Acceso fácil para los mayores',
      text: 'Escalones bajos, pasamanos y espacio para andaderas y sillas de ruedas plegables.',
    },
    { title: 'Provisiones', text: 'Carpas, hieleras, mesas, sillas y la pancarta para la foto de grupo.' },
  ],
  recommendedVehicles: [
    {
      id: '15-passenger-comfort-bus',
      reason:
        'Una puerta por la que se sube de pie, pasamanos y compartimento de equipaje, sin necesidad de CDL.',
    },
    { id: '12-passenger-van', reason: 'Una rama de la familia con sus maletas.' },
    { id: 'minivan', reason: 'La altura de entrada más baja, para los abuelos.' },
    { id: 'cargo-van-box-truck', reason: 'Carpas, mesas y hieleras para el picnic.' },
    { id: '25-passenger-bus', reason: 'Toda la familia en un solo viaje, si un pariente tiene CDL.' },
  ],
  tips: [
    {
      title: 'Elija a los conductores con tiempo',
      text: 'Los conductores deben cumplir la edad mínima de cada vehículo y no deben beber mientras llevan al grupo. Elíjalos antes de reservar, y registre a dos por vehículo para que nadie se pierda la fiesta.',
    },
    {
      title: 'Arme un horario de llegadas',
      text: 'Agrupe los vuelos en franjas de recogida y dé a cada conductor una lista de nombres y terminales.',
    },
    {
      title: 'Andaderas y sillas de ruedas',
      text: 'Las andaderas y sillas de ruedas plegables van en el espacio para equipaje. Nuestra flota no tiene vehículos con elevador para sillas de ruedas.',
    },
    {
      title: 'Un arrendatario por reserva',
      text: 'Cada reserva la paga un solo arrendatario. Si las distintas ramas de la familia quieren pagar por separado, reserve un vehículo para cada una.',
    },
  ],
  faqs: [
    {
      question: '¿Podemos dividir la cuenta entre las familias?',
      answer:
        'Una reserva la paga un solo arrendatario. Las familias que quieran pagar por separado pueden reservar cada una su propio vehículo, en las mismas fechas y en la misma sucursal.',
    },
    {
      question: 'La abuela usa andadera. ¿Qué vehículo es el más fácil?',
      answer:
        'La [minivan](/minivan) tiene el escalón más bajo y puertas corredizas anchas. Para un grupo más grande, el [autobús confort](/15-passenger-comfort-bus) tiene pasamanos y pasillo, así que nadie tiene que pasar por encima de un asiento; la andadera va en el compartimento de equipaje.',
    },
    {
      question: '¿Necesitamos CDL para llevar a 20 personas?',
      answer:
        'Para un solo autobús de 25 pasajeros, sí. Si nadie tiene CDL, dos [autobuses confort de 15 pasajeros](/15-passenger-comfort-bus), o un autobús confort y una van de 12 pasajeros, llevan a 20 personas con licencias regulares.',
    },
    {
      question: '¿Podemos recoger el vehículo cerca del aeropuerto?',
      answer:
        'Varias de nuestras sucursales están cerca de aeropuertos importantes. Consulte [nuestras sucursales y horarios](/contact).',
    },
  ],
  quotePrompt: {
    intro: 'Para cotizar su reunión, indíquenos:',
    items: [
      'Las fechas de la reunión y la ciudad',
      'Cuántos parientes necesitan transporte, y qué días',
      'Los aeropuertos o estaciones de llegada',
      'Si alguien usa andadera o silla de ruedas',
      'Quién conducirá, y sus edades',
    ],
  },
  image: {
    key: 'audience-family-reunions',
    alt: 'Tres generaciones de una familia bajan de un minibús junto a un pabellón en un parque a la orilla de un lago.',
  },
};
