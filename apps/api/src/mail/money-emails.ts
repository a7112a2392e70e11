import { brand } from '@convoy/domain/content/brand';
import { organisationKindLabels } from '@convoy/domain/contracts/organisation.schema';
import { language } from '../i18n/language.ts';
import { defineMessages } from '../i18n/messages.ts';
import type {
  CertificateSnapshot,
  DriverStillMissing,
  MoneySnapshot,
  OrganisationSnapshot,
  ReservationSnapshot,
} from '../outbox/outbox-message.ts';
import { type Block, greeting, toHtml, toText } from './document.ts';
import { formatLocalDate, formatMoney } from './format.ts';
import { driversStillMissingBlocks } from './pickup-emails.ts';
import { priceLines } from './price-lines.ts';
import type { MailContext, RenderedEmail } from './rendered-email.ts';
import { locationBlock, manageLink, manageUrl, reservationFacts, siteLink } from './reservation-facts.ts';

/**
 * E-mails about money (decision 014): how a reservation is paid, receipts, reminders, organisation accounts.
 * Those about a booking are in the renter's language (decision 048); an organisation's are about no
 * booking, so they are in English (from `accountUrl` on).
 */

const words = defineMessages({
  byCard: { en: 'By card', es: 'Con tarjeta' },
  byInvoice: { en: 'By invoice', es: 'Por factura' },
  atPickup: { en: 'At the counter when you pick up', es: 'En el mostrador al recoger' },
  payment: { en: 'Payment', es: 'Pago' },
  billedTo: { en: 'Billed to', es: 'Facturado a' },
  purchaseOrder: { en: 'Purchase order', es: 'Orden de compra' },
  invoice: { en: 'Invoice', es: 'Factura' },
  paid: { en: 'Paid', es: 'Pagado' },
  depositHeld: { en: 'Deposit held on your card', es: 'Depósito retenido en su tarjeta' },
  dueBy: { en: '{amount} by {date}', es: '{amount}, a más tardar el {date}' },
  nothing: { en: 'Nothing', es: 'Nada' },
  stillToPay: { en: 'Still to pay', es: 'Saldo pendiente' },
  payBalance: { en: 'Pay the balance online', es: 'Pagar el saldo en línea' },
  documentsAttached: {
    en: 'The invoice (and a receipt for each payment) is attached as a PDF.',
    es: 'Adjuntamos en PDF la factura (y un recibo por cada pago).',
  },
  expiredSubject: {
    en: 'Your {brand} reservation {code} was not paid: the vehicles are released',
    es: 'Su reserva {code} de {brand} no se pagó: los vehículos quedan liberados',
  },
  expiredTitle: { en: 'Reservation {code} released', es: 'Reserva {code} liberada' },
  expiredBody: {
    en: 'We held these vehicles for you while you paid, but the payment did not come in time, so the reservation has lapsed and the vehicles are free again. Nothing was charged.',
    es: 'Le apartamos estos vehículos mientras realizaba el pago, pero el pago no llegó a tiempo, así que la reserva venció y los vehículos quedaron libres de nuevo. No se le cobró nada.',
  },
  bookAgain: { en: 'Book again', es: 'Reservar de nuevo' },
  questions: {
    en: 'Questions? Call {location} at {phone}.',
    es: '¿Preguntas? Llame a {location} al {phone}.',
  },
  reminderSubject: {
    en: 'Your {brand} pickup is coming up: reservation {code}',
    es: 'Se acerca su recogida con {brand}: reserva {code}',
  },
  reminderTitle: { en: 'Reservation {code}: pickup soon', es: 'Reserva {code}: recogida próxima' },
  reminderBody: {
    en: 'Your pickup is coming up. Here is what to have ready.',
    es: 'Se acerca su recogida. Esto es lo que debe tener listo.',
  },
  driversNeeded: {
    en: '{n, plural, one {One vehicle still needs} other {# vehicles still need}} a named driver: add each driver, with their license, from the manage page.',
    es: '{n, plural, one {Un vehículo todavía necesita} other {# vehículos todavía necesitan}} un conductor designado: agregue a cada conductor, con su licencia, desde la página de su reserva.',
  },
  whatToBring: {
    en: 'Every driver brings a valid driver’s license; the renter brings a credit card in their name.',
    es: 'Cada conductor trae una licencia de conducir vigente; el arrendatario trae una tarjeta de crédito a su nombre.',
  },
  receiptSubject: {
    en: 'Payment received for {brand} reservation {code}',
    es: 'Pago recibido para la reserva {code} de {brand}',
  },
  receiptTitle: { en: 'Payment received: {code}', es: 'Pago recibido: {code}' },
  paymentNote: {
    en: 'We received a payment for reservation {code}. Its receipt and the invoice as it stands are attached.',
    es: 'Recibimos un pago para la reserva {code}. Adjuntamos su recibo y la factura en su estado actual.',
  },
  transferNote: {
    en: 'We received your bank transfer (reference {reference}) against invoice {number}.',
    es: 'Recibimos su transferencia bancaria (referencia {reference}) para la factura {number}.',
  },
  invoiceSubject: {
    en: 'Invoice {number} for {brand} reservation {code}',
    es: 'Factura {number} de la reserva {code} de {brand}',
  },
  invoiceSubjectUnnumbered: {
    en: 'Invoice for {brand} reservation {code}',
    es: 'Factura de la reserva {code} de {brand}',
  },
  invoiceTitle: { en: 'Invoice for {code}', es: 'Factura de {code}' },
  invoiceBody: {
    en: 'Attached is the invoice for reservation {code}.',
    es: 'Adjuntamos la factura de la reserva {code}.',
  },
  price: { en: 'Price', es: 'Precio' },
});

