import * as n from '../licence-notes.es.ts';
import type { VehiclePage } from '../vehicle-page.types.ts';

/** Spanish content of /12-passenger-van (decision 048). */
export const page: VehiclePage = {
  id: '12-passenger-van',
  metaDescription:
    'Alquile una van de 12 pasajeros para equipos, iglesias y cuadrillas: sin CDL, conductores desde {minAge} años, espacio para maletas y {milesPerDay} millas diarias.',
  intro:
    'La van de 12 pasajeros es la van de batalla para grupos de ocho a doce personas: equipos, grupos de iglesia, departamentos universitarios y cuadrillas de trabajo. Es más corta que una van de 15 pasajeros, más fácil de estacionar y deja espacio de verdad para el equipaje detrás de la última fila. No se necesita CDL, y los conductores pueden tener desde {minAge} años.',
  idealFor: [
    {
      audience: 'sports-teams',
      reason: 'Un equipo de básquetbol o vóleibol con sus entrenadores y la maleta de cada jugador.',
    },
    {
      audience: 'churches-ministries',
      reason:
        'Rutas de recogida los domingos y viajes juveniles pequeños, en una van que los conductores voluntarios manejan con facilidad.',
    },
    {
      audience: 'schools-colleges',
      reason:
        'Departamentos universitarios, deportes de club y salidas de campo para investigación; para estudiantes de K–12, elija el autobús de actividades.',
    },
    {
      audience: 'construction-contractors',
      reason: 'Una cuadrilla completa hasta la obra, con herramientas y hieleras detrás de la última fila.',
    },
    {
      audience: 'summer-camps',
      reason:
        'El personal de {minAge} años o más puede manejarla, así que más de sus consejeros pueden turnarse al volante.',
    },
  ],
  specs: {
    seating:
      'Cuatro filas: conductor y pasajero delantero, y luego bancas de tres, tres y cuatro asientos, todos con cinturón de tres puntos.',
    luggage:
      'Unas {luggage} maletas de tamaño completo, o una docena de bolsos de viaje y mochilas, detrás de la cuarta fila con todos los asientos ocupados.',
    dimensions: { lengthIn: 236, widthIn: 81, heightIn: 101 },
    dimensionsNote:
      'Una Ford Transit de techo mediano; el ancho es el de la carrocería, y los espejos añaden unas 16 in. Las Transit de techo bajo y las vans Chevrolet Express miden unos 7 ft de alto y caben en estacionamientos techados con una altura indicada de más de 7 ft.',
    gvwr: 'unas 9,000–9,600 lb',
    models: [
      'Ford Transit 350 XLT de 12 pasajeros (techo bajo o mediano)',
      'Chevrolet Express 3500 LT de 12 pasajeros',
    ],
    fuel: 'Gasolina (regular sin plomo)',
    transmission: 'Automática',
  },
  licence: {
    summary: n.noCdl,
    details: [n.underThresholdPassenger, n.licenseHeld, n.k12Vans, n.organizationRules],
  },
  features: [
    'Cinturones de tres puntos en todos los asientos',
    'Control electrónico de estabilidad',
    'Salidas traseras de calefacción y aire acondicionado para cada fila',
    'Cámara de reversa y monitoreo de la presión de las llantas',
    'Audio Bluetooth y carga USB adelante',
    'Control de crucero',
  ],
  image: {
    key: 'vehicle-12-passenger-van',
    alt: 'Una van blanca de 12 pasajeros vista de lado, con la puerta corrediza abierta que deja ver cuatro filas de bancas.',
  },
  faqs: [
    {
      question: '¿Puedo manejar una van de 12 pasajeros con mi licencia normal?',
      answer:
        'Sí. La CDL solo se exige a partir de 16 personas incluido el conductor, así que una licencia regular cubre esta van. Cada conductor debe tener {minAge} años o más y haber tenido licencia durante al menos {licenseMonths} meses.',
    },
    {
      question: '¿Cuánto equipaje cabe con 12 personas?',
      answer:
        'Unas {luggage} maletas de tamaño completo detrás de la última fila, o una docena de bolsos de viaje. Mantenga el equipaje por debajo del respaldo de los asientos y fuera del pasillo: en un frenazo, las maletas sueltas salen disparadas hacia adelante. Si necesita más espacio, añada una [van de carga](/cargo-van-box-truck).',
    },
    {
      question: '¿Nos conviene una van de 12 o de 15 pasajeros?',
      answer:
        'Si su grupo es de doce personas o menos, incluido el conductor, la de 12 es la mejor opción: más corta, más fácil de estacionar, con más espacio para el equipaje, y los conductores pueden tener {minAge:12-passenger-van} años en lugar de {minAge:15-passenger-van}.',
    },
    {
      question: '¿Es difícil de manejar?',
      answer:
        'Es más larga y más alta que un auto, así que deje más distancia para frenar, tome las curvas un poco más abiertas, use los espejos y la cámara de reversa, y tenga cuidado con los techos bajos de los autoservicios (drive-through). La mayoría de los conductores se sienten cómodos después de las primeras millas.',
    },
    {
      question: '¿Hay un límite de millaje?',
      answer:
        'Los alquileres diarios y semanales incluyen {milesPerDay} millas por día de alquiler, que se suman para todo el alquiler; las millas adicionales se cobran a la tarifa por milla que figura en su contrato. Los alquileres mensuales incluyen {monthlyMiles} millas al mes.',
    },
    {
      question: '¿Nuestro seguro la cubre?',
      answer:
        'Las pólizas personales varían en el caso de las vans de más de ocho o nueve asientos, y la mayoría de los beneficios de las tarjetas de crédito las excluyen. Las organizaciones suelen recurrir a la cobertura de vehículos alquilados (hired auto) de su póliza comercial: envíenos el certificado antes de la recogida. De lo contrario, añada nuestra exención de daños; consulte [seguro](/rental-guidelines#insurance).',
    },
  ],
};
