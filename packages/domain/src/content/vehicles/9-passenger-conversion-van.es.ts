import * as n from '../licence-notes.es.ts';
import type { VehiclePage } from '../vehicle-page.types.ts';

/** Spanish content of /9-passenger-conversion-van (decision 048). */
export const page: VehiclePage = {
  id: '9-passenger-conversion-van',
  metaDescription:
    'Alquile una van de conversión de 9 pasajeros: asientos capitán de piel, banca trasera, pantallas y espacio para equipaje. Sin CDL; {milesPerDay} millas por día incluidas.',
  intro:
    'Una van de conversión es una van de tamaño completo adaptada para la comodidad: asientos capitán de piel, banca trasera, más espacio para la cabeza, pantallas y tomacorrientes. Tiene {seats} asientos, incluido el del conductor, y es ideal para grupos ejecutivos, cortejos de boda y familias que quieren llegar descansadas. Cualquier conductor de {minAge} años o más con una licencia regular puede manejarla.',
  idealFor: [
    {
      audience: 'businesses-corporations',
      reason:
        'Visitas a clientes y giras comerciales: asientos capitán, tomacorrientes y espacio para conversar en el camino.',
    },
    {
      audience: 'weddings',
      reason: 'Lleva junto a todo el cortejo de boda sin arrugar ni un vestido ni un traje.',
    },
    {
      audience: 'family-vacations',
      reason:
        'Largos viajes por carretera para dos familias, con pantallas para los niños y equipaje detrás de la banca.',
    },
    {
      audience: 'limousine-companies',
      reason:
        'Una van ejecutiva para traslados al aeropuerto y grupos pequeños cuando su propia flota está totalmente reservada.',
    },
    {
      audience: 'wine-tours-sightseeing',
      reason: 'Un día privado de catas para hasta {riders} invitados y un conductor designado.',
    },
  ],
  specs: {
    seating:
      'Conductor y pasajero delantero, cuatro asientos capitán de piel en dos filas y una banca trasera de tres plazas que, en muchas unidades, se pliega hasta quedar plana.',
    luggage:
      'Unas {luggage} maletas grandes detrás de la banca trasera con los {seats} asientos ocupados; el equipaje de mano cabe entre los asientos capitán.',
    dimensions: { lengthIn: 236, widthIn: 81, heightIn: 101 },
    dimensionsNote:
      'Una conversión de Ford Transit de techo mediano; el ancho es el de la carrocería y los espejos suman unas 16 in. Las conversiones de Chevrolet Express y GMC Savana son aproximadamente un pie más cortas.',
    gvwr: 'alrededor de 8,600–9,100 lb',
    models: [
      'Conversión de Ford Transit 150 o 250 (Explorer, Sherrod u otros carroceros similares)',
      'Conversión de Chevrolet Express 2500',
      'Conversión de GMC Savana 2500',
    ],
    fuel: 'Gasolina (regular sin plomo)',
    transmission: 'Automática',
  },
  licence: {
    summary: n.noCdl,
    details: [n.underThresholdPassenger, n.licenseHeld],
  },
  features: [
    'Asientos capitán de piel con descansabrazos',
    'Calefacción y aire acondicionado traseros',
    'Pantalla plana con entrada HDMI (la mayoría de las unidades)',
    'Puertos USB y tomacorrientes de 110 voltios',
    'Vidrios polarizados de privacidad e iluminación ambiental LED',
    'Cámara de reversa y audio Bluetooth',
    'Estribos para subir con facilidad',
  ],
  image: {
    key: 'vehicle-9-passenger-conversion-van',
    alt: 'Una van de conversión oscura de tamaño completo con vidrios polarizados y la puerta lateral abierta, que deja ver los asientos capitán de piel.',
  },
  faqs: [
    {
      question: '¿Qué es una van de conversión?',
      answer:
        'Una van estándar de tamaño completo de Ford, Chevrolet o GMC, reconstruida por un carrocero especializado con asientos, acabados, iluminación y entretenimiento de primera. Mecánicamente es la misma van, así que se maneja, se carga de combustible y se estaciona igual.',
    },
    {
      question: '¿Puedo manejarla con mi licencia normal?',
      answer:
        'Sí. Tiene {seats} asientos, incluido el del conductor, muy por debajo del límite de 16 personas que exige CDL, y pesa mucho menos de 26,001 lb. Cada conductor debe tener {minAge} años o más y una licencia con al menos {licenseMonths} meses de antigüedad.',
    },
    {
      question: '¿Cabe en un estacionamiento techado?',
      answer:
        'Por lo general, no. Las conversiones de techo mediano miden unos 8 ft 5 in de alto, más que el espacio libre de 6 ft 8 in a 7 ft de la mayoría de los estacionamientos techados del centro, de hoteles y de aeropuertos, así que planee usar estacionamientos al aire libre o espacios para vehículos altos. La exención de daños no cubre los daños en la parte superior del vehículo.',
    },
    {
      question: '¿Hay un límite de millaje?',
      answer:
        'Los alquileres diarios y semanales de vans de pasajeros incluyen {milesPerDay} millas por día de alquiler, que se suman a lo largo de todo el alquiler; las millas adicionales se cobran a la tarifa por milla que figura en su contrato. Los alquileres mensuales incluyen {monthlyMiles} millas al mes; consulte [millaje](/rental-guidelines#mileage).',
    },
    {
      question: '¿Me cubre mi propio seguro de auto o mi tarjeta de crédito?',
      answer:
        'Pregúntele a su agente si su póliza se extiende a una van alquilada de nueve asientos: muchas lo hacen. La mayoría de los beneficios de alquiler de las tarjetas de crédito excluyen las vans de tamaño completo y de conversión, así que no cuente con la tarjeta. Si no tiene cobertura, agregue nuestra exención de daños en la recogida; consulte [seguro](/rental-guidelines#insurance).',
    },
    {
      question: '¿Qué combustible usa?',
      answer:
        'Gasolina regular sin plomo. Sale con el tanque lleno y debe devolverse lleno; si no es así, la llenamos nosotros al precio local de la bomba más un cargo por servicio.',
    },
  ],
};