const methodWords = {
  card: () => words().byCard(),
  invoice: () => words().byInvoice(),
  at_pickup: () => words().atPickup(),
} satisfies Record<MoneySnapshot['method'], () => string>;

/** How it is paid, what was received and held, and what is still due and by when. */
export function moneyBlocks(money: MoneySnapshot | undefined, ctx: MailContext, code: string): Block[] {
  if (!money) return [];
  const w = words();
  const rows: [string, string][] = [[w.payment(), methodWords[money.method]()]];
  if (money.organisation) rows.push([w.billedTo(), money.organisation]);
  if (money.poNumber) rows.push([w.purchaseOrder(), money.poNumber]);
  if (money.invoiceNumber) rows.push([w.invoice(), money.invoiceNumber]);
  if (money.paidCents > 0) rows.push([w.paid(), formatMoney(money.paidCents)]);
  if (money.heldCents > 0) rows.push([w.depositHeld(), formatMoney(money.heldCents)]);
  const balance = formatMoney(money.balanceCents);
  const due =
    money.balanceCents > 0
      ? money.dueOn
        ? w.dueBy({ amount: balance, date: formatLocalDate(money.dueOn) })
        : balance
      : w.nothing();
  rows.push([w.stillToPay(), due]);
  const blocks: Block[] = [
    { type: 'heading', text: w.payment() },
    { type: 'facts', rows },
  ];
  if (money.balanceCents > 0 && money.method === 'card') {
    blocks.push({
      type: 'link',
      label: w.payBalance(),
      url: `${manageUrl(ctx, code)}&pay=balance`,
    });
  }
  if (money.invoiceNumber) {
    blocks.push({ type: 'paragraph', text: w.documentsAttached() });
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
  words().expiredSubject({ brand: brand.name, code: s.reservation.code });

export function reservationExpired(s: ReservationSnapshot, ctx: MailContext): RenderedEmail {
  const r = s.reservation;
  const w = words();
  return render(expiredSubject(s), w.expiredTitle({ code: r.code }), [
    greeting(r.contact.firstName),
    { type: 'paragraph', text: w.expiredBody() },
    { type: 'facts', rows: reservationFacts(s) },
    { type: 'link', label: w.bookAgain(), url: siteLink(ctx, '/') },
    { type: 'paragraph', text: w.questions({ location: s.location.name, phone: s.location.phone }) },
  ]);
}

export const reminderSubject = (s: ReservationSnapshot) =>
  words().reminderSubject({ brand: brand.name, code: s.reservation.code });

export function pickupReminder(
  s: ReservationSnapshot & { drivers?: DriverStillMissing[] },
  ctx: MailContext,
): RenderedEmail {
  const r = s.reservation;
  const w = words();
  const needed = r.driversNeeded ?? 0;
  return render(reminderSubject(s), w.reminderTitle({ code: r.code }), [
    greeting(r.contact.firstName),
    { type: 'paragraph', text: w.reminderBody() },
    { type: 'facts', rows: reservationFacts(s) },
    ...(needed > 0 ? ([{ type: 'paragraph', text: w.driversNeeded({ n: needed }) }] satisfies Block[]) : []),
    ...driversStillMissingBlocks(s.drivers ?? [], ctx, r.code),
    ...moneyBlocks(s.money, ctx, r.code),
    ...locationBlock(s),
    { type: 'paragraph', text: w.whatToBring() },
    manageLink(ctx, r.code),
  ]);
}

export const receiptSubject = (s: ReservationSnapshot) =>
  words().receiptSubject({ brand: brand.name, code: s.reservation.code });

/**
 * The note a receipt's payload carries was written in English when it was queued
 * (payments/payment-sync.ts, invoices/invoice-admin.service.ts): one of those this
 * module knows is written again in the language of the render; another stays as stored.
 */
const receiptNotes: [RegExp, (m: RegExpMatchArray) => string][] = [
  [
    /^We received a payment for reservation (\S+)\. Its receipt and the invoice as it stands are attached\.$/,
    (m) => words().paymentNote({ code: m[1] ?? '' }),
  ],
  [
    /^We received your bank transfer \(reference (.*)\) against invoice (\S+)\.$/s,
    (m) => words().transferNote({ reference: m[1] ?? '', number: m[2] ?? '' }),
  ],
];

function receiptNote(note: string): string {
  if (language() === 'en') return note;
  for (const [pattern, write] of receiptNotes) {
    const match = note.match(pattern);
    if (match) return write(match);
  }
  return note;
}

export function paymentReceipt(s: ReservationSnapshot & { note: string }, ctx: MailContext): RenderedEmail {
  const r = s.reservation;
  const w = words();
  return render(receiptSubject(s), w.receiptTitle({ code: r.code }), [
    greeting(r.contact.firstName),
    { type: 'paragraph', text: receiptNote(s.note) },
    ...moneyBlocks(s.money, ctx, r.code),
    manageLink(ctx, r.code),
  ]);
}

export const invoiceSubject = (s: ReservationSnapshot) => {
  const number = s.money?.invoiceNumber;
  const facts = { brand: brand.name, code: s.reservation.code };
  return number ? words().invoiceSubject({ ...facts, number }) : words().invoiceSubjectUnnumbered(facts);
};

export function invoiceIssued(s: ReservationSnapshot, ctx: MailContext): RenderedEmail {
  const r = s.reservation;
  const w = words();
  return render(invoiceSubject(s), w.invoiceTitle({ code: r.code }), [
    greeting(r.contact.firstName),
    { type: 'paragraph', text: w.invoiceBody({ code: r.code }) },
    { type: 'facts', rows: reservationFacts(s) },
    { type: 'heading', text: w.price() },
    { type: 'facts', rows: priceLines(s.pricing) },
    ...moneyBlocks(s.money, ctx, r.code),
    manageLink(ctx, r.code),
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
