import { brand } from '@convoy/domain/content/brand';
import type {
  SplitPaymentLinkPayload,
  SplitPaymentReceiptPayload,
  SplitTakenOverPayload,
} from '../outbox/outbox-message.ts';
import { type Block, toHtml, toText } from './document.ts';
import { formatLocalDate, formatMoney } from './format.ts';
import type { MailContext, RenderedEmail } from './rendered-email.ts';
import { manageUrl } from './reservation-facts.ts';

/**
 * E-mails of a split booking (decision 045): a member's link and reminder and the receipt of their
 * payment, each to that member alone and naming no other member; the organizer's word when the due
 * date passes the unpaid shares to them.
 */

const render = (subject: string, blocks: Block[]): RenderedEmail => ({
  subject,
  text: toText(blocks),
  html: toHtml(subject, blocks),
  attachments: [],
});

export const splitPaymentLinkSubject = (p: SplitPaymentLinkPayload) =>
  p.kind === 'split_payment_reminder'
    ? `Reminder: your share of ${formatMoney(p.dueCents)} for ${p.organiserName}’s trip (${p.code})`
    : `${p.organiserName} asked you to pay your share of ${formatMoney(p.shareCents)} (${p.code})`;

export function splitPaymentLink(p: SplitPaymentLinkPayload, ctx: MailContext): RenderedEmail {
  const by = p.dueOn ? ` by ${formatLocalDate(p.dueOn)}` : '';
  const intro =
    p.kind === 'split_payment_reminder'
      ? `Your share of ${p.organiserName}’s booking ${p.code} is still to pay: ${formatMoney(p.dueCents)}${by}.`
      : `${p.organiserName} booked the ${p.vehicleName} at ${p.locationName} from ${p.pickup} (booking ${p.code}) and split the cost among the group. Your share is ${formatMoney(p.shareCents)}, to pay${by || ' before pickup'}.`;
  return render(splitPaymentLinkSubject(p), [
    { type: 'paragraph', text: `Hello ${p.payerName},` },
    { type: 'paragraph', text: intro },
    { type: 'link', label: 'Pay your share', url: ctx.open(p.link) },
    {
      type: 'paragraph',
      text: `The link is yours alone${p.kind === 'split_payment_reminder' ? ' (the one sent before no longer works)' : ''}. You pay by card on ${brand.name}’s secure payment page and get a receipt by e-mail. What is not paid by the due date falls to ${p.organiserName}.`,
    },
  ]);
}

export const splitPaymentReceiptSubject = (p: SplitPaymentReceiptPayload) =>
  `Receipt: your share of ${brand.name} booking ${p.code}`;

export function splitPaymentReceipt(p: SplitPaymentReceiptPayload): RenderedEmail {
  return render(splitPaymentReceiptSubject(p), [
    { type: 'paragraph', text: `Hello ${p.payerName},` },
    {
      type: 'paragraph',
      text: `Thank you: we received ${formatMoney(p.amountCents)} for your share of booking ${p.code}, organized by ${p.organiserName}. The receipt is attached as a PDF.`,
    },
  ]);
}

export const splitTakenOverSubject = (p: SplitTakenOverPayload) =>
  `Shares not paid by the due date now fall to you (${p.code})`;

export function splitTakenOver(p: SplitTakenOverPayload, ctx: MailContext): RenderedEmail {
  return render(splitTakenOverSubject(p), [
    { type: 'paragraph', text: `Hello ${p.organiserName},` },
    {
      type: 'paragraph',
      text: `The balance of booking ${p.code} is due, and these members had not paid their share: ${p.members
        .map((m) => `${m.name} (${formatMoney(m.cents)})`)
        .join(
          ', ',
        )}. As organizer, you now pay what is left: ${formatMoney(p.dueCents)} in all, online or at the counter.`,
    },
    { type: 'link', label: 'Pay the balance online', url: `${manageUrl(ctx, p.code)}&pay=balance` },
  ]);
}
