import { brand } from '@convoy/domain/content/brand';
import { toIcs } from '@convoy/domain/rules/calendar';
import { oneWayTermsWords } from '@convoy/domain/rules/cancellation-words';
import type { ChangeSnapshot, ReservationSnapshot } from '../outbox/outbox-message.ts';
import { type Block, toHtml, toText } from './document.ts';
import { formatAddress, formatMoney } from './format.ts';
import { moneyBlocks } from './money-emails.ts';
import { priceLines, priceSummary } from './price-lines.ts';
import type { MailContext, RenderedEmail } from './rendered-email.ts';
import {
  locationBlock,
  manageUrl,
  reservationFacts,
  returnLocationOf,
  vehicles,
} from './reservation-facts.ts';

/** The renter's confirmation and cancellation e-mails, each with its calendar file. */

/** How many vehicles still need a named driver, as a sentence (none in messages queued before drivers). */
function driversNeededBlocks({ reservation: r }: ReservationSnapshot): Block[] {
  const needed = r.driversNeeded ?? 0;
  if (needed === 0) return [];
  const vehicles = needed === 1 ? 'One vehicle needs' : `${needed} vehicles need`;
  return [
    {
      type: 'paragraph',
      text: `${vehicles} a named driver before pickup: add each driver, with their license, from the manage page.`,
    },
  ];
}

function calendarFile(s: ReservationSnapshot, ctx: MailContext, cancelled: boolean) {
  const { reservation: r, location } = s;
  const there = returnLocationOf(s);
  const where = there
    ? `Pick up at ${location.name}, ${formatAddress(location.address)}; return to ${there.name}, ${formatAddress(there.address)}.`
    : `Pick up and return at ${location.name}, ${formatAddress(location.address)}.`;
  const ics = toIcs(
    {
      // Stable per reservation, so the cancellation removes the event the confirmation added.
      uid: `${r.code}@${new URL(brand.siteUrl).hostname}`,
      title: `${brand.name}: ${vehicles(s)} (${r.code})`,
      description: `Reservation ${r.code}. ${priceSummary(s.pricing)} ${where} Manage: ${manageUrl(ctx, r.code)}`,
      location: `${location.name}, ${formatAddress(location.address)}`,
      start: new Date(r.pickupAt),
      end: new Date(r.returnAt),
      organizer: { name: brand.name, email: brand.email },
      cancelled,
    },
    brand.name,
  );
  const method = cancelled ? 'CANCEL' : 'PUBLISH';
  return {
    filename: `reservation-${r.code}.ics`,
    content: ics,
    contentType: `text/calendar; charset=utf-8; method=${method}`,
  };
}

export const confirmationSubject = (s: ReservationSnapshot) =>
  `Your ${brand.name} reservation ${s.reservation.code} is confirmed`;

export function reservationConfirmation(s: ReservationSnapshot, ctx: MailContext): RenderedEmail {
  const { reservation: r } = s;
  const title = `Reservation ${r.code} confirmed`;
  const blocks: Block[] = [
    { type: 'paragraph', text: `Hello ${r.contact.firstName},` },
    {
      type: 'paragraph',
      text: `Your reservation is confirmed. Keep your code handy: you need it, with this e-mail address, to look up or cancel the booking.`,
    },
    { type: 'facts', rows: reservationFacts(s, ctx) },
    ...driversNeededBlocks(s),
    ...locationBlock(s),
    { type: 'heading', text: 'Price' },
    { type: 'facts', rows: priceLines(s.pricing) },
    ...moneyBlocks(s.money, ctx, r.code),
    ...cancellationBlocks(s),
    { type: 'link', label: 'View or cancel your reservation', url: manageUrl(ctx, r.code) },
    {
      type: 'paragraph',
      text: `The attached calendar file adds the rental to your calendar. Every driver brings a valid driver’s license; the renter brings a credit card in their name.`,
    },
    {
      type: 'paragraph',
      text: `Questions? Call ${s.location.name} at ${s.location.phone} or reply to this e-mail.`,
    },
  ];
  return {
    subject: confirmationSubject(s),
    text: toText(blocks),
    html: toHtml(title, blocks),
    attachments: [calendarFile(s, ctx, false)],
  };
}

/**
 * What cancelling costs, tier by tier, as the stored policy said when the
 * message was written; a one-way route's own terms say they are (decision 028).
 */
