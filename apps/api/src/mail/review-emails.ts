import { brand } from '@convoy/domain/content/brand';
import type { ReviewRequestPayload } from '../outbox/outbox-message.ts';
import { type Block, toHtml, toText } from './document.ts';
import type { MailContext, RenderedEmail } from './rendered-email.ts';

/** After the final return (decision 047): one e-mail asking how the trip went, on our own page. */
export const reviewRequestSubject = (p: ReviewRequestPayload) =>
  `How was your trip with ${brand.name}? (${p.code})`;

export function reviewRequest(p: ReviewRequestPayload, ctx: MailContext): RenderedEmail {
  const subject = reviewRequestSubject(p);
  const blocks: Block[] = [
    { type: 'paragraph', text: `Hello ${p.firstName},` },
    {
      type: 'paragraph',
      text: `Thank you for renting the ${p.vehicleName} from ${p.locationName}. How did it go? A rating and a few words take a minute, and every one is read by our team.`,
    },
    { type: 'link', label: 'Rate your trip', url: ctx.open(p.link) },
  ];
  return { subject, text: toText(blocks), html: toHtml(subject, blocks), attachments: [] };
}
