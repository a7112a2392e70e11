import type { RouteTexts, RouteTextsOf } from './route-texts.types.ts';

const texts: Readonly<Record<string, RouteTexts>> = {
  '/availability': {
    title: 'Vehículos disponibles',
    heading: 'Vehículos disponibles',
    description: 'Los vehículos disponibles para sus fechas, con el precio total.',
  },
  '/confirm': {
    title: 'Confirme su reserva',
    heading: 'Confirme su reserva',
    description: 'Sus datos y el precio, antes de reservar.',
  },
  '/success': {
    title: 'Reserva confirmada',
    heading: 'Su reserva está confirmada',
    description: 'Su código de confirmación y los próximos pasos.',
  },
  // A title of its own: the one derived from the path would be the English "Manage".
  '/manage': {
    title: 'Gestionar su reserva',
    heading: 'Gestione su reserva',
    description: 'Busque una reserva con su código y su correo electrónico, y cancélela.',
  },
  '/organisation': {
    title: 'Su cuenta de organización',
    heading: 'Su cuenta de organización',
    description:
      'Las condiciones de factura, la exención de impuestos, las reservas y las facturas de su organización.',
  },
  '/driver': {
    title: 'Antes de recoger el vehículo',
    heading: 'Antes de recoger el vehículo',
    description: 'Confirme sus datos, agregue su licencia y firme antes de llegar al mostrador.',
  },
  '/review': {
    title: 'Califique su viaje',
    heading: '¿Qué tal estuvo su viaje?',
    description: 'Califique su alquiler y cuéntenos cómo le fue.',
  },
  '/unsubscribe': {
    title: 'Cancelar suscripción',
    heading: 'Dejar de recibir recordatorios de reserva',
    description: 'Deje de recibir los correos que le recuerdan una reserva que no terminó.',
  },
  '/pay': {
    title: 'Pague su parte',
    heading: 'Pague su parte',
    description:
      'Pague con tarjeta su parte de un viaje de grupo, desde el enlace que le envió la reserva del organizador.',
  },
};

/** The booking flow’s pages after the search, the manage, organisation and driver pages, in Spanish (decision 048). */
export const flowTexts: RouteTextsOf = (route) => texts[route.basePath];
