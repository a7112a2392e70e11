import type { AudiencePage } from '../audience-page.types.ts';

/** Spanish content of /churches-ministries (decision 048). */
export const page: AudiencePage = {
  slug: 'churches-ministries',
  metaDescription:
    'Vans y autobuses para iglesias: transporte dominical, retiros juveniles, viajes misioneros, giras de coro, reglas claras para conductores y tarifas mensuales.',
  intro:
    'Las iglesias alquilan al ritmo del ministerio: el transporte de los domingos y entre semana, retiros juveniles, viajes misioneros, giras del coro y salidas con adultos mayores. Casi siempre manejan voluntarios, así que las verdaderas preguntas son quién puede conducir, qué cubre el seguro de su iglesia y si un alquiler mensual conviene más que comprar una van.',
  needs: [
    {
      title: 'Transporte los domingos y entre semana',
      text: 'Miembros sin auto, adultos mayores y familias a quienes se lleva a los servicios y a los grupos pequeños en una ruta fija.',
    },
    {
      title: 'Retiros y campamentos juveniles',
      text: 'Un fin de semana fuera con adolescentes, sacos de dormir y equipaje, muchas veces a horas de casa.',
    },
    {
      title: 'Viajes misioneros',
      text: 'Una semana o más, a veces a varios estados de distancia, con suministros, herramientas y equipaje para todo el equipo.',
    },
    {
      title: 'Viajes del coro y del equipo de alabanza',
      text: 'Cantantes, equipo de sonido e instrumentos rumbo a conciertos, conferencias e iglesias hermanas.',
    },
  ],
  recommendedVehicles: [
    {
      id: '15-passenger-comfort-bus',
      reason:
        'Retiros y viajes misioneros: asientos reclinables y compartimento de equipaje, sin necesidad de CDL.',
    },
    {
      id: '12-passenger-van',
      reason:
        'Rutas dominicales: fácil de manejar y estacionar para los voluntarios, con conductores desde los {minAge:12-passenger-van} años.',
    },
    {
      id: '15-passenger-activity-bus',
      reason:
        'Ministerio infantil y juvenil en un vehículo construido según los estándares de los autobuses escolares.',
    },
    {
      id: '25-passenger-bus',
      reason: 'Giras del coro, cuando un miembro tiene CDL con endoso de pasajeros.',
    },
    { id: 'cargo-van-box-truck', reason: 'Suministros para misiones, equipos de sonido e instrumentos.' },
  ],
  tips: [
    {
      title: 'Revise su cobertura de autos alquilados',
      text: 'Pregunte a su agente si la póliza de la iglesia incluye responsabilidad civil y daños físicos para autos alquilados (hired auto). Si los incluye, el agente envía un certificado que nombra a {owner}; si no, agregue nuestra exención de daños y revise su cobertura de responsabilidad civil.',
    },
    {
      title: 'Ponga por escrito su política de conductores',
      text: 'Edad mínima, años con licencia, revisión del historial de manejo y un breve recorrido de orientación. Muchas aseguradoras de iglesias la piden, y protege a sus voluntarios.',
    },
    {
      title: 'Alquile por mes antes de comprar',
      text: 'Un alquiler mensual de 1 a {maxMonths} meses, con mantenimiento incluido, le muestra si su ministerio necesita un vehículo propio antes de asumir una compra, el seguro y el mantenimiento.',
    },
    {
      title: 'Traiga su certificado de exención',
      text: 'La exención de impuestos cubre algunos impuestos sobre el alquiler, pero no todos, según el estado; su cotización muestra lo que queda por pagar.',
    },
  ],
  faqs: [
    {
      question: '¿Qué edad deben tener nuestros conductores voluntarios?',
      answer:
        'Al menos {minAge:15-passenger-van} años para la van de 15 pasajeros y todos los autobuses, y al menos {minAge:12-passenger-van} años para la van de 12 pasajeros, la van de conversión y la minivan. Además, cada conductor debe tener licencia desde hace al menos {licenseMonths} meses.',
    },
    {
      question: '¿El seguro de nuestra iglesia cubre una van alquilada?',
      answer:
        'Sí, si su póliza incluye cobertura de autos alquilados (hired auto). Pida a su agente un certificado que nombre a {owner} como asegurado adicional y beneficiario en caso de pérdida. Si no la tiene, agregue nuestra exención de daños: las pólizas personales de los voluntarios muchas veces excluyen las vans de 15 pasajeros.',
    },
    {
      question: '¿Podemos usar la misma van todos los domingos sin reservar cada semana?',
      answer:
        'Sí. Con un alquiler mensual, un vehículo se queda en su iglesia de 1 a {maxMonths} meses, con {monthlyMiles} millas al mes y el mantenimiento de rutina incluidos. Consulte [arrendamiento a largo plazo](/long-term-leasing).',
    },
    {
      question: 'Nuestro viaje misionero cruza varios estados. ¿Hay algún límite?',
      answer:
        'Las vans de pasajeros y los autobuses incluyen {milesPerDay:15-passenger-van} millas por vehículo por cada día de alquiler en los alquileres diarios y semanales, sumadas a lo largo de todo el alquiler. Se permite viajar a Canadá con nuestra aprobación por escrito; no se permite viajar a México.',
    },
  ],
  quotePrompt: {
    intro: 'Para preparar la cotización de su ministerio, indíquenos:',
    items: [
      'Nombre de la iglesia y el ministerio (jóvenes, misiones, adultos mayores, música)',
      'Las fechas, o el horario semanal si se trata de rutas regulares',
      'Cuántas personas viajan, y el equipaje o equipo',
      'El destino, si se trata de un viaje',
      'La edad de sus conductores voluntarios, y si alguno tiene CDL',
      'Si están exentos de impuestos y si su póliza incluye cobertura de autos alquilados (hired auto)',
    ],
  },
  image: {
    key: 'audience-churches-ministries',
    alt: 'Un grupo de jóvenes con sacos de dormir junto a un minibús blanco en el estacionamiento de una iglesia.',
  },
};
