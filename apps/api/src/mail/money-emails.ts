import { brand } from '@convoy/domain/content/brand';
import { organisationKindLabels } from '@convoy/domain/contracts/organisation.schema';
import type {
  CertificateSnapshot,
  DriverStillMissing,
  MoneySnapshot,
  OrganisationSnapshot,
  ReservationSnapshot,
} from '../outbox/outbox-message.ts';
import { type Block, toHtml, toText } from './document.ts';
import { formatLocalDate, formatMoney } from './format.ts';
import { driversStillMissingBlocks } from './pickup-emails.ts';
import { priceLines } from './price-lines.ts';
import type { MailContext, RenderedEmail } from './rendered-email.ts';
import { locationBlock, manageUrl, reservationFacts } from './reservation-facts.ts';

/** E-mails about money (decision 014): how a reservation is paid, receipts, reminders, organisation accounts. */

const methodWords: Record<MoneySnapshot['method'], string> = {
  card: 'By card',
  invoice: 'By invoice',
  at_pickup: 'At the counter when you pick up',
};

/** How it is paid, what was received and held, and what is still due and by when. */
export function moneyBlocks(money: MoneySnapshot | undefined, ctx: MailContext, code: string): Block[] {
  if (!money) return [];
  const rows: [string, string][] = [['Payment', methodWords[money.method]]];
  if (money.organisation) rows.push(['Billed to', money.organisation]);
  if (money.poNumber) rows.push(['Purchase order', money.poNumber]);
  if (money.invoiceNumber) rows.push(['Invoice', money.invoiceNumber]);
  if (money.paidCents > 0) rows.push(['Paid', formatMoney(money.paidCents)]);
  if (money.heldCents > 0) rows.push(['Deposit held on your card', formatMoney(money.heldCents)]);
  const due =
    money.balanceCents > 0
      ? `${formatMoney(money.balanceCents)}${money.dueOn ? ` by ${formatLocalDate(money.dueOn)}` : ''}`
      : 'Nothing';
  rows.push(['Still to pay', due]);
  const blocks: Block[] = [
    { type: 'heading', text: 'Payment' },
    { type: 'facts', rows },
  ];
  if (money.balanceCents > 0 && money.method === 'card') {
    blocks.push({
      type: 'link',
      label: 'Pay the balance online',
      url: `${manageUrl(ctx, code)}&pay=balance`,
    });
  }
  if (money.invoiceNumber) {
    blocks.push({
      type: 'paragraph',
      text: 'The invoice (and a receipt for each payment) is attached as a PDF.',
    });
  }
  return blocks;
}

export const render = (subject: string, title: string, blocks: Block[]): RenderedEmail => ({
  subject,
  text: toText(blocks),
  html: toHtml(title, blocks),
  attachments: [],
});

export const expiredSubject = (s: ReservationSnapshot) =>
  `Your ${brand.name} reservation ${s.reservation.code} was not paid: the vehicles are released`;

export function reservationExpired(s: ReservationSnapshot, ctx: MailContext): RenderedEmail {
  const r = s.reservation;
  return render(expiredSubject(s), `Reservation ${r.code} released`, [
    { type: 'paragraph', text: `Hello ${r.contact.firstName},` },
    {
      type: 'paragraph',
      text: 'We held these vehicles for you while you paid, but the payment did not come in time, so the reservation has lapsed and the vehicles are free again. Nothing was charged.',
    },
    { type: 'facts', rows: reservationFacts(s) },
    { type: 'link', label: 'Book again', url: `${ctx.publicUrl}/` },
    { type: 'paragraph', text: `Questions? Call ${s.location.name} at ${s.location.phone}.` },
  ]);
}

export const reminderSubject = (s: ReservationSnapshot) =>
  `Your ${brand.name} pickup is coming up: reservation ${s.reservation.code}`;

