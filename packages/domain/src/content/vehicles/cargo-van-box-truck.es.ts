import * as n from '../licence-notes.es.ts';
import type { VehiclePage } from '../vehicle-page.types.ts';

/** Spanish content of /cargo-van-box-truck (decision 048). */
export const page: VehiclePage = {
  id: 'cargo-van-box-truck',
  metaDescription:
    'Alquile una van de carga de techo alto o un camión de caja de 16 ft para equipo, instrumentos, ferias y mudanzas. Sin CDL; conductores de {minAge} años o más.',
  intro:
    'Dos maneras de mover cosas. Una van de carga de techo alto, en la que se puede estar de pie, lleva herramientas, instrumentos, stands de ferias comerciales y entregas; un camión de caja de 16 ft con puerta enrollable transporta muebles, equipo para eventos y tarimas. Ambos se manejan con una licencia regular, y los conductores pueden tener {minAge} años.',
  idealFor: [
    {
      audience: 'film-production',
      reason:
        'Carros de tramoya, eléctricos, de cámara y de vestuario, con compuerta elevadora en la mayoría de los camiones de caja.',
    },
    {
      audience: 'equipment-rental',
      reason: 'Entregas de mesas, sillas y equipo audiovisual durante la temporada alta.',
    },
    {
      audience: 'businesses-corporations',
      reason: 'Stands de ferias comerciales y materiales para eventos, manejados por su propio personal.',
    },
    {
      audience: 'schools-colleges',
      reason: 'Instrumentos de banda, kits de robótica y escenografías de teatro para competencias.',
    },
    {
      audience: 'weddings',
      reason:
        'Decoración, artículos alquilados y materiales hechos a mano, de ida y vuelta al lugar de la boda.',
    },
  ],
  specs: {
    seating:
      'Hasta {seats} en la cabina: dos asientos en la mayoría de las vans de carga y una banca de tres plazas en los camiones de caja.',
    luggage:
      'Van de carga: unos 11 ft de largo de piso, 6 ft 9 in de altura para estar de pie y 4 ft 6 in entre los pasos de rueda. Camión de caja: una caja de 16 ft por 7 ft 6 in y unos 7 ft de altura interior, aproximadamente 800 pies cúbicos.',
    dimensions: { lengthIn: 288, widthIn: 96, heightIn: 132 },
    dimensionsNote:
      'Son las medidas del camión de caja de 16 ft; ancho sin espejos. Una van de carga de techo alto mide unos 19 ft 8 in de largo, 6 ft 9 in de ancho y 9 ft 1 in de alto.',
    gvwr: 'de unas 9,000 lb (van de carga) a 14,500 lb (camión de caja)',
    models: [
      'Van de carga Ford Transit 250 de techo alto',
      'Van de carga Ram ProMaster 2500 de techo alto',
      'Camión de caja de 16 ft sobre chasis Isuzu NPR-HD o Ford E-450',
    ],
    fuel: 'Gasolina (vans de carga); diésel o gasolina (camiones de caja)',
    transmission: 'Automática',
  },
  licence: {
    summary: 'Sin CDL: ambos tienen un GVWR inferior a 26,001 lb y menos de 16 asientos.',
    details: [n.underThresholdCargo, n.licenseHeld, n.commercialUse],
  },
  features: [
    'Vans de carga: anillos de amarre en el piso y mampara detrás de los asientos',
    'Camiones de caja: puerta trasera enrollable y rieles E-track para correas',
    'Camiones de caja: compuerta elevadora hidráulica en la mayoría de las unidades y rampa de carga en las demás',
    'Iluminación interior en el área de carga',
    'Cámara de reversa',
  ],
  image: {
    key: 'vehicle-cargo-van-box-truck',
    alt: 'Una van de carga blanca de techo alto junto a un camión de caja blanco de 16 ft con la puerta enrollable abierta.',
  },
  faqs: [
    {
      question: 'Van de carga o camión de caja: ¿cuál necesito?',
      answer:
        'Una van de carga de techo alto tiene unos 350 pies cúbicos: un stand de feria comercial, el equipo de una banda o las cajas de un apartamento tipo estudio. Un camión de caja de 16 ft tiene unos 800: los muebles de una casa de una o dos habitaciones, artículos alquilados para eventos o tarimas cargadas con la compuerta elevadora.',
    },
    {
      question: '¿El camión de caja tiene compuerta elevadora?',
      answer:
        'La mayoría sí; revise la placa de capacidad de la compuerta y nunca la exceda. Los demás tienen una rampa extraíble. Si necesita compuerta elevadora, indíquelo en las notas de su reserva o en su solicitud de cotización.',
    },
    {
      question: '¿Pueden viajar personas en la parte de atrás?',
      answer:
        'No. Las personas viajan solo en los asientos de la cabina, con el cinturón abrochado. Viajar en el área de carga es peligroso e ilegal en la mayoría de los estados.',
    },
    {
      question: '¿Qué altura tiene y con qué puede chocar?',
      answer:
        'El camión de caja mide unos 11 ft de alto y la van de techo alto, unos 9 ft 1 in. Los autoservicios (drive-throughs), las marquesinas de bancos y hoteles, los estacionamientos techados y algunos puentes bajos son demasiado bajos. La exención de daños no cubre los daños en la parte superior del vehículo.',
    },
    {
      question: '¿Hay un límite de millaje?',
      answer:
        'Los alquileres diarios y semanales incluyen {milesPerDay} millas por día de alquiler, que se suman a lo largo de todo el alquiler; las millas adicionales se cobran a la tarifa por milla que figura en su contrato. Los alquileres mensuales incluyen {monthlyMiles} millas al mes.',
    },
  ],
};
