import type { AudiencePage } from '../audience-page.types.ts';

/** Spanish content of /film-production (decision 048). */
export const page: AudiencePage = {
  slug: 'film-production',
  metaDescription:
    'Vehículos para rodajes: camiones de caja y vans de carga por departamento, vans para equipo y talento, 4x4, certificados de seguro y una factura por rodaje.',
  intro:
    'Las producciones alquilan con nosotros los vehículos que mueven todo lo que rodea a la filmación: camiones de caja y vans de carga para los departamentos, vans que llevan al equipo de rodaje del campamento base al set, una van de conversión para el talento, SUVs y pickups para las locaciones. Trabajamos al ritmo de los horarios de llamado, los certificados de seguro de la producción y los trámites del contador de la producción.',
  needs: [
    {
      title: 'Vehículos por departamento',
      text: 'El material de los departamentos de grip, eléctrico, cámara, vestuario y arte en camiones de caja y vans de carga, que muchas veces se quedan desde la preparación hasta el cierre.',
    },
    {
      title: 'Traslados del equipo de rodaje',
      text: 'Llevar al equipo desde el estacionamiento o los hoteles al set y de regreso, antes del amanecer y después de terminar la jornada.',
    },
    {
      title: 'Talento y productores',
      text: 'Una van o una SUV cómoda que llega a tiempo y se mantiene limpia los días de rodaje.',
    },
    {
      title: 'Locaciones y scouting',
      text: 'Camionetas pickup y SUVs con tracción en las cuatro ruedas para locaciones sin pavimentar y largos días de búsqueda de locaciones.',
    },
    {
      title: 'Trámites de producción',
      text: 'Un certificado de seguro con cobertura de daños físicos para autos alquilados (hired auto), órdenes de compra (PO) y una factura por producción.',
    },
  ],
  recommendedVehicles: [
    {
      id: 'cargo-van-box-truck',
      reason:
        'Camiones y vans de carga para los departamentos, con compuerta elevadora en la mayoría de los camiones de caja.',
    },
    {
      id: '15-passenger-van',
      reason: 'Traslados del equipo de rodaje desde el campamento base o el estacionamiento del equipo.',
    },
    { id: '9-passenger-conversion-van', reason: 'Transporte de talento y ejecutivos.' },
    { id: 'suvs', reason: 'Productores y buscadores de locaciones en caminos rurales.' },
    { id: 'trucks', reason: 'Ambientación, utilería y viajes a las locaciones.' },
  ],
  tips: [
    {
      title: 'Envíe el certificado antes de la recogida',
      text: 'El certificado de seguro de la producción debe nombrar a {owner} como asegurado adicional y beneficiario en caso de pérdida, con límites de daños físicos para autos alquilados que cubran el valor de los vehículos.',
    },
    {
      title: 'Reserve desde la preparación hasta el cierre',
      text: 'Un camión de departamento se necesita desde el primer día de preparación hasta el último día de cierre. Reserve todo el período: a partir de 7 días completos se aplica la tarifa semanal.',
    },
    {
      title: 'Llamados temprano y cierres tarde',
      text: 'Las devoluciones fuera de horario se hacen en el buzón de llaves. Para una recogida antes de que abramos, coordínela con la sucursal al momento de reservar.',
    },
    {
      title: 'Nada de montajes permanentes',
      text: 'Nada taladrado, soldado ni atornillado. Los accesorios removibles están permitidos; los montajes de camera car y el remolque de process trailers, no.',
    },
  ],
  faqs: [
    {
      question: '¿Nuestros vehículos pueden salir a cuadro?',
      answer:
        'Se permite usarlos de fondo y en cuadro con nuestra aprobación por escrito; díganos qué escenas son al momento de reservar. No se permiten escenas de riesgo, manejo de precisión ni montajes de camera car.',
    },
    {
      question: '¿Podemos agregar conductores de la lista del equipo durante el rodaje?',
      answer:
        'Sí, con el cargo por conductor adicional por día. Envíenos sus licencias por correo electrónico antes de que manejen; cada uno debe cumplir la edad mínima del vehículo y tener licencia desde hace al menos {licenseMonths} meses.',
    },
    {
      question: '¿Facturan a la compañía productora?',
      answer:
        'Sí. Las cuentas de producción aprobadas pagan por factura contra una orden de compra (PO), con todos los vehículos de una producción en una sola factura.',
    },
    {
      question: '¿Y si un camión sufre daños en el set?',
      answer:
        'Repórtelo el mismo día con fotos y una breve descripción. Responde la cobertura de daños físicos para autos alquilados de su producción, o nuestra exención de daños, y le ayudamos a seguir filmando con otro vehículo si tenemos uno disponible.',
    },
  ],
  quotePrompt: {
    intro: 'Para cotizar su producción, indíquenos:',
    items: [
      'La compañía productora y el título de la producción (puede ser un título provisional)',
      'Las fechas de preparación, rodaje y cierre',
      'La ciudad del campamento base o del estudio',
      'Los vehículos por departamento, y si necesita compuertas elevadoras',
      'La lista de conductores, y el contacto de su corredor de seguros para el certificado',
    ],
  },
  image: {
    key: 'audience-film-production',
    alt: 'Miembros del equipo técnico suben carros con material por la compuerta elevadora de un camión de caja en el campamento base de una filmación.',
  },
};
