import { brand } from '@convoy/domain/content/brand';
import type { AgreementMessage, ReservationSnapshot, ReturnedSnapshot } from '../outbox/outbox-message.ts';
import { type Block, toHtml, toText } from './document.ts';
import { formatLocalDateTime, formatMoney } from './format.ts';
import { moneyBlocks } from './money-emails.ts';
import type { MailContext, RenderedEmail } from './rendered-email.ts';
import { manageUrl, reservationFacts } from './reservation-facts.ts';

/** E-mails from the counter (decision 015): the signed rental agreement at pickup, the final charges at return. */

const render = (subject: string, title: string, blocks: Block[]): RenderedEmail => ({
  subject,
  text: toText(blocks),
  html: toHtml(title, blocks),
  attachments: [],
});

type AgreementSnapshot = ReservationSnapshot & { agreement: AgreementMessage };

export const agreementSubject = (s: AgreementSnapshot) =>
  s.agreement.kind === 'swap'
    ? `Your ${brand.name} rental agreement addendum for ${s.reservation.code}: a vehicle swapped`
    : s.agreement.kind === 'addendum'
      ? `Your ${brand.name} rental agreement addendum for ${s.reservation.code}: the vehicles at pickup`
      : `Your ${brand.name} rental agreement for ${s.reservation.code}`;

/** The opening of the e-mail: what was signed or acknowledged, by whom, where and when. */
function agreementWords(s: AgreementSnapshot, signedAt: string): string {
  const { swap } = s.agreement;
  if (s.agreement.kind === 'swap' && swap) {
    return `${swap.vehicle} was swapped at ${s.location.name} on ${signedAt}: ${swap.from} came back and ${swap.to} went out in its place, at the same price. ${s.agreement.signerName} agreed both vehicles’ readings; your copy of this addendum to your rental agreement is attached as a PDF.`;
  }
  return s.agreement.kind === 'addendum'
    ? `${s.agreement.signerName} agreed at ${s.location.name} on ${signedAt} that the readings recorded are the vehicles’ condition at pickup. Your copy of this addendum to the rental agreement you signed before pickup is attached as a PDF: each vehicle with its odometer, fuel and any damage already marked.`
    : `${s.agreement.signerName} signed the rental agreement at ${s.location.name} on ${signedAt}. Your copy is attached as a PDF: the vehicles with their odometer, fuel and any damage already marked, the drivers, the charges and the terms.`;
}

/** The signed agreement, or the addendum of readings to the one signed before pickup (decision 027). */
export function rentalAgreement(s: AgreementSnapshot, ctx: MailContext): RenderedEmail {
  const r = s.reservation;
  const signedAt = formatLocalDateTime(s.agreement.signedAt, s.location.timezone);
  const addendum = s.agreement.kind !== undefined;
  return render(
    agreementSubject(s),
    `${addendum ? 'Addendum to rental agreement' : 'Rental agreement'} ${r.code}`,
    [
      { type: 'paragraph', text: `Hello ${r.contact.firstName},` },
      {
        type: 'paragraph',
        text: agreementWords(s, signedAt),
      },
      { type: 'facts', rows: reservationFacts(s) },
      {
        type: 'paragraph',
        text: `Keep it with the vehicle. Roadside assistance and questions: ${s.location.name}, ${s.location.phone}.`,
      },
      { type: 'link', label: 'View your reservation', url: manageUrl(ctx, r.code) },
    ],
  );
}

export const returnedSubject = (s: ReservationSnapshot) =>
  `Thank you: ${brand.name} reservation ${s.reservation.code} is back, with your final invoice`;

export function rentalReturned(
  s: ReservationSnapshot & { returned: ReturnedSnapshot },
  ctx: MailContext,
): RenderedEmail {
  const r = s.reservation;
  const { returned } = s;
  const blocks: Block[] = [
    { type: 'paragraph', text: `Hello ${r.contact.firstName},` },
    {
      type: 'paragraph',
      text: `Every vehicle of reservation ${r.code} is back at ${s.location.name}. Thank you for renting with ${brand.name}.`,
    },
    { type: 'heading', text: 'What the return added' },
    returned.lines.length > 0
      ? {
          type: 'facts',
          rows: [
            ...returned.lines.map((l): [string, string] => [l.label, formatMoney(l.amountCents)]),
            ['Total added', formatMoney(returned.totalCents)],
          ],
        }
      : { type: 'paragraph', text: 'Nothing: on time, within the mileage, with the fuel as it went out.' },
  ];
  if (returned.depositCapturedCents > 0 || returned.depositReleasedCents > 0) {
    const parts = [
      returned.depositCapturedCents > 0
        ? `${formatMoney(returned.depositCapturedCents)} of the deposit held on your card is charged for what the rental owes`
        : '',
      returned.depositReleasedCents > 0
        ? `${formatMoney(returned.depositReleasedCents)} is released (your bank may take a few days to show it)`
        : '',
    ].filter(Boolean);
    blocks.push({ type: 'paragraph', text: `${parts.join('; ')}.` });
  }
  blocks.push(...moneyBlocks(s.money, ctx, r.code), {
    type: 'link',
    label: 'View your reservation',
    url: manageUrl(ctx, r.code),
  });
  return render(returnedSubject(s), `Reservation ${r.code} returned`, blocks);
}