export function pickupReminder(
  s: ReservationSnapshot & { drivers?: DriverStillMissing[] },
  ctx: MailContext,
): RenderedEmail {
  const r = s.reservation;
  const needed = r.driversNeeded ?? 0;
  return render(reminderSubject(s), `Reservation ${r.code}: pickup soon`, [
    { type: 'paragraph', text: `Hello ${r.contact.firstName},` },
    { type: 'paragraph', text: 'Your pickup is coming up. Here is what to have ready.' },
    { type: 'facts', rows: reservationFacts(s) },
    ...(needed > 0
      ? ([
          {
            type: 'paragraph',
            text: `${needed === 1 ? 'One vehicle still needs' : `${needed} vehicles still need`} a named driver: add each driver, with their license, from the manage page.`,
          },
        ] satisfies Block[])
      : []),
    ...driversStillMissingBlocks(s.drivers ?? [], ctx, r.code),
    ...moneyBlocks(s.money, ctx, r.code),
    ...locationBlock(s),
    {
      type: 'paragraph',
      text: 'Every driver brings a valid driver’s license; the renter brings a credit card in their name.',
    },
    { type: 'link', label: 'View your reservation', url: manageUrl(ctx, r.code) },
  ]);
}

export const receiptSubject = (s: ReservationSnapshot) =>
  `Payment received for ${brand.name} reservation ${s.reservation.code}`;

export function paymentReceipt(s: ReservationSnapshot & { note: string }, ctx: MailContext): RenderedEmail {
  const r = s.reservation;
  return render(receiptSubject(s), `Payment received: ${r.code}`, [
    { type: 'paragraph', text: `Hello ${r.contact.firstName},` },
    { type: 'paragraph', text: s.note },
    ...moneyBlocks(s.money, ctx, r.code),
    { type: 'link', label: 'View your reservation', url: manageUrl(ctx, r.code) },
  ]);
}

export const invoiceSubject = (s: ReservationSnapshot) =>
  `Invoice ${s.money?.invoiceNumber ?? ''} for ${brand.name} reservation ${s.reservation.code}`.replace(
    '  ',
    ' ',
  );

export function invoiceIssued(s: ReservationSnapshot, ctx: MailContext): RenderedEmail {
  const r = s.reservation;
  return render(invoiceSubject(s), `Invoice for ${r.code}`, [
    { type: 'paragraph', text: `Hello ${r.contact.firstName},` },
    { type: 'paragraph', text: `Attached is the invoice for reservation ${r.code}.` },
    { type: 'facts', rows: reservationFacts(s) },
    { type: 'heading', text: 'Price' },
    { type: 'facts', rows: priceLines(s.pricing) },
    ...moneyBlocks(s.money, ctx, r.code),
    { type: 'link', label: 'View your reservation', url: manageUrl(ctx, r.code) },
  ]);
}

export const accountUrl = (ctx: MailContext, code: string) =>
  `${ctx.publicUrl}/organisation?code=${encodeURIComponent(code)}`;

const termsWords = (o: OrganisationSnapshot) =>
  o.terms.status === 'approved'
    ? `Approved: net ${o.terms.netDays} days${o.terms.poRequired ? ', with a purchase order number on each booking' : ''}`
    : o.terms.status === 'requested'
      ? `Requested: net ${o.terms.requestedNetDays} days, waiting for our accounts team`
      : o.terms.status === 'declined'
        ? 'Declined: pay by card when booking'
        : 'None: pay by card when booking';

export const welcomeSubject = (o: OrganisationSnapshot) =>
  `Your ${brand.name} organization account for ${o.name}: ${o.code}`;

/** The access key, once, to the billing contact: the link signs the browser in to the account. */
export function organisationWelcome(
  o: OrganisationSnapshot,
  accessKey: string,
  ctx: MailContext,
): RenderedEmail {
  return render(welcomeSubject(o), `Organization account ${o.code}`, [
    { type: 'paragraph', text: `Hello ${o.billingContact.name},` },
    {
      type: 'paragraph',
      text: `${o.name} now has an organization account with ${brand.name}. Book in its name from any booking page: its tax exemption and invoice terms then apply.`,
    },
    ...keyBlocks(
      o,
      accessKey,
      ctx,
      [
        ['Kind', organisationKindLabels[o.kind]],
        ['Invoice terms', termsWords(o)],
      ],
      'On the organization page you can upload tax-exemption certificates and see bookings and invoices.',
    ),
  ]);
}

