import type { AudiencePage } from '../audience-page.types.ts';

/** Spanish content of /destination-management (decision 048). */
export const page: AudiencePage = {
  slug: 'destination-management',
  metaDescription:
    'Vehículos para empresas de gestión de destinos: traslados al aeropuerto, autobuses del programa, SUVs VIP y vans de logística, ajustables si cambia su lista.',
  intro:
    'Las empresas de gestión de destinos (DMC) arman programas en los que el transporte lo une todo: oleadas de llegadas al aeropuerto, cenas en distintos restaurantes, visitas a instalaciones y días de actividades, con cifras que cambian hasta la semana anterior. Nosotros ponemos los vehículos que conduce su equipo o sus socios de transporte. {freeCancellation}',
  needs: [
    {
      title: 'Oleadas de llegadas y salidas',
      text: 'Invitados que aterrizan a lo largo del día, cada uno con su equipaje, a quienes hay que recibir y llevar al hotel.',
    },
    {
      title: 'Días del programa',
      text: 'Cenas en distintos restaurantes, visitas a instalaciones y actividades con varios vehículos y un horario ajustado.',
    },
    {
      title: 'Atención VIP',
      text: 'Ejecutivos y conferencistas en SUVs o en una van de conversión, aparte del grupo principal.',
    },
    {
      title: 'Logística',
      text: 'Regalos de bienvenida, señalización y materiales del evento que se trasladan antes que el grupo.',
    },
  ],
  recommendedVehicles: [
    {
      id: '15-passenger-comfort-bus',
      reason:
        'Traslados de llegada: compartimento de equipaje, una puerta por la que se sube de pie y sin necesidad de CDL.',
    },
    {
      id: '44-passenger-bus',
      reason: 'Movimientos de grupos grandes con los conductores con CDL de sus socios.',
    },
    { id: 'suvs', reason: 'Traslados de VIP y conferencistas.' },
    { id: '9-passenger-conversion-van', reason: 'Grupos pequeños de ejecutivos.' },
    { id: 'cargo-van-box-truck', reason: 'Materiales del evento, señalización y regalos.' },
  ],
  tips: [
    {
      title: 'Reserve pronto y ajuste después',
      text: 'Reserve el programa completo en cuanto esté confirmado. {freeCancellation}',
    },
    {
      title: 'Quién transporta a los invitados',
      text: 'Cuando la tarifa del programa que paga el cliente incluye el transporte, los traslados de invitados suelen considerarse transporte remunerado de pasajeros (for-hire). Trabaje con un socio de transporte con licencia; alquilamos a socios bajo un acuerdo comercial.',
    },
    {
      title: 'Prevea el tiempo de carga',
      text: 'Calcule diez minutos para cargar un minibús con equipaje y veinte para un autobús lleno, y más en aeropuertos donde hay que caminar mucho hasta la acera.',
    },
    {
      title: 'Un documento por programa',
      text: 'Una sola cotización y una sola factura por programa, con todos los vehículos, simplifican la conciliación.',
    },
  ],
  faqs: [
    {
      question: '¿Podemos cambiar la cantidad de vehículos después de reservar?',
      answer:
        'Sí. Modifique la reserva en [administrar su reserva](/manage); agregar vehículos depende de la disponibilidad, así que agréguelos en cuanto crezca la lista. {freeCancellation}',
    },
    {
      question: '¿Nuestro personal puede conducir los vehículos del programa?',
      answer:
        'Su personal puede conducir libremente para desplazarse y llevar a su propio equipo. Llevar a los invitados del cliente cuando el transporte forma parte de la tarifa del programa suele considerarse transporte remunerado de pasajeros: use un transportista con licencia, o alquile a su socio de transporte bajo la autorización de este.',
    },
    {
      question: '¿Facturan a la DMC o al cliente final?',
      answer:
        'A quien sea titular de la cuenta. Las cuentas aprobadas pagan por factura contra una orden de compra (PO), con una factura por programa.',
    },
    {
      question: '¿Y si un vuelo se retrasa?',
      answer:
        'El vehículo es suyo durante todo el período de alquiler, así que un vuelo retrasado no cuesta nada, a menos que lo devuelva tarde. Planifique la hora de devolución con margen.',
    },
  ],
  quotePrompt: {
    intro: 'Para cotizar un programa, indíquenos:',
    items: [
      'Nombre del programa, sector del cliente y fechas',
      'Las listas de llegadas y salidas, o cómo se prevé que sean',
      'Los traslados de cada día del programa',
      'Los requisitos VIP',
      'Quién conducirá, y su socio de transporte si los invitados se transportan de forma remunerada',
    ],
  },
  image: {
    key: 'audience-destination-management',
    alt: 'Un anfitrión con un letrero guía a los invitados de una conferencia, con sus maletas, hacia un minibús que los espera en un aeropuerto.',
  },
};
