import type { AudiencePage } from '../audience-page.types.ts';

/** Spanish content of /clubs-youth-orgs (decision 048). */
export const page: AudiencePage = {
  slug: 'clubs-youth-orgs',
  metaDescription:
    'Vans y minibuses para tropas scout, 4-H, programas juveniles y clubes recreativos: salidas de fin de semana, competencias y recorridos regulares.',
  intro:
    'Las tropas scout, los clubes 4-H, los Boys & Girls Clubs, los programas de la YMCA, los clubes de esquí y los grupos de senderismo funcionan con voluntarios y presupuestos ajustados. La mayoría necesita una van confiable algunos fines de semana al año, a veces un minibús, y una respuesta clara sobre quién puede conducir.',
  needs: [
    {
      title: 'Salidas de fin de semana',
      text: 'Campamentos, viajes de esquí y caminatas: la recogida del vehículo el viernes por la tarde y la devolución el domingo, con el equipo de todos.',
    },
    {
      title: 'Competencias y encuentros',
      text: 'Jamborees, ferias, torneos y encuentros regionales que llevan al grupo a horas de casa o a otro estado.',
    },
    {
      title: 'Recorridos regulares del programa',
      text: 'Recoger a los chicos después de la escuela y llevarlos a actividades semanales, los mismos días cada semana.',
    },
    {
      title: 'Reglas de protección de menores',
      text: 'Muchas organizaciones juveniles exigen dos adultos en cada vehículo que transporta a menores, y verifican a los conductores voluntarios antes de que manejen.',
    },
  ],
  recommendedVehicles: [
    {
      id: '12-passenger-van',
      reason: 'Una patrulla o un club con dos líderes adultos y el equipo detrás de la última fila.',
    },
    {
      id: '15-passenger-activity-bus',
      reason: 'Viajes con niños en un vehículo construido según los estándares de los autobuses escolares.',
    },
    {
      id: 'suvs',
      reason: 'Viajes de esquí: tracción en las cuatro ruedas y espacio adentro para botas y tablas.',
    },
    {
      id: 'cargo-van-box-truck',
      reason: 'Tiendas de campaña, cajas de cocina y equipo de campamento para un jamboree.',
    },
    { id: 'minivan', reason: 'Líderes que se adelantan para montar el campamento.' },
  ],
  tips: [
    {
      title: 'Decida quién conducirá antes de reservar',
      text: 'Cada conductor figura en el contrato, presenta una licencia con al menos {licenseMonths} meses de antigüedad y cumple la edad mínima del vehículo. Agregar conductores no cuesta nada, así que registre suficientes adultos para turnarse al volante.',
    },
    {
      title: 'Viajes a la montaña en invierno',
      text: 'Lleve una SUV con tracción en las cuatro ruedas, revise las leyes de tracción antes de salir (Colorado las aplica en la I-70 de septiembre a mayo) y calcule tiempo extra.',
    },
    {
      title: 'Días recurrentes: compare con un alquiler mensual',
      text: 'Si necesita una van tres o más días por semana, un alquiler mensual suele costar menos que reservar cada día por separado. Solicite una cotización y comparamos ambas opciones.',
    },
    {
      title: 'Revise qué cubre su seguro',
      text: 'Las organizaciones nacionales suelen ofrecer cobertura de responsabilidad civil para las actividades aprobadas, pero puede que no cubra daños a un vehículo alquilado. Consulte con su consejo o con la oficina nacional, o agregue nuestra exención de daños.',
    },
  ],
  faqs: [
    {
      question: '¿Un líder voluntario puede alquilar en nombre de nuestro club?',
      answer:
        'Sí. El arrendatario puede ser su organización, con la firma de un adulto autorizado; aun así, cada conductor presenta su propia licencia y cumple la edad mínima del vehículo.',
    },
    {
      question: '¿Los adolescentes mayores pueden ayudar a manejar?',
      answer:
        'No. Los conductores deben tener al menos {minAge:12-passenger-van} años, y {minAge:15-passenger-van} para las vans de 15 pasajeros y los autobuses.',
    },
    {
      question: '¿Podemos enganchar el remolque de nuestra tropa?',
      answer:
        'Solo con una [camioneta pickup](/trucks) o una [SUV](/suvs), con aprobación al momento de reservar y dentro de su capacidad de remolque. Las vans de pasajeros y los autobuses no pueden remolcar.',
    },
    {
      question: '¿Ofrecen tarifas para organizaciones sin fines de lucro?',
      answer:
        'Nuestras tarifas se muestran abiertamente y son las mismas para todos los grupos. El verdadero ahorro para una organización sin fines de lucro está en las tarifas semanales y mensuales: un alquiler de 7 días completos o más se cobra con la tarifa semanal, que cuesta menos que siete días sueltos.',
    },
  ],
  quotePrompt: {
    intro: 'Para cotizar su salida o su programa, indíquenos:',
    items: [
      'Nombre de la organización y el adulto responsable',
      'Fechas y horarios, o el horario semanal si se trata de recorridos regulares',
      'Cuántos jóvenes y adultos viajan, y su equipo',
      'El destino, sobre todo si hay caminos de montaña o sin pavimentar',
      'Quién conducirá, y sus edades',
    ],
  },
  image: {
    key: 'audience-clubs-youth-orgs',
    alt: 'Una tropa scout cargando mochilas en una van de pasajeros blanca al inicio de un sendero.',
  },
};
