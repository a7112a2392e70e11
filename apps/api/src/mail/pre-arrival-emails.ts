import { brand } from '@convoy/domain/content/brand';
import type { PreArrivalAcknowledgementPayload, PreArrivalLinkPayload } from '../outbox/outbox-message.ts';
import { type Block, toHtml, toText } from './document.ts';
import type { MailContext, RenderedEmail } from './rendered-email.ts';

/**
 * E-mails to a named driver (decision 024): their personal pre-arrival link,
 * and their signed acknowledgement. Each goes to that driver alone and names
 * no other driver.
 */

const render = (subject: string, blocks: Block[]): RenderedEmail => ({
  subject,
  text: toText(blocks),
  html: toHtml(subject, blocks),
  attachments: [],
});

export const preArrivalLinkSubject = (p: PreArrivalLinkPayload) =>
  `${p.renterName} named you as a driver: get ready before pickup (${p.code})`;

export function preArrivalLink(p: PreArrivalLinkPayload, ctx: MailContext): RenderedEmail {
  return render(preArrivalLinkSubject(p), [
    { type: 'paragraph', text: `Hello ${p.driverName},` },
    {
      type: 'paragraph',
      text: `${p.renterName} named you as a driver of the ${p.vehicleName} on booking ${p.code}, picked up at ${p.locationName} on ${p.pickup}. Before the day, confirm your details, enter your license, photograph it front and back and sign your driver’s acknowledgement: a few minutes on your phone, and no wait at the counter.`,
    },
    { type: 'link', label: 'Get ready for pickup', url: ctx.open(p.link) },
    {
      type: 'paragraph',
      text: 'The link is yours alone: it works until you have finished or the pickup time has passed. Bring your license on the day: the counter still checks it.',
    },
  ]);
}

export const preArrivalAcknowledgementSubject = (p: PreArrivalAcknowledgementPayload) =>
  p.kind === 'remote_agreement_signed'
    ? `Your signed ${brand.name} rental agreement for ${p.code}`
    : `Your signed driver’s acknowledgement for ${brand.name} booking ${p.code}`;

export function preArrivalAcknowledgement(p: PreArrivalAcknowledgementPayload): RenderedEmail {
  return render(preArrivalAcknowledgementSubject(p), [
    { type: 'paragraph', text: `Hello ${p.driverName},` },
    {
      type: 'paragraph',
      text:
        p.kind === 'remote_agreement_signed'
          ? `Thank you for signing the rental agreement of booking ${p.code}. Your copy is attached as a PDF. At the counter, the odometer, fuel and damage of each vehicle are added to it as it goes out.`
          : `Thank you: you are ready to drive on booking ${p.code}. Your signed acknowledgement is attached as a PDF; keep it with your license.`,
    },
  ]);
}
