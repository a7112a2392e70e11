import { brand } from '@convoy/domain/content/brand';
import type { CitationNoticePayload } from '../outbox/outbox-message.ts';
import { type Block, toHtml, toText } from './document.ts';
import { formatLocalDateTime, formatMoney } from './format.ts';
import type { RenderedEmail } from './rendered-email.ts';

/**
 * A toll or citation charged to a booking (decision 037), to the renter: the
 * agency, when and where, the amount passed through and the admin fee the
 * terms disclose, and where it is billed.
 */
export const citationNoticeSubject = (p: CitationNoticePayload) =>
  `${p.kindLabel} charged to ${brand.name} booking ${p.code}`;

export function citationNotice(p: CitationNoticePayload): RenderedEmail {
  const subject = citationNoticeSubject(p);
  const when = formatLocalDateTime(p.at, p.timezone);
  const blocks: Block[] = [
    { type: 'paragraph', text: `Hello ${p.renterName},` },
    {
      type: 'paragraph',
      text: `${p.agency} sent us a notice (${p.kindLabel.toLowerCase()}, reference ${p.reference}) for a vehicle of booking ${p.code}, on ${when}${p.place ? ` at ${p.place}` : ''}.`,
    },
    {
      type: 'paragraph',
      text: `We paid it and charge the ${formatMoney(p.amountCents)} it came to, untaxed, plus our ${formatMoney(p.adminFeeCents)} admin fee, as the rental terms say: ${formatMoney(p.amountCents + p.adminFeeCents)} in all${p.invoiceNumber ? `, on invoice ${p.invoiceNumber}` : ', on your final invoice'}.`,
    },
    {
      type: 'paragraph',
      text: 'If you believe it is not yours, reply to this e-mail within 30 days and we will look into it.',
    },
  ];
  return { subject, text: toText(blocks), html: toHtml(subject, blocks), attachments: [] };
}
