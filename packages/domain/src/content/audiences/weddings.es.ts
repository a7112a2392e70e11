import type { AudiencePage } from '../audience-page.types.ts';

/** Spanish content of /weddings (decision 048). */
export const page: AudiencePage = {
  slug: 'weddings',
  metaDescription:
    'Vehículos para bodas: autobuses confort para invitados, una van de conversión para el cortejo nupcial y vans de carga para decoración y artículos alquilados.',
  intro:
    'Una boda implica mucho más movimiento del que parece: los invitados del hotel a la ceremonia y luego a la recepción, el cortejo nupcial a la sesión de fotos, la familia desde el aeropuerto y la decoración al lugar del evento y de regreso. Las parejas y los organizadores de bodas nos alquilan vehículos para todo eso, y lo primero que preguntamos es quién va a manejar, porque no puede ser alguien que piense celebrar.',
  needs: [
    {
      title: 'Traslados para los invitados',
      text: 'Recorridos entre el hotel donde está el bloque de habitaciones, la ceremonia y la recepción, ajustados al programa, con un último viaje después de la despedida de los novios.',
    },
    {
      title: 'El cortejo nupcial',
      text: 'Todos juntos al primer encuentro de los novios y a las fotos, sin arrugar ningún vestido.',
    },
    {
      title: 'Decoración y artículos alquilados',
      text: 'Arcos, flores, letreros y decoración hecha a mano hasta el lugar del evento, y de regreso a la mañana siguiente.',
    },
    {
      title: 'Un conductor sobrio',
      text: 'Un voluntario que no vaya a beber, o un conductor contratado. Todos los demás celebran.',
    },
  ],
  recommendedVehicles: [
    {
      id: '15-passenger-comfort-bus',
      reason:
        'Los invitados con ropa formal suben sin agacharse, y no se necesita licencia de conducir comercial (CDL).',
    },
    { id: '9-passenger-conversion-van', reason: 'El cortejo nupcial, en asientos tipo capitán.' },
    {
      id: '25-passenger-bus',
      reason: 'Recorridos con más invitados, con un conductor con CDL que usted contrate.',
    },
    { id: 'cargo-van-box-truck', reason: 'Decoración, flores y artículos alquilados.' },
    { id: 'suvs', reason: 'La salida de los novios, o los padres y los abuelos.' },
  ],
  tips: [
    {
      title: 'Planifique los traslados al revés',
      text: 'Parta de la hora de la ceremonia, mida cuánto dura un recorrido, sume diez minutos para que todos suban y calcule cuántos viajes necesita para que cada invitado tenga asiento.',
    },
    {
      title: 'Decore sin causar daños',
      text: 'Se permiten listones, flores en la rejilla delantera y marcadores aptos para ventanas sobre el vidrio. Nada de cinta ni adhesivos sobre la pintura, y nada amarrado que se arrastre.',
    },
    {
      title: 'El conductor sigue de servicio',
      text: 'Los conductores no beben nada, y nadie bebe dentro del vehículo: llevar envases de alcohol abiertos es ilegal en la mayoría de los estados y va en contra de nuestros términos.',
    },
    {
      title: 'Horarios de fin de semana',
      text: 'Su precio cuenta periodos de 24 horas desde la recogida. Si recoge el vehículo el viernes por la tarde y lo devuelve el domingo antes de esa misma hora, son dos días.',
    },
  ],
  faqs: [
    {
      question: '¿Pueden beber los invitados durante el traslado?',
      answer:
        'No. En la mayoría de los estados, las leyes sobre envases abiertos se aplican a todos los ocupantes de un vehículo que maneja el propio grupo; la excepción para limusinas y autobuses de fiesta es para operadores con licencia de transporte remunerado de pasajeros. Nuestros términos también prohíben beber en nuestros vehículos.',
    },
    {
      question: '¿Ustedes proporcionan conductor?',
      answer:
        'No, en nuestros alquileres usted maneja. Si ningún invitado puede mantenerse sobrio toda la noche, para los recorridos de los invitados es mejor un servicio de traslado con chofer y licencia; alquílenos los vehículos para el cortejo nupcial y la decoración.',
    },
    {
      question: '¿Podemos decorar los vehículos?',
      answer:
        'Sí, si todo se quita sin dejar rastro: listones, flores y marcadores aptos para ventanas sobre el vidrio (nunca en el parabrisas). Los daños por adhesivos o en la pintura se cobran como reparaciones.',
    },
    {
      question: 'Nuestro organizador de bodas hace la reserva. ¿Podemos manejar nosotros?',
      answer:
        'Sí. El organizador puede hacer la reserva; cada conductor presenta su propia licencia en la recogida y queda registrado en el contrato.',
    },
  ],
  quotePrompt: {
    intro: 'Para cotizar su boda, indíquenos:',
    items: [
      'Fecha de la boda, lugares del evento y el hotel del bloque de habitaciones',
      'Cuántos invitados necesitan traslado, y los horarios de los recorridos',
      'Transporte para el cortejo nupcial',
      'Decoración o artículos alquilados que hay que llevar',
      'Quién va a manejar (o si contratará a un conductor)',
    ],
  },
  image: {
    key: 'audience-weddings',
    alt: 'Invitados de boda con ropa formal subiendo a un minibús blanco decorado con un listón.',
  },
};
