import { brand } from '@convoy/domain/content/brand';
import type { DriverStillMissing, PreArrivalItem, ReservationSnapshot } from '../outbox/outbox-message.ts';
import { type Block, toHtml, toText } from './document.ts';
import { formatLocalDateTime, formatMoney } from './format.ts';
import type { MailContext, RenderedEmail } from './rendered-email.ts';
import { locationBlock, manageUrl, reservationFacts } from './reservation-facts.ts';

/** The reminders before pickup: what each driver still has to do, and the day-before reminder. */

const itemWords: Record<PreArrivalItem, string> = {
  identity: 'their name, date of birth and address confirmed',
  licence: 'license details',
  licence_photos: 'photos of the license',
  safety_acknowledgement: 'the 15-passenger van safety briefing',
  acknowledgement_signature: 'the signed driver’s acknowledgement',
};

/** One line per driver with steps still to do, and where to send their links again; nothing when all are done. */
export function driversStillMissingBlocks(
  drivers: readonly DriverStillMissing[],
  ctx: MailContext,
  code: string,
): Block[] {
  const lines = drivers
    .filter((d) => d.missing.length > 0)
    .map(
      (d) =>
        `${d.name} (${d.vehicle}): ${d.missing.map((item) => itemWords[item]).join(', ')}${d.linkSent ? ' — we have e-mailed them their link again' : ''}`,
    );
  if (lines.length === 0) return [];
  const relinked = drivers.some((d) => d.linkSent);
  return [
    { type: 'heading', text: 'Still to do before pickup' },
    { type: 'lines', lines },
    ...(relinked
      ? ([
          {
            type: 'paragraph',
            text: 'The link we just sent replaces the one they had. A driver without e-mail, or who cannot find it, can be sent a link from the manage page.',
          },
        ] satisfies Block[])
      : []),
    {
      type: 'link',
      label: 'Send a driver their link again from the manage page',
      url: manageUrl(ctx, code),
    },
  ];
}

/** The deposit taken at pickup (a message queued before the true total has none). */
export const depositOf = (s: ReservationSnapshot): number =>
  'depositCents' in s.pricing ? s.pricing.depositCents : 0;

/** What the renter and the drivers bring to the counter, from the reservation as booked. */
export function whatToBring(s: ReservationSnapshot): string[] {
  const deposit = depositOf(s);
  return [
    'Every driver: a valid driver’s license.',
    deposit > 0
      ? `The renter: a credit card in their name for the ${formatMoney(deposit)} deposit.`
      : 'The renter: a credit card in their name.',
    ...(s.reservation.protectionDeclined === true
      ? ['Your certificate of insurance: you declined our protection, so your own cover must be shown.']
      : []),
  ];
}

export const pickupDaySubject = (s: ReservationSnapshot) =>
  `Your ${brand.name} pickup: where, when and what to bring (reservation ${s.reservation.code})`;

/** The day before pickup: the time in the location's zone, the address and hours, what to bring. */
export function pickupDayReminder(s: ReservationSnapshot, ctx: MailContext): RenderedEmail {
  const r = s.reservation;
  const blocks: Block[] = [
    { type: 'paragraph', text: `Hello ${r.contact.firstName},` },
    {
      type: 'paragraph',
      text: `Your pickup at ${s.location.name} is ${formatLocalDateTime(r.pickupAt, s.location.timezone)}.`,
    },
    ...locationBlock(s),
    { type: 'heading', text: 'What to bring' },
    { type: 'lines', lines: whatToBring(s) },
    { type: 'facts', rows: reservationFacts(s) },
    { type: 'link', label: 'View your reservation', url: manageUrl(ctx, r.code) },
  ];
  return {
    subject: pickupDaySubject(s),
    text: toText(blocks),
    html: toHtml(`Reservation ${r.code}: pickup soon`, blocks),
    attachments: [],
  };
}
