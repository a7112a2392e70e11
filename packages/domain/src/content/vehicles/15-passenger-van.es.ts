import * as n from '../licence-notes.es.ts';
import type { VehiclePage } from '../vehicle-page.types.ts';

/** Spanish content of /15-passenger-van (decision 048). */
export const page: VehiclePage = {
  id: '15-passenger-van',
  metaDescription:
    'Alquile una van de 15 pasajeros: el vehículo más grande que puede manejar sin CDL. Conductores desde {minAge} años, {milesPerDay} millas diarias y revisión en cada viaje.',
  intro:
    'El vehículo más grande que puede manejar sin CDL: {seats} asientos incluido el del conductor, con una licencia regular. Grupos de iglesia, equipos y cuadrillas la usan para viajar juntos en un solo vehículo. Es larga, alta y pesada cuando va llena, así que le exige más al conductor que una van más pequeña, y los conductores deben tener {minAge} años o más.',
  idealFor: [
    {
      audience: 'churches-ministries',
      reason:
        'Un grupo pequeño completo o un viaje juvenil en un solo vehículo, con un solo conductor voluntario.',
    },
    {
      audience: 'sports-teams',
      reason: 'Un equipo completo con sus entrenadores, cuando el material viaja aparte.',
    },
    {
      audience: 'construction-contractors',
      reason:
        'La cuadrilla más grande que se puede llevar a la obra con una licencia regular, con tarifas mensuales para proyectos largos.',
    },
    {
      audience: 'government-military',
      reason: 'Cuadrillas de temporada, equipos de campo y grupos de capacitación, con una licencia regular.',
    },
    {
      audience: 'clubs-youth-orgs',
      reason: 'Salidas de club dirigidas por adultos en las que todos viajan juntos.',
    },
  ],
  specs: {
    seating:
      'Cinco filas: conductor y pasajero delantero, tres bancas de tres y una banca trasera de cuatro asientos, todos con cinturón de tres puntos.',
    luggage:
      'Unas {luggage} maletas de tamaño completo detrás de la última banca con los {seats} asientos ocupados. Los grupos en los que cada persona lleva una maleta suelen dejar vacía la última fila o añadir una van de carga.',
    dimensions: { lengthIn: 264, widthIn: 81, heightIn: 101 },
    dimensionsNote:
      'Una Ford Transit de longitud extendida y techo mediano; el ancho es el de la carrocería, y los espejos añaden unas 16 in. Las unidades de techo alto miden unos 9 ft 2 in de alto; las vans Chevrolet Express miden unos 20 ft 4 in de largo y 7 ft de alto.',
    gvwr: 'unas 9,500–10,000 lb',
    models: [
      'Ford Transit 350 XLT de 15 pasajeros (longitud extendida, techo mediano o alto)',
      'Chevrolet Express 3500 LT de 15 pasajeros',
    ],
    fuel: 'Gasolina (regular sin plomo)',
    transmission: 'Automática',
  },
  licence: {
    summary: 'Sin CDL: una licencia de conducir regular cubre hasta 15 personas incluido el conductor.',
    details: [n.underThresholdPassenger, n.licenseHeld, n.k12Vans, n.organizationRules],
  },
  features: [
    'Control electrónico de estabilidad con control antivuelco',
    'Presión y dibujo de las llantas revisados antes de cada alquiler',
    'Cinturones de tres puntos en todos los asientos',
    'Calefacción y aire acondicionado traseros',
    'Cámara de reversa y monitoreo de la presión de las llantas',
    'Estribo lateral en la puerta corrediza',
  ],
  image: {
    key: 'vehicle-15-passenger-van',
    alt: 'Una van blanca larga de 15 pasajeros con cinco filas de ventanas laterales, en el estacionamiento de una escuela.',
  },
  faqs: [
    {
      question: '¿Puedo manejar una van de 15 pasajeros con mi licencia normal?',
      answer:
        'Sí. Las normas federales de la CDL se aplican a partir de 16 personas incluido el conductor, así que una van de 15 pasajeros solo requiere una licencia regular. Nuestra propia regla es que cada conductor tenga {minAge} años o más y una licencia obtenida hace al menos {licenseMonths} meses.',
    },
    {
      question: '¿Cuánto equipaje cabe con 15 personas?',
      answer:
        'No mucho: unas {luggage} maletas detrás de la última banca. Para un fin de semana en el que todos llevan maleta, elija el [autobús confort de 15 pasajeros](/15-passenger-comfort-bus), cuyo compartimento de equipaje admite {luggage:15-passenger-comfort-bus}, o añada una [van de carga](/cargo-van-box-truck). Nunca ponga equipaje en el techo.',
    },
    {
      question: '¿Son seguras las vans de 15 pasajeros?',
      answer:
        'Bien manejadas, sí. Siga los consejos de la NHTSA: todos con el cinturón puesto; llantas a la presión indicada en la etiqueta del marco de la puerta (la revisamos antes de cada alquiler); nada en el techo; cuando la van no vaya llena, siente a los pasajeros delante del eje trasero; y un conductor con experiencia y descansado, a velocidad moderada, sobre todo en curvas y rampas. El control de estabilidad, de serie en nuestras vans, reduce mucho el riesgo de volcadura.',
    },
    {
      question: '¿Pueden quitar la banca trasera?',
      answer:
        'No, los asientos no se quitan. Si su escuela, distrito o aseguradora limita cuántas personas pueden viajar en una van de 15 pasajeros, simplemente lleve a menos personas, o reserve una [van de 12 pasajeros](/12-passenger-van).',
    },
    {
      question: '¿Hay un límite de millaje?',
      answer:
        'Los alquileres diarios y semanales incluyen {milesPerDay} millas por día de alquiler, que se suman para todo el alquiler; las millas adicionales se cobran a la tarifa por milla que figura en su contrato. Los alquileres mensuales incluyen {monthlyMiles} millas al mes.',
    },
    {
      question: '¿La cubrirá mi póliza de auto personal o mi tarjeta de crédito?',
      answer:
        'A menudo no: muchas pólizas personales y la mayoría de los beneficios de las tarjetas de crédito excluyen las vans de más de ocho o nueve asientos. Las iglesias, escuelas y empresas normalmente usan la cobertura de vehículos alquilados (hired auto) de su póliza comercial. De lo contrario, añada nuestra exención de daños y revise su cobertura de responsabilidad civil; consulte [seguro](/rental-guidelines#insurance).',
    },
  ],
};
