import type { InsuranceHolder, InsuranceSnapshot } from '../outbox/outbox-message.ts';
import type { Block } from './document.ts';
import { formatLocalDate } from './format.ts';
import { accountUrl, render } from './money-emails.ts';
import type { MailContext, RenderedEmail } from './rendered-email.ts';
import { manageUrl } from './reservation-facts.ts';

/** Certificates of insurance (decision 023): staff's decision and the reminder before one ends. */

/** Where the holder uploads a certificate: the booking's manage page, or the organisation's page. */
const uploadLink = (h: InsuranceHolder, ctx: MailContext, label: string): Block => ({
  type: 'link',
  label,
  url: h.reservationCode ? manageUrl(ctx, h.reservationCode) : accountUrl(ctx, h.organisationCode ?? ''),
});

const whose = (h: InsuranceHolder) => h.reservationCode ?? h.organisationCode ?? '';

const facts = (c: InsuranceSnapshot): Block => ({
  type: 'facts',
  rows: [
    ['Insurer', c.insurer],
    ['Valid', `${formatLocalDate(c.validFrom)} to ${formatLocalDate(c.validTo)}`],
  ],
});

export const insuranceReviewedSubject = (h: InsuranceHolder, c: { status: string }) =>
  `Certificate of insurance for ${whose(h)}: ${c.status === 'verified' ? 'verified' : 'not accepted'}`;

export function insuranceReviewed(
  h: InsuranceHolder,
  c: InsuranceSnapshot & { status: 'verified' | 'rejected'; rejectionReason: string | null },
  ctx: MailContext,
): RenderedEmail {
  const served = h.reservationCode ? `reservation ${h.reservationCode}` : `${h.name}’s bookings`;
  return render(insuranceReviewedSubject(h, c), `Certificate of insurance from ${c.insurer}`, [
    { type: 'paragraph', text: `Hello ${h.name},` },
    {
      type: 'paragraph',
      text:
        c.status === 'verified'
          ? `We verified your certificate of insurance: it covers the vehicles of ${served} picked up and returned by ${formatLocalDate(c.validTo)}.`
          : `We could not accept your certificate of insurance: ${c.rejectionReason ?? 'it could not be verified'}. Upload a corrected one before pickup: the vehicles cannot go out without it.`,
    },
    facts(c),
    uploadLink(h, ctx, c.status === 'verified' ? 'View it' : 'Upload a corrected certificate'),
  ]);
}

export const insuranceReminderSubject = (h: InsuranceHolder, c: InsuranceSnapshot) =>
  `${whose(h)}: your certificate of insurance ends on ${formatLocalDate(c.validTo)}`;

export function insuranceReminder(h: InsuranceHolder, c: InsuranceSnapshot, ctx: MailContext): RenderedEmail {
  return render(insuranceReminderSubject(h, c), 'Your certificate of insurance ends soon', [
    { type: 'paragraph', text: `Hello ${h.name},` },
    {
      type: 'paragraph',
      text: `Your certificate of insurance from ${c.insurer} ends on ${formatLocalDate(c.validTo)}. Vehicles returned after that day cannot go out on it: upload the renewed certificate before then.`,
    },
    facts(c),
    uploadLink(h, ctx, 'Upload the renewed certificate'),
  ]);
}
