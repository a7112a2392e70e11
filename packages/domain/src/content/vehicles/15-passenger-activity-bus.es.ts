import * as n from '../licence-notes.es.ts';
import type { VehiclePage } from '../vehicle-page.types.ts';

/** Spanish content of /15-passenger-activity-bus (decision 048). */
export const page: VehiclePage = {
  id: '15-passenger-activity-bus',
  metaDescription:
    'Autobús de actividades de 15 pasajeros (MFSAB) con normas de seguridad de autobús escolar, para excursiones y partidos. Sin CDL; conductores desde {minAge} años.',
  intro:
    'Un minibús construido según las normas federales de seguridad de los autobuses escolares, conocido como autobús escolar de actividades multifunción (MFSAB), pero sin la pintura amarilla, el brazo de parada ni las luces intermitentes. Escuelas, campamentos y grupos juveniles lo usan para excursiones y partidos cuando las normas no permiten llevar a estudiantes de K–12 en vans de pasajeros. Tiene {seats} asientos incluido el del conductor, así que no se necesita CDL.',
  idealFor: [
    {
      audience: 'schools-colleges',
      reason:
        'Excursiones, partidos y competencias en distritos que no permiten que los estudiantes viajen en vans de 15 pasajeros.',
    },
    {
      audience: 'summer-camps',
      reason:
        'Salidas fuera del campamento con los campistas en un vehículo construido como un autobús escolar.',
    },
    {
      audience: 'clubs-youth-orgs',
      reason: 'Salidas de scouts, de 4-H y de programas extraescolares con niños a bordo.',
    },
    {
      audience: 'churches-ministries',
      reason:
        'Viajes del ministerio infantil y juvenil en el tipo de autobús que muchas aseguradoras de iglesias prefieren a una van.',
    },
    {
      audience: 'sports-teams',
      reason: 'Equipos de escuela intermedia y secundaria que viajan a jugar como visitantes.',
    },
  ],
  specs: {
    seating:
      '{riders} asientos acolchados de respaldo alto, orientados hacia adelante, a ambos lados de un pasillo central, más el del conductor. Los pasajeros suben por una puerta delantera con escalones y pasamanos.',
    luggage:
      'Un área de almacenamiento detrás de la última fila admite unos {luggage} bolsos de viaje o bolsas deportivas, sin bloquear las salidas de emergencia. Las maletas y los instrumentos viajan mejor en un segundo vehículo.',
    dimensions: { lengthIn: 282, widthIn: 92, heightIn: 114 },
    dimensionsNote:
      'Medidas típicas de un chasis cutaway Ford E-Series o Chevrolet Express; el ancho es el de la carrocería sin espejos. El largo exacto varía según el fabricante de la carrocería.',
    gvwr: 'unas 12,000–14,500 lb',
    models: [
      'Autobús de actividades Micro Bird G5 (MFSAB) sobre chasis cutaway Ford E-Series o Chevrolet Express',
      'Autobús de actividades Thomas Built Minotour (MFSAB)',
      'Carrocerías MFSAB similares sobre chasis cutaway',
    ],
    fuel: 'Gasolina (regular sin plomo)',
    transmission: 'Automática',
  },
  licence: {
    summary:
      'Sin CDL: {seats} asientos incluido el del conductor y menos de 26,001 lb, así que basta con una licencia regular.',
    details: [
      n.underThresholdPassenger,
      n.licenseHeld,
      'Algunos estados exigen que el personal escolar que lleva estudiantes tenga un certificado estatal de conductor de autobús de actividades o de conductor escolar, aunque no se necesite CDL. La oficina de transporte de su distrito se lo puede indicar.',
    ],
  },
  features: [
    'Construido según las normas federales de resistencia a choques de los autobuses escolares, salvo el brazo de parada y las luces rojas de advertencia',
    'Asientos acolchados de respaldo alto que forman compartimentos de protección',
    'Puerta de entrada delantera con escalones y pasamanos',
    'Puerta de salida de emergencia y escotillas en el techo',
    'Calefacción y aire acondicionado',
    'Cámara de reversa',
  ],
  image: {
    key: 'vehicle-15-passenger-activity-bus',
    alt: 'Un pequeño autobús de actividades blanco con puerta de entrada delantera, estacionado frente al gimnasio de una escuela.',
  },
  faqs: [
    {
      question: '¿Qué es un autobús de actividades (MFSAB)?',
      answer:
        'Un autobús escolar de actividades multifunción se construye según las mismas normas federales de resistencia a choques que un autobús escolar, pero no tiene brazo de parada ni luces rojas intermitentes y no puede estar pintado del amarillo de los autobuses escolares. Las escuelas pueden usarlo para excursiones y actividades, no para las rutas entre la casa y la escuela, que requieren un autobús escolar completo.',
    },
    {
      question: '¿Puede manejarlo nuestro maestro o entrenador sin CDL?',
      answer:
        'Sí, según las normas federales: tiene {seats} asientos incluido el del conductor y pesa menos de 26,001 lb. Algunos estados añaden una certificación de conductor escolar para el personal que lleva estudiantes, así que consulte con su distrito antes del viaje.',
    },
    {
      question: '¿Por qué no alquilar simplemente una van de 15 pasajeros?',
      answer:
        'Para estudiantes de K–12, muchos estados y distritos no lo permiten, y la ley federal prohíbe a los concesionarios vender o arrendar vans nuevas de ese tamaño a escuelas para el transporte de estudiantes. Este autobús es la opción que cumple las normas con el mismo número de asientos, y los pasajeros entran caminando por una puerta delantera en lugar de pasar por encima de las bancas.',
    },
    {
      question: '¿Cuánto material cabe?',
      answer:
        'Unos {luggage} bolsos de viaje o bolsas deportivas en el área de almacenamiento trasera. Para instrumentos de banda, kits de robótica o el material de un equipo deportivo, añada una [van de carga](/cargo-van-box-truck).',
    },
    {
      question: '¿Hay un límite de millaje?',
      answer:
        'Los alquileres diarios y semanales incluyen {milesPerDay} millas por día de alquiler, que se suman para todo el alquiler; las millas adicionales se cobran a la tarifa por milla que figura en su contrato. Los alquileres mensuales, prácticos para una temporada deportiva, incluyen {monthlyMiles} millas al mes.',
    },
  ],
};