function cancellationBlocks({ cancellation }: ReservationSnapshot): Block[] {
  if (!cancellation) return [];
  return [
    { type: 'heading', text: 'Canceling' },
    ...(cancellation.oneWayTerms ? [{ type: 'paragraph' as const, text: oneWayTermsWords }] : []),
    { type: 'lines', lines: [...cancellation.policy, cancellation.noShow] },
  ];
}

/** The fee the cancellation policy set (a message queued before the policy has none). */
function feeRows({ reservation: r }: ReservationSnapshot): [string, string][] {
  const fee = r.cancellationFeeCents;
  if (fee === undefined || fee === null) return [];
  return [['Cancellation fee', fee === 0 ? 'None' : formatMoney(fee)]];
}

export const changeSubject = (s: ReservationSnapshot) =>
  `Your ${brand.name} reservation ${s.reservation.code} has changed`;

/**
 * What changed, the reservation as it is now, each charge the change alters
 * (before → after), its new price and the difference, and the updated calendar entry.
 */
export function reservationChange(s: ChangeSnapshot, ctx: MailContext): RenderedEmail {
  const { reservation: r, change } = s;
  const title = `Reservation ${r.code} changed`;
  const difference = change.differenceCents;
  const blocks: Block[] = [
    { type: 'paragraph', text: `Hello ${r.contact.firstName},` },
    { type: 'paragraph', text: 'Your reservation has changed. What changed:' },
    { type: 'lines', lines: change.changes },
    { type: 'facts', rows: reservationFacts(s, ctx) },
    ...locationBlock(s),
    ...((change.priceChanges ?? []).length > 0
      ? [
          { type: 'heading' as const, text: 'What the change alters in the price' },
          {
            type: 'facts' as const,
            rows: (change.priceChanges ?? []).map((c): [string, string] => [
              c.label,
              `${formatMoney(c.beforeCents)} → ${formatMoney(c.afterCents)}`,
            ]),
          },
        ]
      : []),
    { type: 'heading', text: 'New price' },
    { type: 'facts', rows: priceLines(s.pricing) },
    {
      type: 'facts',
      rows: [
        ['Before the change', formatMoney(change.previousTotalCents)],
        [difference >= 0 ? 'The change adds' : 'The change saves', formatMoney(Math.abs(difference))],
      ],
    },
    // SPEC Part B §14: a change never lowers what cancelling costs (a row queued before the floor existed has none).
    ...(change.cancellationFeeFloorCents > 0
      ? [
          {
            type: 'paragraph' as const,
            text: `Canceling after this change costs at least ${formatMoney(change.cancellationFeeFloorCents)}: what canceling before it would have cost.`,
          },
        ]
      : []),
    ...moneyBlocks(s.money, ctx, r.code),
    ...cancellationBlocks(s),
    { type: 'link', label: 'View, change or cancel your reservation', url: manageUrl(ctx, r.code) },
    { type: 'paragraph', text: 'The attached calendar file updates the rental in your calendar.' },
  ];
  return {
    subject: changeSubject(s),
    text: toText(blocks),
    html: toHtml(title, blocks),
    attachments: [calendarFile(s, ctx, false)],
  };
}

export const cancellationSubject = (s: ReservationSnapshot) =>
  `Your ${brand.name} reservation ${s.reservation.code} is canceled`;

export function reservationCancellation(s: ReservationSnapshot, ctx: MailContext): RenderedEmail {
  const { reservation: r } = s;
  const title = `Reservation ${r.code} cancelled`;
  const blocks: Block[] = [
    { type: 'paragraph', text: `Hello ${r.contact.firstName},` },
    {
      type: 'paragraph',
      text: 'Your reservation is canceled and the vehicles are released. There is nothing more to do.',
    },
    { type: 'facts', rows: [...reservationFacts(s), ...feeRows(s)] },
    ...moneyBlocks(s.money, ctx, r.code),
    { type: 'paragraph', text: 'The attached calendar file removes the rental from your calendar.' },
    { type: 'link', label: 'Book again', url: `${ctx.publicUrl}/` },
    {
      type: 'paragraph',
      text: `Did not cancel this yourself? Call ${s.location.name} at ${s.location.phone}.`,
    },
  ];
  return {
    subject: cancellationSubject(s),
    text: toText(blocks),
    html: toHtml(title, blocks),
    attachments: [calendarFile(s, ctx, true)],
  };
}
