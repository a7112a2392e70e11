import { brand } from '@convoy/domain/content/brand';
import { defineMessages } from '../i18n/messages.ts';
import type { BookingRecoveryPayload } from '../outbox/outbox-message.ts';
import { type Block, greeting, toHtml, toText } from './document.ts';
import type { MailContext, RenderedEmail } from './rendered-email.ts';

/** The one e-mail about a booking not made (decision 046), in the draft's language (decision 048). */
const words = defineMessages({
  subject: {
    en: 'Your {brand} booking is not finished yet',
    es: 'Su reserva en {brand} aún no está terminada',
  },
  at: { en: ' at {location}', es: ' en {location}' },
  from: { en: ' from {pickup}', es: ' desde el {pickup}' },
  fromTo: { en: ' from {pickup} to {return}', es: ' del {pickup} al {return}' },
  priced: {
    en: 'You priced a trip{where}{when} and asked us to remind you. Your booking is not made yet: the link runs the same search again, with today’s prices and the vehicles free now.',
    es: 'Usted cotizó un viaje{where}{when} y nos pidió que se lo recordáramos. Su reserva aún no está hecha: el enlace repite la misma búsqueda, con los precios de hoy y los vehículos libres ahora.',
  },
  finish: { en: 'Finish my booking', es: 'Terminar mi reserva' },
  onlyReminder: {
    en: 'This is the only reminder we send about it. If you would rather not hear from us about bookings you leave unfinished, unsubscribe:',
    es: 'Es el único recordatorio que le enviamos. Si prefiere no recibir mensajes nuestros sobre reservas que deje sin terminar, cancele la suscripción:',
  },
  unsubscribe: { en: 'Unsubscribe', es: 'Cancelar la suscripción' },
});

/** The way back, the unsubscribe, our postal address. */
export const recoverySubject = (_p: BookingRecoveryPayload) => words().subject({ brand: brand.name });

export function bookingRecovery(p: BookingRecoveryPayload, ctx: MailContext): RenderedEmail {
  const w = words();
  const subject = recoverySubject(p);
  const where = p.locationName ? w.at({ location: p.locationName }) : '';
  const when = p.pickup
    ? p.return
      ? w.fromTo({ pickup: p.pickup, return: p.return })
      : w.from({ pickup: p.pickup })
    : '';
  const a = brand.address;
  const blocks: Block[] = [
    greeting(),
    { type: 'paragraph', text: w.priced({ where, when }) },
    { type: 'link', label: w.finish(), url: p.resume },
    { type: 'paragraph', text: w.onlyReminder() },
    { type: 'link', label: w.unsubscribe(), url: ctx.open(p.unsubscribe) },
    {
      type: 'paragraph',
      text: `${brand.ownerCompany}, ${a.street}, ${a.city}, ${a.region} ${a.postalCode}`,
    },
  ];
  return { subject, text: toText(blocks), html: toHtml(subject, blocks), attachments: [] };
}