/** The code and access key with more `rows`, the link that opens the account with them, and how to keep the key. */
export function keyBlocks(
  o: OrganisationSnapshot,
  accessKey: string,
  ctx: MailContext,
  rows: [string, string][],
  more: string,
): Block[] {
  return [
    { type: 'facts', rows: [['Account code', o.code], ['Access key', accessKey], ...rows] },
    {
      type: 'link',
      label: 'Open your organization’s page',
      url: `${accountUrl(ctx, o.code)}#key=${accessKey}`,
    },
    {
      type: 'paragraph',
      text: `Keep the access key as you would a password: anyone with the code and the key can book in your organization’s name. ${more}`,
    },
  ];
}

export const termsSubject = (o: OrganisationSnapshot) =>
  `Invoice terms for ${o.name}: ${o.terms.status === 'approved' ? 'approved' : 'not approved'}`;

export function organisationTerms(o: OrganisationSnapshot, ctx: MailContext): RenderedEmail {
  return render(termsSubject(o), `Invoice terms for ${o.name}`, [
    { type: 'paragraph', text: `Hello ${o.billingContact.name},` },
    {
      type: 'paragraph',
      text:
        o.terms.status === 'approved'
          ? `${o.name} may now book with “Pay by invoice”: each booking is invoiced and due ${o.terms.netDays} days after the invoice.`
          : `We cannot offer invoice terms to ${o.name} at the moment; bookings are paid by card. Reply to this e-mail to talk to our accounts team.`,
    },
    { type: 'facts', rows: [['Invoice terms', termsWords(o)]] },
    { type: 'link', label: 'Your organization’s page', url: accountUrl(ctx, o.code) },
  ]);
}

export const certificateReviewedSubject = (o: OrganisationSnapshot, c: { status: string }) =>
  `Tax-exemption certificate for ${o.name}: ${c.status === 'verified' ? 'verified' : 'not accepted'}`;

export function certificateReviewed(
  o: OrganisationSnapshot,
  c: CertificateSnapshot & { status: 'verified' | 'rejected'; rejectionReason: string | null },
  ctx: MailContext,
): RenderedEmail {
  return render(certificateReviewedSubject(o, c), `Certificate ${c.number}`, [
    { type: 'paragraph', text: `Hello ${o.billingContact.name},` },
    {
      type: 'paragraph',
      text:
        c.status === 'verified'
          ? `We verified ${o.name}’s ${c.state} tax-exemption certificate: ${c.state} sales tax is no longer charged on bookings picked up in ${c.state} until ${formatLocalDate(c.expiresOn)}. Other taxes and fees still apply.`
          : `We could not accept the certificate: ${c.rejectionReason ?? 'it could not be verified'}. Upload a corrected one from your organization’s page.`,
    },
    {
      type: 'facts',
      rows: [
        ['State', c.state],
        ['Certificate number', c.number],
        ['Valid until', formatLocalDate(c.expiresOn)],
      ],
    },
    { type: 'link', label: 'Your organization’s page', url: accountUrl(ctx, o.code) },
  ]);
}

export const certificateReminderSubject = (o: OrganisationSnapshot, c: CertificateSnapshot) =>
  `${o.name}: your ${c.state} tax-exemption certificate expires on ${formatLocalDate(c.expiresOn)}`;

export function certificateReminder(
  o: OrganisationSnapshot,
  c: CertificateSnapshot,
  ctx: MailContext,
): RenderedEmail {
  return render(certificateReminderSubject(o, c), `Certificate ${c.number} expires soon`, [
    { type: 'paragraph', text: `Hello ${o.billingContact.name},` },
    {
      type: 'paragraph',
      text: `${o.name}’s ${c.state} tax-exemption certificate ${c.number} expires on ${formatLocalDate(c.expiresOn)}. Bookings picked up after that day are charged ${c.state} sales tax unless you upload the renewed certificate before then.`,
    },
    { type: 'link', label: 'Upload the renewed certificate', url: accountUrl(ctx, o.code) },
  ]);
}
