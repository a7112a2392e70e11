import type { longTermVehicles as englishLongTermVehicles, LeasingContent } from './leasing.ts';

/** Spanish content of /long-term-leasing and the intro of /long-term-vehicles (decision 048). */
export const leasing: LeasingContent = {
  intro:
    'Quédese con una van, un autobús o un camión de 1 a {maxMonths} meses con una tarifa mensual que incluye mantenimiento, asistencia en carretera y registro. Es un alquiler a largo plazo, no un arrendamiento financiero: sin pago inicial, sin valor residual y sin nada que vender al final.',
  steps: [
    {
      title: 'Díganos qué necesita',
      text: 'Los vehículos, la fecha de inicio, el número de meses y las millas que prevé recorrer. Reserve un solo vehículo en línea como alquiler mensual, o envíe una solicitud de arrendamiento para varios.',
    },
    {
      title: 'Reciba su confirmación o cotización',
      text: 'La tarifa mensual por vehículo, las millas incluidas y su depósito o las condiciones de su cuenta, por escrito.',
    },
    {
      title: 'Firme y recoja',
      text: 'Traiga su certificado de seguro o contrate nuestra exención de daños, indique quiénes serán sus conductores y pague el primer mes por adelantado, o pida que se facture a su cuenta.',
    },
    {
      title: 'Usted maneja; nosotros lo mantenemos en marcha',
      text: 'Cuando aparezca el aviso de mantenimiento, reserve una cita en la sucursal: el servicio de rutina toma alrededor de una hora. La asistencia en carretera atiende 24/7.',
    },
    {
      title: 'Renueve, cambie o devuelva',
      text: 'Renueve por más meses, cambie a otro tamaño según cambien sus necesidades, o devuelva el vehículo.',
    },
  ],
  included: [
    {
      title: 'Mantenimiento programado',
      text: 'Cambios de aceite, rotación de llantas, inspecciones y reparaciones por desgaste normal, por nuestra cuenta.',
    },
    {
      title: 'Asistencia en carretera',
      text: 'Las 24 horas del día, los 7 días de la semana, en el número que aparece en su contrato.',
    },
    {
      title: 'Registro y placas',
      text: 'Los mantenemos al día, incluidas las inspecciones estatales obligatorias.',
    },
    {
      title: 'Un vehículo de reemplazo durante las reparaciones',
      text: 'Mientras su vehículo esté en reparación por daños que usted no causó, le damos otro si tenemos uno disponible.',
    },
    {
      title: 'Conductores adicionales',
      text: 'Todos los conductores calificados que necesite, cada uno inscrito en el contrato.',
    },
  ],
  notIncluded: [
    'Combustible',
    'Seguro, a menos que agregue nuestra exención de daños',
    'Peajes, estacionamiento y multas de tránsito',
    'Daños más allá del desgaste normal, incluidos los daños a las llantas',
    'Millas por encima de {monthlyMiles} al mes',
  ],
  whoFor: [
    {
      audience: 'churches-ministries',
      text: 'Una van para cada ruta del domingo y de entre semana, sin tener que comprarla.',
    },
    { audience: 'summer-camps', text: 'Vans y una minivan para toda la temporada.' },
    {
      audience: 'construction-contractors',
      text: 'Vans para las cuadrillas, camionetas pickup y un camión de plataforma durante toda la obra.',
    },
    {
      audience: 'businesses-corporations',
      text: 'Equipos de campo, nuevos empleados y proyectos que necesitan vehículos ya.',
    },
    {
      audience: 'shuttle-transportation',
      text: 'Una ruta nueva puesta a prueba antes de comprar los vehículos para ella.',
    },
    {
      audience: 'film-production',
      text: 'Camiones para cada departamento y vans para el equipo durante toda una serie.',
    },
  ],
  terms: [
    { title: 'Duración', text: 'De 1 a {maxMonths} meses por contrato, renovable.' },
    {
      title: 'Facturación',
      text: 'Cada mes se cobra por adelantado a una tarjeta, o se factura a las cuentas aprobadas. Un mes va hasta el mismo día del mes siguiente.',
    },
    {
      title: 'Millaje',
      text: 'Se incluyen {monthlyMiles} millas al mes; las millas adicionales se cobran a la tarifa por milla del grupo del vehículo que indica nuestra [guía de alquiler](/rental-guidelines#mileage).',
    },
    {
      title: 'Devolución anticipada',
      text: 'Cada mes completo que usted no haya comenzado se reembolsa o no se factura; un mes ya comenzado se cobra completo.',
    },
    {
      title: 'Cambio de vehículo',
      text: 'Cambie a otro tamaño a mitad del plazo si tenemos uno disponible; la tarifa mensual del nuevo vehículo se aplica a partir del mes siguiente.',
    },
  ],
  faqs: [
    {
      question: '¿Es un arrendamiento o un alquiler?',
      answer:
        'Un alquiler a largo plazo: usted paga una tarifa mensual y devuelve el vehículo. No hay pago inicial, ni valor residual, ni penalidad por devolverlo antes, más allá del mes en curso.',
    },
    {
      question: '¿Cuánto cuesta?',
      answer:
        'La tarifa mensual de cada vehículo aparece en nuestra página de [vehículos a largo plazo](/long-term-vehicles), y es la misma tarifa que obtiene en línea y en una cotización. Si necesita varios vehículos, envíe una solicitud de arrendamiento y los incluimos en una sola cotización.',
    },
    {
      question: '¿Cómo funciona el mantenimiento?',
      answer:
        'Cuando aparezca el aviso de mantenimiento, o aproximadamente cada 5,000 millas, reserve una cita en la sucursal. Avísenos de inmediato si se enciende una luz de advertencia o aparece un ruido nuevo: es más barato repararlo a tiempo, y el costo es nuestro, no suyo.',
    },
    {
      question: '¿Necesitamos una verificación de crédito?',
      answer:
        'No para pagar con tarjeta. Para pagar con factura, las organizaciones llenan una breve solicitud de cuenta, que normalmente se aprueba en pocos días hábiles.',
    },
    {
      question: '¿Podemos quedarnos con un vehículo más de {maxMonths} meses?',
      answer:
        'Sí: renueve al final del plazo. Si lo va a necesitar durante años, compare con la compra de uno de los vehículos de nuestra [venta de flota](/fleet-sales).',
    },
    {
      question: '¿Podemos poner nuestro nombre en el vehículo?',
      answer:
        'Letreros magnéticos, sí. Las rotulaciones completas y las calcomanías adhesivas requieren nuestra aprobación por escrito.',
    },
  ],
  ctas: [
    { label: 'Enviar una solicitud de arrendamiento', to: '#leasing-request' },
    { label: 'Ver tarifas mensuales', to: '/long-term-vehicles' },
  ],
};

/** Spanish intro of /long-term-vehicles, above the live list of monthly rates. */
export const longTermVehicles: typeof englishLongTermVehicles = {
  intro:
    'Todos los vehículos de nuestra flota se pueden alquilar por mes. Las tarifas mensuales incluyen mantenimiento, asistencia en carretera y {monthlyMiles} millas al mes. Elija un vehículo para ver los asientos, el espacio para equipaje y los requisitos de licencia, o comience una reserva mensual.',
  rateNote:
    'Las tarifas son por vehículo y por mes, antes de impuestos. Los plazos van de 1 a {maxMonths} meses.',
  ctas: [
    { label: 'Comenzar una reserva mensual', to: '/' },
    { label: 'Cómo funciona el arrendamiento', to: '/long-term-leasing' },
  ],
};
