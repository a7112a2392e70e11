import type { OrganizationAccountsContent } from './organization-accounts.ts';

/** Spanish content of /organisations (decision 048): organization accounts, invoice terms, tax exemption, applying. */
export const organizationAccounts: OrganizationAccountsContent = {
  intro:
    'Escuelas, iglesias, oficinas de gobierno, empresas y organizaciones sin fines de lucro pueden abrir una cuenta gratuita con {brand}: reservar vans y autobuses a nombre de la organización, pagar con factura y orden de compra a 15, 30 o 60 días (net 15, 30 o 60) una vez aprobada la cuenta, y alquilar sin impuesto estatal sobre las ventas una vez verificado su certificado de exención de impuestos.',
  headings: {
    benefits: 'Lo que una cuenta le ofrece a su organización',
    whoFor: 'Quiénes abren una cuenta',
    invoiceTerms: 'Pago con factura a 15, 30 o 60 días',
    taxExemption: 'Alquilar sin impuesto estatal sobre las ventas',
    steps: 'Cómo solicitarla',
  },
  accountLink: 'La página de su cuenta',
  benefits: [
    {
      title: 'Reserve a nombre de su organización',
      text: 'Las reservas llevan el nombre y la dirección de facturación de la organización, así que la confirmación, la factura y los recibos quedan en su contabilidad, no en la tarjeta personal de quien encabeza el viaje.',
    },
    {
      title: 'Pague con factura a plazo',
      text: 'Una vez que nuestro equipo de cuentas apruebe sus condiciones de pago, elija “Pagar con factura” al reservar e indique su número de orden de compra. La factura vence 15, 30 o 60 días después de emitida.',
    },
    {
      title: 'Sin impuesto estatal sobre las ventas si está exento',
      text: 'Suba el certificado de exención de impuestos de su estado. Una vez que lo verifiquemos, el impuesto sobre las ventas de ese estado aparece como exento en cada cotización, reserva y factura hasta que venza el certificado.',
    },
    {
      title: 'Todas las facturas en un solo lugar',
      text: 'La página de su cuenta muestra las reservas y facturas de la organización, cada una en un PDF que puede descargar para su tesorero o para el departamento de cuentas por pagar.',
    },
  ],
  whoFor: [
    {
      audience: 'schools-colleges',
      text: 'Excursiones, deportes y autobuses de actividades facturados a la escuela o al distrito, con la orden de compra (PO) que emite su oficina administrativa.',
    },
    {
      audience: 'churches-ministries',
      text: 'Viajes de jóvenes, retiros y equipos misioneros reservados por la iglesia y pagados por su tesorero con factura.',
    },
    {
      audience: 'government-military',
      text: 'Agencias y unidades que pagan con órdenes de compra, normalmente exentas del impuesto estatal sobre las ventas.',
    },
    {
      audience: 'businesses-corporations',
      text: 'Reuniones fuera de la oficina, conferencias y transporte de personal en una sola cuenta, con una factura por reserva.',
    },
    {
      audience: 'clubs-youth-orgs',
      text: 'Organizaciones sin fines de lucro, clubes y organizaciones juveniles con un certificado de exención 501(c)(3) o estatal.',
    },
  ],
  invoiceTerms: [
    'Pida pago a 15, 30 o 60 días al hacer su solicitud, o más adelante desde la página de su cuenta. Nuestro equipo de cuentas revisa la petición, normalmente en dos días hábiles, y puede pedirle una referencia comercial.',
    'Hasta que se aprueben las condiciones, las reservas de la organización se pagan como cualquier otra: con tarjeta, o en el mostrador cuando no cobramos nada en línea.',
    'Una vez aprobadas, la opción “Pagar con factura” aparece al reservar para la organización. Si su organización nos indicó que paga con orden de compra (díganoslo al hacer la solicitud), la reserva le pide el número de la orden de compra y lo imprime en la factura.',
    'Emitimos la factura cuando se confirma la reserva y se la enviamos por correo electrónico a la persona que reservó. Vence en la fecha que indica; pague por transferencia bancaria con el número de factura como referencia. Aun así, es posible que se retenga un depósito de garantía en una tarjeta en la recogida.',
  ],
  taxExemption: [
    'No se cobra el impuesto estatal sobre las ventas a la organización que tenga un certificado de exención válido del estado donde se recogen los vehículos. Otros impuestos y cargos, como los impuestos sobre vehículos de alquiler y los cargos de aeropuerto, se siguen aplicando.',
    'Suba el certificado (un PDF o una foto) desde la página de su cuenta, con su estado, número y fecha de vencimiento. Lo verificamos, normalmente en dos días hábiles; mientras tanto, el impuesto se cobra como de costumbre.',
    'La reserva muestra la exención en su precio, por ejemplo “Impuesto sobre las ventas de Georgia — exento (certificado GA-12345)”, y la factura menciona el certificado.',
  ],
  steps: [
    {
      title: 'Haga su solicitud abajo',
      text: 'El nombre y la dirección de la organización, el contacto de facturación, las condiciones de pago que desea pedir, si las quiere, y si paga con orden de compra. Toma unos dos minutos.',
    },
    {
      title: 'Reciba su código de cuenta y su clave',
      text: 'Verá el código de cuenta de inmediato; la clave de acceso se envía al correo electrónico del contacto de facturación, con un enlace que abre la página de la cuenta.',
    },
    {
      title: 'Suba su certificado de exención',
      text: 'Desde la página de la cuenta, si su organización está exenta del impuesto sobre las ventas.',
    },
    {
      title: 'Reserve para la organización',
      text: 'Este dispositivo recuerda la cuenta: al reservar, elija “Reservar para” su organización y, una vez aprobadas las condiciones, “Pagar con factura”.',
    },
  ],
  faqs: [
    {
      question: '¿La cuenta tiene algún costo?',
      answer:
        'No. La cuenta, las condiciones de pago con factura y la exención de impuestos son gratuitas; usted solo paga los alquileres que reserve.',
    },
    {
      question: '¿Quién puede usar la cuenta para reservar?',
      answer:
        'Cualquier persona con quien el contacto de facturación comparta el código de cuenta y la clave de acceso. Cada persona que reserva da su propio nombre y correo electrónico para la reserva; la factura se envía a la organización.',
    },
    {
      question: '¿Qué pasa si perdemos la clave de acceso?',
      answer:
        'Llame al {phone} o escriba a {email} desde la dirección del contacto de facturación y le enviaremos una clave nueva. Guarde la clave como una contraseña: cualquiera que la tenga puede reservar para la organización.',
    },
    {
      question: '¿Podemos pagar con factura antes de que se aprueben las condiciones?',
      answer:
        'Todavía no: hasta entonces, las reservas se pagan con tarjeta o en la recogida. Aun así, puede reservar para la organización, de modo que la exención del impuesto sobre las ventas se aplique una vez verificado su certificado.',
    },
    {
      question: '¿Se sigue necesitando un depósito de garantía?',
      answer:
        'Sí, el depósito reembolsable de cada vehículo se retiene en una tarjeta de crédito en la recogida, como explica la [guía de alquiler](/rental-guidelines), aunque el alquiler se pague con factura.',
    },
  ],
  formHeading: 'Solicite una cuenta para su organización',
  formIntro:
    'Enviamos la clave de acceso por correo electrónico al contacto de facturación. Pida condiciones de pago con factura ahora o más adelante; nuestro equipo de cuentas las revisa.',
  haveAccount: '¿Ya tiene una cuenta? [Abra la página de la cuenta de su organización](/organisation).',
};
