import { brand } from '@convoy/domain/content/brand';
import type { BookingRecoveryPayload } from '../outbox/outbox-message.ts';
import { type Block, toHtml, toText } from './document.ts';
import type { MailContext, RenderedEmail } from './rendered-email.ts';

/** The one e-mail about a booking not made (decision 046): the way back, the unsubscribe, our postal address. */
export const recoverySubject = (_p: BookingRecoveryPayload) =>
  `Your ${brand.name} booking is not finished yet`;

export function bookingRecovery(p: BookingRecoveryPayload, ctx: MailContext): RenderedEmail {
  const subject = recoverySubject(p);
  const where = p.locationName ? ` at ${p.locationName}` : '';
  const when = p.pickup ? ` from ${p.pickup}${p.return ? ` to ${p.return}` : ''}` : '';
  const a = brand.address;
  const blocks: Block[] = [
    { type: 'paragraph', text: 'Hello,' },
    {
      type: 'paragraph',
      text: `You priced a trip${where}${when} and asked us to remind you. Your booking is not made yet: the link runs the same search again, with today’s prices and the vehicles free now.`,
    },
    { type: 'link', label: 'Finish my booking', url: p.resume },
    {
      type: 'paragraph',
      text: 'This is the only reminder we send about it. If you would rather not hear from us about bookings you leave unfinished, unsubscribe:',
    },
    { type: 'link', label: 'Unsubscribe', url: ctx.open(p.unsubscribe) },
    {
      type: 'paragraph',
      text: `${brand.ownerCompany}, ${a.street}, ${a.city}, ${a.region} ${a.postalCode}`,
    },
  ];
  return { subject, text: toText(blocks), html: toHtml(subject, blocks), attachments: [] };
}
