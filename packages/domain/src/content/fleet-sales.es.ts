import type { FleetSalesContent } from './fleet-sales.ts';

/** Spanish content of /fleet-sales (decision 048). The listings are vehicles-for-sale.ts. */
export const fleetSales: FleetSalesContent = {
  intro:
    'Cuando los vehículos salen de nuestra flota de alquiler, los vendemos directamente: vans de pasajeros, autobuses y camiones con el mantenimiento al día, hecho por las mismas personas que los alquilaban. Cada anuncio muestra el millaje, el precio y la sucursal donde usted puede verlo.',
  reasons: [
    {
      title: 'Un solo dueño, historial conocido',
      text: 'Cada vehículo ha tenido un solo dueño, nosotros, con cada servicio registrado.',
    },
    {
      title: 'Mantenimiento según calendario',
      text: 'El aceite, los frenos, las llantas y las inspecciones se hicieron a intervalos fijos, porque de ello depende la seguridad en el alquiler.',
    },
    {
      title: 'El precio está en el anuncio',
      text: 'Los impuestos y los cargos de título y registro se suman según lo exija su estado, y nada más.',
    },
    {
      title: 'Los vehículos para grupos son difíciles de encontrar',
      text: 'Las vans de pasajeros y los minibuses usados escasean. Los nuestros se venden con sus asientos, cinturones y equipo de seguridad intactos.',
    },
  ],
  inspection: {
    intro: 'Antes de publicarse, cada vehículo pasa por nuestra inspección, y el informe se entrega con él:',
    items: [
      'Frenos, llantas, dirección y suspensión',
      'Motor, transmisión y sistema de enfriamiento, con escaneo de diagnóstico',
      'Asientos, cinturones y salidas de emergencia en los vehículos de pasajeros',
      'Luces, limpiaparabrisas, calefacción y aire acondicionado',
      'Carrocería, vidrios y, en los camiones, la compuerta elevadora o la plataforma',
      'Una prueba en carretera',
    ],
  },
  serviceHistory:
    'Pida el historial de servicio completo de cualquier vehículo: cada cambio de aceite, trabajo de frenos y reparación desde que se incorporó a nuestra flota.',
  warranty:
    'La Guía del Comprador de la FTC (Buyers Guide) que se exhibe con cada vehículo indica si se vende tal como está o con lo que queda de la garantía del fabricante. Con gusto aceptamos que su propio mecánico lo inspeccione antes de que usted lo compre.',
  financing:
    'No ofrecemos financiamiento. La mayoría de los compradores recurre a su banco, a su cooperativa de crédito o a un prestamista de vehículos comerciales, y nosotros le damos la orden de compra, el VIN y los datos del título que piden los prestamistas. Las iglesias, escuelas y agencias suelen pagar con un presupuesto aprobado, con cheque o transferencia bancaria.',
  howToBuy: [
    {
      title: 'Envíe una consulta',
      text: 'Use el botón de consulta de un anuncio, o llame a la sucursal que tiene el vehículo.',
    },
    {
      title: 'Reciba los documentos',
      text: 'Le confirmamos que sigue disponible y le enviamos el informe de inspección y el historial de servicio.',
    },
    {
      title: 'Véalo y manéjelo',
      text: 'Con cita, en su sucursal; si lo desea, traiga a su mecánico. Un depósito reembolsable se lo aparta durante tres días hábiles.',
    },
    {
      title: 'Pague y recójalo',
      text: 'Pague con cheque de caja o transferencia bancaria; nosotros le traspasamos el título, y usted registra el vehículo y se encarga de transportarlo.',
    },
  ],
  faqs: [
    {
      question: '¿Por qué venden estos vehículos?',
      answer:
        'Los vehículos de alquiler se reemplazan según un calendario, al cumplir cierta antigüedad o millaje, mucho antes de que se desgasten.',
    },
    {
      question: '¿Puede inspeccionarlo mi propio mecánico?',
      answer: 'Sí, con cita en la sucursal donde está el vehículo, o en un taller cercano de su elección.',
    },
    {
      question: '¿Necesito una CDL para llevarme a casa un autobús que compré?',
      answer:
        'Sí. Para manejar un autobús diseñado para 16 personas o más, incluido el conductor, se necesita una licencia de conducir comercial (CDL) con endoso de pasajeros, aunque vaya vacío. Traiga un conductor con CDL o contrate un servicio de transporte de vehículos.',
    },
    {
      question: '¿Venden a compradores de otros estados?',
      answer:
        'Sí. Usted registra el vehículo en su estado; las placas temporales y el transporte siguen las reglas de su estado, y entregamos el vehículo a su transportista con su autorización por escrito.',
    },
    {
      question: '¿Los precios son negociables?',
      answer:
        'Los precios siguen el mercado y se publican abiertamente. Las organizaciones que compran varios vehículos pueden pedir una oferta conjunta.',
    },
  ],
  emptyState:
    'En este momento no hay vehículos a la venta. [Díganos qué busca](/contact) y nos comunicaremos con usted cuando salga de la flota un vehículo que le convenga.',
  ctas: [{ label: 'Preguntar por un vehículo', to: '/contact' }],
};
