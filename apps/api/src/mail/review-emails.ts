import { brand } from '@convoy/domain/content/brand';
import { defineMessages } from '../i18n/messages.ts';
import type { ReviewRequestPayload } from '../outbox/outbox-message.ts';
import { type Block, greeting, toHtml, toText } from './document.ts';
import type { MailContext, RenderedEmail } from './rendered-email.ts';

/** After the final return (decision 047): one e-mail asking how the trip went, on our own page (decision 048: in the renter's language). */

const words = defineMessages({
  subject: { en: 'How was your trip with {brand}? ({code})', es: '¿Qué tal su viaje con {brand}? ({code})' },
  howDidItGo: {
    en: 'Thank you for renting the {vehicle} from {location}. How did it go? A rating and a few words take a minute, and every one is read by our team.',
    es: 'Gracias por alquilar su {vehicle} en {location}. ¿Cómo le fue? Una calificación y unas pocas palabras le toman un minuto, y nuestro equipo las lee todas.',
  },
  rate: { en: 'Rate your trip', es: 'Califique su viaje' },
});

export const reviewRequestSubject = (p: ReviewRequestPayload) =>
  words().subject({ brand: brand.name, code: p.code });

export function reviewRequest(p: ReviewRequestPayload, ctx: MailContext): RenderedEmail {
  const subject = reviewRequestSubject(p);
  const w = words();
  const blocks: Block[] = [
    greeting(p.firstName),
    { type: 'paragraph', text: w.howDidItGo({ vehicle: p.vehicleName, location: p.locationName }) },
    { type: 'link', label: w.rate(), url: ctx.open(p.link) },
  ];
  return { subject, text: toText(blocks), html: toHtml(subject, blocks), attachments: [] };
}
