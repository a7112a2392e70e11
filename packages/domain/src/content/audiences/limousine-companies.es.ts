import type { AudiencePage } from '../audience-page.types.ts';

/** Spanish content of /limousine-companies (decision 048). */
export const page: AudiencePage = {
  slug: 'limousine-companies',
  metaDescription:
    'Vehículos para empresas de limusinas y transporte con chofer: vans ejecutivas, SUV y minibuses para la temporada alta, bajo su propia autorización.',
  intro:
    'Los operadores de limusinas y de transporte con chofer nos alquilan vehículos para cubrir lo que su propia flota no alcanza: fines de semana de prom y de bodas, una gran convención, un vehículo en reparación. Usted transporta a los pasajeros bajo su propia autorización de operación y su propio seguro; nosotros le proporcionamos vehículos limpios y sin rótulos por día, por semana o por mes.',
  needs: [
    {
      title: 'Demanda de temporada alta',
      text: 'Fines de semana de prom, graduaciones y bodas, y grandes convenciones, cuando todos sus vehículos ya están reservados.',
    },
    {
      title: 'Vehículos de reemplazo',
      text: 'Para mantener en marcha un contrato mientras uno de sus vehículos está en el taller.',
    },
    {
      title: 'Probar un nuevo servicio',
      text: 'Ensayar un servicio al aeropuerto o de traslado de grupos antes de comprar vehículos para ello.',
    },
    {
      title: 'Cumplimiento normativo',
      text: 'Su autorización, su seguro comercial y los permisos locales de transporte remunerado deben cubrir el vehículo alquilado.',
    },
  ],
  recommendedVehicles: [
    { id: '9-passenger-conversion-van', reason: 'Grupos ejecutivos y viajes al aeropuerto.' },
    {
      id: 'suvs',
      reason: 'Traslados ejecutivos; el color varía según la unidad, así que avísenos si la necesita negra.',
    },
    {
      id: '15-passenger-comfort-bus',
      reason: 'Grupos de bodas y corporativos: una puerta para entrar de pie y un compartimento de equipaje.',
    },
    {
      id: '25-passenger-bus',
      reason: 'Grupos más grandes con sus choferes con licencia de conducir comercial (CDL).',
    },
    { id: '33-passenger-bus', reason: 'Recorridos para los invitados de convenciones y bodas.' },
  ],
  tips: [
    {
      title: 'Firme primero el contrato comercial',
      text: 'El transporte remunerado requiere un contrato comercial antes del primer viaje: su número de autorización, un certificado que nombre a {owner} con los límites de responsabilidad civil que exige su autorización, y su lista de conductores.',
    },
    {
      title: 'Revise las normas locales de transporte remunerado',
      text: 'Algunos estados, ciudades y aeropuertos exigen placas de servicio público, permisos o inspecciones para los vehículos de transporte remunerado. Los nuestros tienen registro estándar, así que confirme que su ente regulador y los aeropuertos donde trabaja aceptan un vehículo alquilado.',
    },
    {
      title: 'Nuestras normas de vehículos se aplican a sus choferes',
      text: 'Edades mínimas, CDL para los vehículos de 16 asientos o más, prohibido fumar y prohibido consumir alcohol dentro del vehículo.',
    },
    {
      title: 'Letreros que se quitan sin dejar rastro',
      text: 'Solo letreros magnéticos o placas sobre el tablero; nada de rotulados completos ni calcomanías adhesivas sin aprobación por escrito.',
    },
  ],
  faqs: [
    {
      question: '¿Podemos usar sus vehículos para transportar pasajeros que pagan?',
      answer:
        'Sí, con un contrato comercial y bajo su propia autorización de operación. Sin ese contrato, transportar pasajeros a cambio de pago es un uso prohibido según nuestros [términos](/terms).',
    },
    {
      question: '¿Qué seguro necesitan de nosotros?',
      answer:
        'Un seguro comercial de responsabilidad civil para vehículos con los límites que exige su autorización (para los transportistas interestatales de pasajeros, el mínimo federal depende de la cantidad de asientos), además de cobertura de daños físicos para el vehículo alquilado o nuestra exención de daños, con {owner} como asegurado adicional y beneficiario en caso de pérdida.',
    },
    {
      question: '¿Sus SUV son negras?',
      answer:
        'El color varía según la unidad. Díganos al reservar si la necesita negra y le confirmaremos lo que podemos asignarle antes de la recogida.',
    },
    {
      question: '¿Pueden manejar nuestros choferes menores de 25 años?',
      answer:
        'Solo los vehículos cuya edad mínima cumplan: desde los {minAge:9-passenger-conversion-van} años para la van de conversión y desde los {minAge:suvs} para las SUV; desde los {minAge:15-passenger-comfort-bus} para el autobús confort y todos los autobuses más grandes.',
    },
  ],
  quotePrompt: {
    intro: 'Para una cotización como operador, indíquenos:',
    items: [
      'Nombre de la empresa, y su número USDOT o de autorización estatal',
      'Las fechas y los vehículos que necesita',
      'El servicio: aeropuerto, boda, prom, corporativo o una ruta',
      'Las clases de licencia y las edades de sus choferes',
      'El contacto de su corredor de seguros para el certificado',
    ],
  },
  image: {
    key: 'audience-limousine-companies',
    alt: 'Un chofer sosteniendo la puerta de una van de conversión oscura frente a un hotel, de noche.',
  },
};
