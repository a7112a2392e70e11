import type { AudiencePage } from '../audience-page.types.ts';

/** Spanish content of /businesses-corporations (decision 048). */
export const page: AudiencePage = {
  slug: 'businesses-corporations',
  metaDescription:
    'Vehículos para empresas: retiros, ferias comerciales, traslados de empleados y equipos de campo, con factura, certificados de seguro y conductores registrados.',
  intro:
    'Las empresas alquilan con nosotros cuando el trabajo se pone en movimiento: un retiro de liderazgo, un stand en una feria comercial, un servicio de traslado mientras el estacionamiento está cerrado, un equipo de campo que necesita camionetas pickup durante un trimestre. Usted recibe los vehículos, facturas que su departamento de finanzas aceptará y conductores que registra una sola vez.',
  needs: [
    {
      title: 'Retiros y eventos con clientes',
      text: 'Trasladar a su equipo o a sus clientes entre el aeropuerto, el hotel y el lugar del evento, a tiempo y con comodidad.',
    },
    {
      title: 'Ferias comerciales',
      text: 'Un stand, folletos y equipo de demostración hasta el muelle de carga de un centro de convenciones, mientras el equipo llega por su cuenta.',
    },
    {
      title: 'Traslados de empleados',
      text: 'Servicio de traslado desde el estacionamiento o dentro de sus instalaciones durante obras, una mudanza de oficinas o cambios de turno, por días o por meses.',
    },
    {
      title: 'Equipos de campo y de proyecto',
      text: 'Camionetas pickup, vans de carga y vans para cuadrillas durante todo el proyecto, con tarifas mensuales.',
    },
  ],
  recommendedVehicles: [
    {
      id: '9-passenger-conversion-van',
      reason: 'Ejecutivos y clientes: asientos tipo capitán y tomas de corriente.',
    },
    { id: '15-passenger-comfort-bus', reason: 'Grupos de retiro con su equipaje, sin necesidad de CDL.' },
    { id: 'cargo-van-box-truck', reason: 'Carga para ferias comerciales y materiales para eventos.' },
    { id: 'suvs', reason: 'Traslados de ejecutivos y visitas a instalaciones.' },
    { id: '12-passenger-van', reason: 'Equipos y cuadrillas con licencia de conducir regular.' },
  ],
  tips: [
    {
      title: 'Configure la facturación una sola vez',
      text: 'Envíe su orden de compra (PO) o centro de costos, el contacto de facturación y el certificado de seguro con la primera cotización; las reservas siguientes solo tienen que hacer referencia a ellos.',
    },
    {
      title: 'Use la póliza de la empresa, no la de los empleados',
      text: 'El uso comercial de un vehículo alquilado normalmente está cubierto por la póliza comercial de autos de la empresa, con cobertura para autos alquilados y autos que no son de la empresa (hired and non-owned auto). Pida a su corredor de seguros un certificado que nombre a {owner}.',
    },
    {
      title: 'Registre a cada conductor',
      text: 'Cualquier empleado que cumpla las reglas de edad y licencia puede agregarse como conductor; el precio que se muestra incluye el cargo por conductor adicional. Un conductor no registrado anula la exención de daños.',
    },
    {
      title: 'Reserve según su turno en el muelle de carga',
      text: 'Los centros de convenciones fijan los horarios de montaje y a menudo exigen que su propio personal descargue. Haga coincidir la recogida y la devolución de la van de carga con su turno asignado.',
    },
  ],
  faqs: [
    {
      question: '¿Podemos recibir una sola factura por varios vehículos?',
      answer:
        'Sí. Las cuentas empresariales aprobadas pagan por factura contra una orden de compra (PO), con vencimiento a 30 días, y todos los vehículos de un evento o proyecto van en una sola factura.',
    },
    {
      question: '¿La póliza personal de un empleado cubre un alquiler para asuntos de la empresa?',
      answer:
        'Muchas veces no cubre el uso comercial, y rara vez cubre vans grandes. Use la cobertura de autos alquilados de su empresa o agregue nuestra exención de daños.',
    },
    {
      question: '¿Nuestros empleados pueden llevar a clientes?',
      answer:
        'Sí. Transportar gratuitamente a su propio personal y a sus invitados es transporte privado. Cobrarles un pasaje a los pasajeros es otra cosa; consulte [servicios de traslado](/shuttle-transportation).',
    },
    {
      question: '¿Ofrecen tarifas corporativas?',
      answer:
        'Las tarifas se muestran abiertamente en cada vehículo y son las mismas para todos los clientes. Si sus necesidades son recurrentes o de varios vehículos, las tarifas semanales y mensuales reducen el costo diario, y una [cotización](/quote) reúne todo el programa en un solo documento.',
    },
  ],
  quotePrompt: {
    intro: 'Para una cotización corporativa, indíquenos:',
    items: [
      'Nombre de la empresa y contacto de facturación',
      'El evento o proyecto, las fechas y los lugares',
      'Las personas que hay que trasladar y lo que hay que cargar',
      'Quién conducirá',
      'Orden de compra (PO) o centro de costos, y el contacto de su corredor de seguros para el certificado',
    ],
  },
  image: {
    key: 'audience-businesses-corporations',
    alt: 'Colegas con maletines para laptop subiendo a una van de conversión frente a un edificio de oficinas.',
  },
};
